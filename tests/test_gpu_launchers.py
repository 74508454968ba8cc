"""The host side of emitted GPU source (backends/kernel/launch.py): CUDA's `launch_<k>` compiles
with `nvcc -c`; OpenCL's `launch_<k>`, taken out of its `#if 0` block and built by gcc against
the OpenCL API, launches the kernel on the OpenCL device with what the OpenCL target itself
uses (the same buffers after it as the target's own launch), and the comments state the grid,
block, work sizes and shared bytes as expressions of the sizes."""
from __future__ import annotations

import ctypes
import re
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest

import irc
from conftest import EXAMPLES
from helpers import opencl_unavailable, random_inputs
from irc.backends.cuda.nvcc import host_symbols
from irc.backends.kernel.launch import ndrange
from irc.ir.evaluate import eval_int
from irc.kinds.gpu import emit_gpu_source
from irc.kinds.launch import random_buffers
from irc.schedule.kernels import kernel_named

NO_OPENCL = opencl_unavailable()
OPENCL = pytest.mark.skipif(NO_OPENCL is not None, reason=f"OpenCL cannot run here: {NO_OPENCL}")
NVCC = pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc is not on the PATH (the CUDA toolkit)")
GCC = pytest.mark.skipif(shutil.which("gcc") is None, reason="gcc is not on the PATH")

# one of each: dynamic shared memory sized by a size (TILE), static shared, a 1-D launch, atomics,
# funcs under a GPU schedule in 2-D and with a padded cache
UNITS = [("kernels/matmul.dsl", "kernel", "matmul_tiled"), ("kernels/reduce.dsl", "kernel", "block_sum"),
         ("kernels/histogram.dsl", "kernel", "histogram_shared"), ("gpu/matmul.dsl", "schedule", "gpu_tiled"),
         ("gpu/transpose.dsl", "schedule", "padded"), ("gpu/blur.dsl", "schedule", "gpu_shared")]
IDS = [f"{Path(p).stem}-{n}" for p, _, n in UNITS]


def unit_of(program, kind: str, name: str):
    return program.module.schedule(name) if kind == "schedule" else kernel_named(program.module, name)


@NVCC
@pytest.mark.parametrize("path,kind,name", UNITS, ids=IDS)
def test_every_cuda_launcher_compiles_with_nvcc_c(path, kind, name):
    program = irc.load(EXAMPLES / path)
    source = emit_gpu_source(program.module, unit_of(program, kind, name), "cuda")
    defined = host_symbols(source.source)
    assert {f"launch_{k.name}" for k in source.kernels} <= defined
    for k in source.kernels:
        assert f"::{k.name}<<<irc_grid, irc_block, irc_shared_bytes, irc_stream>>>(" in source.source


def test_cuda_launch_comment_states_grid_block_and_shared_bytes_as_expressions():
    program = irc.load(EXAMPLES / "kernels" / "matmul.dsl")
    source = emit_gpu_source(program.module, kernel_named(program.module, "matmul_tiled"), "cuda").source
    assert "/* launch of matmul_tiled (launch_matmul_tiled below):" in source
    assert "     block (TILE, TILE) threads" in source
    assert re.search(r"grid  \(irc_divz_i32\(\(\(N \+ TILE\) - 1\), TILE\), .*\) blocks", source)
    assert "shared memory per block: 0 bytes static, ((long)((TILE * TILE)) * sizeof(float)" in source


# the declarations of CL/cl.h that the host functions use (OpenCL 1.2's, as Khronos declares them)
CL_H = """#include <stddef.h>
#include <stdint.h>
typedef int32_t cl_int;
typedef uint32_t cl_uint;
typedef struct _cl_command_queue *cl_command_queue;
typedef struct _cl_kernel *cl_kernel;
typedef struct _cl_mem *cl_mem;
typedef struct _cl_event *cl_event;
#define CL_SUCCESS 0
cl_int clSetKernelArg(cl_kernel, cl_uint, size_t, const void *);
cl_int clEnqueueNDRangeKernel(cl_command_queue, cl_kernel, cl_uint, const size_t *, const size_t *, const size_t *,
                              cl_uint, const cl_event *, cl_event *);
"""


def host_blocks(source: str) -> list[str]:
    """The C inside each kernel's `#if 0` host block."""
    return re.findall(r"^#if 0 [^\n]*\n(.*?)^#endif$", source, re.S | re.M)


