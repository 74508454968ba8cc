"""The calling convention: no copies, buffers kept alive, a cached rebuild runs no compiler."""
from __future__ import annotations

import gc
import os
import re
import subprocess
import sys
import tempfile

import numpy as np
import pytest

import irc
from conftest import EXAMPLES
from helpers import relative_error

REBUILD = """
import irc
from irc.backends.c.build import compile_count
p = irc.load(%r)
for s in ("root", "fast"):
    p.compile(s).built
print(compile_count())
"""


def test_prepared_call_outlives_its_compiled_pipeline():
    """The C code holds raw pointers into scratch storage owned by the pipeline object."""
    program = irc.load(EXAMPLES / "blur.dsl")
    img = np.random.default_rng(0).random((300, 280)).astype(np.float32)
    call, out = program.compile("root").prepare(img)
    gc.collect()
    call()
    assert relative_error(out, program.reference(img)) <= 1e-6


def test_scratch_storage_is_allocated_once_per_size():
    f = irc.load(EXAMPLES / "blur.dsl").compile("root")
    img = np.zeros((64, 64), np.float32)
    f(img)
    first = f._scratch_for({"W": 64, "H": 64})
    f(img)
    assert f._scratch_for({"W": 64, "H": 64}) is first


def test_wrong_dtype_is_refused_not_copied():
    f = irc.load(EXAMPLES / "blur.dsl").compile("root")
    with pytest.raises(irc.UsageError, match="must be float32, got float64"):
        f(np.zeros((8, 8)))


def test_size_smaller_than_split_factor_is_refused_at_run_time():
    f = irc.load(EXAMPLES / "blur.dsl").compile("tile")
    with pytest.raises(irc.RunError, match="output 'blury' has H points along 'y', fewer than its split of 'y' by 64 "):
        f(np.zeros((20, 100), np.float32))


def test_cached_rebuild_in_a_new_process_runs_no_compiler(tmp_path):
    code = REBUILD % str(EXAMPLES / "blur.dsl")
    env = {**os.environ, "IRC_CACHE_DIR": str(tmp_path)}

    def compiler_runs():
        out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                             cwd=tempfile.gettempdir(), check=True)
        return int(out.stdout.split()[-1])
    assert compiler_runs() >= 2
    assert compiler_runs() == 0


def test_an_input_of_more_than_2_31_elements_is_indexed_in_i64():
    """Row H - 1 of a 65,537 x 32,768 input starts past element 2**31: an i32 flat index wrapped
    (negative: a crash, or another element).  bool, so the input is 2 GiB of untouched zero pages."""
    prog = irc.parse("""
param H: i32 = 65537
param W: i32 = 32768
input m: bool[H, W]
func f(y, x) = select(m(y, x), 1.0, 2.0)
output f[H - 1 .. H, W - 4 .. W]
""", "big.dsl")
    m = np.zeros((65537, 32768), np.bool_)
    m[-1, -3] = True
    assert 65536 * 32768 == 2 ** 31     # the first element of the last row: past the largest i32
    assert prog.compile("root")(m).tolist() == [[2.0, 1.0, 2.0, 2.0]]
    assert "(int64_t)" in prog.compile("root").source


@pytest.mark.parametrize("value,message", [
    (1.5, "size K must be an integer, got 1.5"), ("3", "size K must be an integer, got '3'"),
    (0, "size K must be positive and fit in i32, got 0"),
    (2 ** 40, "size K must be positive and fit in i32, got 1099511627776"),
])
def test_a_pipeline_size_is_a_positive_i32(value, message):
    """Bug: a compiled pipeline took K=1.5 as 1 and K=2**40 raised cffi's OverflowError."""
    prog = irc.parse("param K: i64 = 5\ninput a: f32[8]\nfunc f(x) = a(x) * f32(K)\noutput f[8]\n", "k.dsl")
    f = prog.compile()
    with pytest.raises(irc.UsageError, match=re.escape(message)):
        f(np.ones(8, np.float32), K=value)
    assert f(np.ones(8, np.float32), K=3).tolist() == [3.0] * 8


