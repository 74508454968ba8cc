"""Atomics in kernels: `atomicAdd(buf[i], e)` (atomicMin, atomicMax) as one indivisible update per
thread, on global and shared memory; counted (atom_instr, and atom_rounds: a warp's lanes on one
address take turns), and understood by the race checker (atomics do not race with atomics, a
plain store beside them does)."""
from __future__ import annotations

import shutil

import numpy as np
import pytest

import irc
from conftest import EXAMPLES

HISTOGRAM = irc.load(EXAMPLES / "kernels" / "histogram.dsl")


@pytest.mark.parametrize("kernel", ["histogram_global", "histogram_shared"])
def test_histograms_count_every_element_once(kernel):
    x = np.random.default_rng(4).integers(0, 10_000, 4096).astype(np.int32)
    hist = np.arange(64, dtype=np.int32)                      # added to, not overwritten
    run = HISTOGRAM.simt(kernel, x=x, hist=hist.copy(), N=4096)
    np.testing.assert_array_equal(run.outputs["hist"], hist + np.bincount(x % 64, minlength=64))
    assert all(c.ok for c in run.checks) and run.races == []


def test_lanes_on_one_address_take_turns():
    """A warp's 32 lanes on 32 bins: one round each; on one bin: 32 rounds."""
    spread = HISTOGRAM.simt("histogram_global", x=np.arange(1024, dtype=np.int32), hist=np.zeros(64, np.int32), N=1024)
    same = HISTOGRAM.simt("histogram_global", x=np.zeros(1024, np.int32), hist=np.zeros(64, np.int32), N=1024)
    assert spread.stats["atom_instr"] == same.stats["atom_instr"] == 1024 // 32
    assert spread.stats["atom_rounds"] == 1024 // 32 and same.stats["atom_rounds"] == 1024


ATOMICS = """
param N: i32 = 256
kernel sums(x: f32[N], total: f32[2], low: i32[1], high: i32[1]) grid(N / 64) block(64) {
  let i = blockIdx.x * 64 + threadIdx.x
  atomicAdd(total[0], x[i])
  atomicAdd(total[1], 1.0)
  atomicMin(low[0], i32(x[i] * 1000.0))
  atomicMax(high[0], i32(x[i] * 1000.0))
}
"""


def test_add_min_and_max_on_floats_and_integers():
    prog = irc.parse(ATOMICS, "atomics.dsl")
    x = np.random.default_rng(1).random(256).astype(np.float32)
    run = prog.simt("sums", x=x, total=np.zeros(2, np.float32), low=np.array([10**6], np.int32),
                    high=np.array([-1], np.int32))
    assert abs(run.outputs["total"][0] - x.sum()) < 1e-3 and run.outputs["total"][1] == 256
    assert run.outputs["low"][0] == (x * np.float32(1000)).astype(np.int32).min()
    assert run.outputs["high"][0] == (x * np.float32(1000)).astype(np.int32).max()
    assert run.races == []


def test_a_plain_store_beside_atomics_is_a_race():
    prog = irc.parse("""
param N: i32 = 64
kernel k(a: f32[N]) grid(2) block(32) {
  atomicAdd(a[0], 1.0)
  if blockIdx.x == 1 && threadIdx.x == 0 {
    a[0] = 5.0
  }
}
""", "race.dsl")
    run = prog.simt("k", a=np.zeros(64, np.float32), N=64)
    assert [(r.kind, r.buffer) for r in run.races] == [("WAR", "a")]


def test_cuda_and_opencl_spell_what_they_have_and_refuse_the_rest():
    from irc.kinds.gpu import emit_gpu_source
    from irc.schedule.kernels import kernel_named
    prog = irc.parse(ATOMICS, "atomics.dsl")
    cuda = emit_gpu_source(prog.module, kernel_named(prog.module, "sums"), "cuda").source
    assert "atomicAdd(&total[0], x[i]);" in cuda and "atomicMin(&low[0], " in cuda
    opencl = emit_gpu_source(prog.module, kernel_named(prog.module, "sums"), "opencl").source
    assert "irc_atomic_add_f32_global(&total[0], x[i]);" in opencl and "atomic_min(&low[0], " in opencl
    wide = irc.parse(ATOMICS.replace("total: f32[2]", "total: f64[2]").replace("x[i])", "f64(x[i]))"), "w.dsl")
    with pytest.raises(irc.CompileError, match="atomicAdd on f64 has no OpenCL instruction that irc emits"):
        emit_gpu_source(wide.module, kernel_named(wide.module, "sums"), "opencl")
    floats = irc.parse(ATOMICS.replace("atomicAdd(total[0], x[i])", "atomicMax(total[0], x[i])"), "f.dsl")
    with pytest.raises(irc.CompileError, match="atomicMax on f32 has no CUDA instruction"):
        emit_gpu_source(floats.module, kernel_named(floats.module, "sums"), "cuda")


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc is not on the PATH (the CUDA toolkit)")
def test_nvcc_compiles_64_bit_and_float_atomics():
    from irc.backends.cuda.nvcc import compile_cuda
    from irc.kinds.gpu import emit_gpu_source
    from irc.schedule.kernels import kernel_named
    prog = irc.parse("""
param N: i32 = 256
kernel wide(x: i64[N], s: i64[3], f: f64[1]) grid(N / 64) block(64) {
  let i = blockIdx.x * 64 + threadIdx.x
  atomicAdd(s[0], x[i])
  atomicMin(s[1], x[i])
  atomicMax(s[2], x[i])
  atomicAdd(f[0], f64(x[i]))
}
""", "wide.dsl")
    source = emit_gpu_source(prog.module, kernel_named(prog.module, "wide"), "cuda").source
    assert "atomicAdd((unsigned long long *)&s[0], (unsigned long long)(x[i]));" in source
    assert set(compile_cuda(source)) == {"wide"}


