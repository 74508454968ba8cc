"""Names that OpenCL C, CUDA, C or C++ already give a meaning: a kernel, func, array or variable
spelled so gets a `_` after it on every emitted target (backends/c/names.py), and the host
calls the kernel by that name.

Bug: a kernel named `dot`, `length` or `normalize` failed on the OpenCL target with pyopencl's
raw AttributeError (the built-in function, not the kernel, answered to the name)."""
from __future__ import annotations

import shutil

import numpy as np
import pytest

import irc
from helpers import opencl_unavailable
from irc.backends.c.names import RESERVED, c_name
from irc.backends.cuda.nvcc import compile_cuda
from irc.kinds.gpu import emit_gpu_source

NO_OPENCL = opencl_unavailable()
OPENCL = pytest.mark.skipif(NO_OPENCL is not None, reason=f"OpenCL cannot run here: {NO_OPENCL}")
NVCC = pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc is not on the PATH (the CUDA toolkit)")

# a kernel named after a built-in, its arrays and variables too: OpenCL's geometric functions,
# a vector type, a C keyword, a C-reserved identifier, irc's prefix, and a name ending in `_`
KERNEL = """
param N: i32 = 64
kernel {name}(length: f32[N], normalize: f32[N], float4: f32[N], dot_: f32[N]) grid(ceil_div(N, 32)) block(32) {{
  shared irc_shared: f32[32]
  let distance = blockIdx.x * 32 + threadIdx.x
  let _x = min(distance, N - 1)
  var int: f32 = length[_x]
  irc_shared[threadIdx.x] = int * normalize[_x]
  sync
  float4[_x] = irc_shared[(threadIdx.x + 1) % 32] + dot_[_x]
}}
"""


def buffers() -> dict:
    rng = np.random.default_rng(0)
    return {name: rng.random(64).astype(np.float32) for name in ("length", "normalize", "float4", "dot_")}


@OPENCL
@pytest.mark.parametrize("name", ["dot", "length", "normalize", "cross", "distance"])
def test_a_kernel_named_like_an_opencl_builtin_runs_on_opencl_as_on_simt(name):
    program = irc.parse(KERNEL.format(name=name))
    on_opencl = program.opencl(name, **buffers(), N=64)
    on_simt = program.simt(name, **buffers(), N=64)
    np.testing.assert_array_equal(on_opencl.outputs["float4"], on_simt.outputs["float4"])
    source = emit_gpu_source(program.module, program.module.kernel(name), "opencl").source
    assert f"__kernel void {name}_(" in source and "cl_int launch_" + name + "_(" in source


@NVCC
@pytest.mark.parametrize("name", ["dot", "normalize", "length", "sqrtf", "float4"])
def test_a_kernel_named_like_a_builtin_compiles_with_nvcc_under_its_escaped_name(name):
    program = irc.parse(KERNEL.format(name=name))
    source = emit_gpu_source(program.module, program.module.kernel(name), "cuda")
    assert source.kernels[0].name == f"{name}_"
    assert f"::{name}_<<<irc_grid" in source.source
    assert set(compile_cuda(source.source)) == {f"{name}_"}


PIPELINE = """
param N: i32 = 64
input float4: f32[N]
input length: f32[N]
func dot(x) = float4(x) * length(x)
func normalize(x) = dot(x) + 1
output normalize[N]
schedule gpu { normalize.gpu_tile(x, bx, tx, 32) }
"""


@pytest.mark.parametrize("schedule", ["root", "inline"])
def test_funcs_and_inputs_named_like_builtins_on_c_equal_the_reference(schedule):
    program = irc.parse(PIPELINE)
    rng = np.random.default_rng(2)
    a, b = rng.random(64).astype(np.float32), rng.random(64).astype(np.float32)
    np.testing.assert_allclose(program.compile(schedule)(a, b), program.reference(a, b), rtol=1e-6)


@OPENCL
def test_funcs_named_like_builtins_under_a_gpu_schedule_on_opencl():
    program = irc.parse(PIPELINE)
    rng = np.random.default_rng(3)
    run = program.opencl(schedule="gpu", float4=rng.random(64).astype(np.float32),
                         length=rng.random(64).astype(np.float32), N=64)
    assert run.checks[0].ok, run.checks


def test_escaped_names_are_distinct_readable_and_reserve_nothing():
    names = ["dot", "dot_", "dot__", "length", "float4", "int", "int_", "_x", "__x", "irc_status", "irc_status_",
             "x", "blurx", "A_shared", "C.init", "C_init_", "threadIdx", "sqrtf", "uint", "convert_int"]
    spelled = [c_name(n) for n in names]
    assert len(set(spelled)) == len(names)
    assert not any(s in RESERVED for s in spelled)
    assert all(s in (n.replace(".", "_"), n.replace(".", "_") + "_") for n, s in zip(names, spelled))
    assert [c_name(n) for n in ("dot", "length", "normalize", "x", "C.init")] == \
        ["dot_", "length_", "normalize_", "x", "C_init"]
    assert {"dot", "length", "normalize", "threadIdx", "float"} <= RESERVED