def opencl_library() -> Path | None:
    """The OpenCL ICD loader pyopencl itself loaded (its wheel bundles one)."""
    import pyopencl
    found = sorted((Path(pyopencl.__file__).parent / ".libs").glob("libOpenCL*")) or \
        sorted((Path(pyopencl.__file__).parent.parent / "pyopencl.libs").glob("libOpenCL*"))
    return found[0] if found else None


def build_host(blocks: list[str], tmp_path: Path, library: Path) -> ctypes.CDLL:
    (tmp_path / "CL").mkdir()
    (tmp_path / "CL" / "cl.h").write_text(CL_H)
    c = tmp_path / "host.c"
    c.write_text("\n".join(blocks))
    so = tmp_path / "host.so"
    subprocess.run(["gcc", "-shared", "-fPIC", "-Wall", "-Werror", "-I", str(tmp_path), str(c), "-o", str(so),
                    "-L", str(library.parent), f"-l:{library.name}", f"-Wl,-rpath,{library.parent}"], check=True)
    return ctypes.CDLL(str(so))


def arrays_and_sizes(program, kind: str, name: str) -> tuple[dict, dict]:
    """The buffers (a kernel's) or inputs (a GPU schedule's) and sizes of a launch."""
    if kind == "kernel":
        sizes = {p.name: p.default for p in program.module.params}
        return random_buffers(kernel_named(program.module, name), sizes), sizes
    sizes = {p.name: 64 for p in program.module.params}
    return random_inputs(program, sizes), sizes


@OPENCL
@GCC
@pytest.mark.parametrize("path,kind,name", UNITS, ids=IDS)
def test_opencl_host_function_launches_as_the_opencl_target_does(path, kind, name, tmp_path):
    """Each `launch_<k>` from the comment's `#if 0` block, compiled by gcc and linked with the
    OpenCL loader pyopencl runs on, enqueues the kernel (built by pyopencl) on buffers of the
    target's device: the buffers after it equal those of the target's own launch."""
    import pyopencl as cl
    from irc.backends.opencl.runtime import OpenclProgram, _context
    library = opencl_library()
    if library is None:
        pytest.skip("pyopencl's wheel bundles no libOpenCL here to link the host function with")
    program = irc.load(EXAMPLES / path)
    source = emit_gpu_source(program.module, unit_of(program, kind, name), "opencl")
    host = build_host(host_blocks(source.source), tmp_path, library)
    arrays, sizes = arrays_and_sizes(program, kind, name)
    by_target = program.opencl(**{kind: name}, **arrays, **sizes).outputs
    ctx, queue = _context()
    built = OpenclProgram(source).program
    mine = {n: np.array(arrays[n]) if n in arrays else np.zeros_like(a) for n, a in by_target.items()}
    device = {n: cl.Buffer(ctx, cl.mem_flags.READ_WRITE | cl.mem_flags.COPY_HOST_PTR, hostbuf=a) for n, a in mine.items()}
    for k in source.kernels:
        cl_kernel = getattr(built, k.name)
        args = [ctypes.c_void_p(queue.int_ptr), ctypes.c_void_p(cl_kernel.int_ptr)]
        args += [ctypes.c_int32(sizes[n]) if role == "param" else ctypes.c_void_p(device[n].int_ptr)
                 for role, n, _ in k.args]
        assert getattr(host, f"launch_{k.name}")(*args) == 0      # CL_SUCCESS
        queue.finish()
    for n, a in mine.items():
        cl.enqueue_copy(queue, a, device[n])
    queue.finish()
    for n, want in by_target.items():
        np.testing.assert_array_equal(mine[n], want, err_msg=n)


def test_opencl_launch_comment_states_the_ndrange_the_target_launches():
    """The comment's global and local work sizes are `ndrange`'s, which the runtime evaluates."""
    program = irc.load(EXAMPLES / "gpu" / "matmul.dsl")
    source = emit_gpu_source(program.module, program.module.schedule("gpu_tiled"), "opencl")
    (k,) = source.kernels
    global_size, local_size = ndrange(k)
    assert [eval_int(e, {"N": 100}) for e in global_size] == [128, 128]
    assert [eval_int(e, {"N": 100}) for e in local_size] == [32, 32]
    assert "     global work size ((((N + 31) >> 5) * 32), (((N + 31) >> 5) * 32)), dimension 0 first" in source.source
    assert "     local work size  (32, 32)" in source.source