SHARED_FLOATS = """
param N: i32 = 512
kernel block_sums(x: f32[N], sums: f32[N / 128], most: f32[1]) grid(N / 128) block(128) {
  shared acc: f32[1]
  if threadIdx.x == 0 {
    acc[0] = 0.0
  }
  sync
  atomicAdd(acc[0], x[blockIdx.x * 128 + threadIdx.x])
  atomicMax(most[0], x[blockIdx.x * 128 + threadIdx.x])
  sync
  if threadIdx.x == 0 {
    sums[blockIdx.x] = acc[0]
  }
}
"""


def test_float_atomics_on_opencl_as_on_simt():
    """OpenCL 1.2's float atomics are compare-and-swap loops, on __local and __global arrays."""
    from helpers import opencl_unavailable
    if opencl_unavailable() is not None:
        pytest.skip(f"OpenCL cannot run here: {opencl_unavailable()}")
    x = np.random.default_rng(6).random(512).astype(np.float32)
    for source, kernel, buffers in ((SHARED_FLOATS, "block_sums", dict(x=x, sums=np.zeros(4, np.float32),
                                                                        most=np.zeros(1, np.float32))),
                                    (ATOMICS, "sums", dict(x=x[:256], total=np.zeros(2, np.float32),
                                                           low=np.array([10**6], np.int32),
                                                           high=np.array([-1], np.int32)))):
        prog = irc.parse(source, f"{kernel}.dsl")
        on_opencl = prog.opencl(kernel=kernel, **{k: v.copy() for k, v in buffers.items()})
        on_simt = prog.simt(kernel, **{k: v.copy() for k, v in buffers.items()})
        for name, got in on_opencl.outputs.items():
            np.testing.assert_allclose(got, on_simt.outputs[name], rtol=1e-5, err_msg=name)
    np.testing.assert_allclose(on_simt.outputs["total"][0], x[:256].sum(), rtol=1e-5)


COMPACT = irc.load(EXAMPLES / "kernels" / "compact.dsl")


def test_compaction_hands_each_thread_its_own_slot():
    """`let slot = atomicAdd(count[0], 1)`: every positive value lands once, in a slot of its own."""
    a = np.random.default_rng(7).standard_normal(4096).astype(np.float32)
    run = COMPACT.simt("compact", a=a, out=np.zeros(4096, np.float32), count=np.zeros(1, np.int32))
    n = int(run.outputs["count"][0])
    assert n == int((a > 0).sum())
    np.testing.assert_array_equal(np.sort(run.outputs["out"][:n]), np.sort(a[a > 0]))
    assert run.races == [] and run.stats["atom_instr"] > 0


def test_compare_and_swap_builds_a_maximum():
    a = np.random.default_rng(8).integers(-10**6, 10**6, 4096).astype(np.int32)
    run = COMPACT.simt("largest", a=a, best=np.full(1, -2**31, np.int32))
    assert run.outputs["best"][0] == a.max()


def test_exchange_and_old_values_into_a_var():
    prog = irc.parse("""
param N: i32 = 64
kernel k(a: i32[N], slot: i32[1], olds: i32[N]) grid(1) block(64) {
  var old: i32 = 0
  old = atomicExch(slot[0], threadIdx.x)
  olds[threadIdx.x] = old
}
""", "exch.dsl")
    run = prog.simt("k", a=np.zeros(64, np.int32), slot=np.full(1, -1, np.int32), olds=np.zeros(64, np.int32))
    olds, last = run.outputs["olds"], run.outputs["slot"][0]
    assert sorted(olds.tolist() + [last]) == [-1] + list(range(64))     # a chain: each saw the one before


def test_old_values_on_opencl_as_on_simt():
    from helpers import opencl_unavailable
    if opencl_unavailable() is not None:
        pytest.skip(f"OpenCL cannot run here: {opencl_unavailable()}")
    a = np.random.default_rng(9).standard_normal(4096).astype(np.float32)
    run = COMPACT.opencl(kernel="compact", a=a, out=np.zeros(4096, np.float32), count=np.zeros(1, np.int32))
    n = int(run.outputs["count"][0])
    np.testing.assert_array_equal(np.sort(run.outputs["out"][:n]), np.sort(a[a > 0]))
    b = np.random.default_rng(10).integers(-10**6, 10**6, 4096).astype(np.int32)
    assert COMPACT.opencl(kernel="largest", a=b, best=np.full(1, -2**31, np.int32)).outputs["best"][0] == b.max()


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc is not on the PATH (the CUDA toolkit)")
def test_nvcc_compiles_old_values_and_compare_and_swap():
    from irc.backends.cuda.nvcc import compile_cuda
    from irc.kinds.gpu import emit_gpu_source
    from irc.schedule.kernels import kernel_named
    for kernel in ("compact", "largest"):
        source = emit_gpu_source(COMPACT.module, kernel_named(COMPACT.module, kernel), "cuda").source
        assert "= atomicAdd(&count[0], 1);" in source or "= atomicCAS(&best[0], seen, a[i]);" in source
        assert set(compile_cuda(source)) == {kernel}
