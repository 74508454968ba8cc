"""Vector accesses in kernels: `a[i, j : 4]` moves 4 consecutive elements as one f32x4 value.

Results equal numpy's; a vector access is one warp instruction for its 16 bytes per lane (the
counts below are derived by hand: sectors of 32 bytes, lines of 128); it must be aligned to its
width and lie inside the buffer, as in CUDA; the kernel source printer writes it back; nvcc
makes 128-bit loads and stores of it.
"""
from __future__ import annotations

import re
import shutil

import numpy as np
import pytest

import irc
from conftest import EXAMPLES
from helpers import launch
from irc.backends.cuda.nvcc import ptx
from irc.backends.kernel.emit import kernel_source
from irc.backends.simt.errors import Fault
from irc.diagnostics import InternalError
from irc.ir.analysis.simplify import simplify_expr
from irc.ir.nodes import Block, Buffer, Component, Const, Function, Load, Store, Var, Vector
from irc.ir.printer import to_str
from irc.ir.verifier import verify
from irc.kinds.gpu import emit_gpu_source
from irc.schedule.kernels import kernel_named

RNG = np.random.default_rng(3)
NVCC = pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc is not on the PATH (the CUDA toolkit)")
SGEMM = EXAMPLES / "kernels" / "sgemm.dsl"

COPY = """\
param N: i32 = 64
kernel k(a: {t}[N, 8], b: {t}[N, 8]) grid(N / 32) block(32) {{
  let i = blockIdx.x * 32 + threadIdx.x
  for j in 0 .. 8 / {w} {{
    b[i, j * {w} : {w}] = a[i, j * {w} : {w}]
  }}
}}
"""