def test_abs_in_size_expressions():
    """Bug: abs(...) in an extent, a launch shape or a shared array's shape was the internal
    error "cannot evaluate Call as a size"."""
    pipeline = irc.parse("param N: i32 = 8\ninput a: f32[abs(N)]\nfunc f(x) = a(x) * 2\noutput f[abs(4 - N)]\n",
                         "p.dsl")
    assert pipeline.compile()(np.arange(8, dtype=np.float32)).tolist() == [0.0, 2.0, 4.0, 6.0]
    kernel = irc.parse("""param N: i32 = 8
kernel k(a: f32[abs(N)]) grid(abs(1 - N) / 7) block(abs(-8)) {
  shared s: f32[abs(N)]
  s[threadIdx.x] = 1
  a[threadIdx.x] = s[threadIdx.x] + f32(threadIdx.x)
}
""", "k.dsl")
    assert kernel.simt("k", a=np.zeros(8, np.float32)).outputs["a"].tolist() == [float(i + 1) for i in range(8)]


def test_a_big_endian_array_is_read_after_a_swap():
    """Bug: a `>f4` input was refused as "must be float32, got float32"."""
    prog = irc.parse("input a: f32[4]\nfunc f(x) = a(x) * 2\noutput f[4]\n", "be.dsl")
    big = np.arange(4, dtype=">f4")
    assert prog.compile()(big).tolist() == [0.0, 2.0, 4.0, 6.0]
    assert prog.reference(big).tolist() == [0.0, 2.0, 4.0, 6.0]
    kernel = irc.parse("kernel k(a: f32[4]) grid(1) block(4) {\n  a[threadIdx.x] = a[threadIdx.x] * 2\n}\n", "k.dsl")
    assert kernel.simt("k", a=big).outputs["a"].tolist() == [0.0, 2.0, 4.0, 6.0]
    with pytest.raises(irc.UsageError, match="input 'a' must be float32, got int32"):
        prog.compile()(np.arange(4, dtype=">i4"))


def test_out_must_be_a_writable_array_and_may_alias_an_input():
    """Bugs: out= was written though read-only, out= a list was an AttributeError, and out=
    aliasing an input gave a wrong result under inline (the output overwrote what it still read)."""
    prog = irc.load(EXAMPLES / "blur.dsl")
    img = np.random.default_rng(1).random((40, 300)).astype(np.float32)
    expected = prog.reference(img)
    frozen = np.zeros_like(img)
    frozen.flags.writeable = False
    f = prog.compile("inline")
    with pytest.raises(irc.UsageError, match="out is read-only"):
        f(img, out=frozen)
    with pytest.raises(irc.UsageError, match=r"out must be a numpy array \(float32, shape \(40, 300\)\), got list"):
        f(img, out=[[0.0] * 300] * 40)
    for schedule in ("inline", "root", "fast"):
        same = img.copy()
        assert irc.load(EXAMPLES / "blur.dsl").compile(schedule)(same, out=same) is same
        assert np.allclose(same, expected, rtol=1e-6, atol=1e-6), schedule


SPECIAL = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, 1.5, -2.5, 1e30, np.nan], np.float32)
OTHER = np.array([1.0, np.nan, 2.0, -np.inf, np.inf, np.nan, 0.5, -1e30, np.nan], np.float32)
INTRINSICS = ["min(X, Y)", "max(X, Y)", "min(Y, X)", "max(Y, X)", "max(0.5, X)", "clamp(X, 0, 1)", "sqrt(X)", "exp(X)", "log(X)",
              "sin(X)", "cos(X)", "tanh(X)", "abs(X)", "floor(X)", "ceil(X)", "pow(X, Y)", "X / Y",
              "select(X < Y, X, Y)"]


def same_values(got, want) -> bool:
    """NaN where the other has NaN, the same infinities, and finite values within float rounding
    (libm and numpy may differ in the last place of exp, sin, tanh)."""
    return bool(np.all((np.isnan(got) == np.isnan(want)) & (np.isinf(got) == np.isinf(want))) and
                np.allclose(got, want, rtol=1e-6, atol=0, equal_nan=True))


