"""`fast_exp(e)`, Halide's approximation of exp for an f32 (ufuncs.fast_exp states the rule):
within 1 unit in the last place of e^x over the normal range, inf past it, 0 below, NaN kept;
the C (scalar and vectorized), the reference, the SIMT interpreter and OpenCL compute it alike
(up to a product and a sum fused by the C compiler), and CUDA compiles it."""
from __future__ import annotations

import shutil

import numpy as np
import pytest

import irc
from helpers import cuda_source, opencl_unavailable
from irc.ir.ufuncs import fast_exp

NO_OPENCL = opencl_unavailable()
OPENCL = pytest.mark.skipif(NO_OPENCL is not None, reason=f"OpenCL cannot run here: {NO_OPENCL}")
NVCC = pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc is not on the PATH (the CUDA toolkit)")

EDGES = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, 88.72283, 88.7229, -87.33654, -87.3366, -103.0, 1.0, -1.0,
                  0.3465736, -0.3465736, 50.5, -50.5], np.float32)


def test_within_one_unit_in_the_last_place():
    x = np.linspace(-87.33654, 88.72283, 400_001, dtype=np.float32)
    exact = np.exp(x.astype(np.float64))
    ulps = np.abs(fast_exp(x).astype(np.float64) - exact) / np.spacing(exact.astype(np.float32)).astype(np.float64)
    assert ulps.max() < 1.0


def test_edges():
    got = fast_exp(EDGES)
    assert np.isnan(got[0]) and got[1] == np.inf and got[2] == 0.0 and got[3] == got[4] == 1.0
    assert np.isfinite(got[5]) and got[6] == np.inf and got[7] > 0 and got[8] == 0.0 and got[9] == 0.0


PIPELINE = """param N: i32 = 16
input a: f32[N]
func e(i) = fast_exp(a(i)) + fast_exp(-a(i) * 0.5)
output e[N]
schedule vec { e.vectorize(i, 16) }
"""


@pytest.mark.parametrize("schedule", ["root", "vec"])
def test_pipeline_on_c_equals_the_reference(schedule):
    prog = irc.parse(PIPELINE, "fast_exp.dsl")
    a = np.concatenate([EDGES, np.linspace(-120, 120, 37, dtype=np.float32)])
    n = len(a)
    c_out, ref = prog.compile(schedule=schedule)(a, N=n), prog.reference(a, N=n)
    np.testing.assert_allclose(c_out, ref, rtol=3e-7, atol=0)       # a fused multiply-add apart at most
    np.testing.assert_array_equal(ref, fast_exp(a) + fast_exp(-a * np.float32(0.5)))
    assert "irc_fast_exp_f32(" in prog.compile(schedule=schedule).source


KERNEL = """param N: i32 = 32
kernel e(a: f32[N], b: f32[N]) grid(1) block(N) {
  let i = threadIdx.x
  b[i] = fast_exp(a[i])
}
"""


@pytest.mark.parametrize("target", ["simt", pytest.param("opencl", marks=OPENCL)])
def test_kernel(target):
    a = np.resize(np.concatenate([EDGES, np.linspace(-90, 90, 16, dtype=np.float32)]), 32).astype(np.float32)
    prog = irc.parse(KERNEL, "fast_exp.dsl")
    buffers = {"a": a, "b": np.zeros(32, np.float32)}
    run = prog.simt("e", **buffers) if target == "simt" else prog.opencl(kernel="e", **buffers)
    np.testing.assert_allclose(run.outputs["b"], fast_exp(a), rtol=3e-7, atol=0)


@NVCC
def test_kernel_compiles_as_cuda():
    assert "irc_fast_exp_f32(" in cuda_source(KERNEL, "e")