@pytest.mark.parametrize("t,w", [("f32", 4), ("f32", 2), ("f64", 2), ("i32", 4), ("i32", 2), ("i64", 2)])
def test_a_copy_by_vectors_equals_numpy(t, w):
    a = (RNG.standard_normal((64, 8)) * 100).astype(np.dtype({"f32": "f4", "f64": "f8", "i32": "i4", "i64": "i8"}[t]))
    run = launch(COPY.format(t=t, w=w), a=a, b=np.zeros_like(a))
    np.testing.assert_array_equal(run.outputs["b"], a)
    assert run.stats["gld_instr"] == run.stats["gst_instr"] == 2 * (8 // w)      # 2 warps, 8 / w vectors each


def test_components_and_construction_reverse_each_group_of_four():
    src = """\
param N: i32 = 128
kernel k(a: f32[N], b: f32[N]) grid(1) block(32) {
  let v = a[threadIdx.x * 4 : 4]
  b[threadIdx.x * 4 : 4] = f32x4(v.w, v.z, v.y, v.x)
}
"""
    a = RNG.standard_normal(128).astype(np.float32)
    run = launch(src, a=a, b=np.zeros_like(a))
    np.testing.assert_array_equal(run.outputs["b"], a.reshape(32, 4)[:, ::-1].reshape(-1))


def test_a_vector_var_keeps_its_old_value_in_the_lanes_an_if_leaves_out():
    src = """\
param N: i32 = 64
kernel k(a: f32[N], b: f32[N]) grid(1) block(16) {
  var v: f32x4 = f32x4(1, 2, 3, 4)
  if threadIdx.x % 2 == 0 {
    v = a[threadIdx.x * 4 : 4]
  }
  b[threadIdx.x * 4 : 4] = v
}
"""
    a = RNG.standard_normal(64).astype(np.float32)
    run = launch(src, a=a, b=np.zeros_like(a))
    want = a.reshape(16, 4).copy()
    want[1::2] = [1, 2, 3, 4]
    np.testing.assert_array_equal(run.outputs["b"], want.reshape(-1))


# ----------------------------------------------------------------------------- counters
WARP_COPY = """\
param N: i32 = 128
kernel k(a: f32[N], b: f32[N]) grid(1) block(32) {
%s
}
"""


def test_a_warp_reading_512_bytes_as_vectors_issues_one_instruction():
    """32 lanes x 16 bytes, consecutive: 512 bytes, 16 sectors of 32 bytes, 4 lines of 128 bytes
    in one instruction; with scalars (coalesced, 128 bytes each) the same sectors and lines take
    four instructions."""
    a = RNG.standard_normal(128).astype(np.float32)
    vector = launch(WARP_COPY % "  b[threadIdx.x * 4 : 4] = a[threadIdx.x * 4 : 4]", a=a, b=np.zeros_like(a))
    scalar = launch(WARP_COPY % "  for c in 0 .. 4 {\n    b[c * 32 + threadIdx.x] = a[c * 32 + threadIdx.x]\n  }",
                    a=a, b=np.zeros_like(a))
    for run in (vector, scalar):
        np.testing.assert_array_equal(run.outputs["b"], a)
    for prefix in ("gld", "gst"):
        assert [vector.stats[f"{prefix}_{c}"] for c in ("instr", "sectors", "lines")] == [1, 16, 4]
        assert [scalar.stats[f"{prefix}_{c}"] for c in ("instr", "sectors", "lines")] == [4, 16, 4]
    assert vector.stats["instructions"] == 2


def test_a_warp_reading_512_bytes_of_shared_memory_as_vectors_takes_four_wavefronts():
    """A 128-bit access is served a quarter warp at a time: 8 lanes x 16 bytes fill the 32 banks
    once, so 4 wavefronts for the warp's 512 bytes, in one instruction."""
    src = WARP_COPY % """\
  shared s: f32[128]
  s[threadIdx.x * 4 : 4] = a[threadIdx.x * 4 : 4]
  sync
  b[threadIdx.x * 4 : 4] = s[(31 - threadIdx.x) * 4 : 4]"""
    a = RNG.standard_normal(128).astype(np.float32)
    run = launch(src, a=a, b=np.zeros_like(a))
    np.testing.assert_array_equal(run.outputs["b"], a.reshape(32, 4)[::-1].reshape(-1))
    assert [run.stats[k] for k in ("sts_instr", "sts_wavefronts", "lds_instr", "lds_wavefronts")] == [1, 4, 1, 4]


def test_sgemm_vectorized_moves_a_b_and_c_four_words_at_a_time():
    """M = N = K = 128: one block of 8 warps, 16 steps of BK = 8.  Per warp and step, one vector
    of A (16 rows x 32 bytes: 16 sectors, 16 lines) and one of B (a row of 512 bytes: 16 sectors,
    4 lines), and 4 scalar stores of A's words and one vector store into the shared tiles; at the
    end 16 vectors of C read and written per warp (2 rows x 16 lanes 32 bytes apart: 32
    sectors, 8 lines)."""
    n = 128
    a, b, c = (RNG.standard_normal((n, n)).astype(np.float32) for _ in range(3))
    run = irc.load(SGEMM).simt("sgemm_vectorized", A=a, B=b, C=c, M=n, N=n, K=n, races=False)
    np.testing.assert_allclose(run.outputs["C"], 0.5 * (a.astype(np.float64) @ b) + 3 * c, rtol=1e-4, atol=1e-4)
    warps, steps = 8, n // 8
    assert run.stats["gld_instr"] == warps * (2 * steps + 16)
    assert run.stats["gld_sectors"] == warps * (steps * (16 + 16) + 16 * 32)
    assert run.stats["gld_lines"] == warps * (steps * (16 + 4) + 16 * 8)
    assert [run.stats[k] for k in ("gst_instr", "gst_sectors", "gst_lines")] == [warps * 16, warps * 16 * 32,
                                                                                  warps * 16 * 8]
    assert run.stats["sts_instr"] == warps * steps * (4 + 1)


def test_a_vector_store_races_on_each_of_its_elements():
    """Thread 0 writes s[0 .. 3] as one vector; thread 1 reads s[3] before any barrier."""
    src = WARP_COPY % """\
  shared s: f32[4]
  if threadIdx.x == 0 {
    s[0 : 4] = a[0 : 4]
  }
  b[threadIdx.x] = s[3]"""
    run = launch(src, a=np.ones(128, np.float32), b=np.zeros(128, np.float32))
    assert [(r.kind, r.buffer, r.index, r.first_line, r.second_line) for r in run.races] == \
        [("RAW", "s", (3,), 5, 7)]


# ----------------------------------------------------------------------------- faults
FAULTING = """\
param N: i32 = 64
kernel k(a: f32[N, 6], b: f32[N, 8]) grid(1) block(32) {
  b[threadIdx.x, 0 : 4] = a[%s : 4]
}
"""


def test_a_vector_whose_flat_index_is_not_a_multiple_of_its_width_faults():
    """a[1, 0 .. 3] starts at flat index 6: its last index is aligned, the row length is not."""
    with pytest.raises(Fault) as e:
        launch(FAULTING % "threadIdx.x, 0", a=np.zeros((64, 6), np.float32), b=np.zeros((64, 8), np.float32))
    assert e.value.message == ("misaligned read of 'a': a vector of 4 elements at flat index 6, not a multiple of 4 "
                               "in block (x=0) thread (x=1)")
    assert e.value.span.line == 3


def test_a_vector_reaching_past_the_last_dimension_faults():
    with pytest.raises(Fault) as e:
        launch(FAULTING % "0, threadIdx.x * 4", a=np.zeros((64, 6), np.float32), b=np.zeros((64, 8), np.float32))
    assert e.value.message == ("out-of-bounds read of 'a': indices 4 .. 7 in dimension 1 of extent 6 "
                               "in block (x=0) thread (x=1)")


# ----------------------------------------------------------------------------- the IR
def test_the_ir_prints_widths_and_components():
    fn = irc.load(SGEMM).kernel("sgemm_vectorized").fn
    text = to_str(fn)
    assert "let tmp = A[blockIdx.y * 128 + innerRowA, bk + innerColA * 4 : 4]" in text
    assert "As[(innerColA * 4 + 3) * 128 + innerRowA] = tmp.w" in text
    assert "C[row, col : 4] = f32x4(0.5f * res[m * 8 + n] + 3.0f * tmp.x, " in text


def test_the_verifier_refuses_a_vector_in_a_scalar_element():
    v = Load("a", (Const(0),), "f32x4", width=4)
    ok = Function("f", (), (Buffer("a", "f32", ((Const(0), Const(8)),), "inout"),), Store("a", (Const(4),), v, width=4))
    verify(ok)
    with pytest.raises(InternalError, match="an access of 1 f32 element of 'a' moves f32x4"):
        verify(Function("f", (), ok.buffers, Block((Store("a", (Const(4),), v),))))


def test_simplify_takes_a_component_of_a_vector_it_builds():
    x, y = Var("x", "f32"), Var("y", "f32")
    assert simplify_expr(Component(Vector((x, y), "f32x2"), 1, "f32")) == y


def test_flattened_vector_accesses_index_their_first_element():
    program = irc.load(SGEMM)
    source = emit_gpu_source(program.module, kernel_named(program.module, "sgemm_vectorized"), "opencl").source
    assert "vstore4(vload4(0, &B[" in source and "const float4 tmp = vload4(0, &A[" in source
    assert "vstore4(((float4)(" in source


# ----------------------------------------------------------------------------- the source forms
def test_the_kernel_source_printer_writes_vectors_back():
    """The launch written as kernel source parses into a kernel with the same results and counters."""
    program, sizes = irc.load(SGEMM), {"M": 128, "N": 128, "K": 64}
    a, b, c = (RNG.standard_normal((128, 64)), RNG.standard_normal((64, 128)), RNG.standard_normal((128, 128)))
    buffers = {"A": a.astype(np.float32), "B": b.astype(np.float32), "C": c.astype(np.float32)}
    source = kernel_source(program.kernel("sgemm_vectorized").fn, "again",
                           [f"param {p.name}: i32 = {p.default}" for p in program.module.params], [])
    assert "Bs[innerRowB * 128 + innerColB * 4 : 4] = B[bk + innerRowB, blockIdx.x * 128 + innerColB * 4 : 4]" in source
    assert "C[row, col : 4] = f32x4(0.5 * res[m * 8 + n] + 3.0 * tmp.x, " in source
    again = irc.parse(source, "again.dsl").simt("again", **buffers, **sizes, races=False)
    first = program.simt("sgemm_vectorized", **buffers, **sizes, races=False)
    np.testing.assert_array_equal(again.outputs["C"], first.outputs["C"])
    assert again.stats == first.stats


@NVCC
def test_nvcc_makes_every_global_access_of_sgemm_vectorized_128_bits_wide():
    """A's and C's vector loads are `ld.global[.nc].v4.f32`, B's copy into shared memory a v4
    load and store, C's stores `st.global.v4.f32`: no global access is left scalar."""
    program = irc.load(SGEMM)
    text = ptx(emit_gpu_source(program.module, kernel_named(program.module, "sgemm_vectorized"), "cuda").source)
    accesses = re.findall(r"\b(ld|st)\.global(\.nc)?\.(v4\.)?(\w+)", text)
    assert accesses and all(v4 for _, _, v4, _ in accesses)
    assert "ld.global.v4.f32" in text and "ld.global.nc.v4.f32" in text and "st.global.v4.f32" in text
    assert re.search(r"st\.shared\.v4\.", text)