@pytest.mark.parametrize("expr", INTRINSICS)
def test_nan_and_inf_through_every_intrinsic_on_every_backend(expr):
    """Bug: min / max dropped a NaN in the compiled C (`a < b ? a : b`) where the reference and
    the SIMT interpreter propagate it; one rule now: a NaN operand gives NaN."""
    body = expr.replace("X", "a(i)").replace("Y", "b(i)")
    prog = irc.parse(f"param N: i32 = 9\ninput a: f32[N]\ninput b: f32[N]\nfunc f(i) = {body}\noutput f[N]\n", "n.dsl")
    with np.errstate(all="ignore"):
        want = prog.reference(SPECIAL, OTHER)
        got = prog.compile()(SPECIAL, OTHER)
    assert same_values(got, want), (got, want)
    kernel = expr.replace("X", "a[threadIdx.x]").replace("Y", "b[threadIdx.x]")
    simt = irc.parse("param N: i32 = 9\nkernel k(a: f32[N], b: f32[N], c: f32[N]) grid(1) block(N) {\n"
                     f"  c[threadIdx.x] = {kernel}\n}}\n", "k.dsl")
    run = simt.simt("k", a=SPECIAL, b=OTHER, c=np.zeros(9, np.float32))
    assert same_values(run.outputs["c"], want), (run.outputs["c"], want)


# ----------------------------------------------------------------------------- OpenMP threads
def test_threads_set_the_team_of_a_call_and_are_restored_after():
    from irc.backends.c.build import openmp_available, openmp_threads
    from irc.targets.c import _with_threads
    if not openmp_available():
        pytest.skip("no OpenMP with this C compiler")
    before = openmp_threads()
    assert _with_threads(3, lambda: openmp_threads(), ()) == 3
    assert openmp_threads() == before


@pytest.mark.parametrize("threads", [1, 2])
def test_a_parallel_schedule_on_any_team_gives_the_serial_result(threads):
    program = irc.load(EXAMPLES / "blur.dsl")
    img = np.random.default_rng(0).random((130, 260), dtype=np.float32)
    f = program.compile("fast", threads=threads)
    assert f.threads == threads
    assert f.team_size() == (threads if f.built.openmp else None)
    assert relative_error(f(img), program.compile("root")(img)) == 0


@pytest.mark.parametrize("bad", [0, -1, 1.5, True, "2"])
def test_threads_is_a_positive_integer(bad):
    with pytest.raises(irc.UsageError, match="a number of threads is an integer >= 1"):
        irc.load(EXAMPLES / "blur.dsl").compile("fast", threads=bad)


def test_threads_belong_to_the_c_target():
    with pytest.raises(irc.UsageError, match="threads= sets the OpenMP threads of the C target"):
        irc.load(EXAMPLES / "gpu" / "matmul.dsl").compile("gpu_naive", target="opencl", threads=2)


def test_idle_openmp_threads_sleep_unless_the_user_chose():
    """libgomp reads its wait policy when it loads: irc sets passive before its first OpenMP code
    runs, and leaves a policy of the user's alone."""
    code = ("import os, irc; irc.load(%r).compile('fast').built; print(os.environ.get('OMP_WAIT_POLICY'))"
            % str(EXAMPLES / "blur.dsl"))
    env = {k: v for k, v in os.environ.items() if k not in ("OMP_WAIT_POLICY", "GOMP_SPINCOUNT")}
    mine = subprocess.run([sys.executable, "-I", "-c", code], env=env, capture_output=True, text=True, check=True)
    assert mine.stdout.split()[-1] == "passive"
    theirs = subprocess.run([sys.executable, "-I", "-c", code], env={**env, "OMP_WAIT_POLICY": "active"},
                            capture_output=True, text=True, check=True)
    assert theirs.stdout.split()[-1] == "active"


def test_the_public_api_says_what_it_is():
    assert "parsed and checked" in irc.load.__doc__ and "as `load` reads a file" in irc.parse.__doc__
    prog = irc.load(EXAMPLES / "blur.dsl")
    assert repr(prog) == f"<irc program {EXAMPLES / 'blur.dsl'}: output blury; 2 funcs; schedules root, inline, " \
                         f"tile, sliding, fast>"
    tile = prog.compile("tile", threads=2)
    assert repr(tile).startswith(f"<CompiledPipeline blur of {EXAMPLES / 'blur.dsl'} under 'tile', threads=2: C built "
                                 f"at the first call (or by f.built); call it on arrays")
    tile.built
    assert ": C built; call it on arrays" in repr(tile)
    jacobi = irc.load(EXAMPLES / "procs" / "jacobi1d.dsl")
    assert repr(jacobi) == f"<irc program {EXAMPLES / 'procs' / 'jacobi1d.dsl'}: procs jacobi1d; schedules skewed, " \
                           f"parallel, auto>"
    assert " under " not in repr(jacobi.compile(proc="jacobi1d"))
