"""Integer `/` and `%` by zero: x / 0 = x % 0 = 0 (Halide's rule) and INT_MIN / -1 = INT_MIN on
every backend, never a signal (SIGFPE, or SIGILL where gcc proves the zero).  Each backend is
compared with the rule computed here by hand: the C target (a pipeline, a proc, a GPU schedule's
funcs), the numpy reference, the SIMT interpreter, OpenCL (PoCL), and CUDA compiled by nvcc."""
from __future__ import annotations

import shutil
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import irc
from helpers import opencl_unavailable
from irc.backends.cuda.nvcc import compile_cuda
from irc.kinds.gpu import emit_gpu_source

NO_OPENCL = opencl_unavailable()


def by_the_rule(op: str, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """irc's integer `/` or `%`, element by element in Python integers: toward minus infinity,
    x / 0 = x % 0 = 0, wrapped to the type (INT_MIN / -1 = INT_MIN)."""
    info = np.iinfo(a.dtype)
    out = []
    for x, y in zip(a.tolist(), b.tolist()):
        r = 0 if y == 0 else (x // y if op == "/" else x % y)
        out.append((r - info.min) % 2 ** info.bits + info.min)
    return np.array(out, a.dtype)


def operands(dtype) -> tuple[np.ndarray, np.ndarray]:
    """Numerators and divisors: zeros, -1 under INT_MIN, signs mixed, random ones."""
    info = np.iinfo(dtype)
    a = np.array([7, -7, 7, -7, 0, info.min, info.min, info.max, 5, -5, 13, info.min], dtype)
    b = np.array([0, 0, 2, 2, 0, -1, 0, -1, -3, 3, 1, 1], dtype)
    rng = np.random.default_rng(1)
    return (np.concatenate([a, rng.integers(-50, 50, 52).astype(dtype)]),
            np.concatenate([b, rng.integers(-3, 4, 52).astype(dtype)]))


PIPELINE = """
param N: i32 = 64
input a: {t}[N]
input b: {t}[N]
func q(x) = a(x) / b(x)
func r(x) = a(x) % b(x)
func f(x) = q(x) * {t}(1000) + r(x)
output f[N]
"""


@pytest.mark.parametrize("dtype", ["i32", "i64"])
@pytest.mark.parametrize("schedule", ["root", "inline"])
def test_pipeline_divides_by_zero_by_the_rule_on_c_and_the_reference(dtype, schedule):
    program = irc.parse(PIPELINE.format(t=dtype))
    a, b = operands(np.int32 if dtype == "i32" else np.int64)
    want = by_the_rule("/", a, b) * a.dtype.type(1000) + by_the_rule("%", a, b)
    np.testing.assert_array_equal(program.reference(a, b), want)
    np.testing.assert_array_equal(program.compile(schedule)(a, b), want)


def test_a_constant_zero_divisor_is_zero_not_an_illegal_instruction():
    """gcc proves `a(x) / 0` divides by zero and emitted ud2 (SIGILL) where the helper divided."""
    program = irc.parse("param N: i32 = 8\ninput a: i32[N]\nfunc f(x) = a(x) / 0 + a(x) % 0 + a(x) / -1\n"
                        "output f[N]\n")
    a = np.array([3, -3, 0, 1, -2 ** 31, 2 ** 31 - 1, 5, 6], np.int32)
    np.testing.assert_array_equal(program.compile("root")(a), by_the_rule("/", a, -np.ones_like(a)))
    np.testing.assert_array_equal(program.reference(a), by_the_rule("/", a, -np.ones_like(a)))


def test_proc_divides_by_zero_by_the_rule_as_its_reference():
    program = irc.parse("param N: i32 = 64\nproc p(A: i32[N], B: i32[N]) {\n  for i in 0 .. N {\n"
                        "    A[i] = A[i] / B[i] + A[i] % B[i]\n  }\n}\n")
    a, b = operands(np.int32)
    want = by_the_rule("/", a, b) + by_the_rule("%", a, b)
    on_c, on_reference = a.copy(), a.copy()
    program.compile(proc="p")(on_c, b.copy())
    program.reference(on_reference, b.copy(), proc="p")
    np.testing.assert_array_equal(on_c, want)
    np.testing.assert_array_equal(on_reference, want)


KERNEL = """
param N: i32 = 64
kernel divide(a: i32[N], b: i32[N], q: i32[N], r: i32[N]) grid(ceil_div(N, 32)) block(32) {
  let i = blockIdx.x * 32 + threadIdx.x
  if i < N {
    q[i] = a[i] / b[i]
    r[i] = a[i] % b[i]
  }
}
"""


def kernel_buffers():
    a, b = operands(np.int32)
    return dict(a=a, b=b, q=np.zeros_like(a), r=np.zeros_like(a), N=a.size)


def test_kernel_divides_by_zero_by_the_rule_on_simt():
    buffers = kernel_buffers()
    run = irc.parse(KERNEL).simt("divide", **buffers)
    np.testing.assert_array_equal(run.outputs["q"], by_the_rule("/", buffers["a"], buffers["b"]))
    np.testing.assert_array_equal(run.outputs["r"], by_the_rule("%", buffers["a"], buffers["b"]))


@pytest.mark.skipif(NO_OPENCL is not None, reason=f"OpenCL cannot run here: {NO_OPENCL}")
def test_kernel_divides_by_zero_by_the_rule_on_opencl():
    buffers = kernel_buffers()
    run = irc.parse(KERNEL).opencl("divide", **buffers)
    np.testing.assert_array_equal(run.outputs["q"], by_the_rule("/", buffers["a"], buffers["b"]))
    np.testing.assert_array_equal(run.outputs["r"], by_the_rule("%", buffers["a"], buffers["b"]))


GPU_PIPELINE = PIPELINE.format(t="i32") + "schedule gpu { f.gpu_tile(x, bx, tx, 32) }\n"


@pytest.mark.skipif(NO_OPENCL is not None, reason=f"OpenCL cannot run here: {NO_OPENCL}")
def test_gpu_schedule_divides_by_zero_by_the_rule_on_opencl_and_simt():
    program = irc.parse(GPU_PIPELINE)
    a, b = operands(np.int32)
    want = by_the_rule("/", a, b) * 1000 + by_the_rule("%", a, b)
    for run in (program.opencl(schedule="gpu", a=a, b=b, N=a.size), program.simt(schedule="gpu", a=a, b=b, N=a.size)):
        np.testing.assert_array_equal(run.outputs["f"], want)


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc is not on the PATH (the CUDA toolkit)")
def test_cuda_of_a_division_by_any_divisor_compiles_with_nvcc():
    program = irc.parse(KERNEL)
    source = emit_gpu_source(program.module, program.module.kernel("divide"), "cuda")
    assert "irc_divz_i32(a[" in source.source and "irc_modz_i32(a[" in source.source
    assert "divide" in compile_cuda(source.source)


def test_a_nonzero_constant_divisor_keeps_the_plain_helper():
    """`(e + 63) / 64`, `/ 3`, `% 5`: exactly what irc emitted before the rule; the guarded helpers
    only where a divisor may be 0 or -1."""
    program = irc.parse("param N: i32 = 8\ninput a: i32[N]\nfunc f(x) = (a(x) + 63) / 64 + a(x) / 3 + a(x) % 5\n"
                        "output f[N]\n")
    source = program.compile("root").source
    assert "irc_div_i32(" in source and "irc_mod_i32(" in source and ">> 6)" in source
    assert "irc_divz" not in source and "IRC_DEFINE_INT_ANY" not in source


def test_a_division_by_zero_does_not_kill_the_process():
    """Before the rule the interpreter died of SIGFPE (exit -8) in the compiled function."""
    script = textwrap.dedent(f"""
        import numpy as np, irc
        f = irc.parse({PIPELINE.format(t="i32")!r}).compile("root")
        print(int(f(np.arange(64, dtype=np.int32), np.zeros(64, np.int32)).sum()))
        """)
    done = subprocess.run([sys.executable, "-I", "-c", script], capture_output=True, text=True, timeout=300)
    assert (done.returncode, done.stdout.strip()) == (0, "0"), done.stderr
