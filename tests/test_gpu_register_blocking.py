"""Register blocking under GPU schedules (examples/gpu/matmul.dsl's gpu_blocktile_1d and _2d): a
thread loads its operands from shared memory once per step of the sum into registers and
accumulates their outer product in registers (pass operand_registers), with no guard in the
unrolled step (zero_guards, point_guards): counted as Boehm's kernels 4 and 5 (examples/kernels/sgemm.dsl)."""
from __future__ import annotations

import numpy as np
import pytest

import irc
from conftest import EXAMPLES
from irc.backends.simt.fusion import as_compiled
from irc.ir.nodes import Allocate, For, LetStmt, Load, Store
from irc.ir.visitor import child_nodes, free_vars, substitute, walk

GPU_MATMUL = irc.load(EXAMPLES / "gpu" / "matmul.dsl")
SGEMM = irc.load(EXAMPLES / "kernels" / "sgemm.dsl")
SHARED_AND_STORES = ("lds_instr", "lds_wavefronts", "sts_instr", "sts_wavefronts", "barriers", "gst_instr",
                     "gst_sectors")


def local_memory_accesses(fn) -> int:
    """The accesses to a thread's local arrays that stay in local memory as nvcc compiles the
    code (backends/simt/fusion.py): those indexed by anything but the loops it unrolls.  An
    array indexed by unrolled loops only becomes registers (scalar replacement)."""
    compiled = as_compiled(fn.body)
    arrays = {n.buffer for n in walk(fn.body) if isinstance(n, Allocate) and n.scope == "local" and n.bounds}

    def count(node, lets: dict, unrolled: set) -> int:
        if isinstance(node, LetStmt):
            lets = {**lets, node.var: substitute(node.value, lets)}
        if isinstance(node, For) and id(node) in compiled.unrolled:
            unrolled = unrolled | {node.var}
        own = isinstance(node, (Load, Store)) and node.buffer in arrays and \
            any(free_vars(substitute(i, lets)) - unrolled for i in node.indices)
        return int(own) + sum(count(c, lets, unrolled) for c in child_nodes(node))
    return count(fn.body, {}, set())


def c_reads(run) -> dict:
    """Global loads of Boehm's kernels on their lines reading C (`+ 3.0 * C[row, col]`), which
    C = A @ B does not have."""
    lines = (EXAMPLES / "kernels" / "sgemm.dsl").read_text().splitlines()
    at = {k + 1 for k, text in enumerate(lines) if "3.0 * C[row, col]" in text}
    return {k: sum(c[k] for line, c in run.by_line.items() if line in at) for k in ("gld_instr", "gld_sectors")}


@pytest.mark.parametrize("schedule,kernel", [("gpu_blocktile_1d", "sgemm_1d_blocktiling"),
                                             ("gpu_blocktile_2d", "sgemm_2d_blocktiling")])
def test_register_blocking_counts_as_boehms_kernels(schedule, kernel):
    """N=128: shared loads and their wavefronts (24 and 10 per thread and step of 8: 8 + 16 fused
    in 1-D, 8 + 2 fused in 2-D), shared stores, barriers, global stores, and the global loads of
    A and B equal; no local array in local memory."""
    rng = np.random.default_rng(0)
    A, B = (rng.random((128, 128)).astype(np.float32) for _ in range(2))
    generated = GPU_MATMUL.simt(schedule=schedule, A=A, B=B, N=128)
    written = SGEMM.simt(kernel, A=A, B=B, C=np.zeros((128, 128), np.float32), M=128, N=128, K=128)
    assert {k: generated.stats[k] for k in SHARED_AND_STORES} == {k: written.stats[k] for k in SHARED_AND_STORES}
    assert {k: generated.stats[k] for k in ("gld_instr", "gld_sectors")} == \
        {k: written.stats[k] - v for k, v in c_reads(written).items()}
    assert local_memory_accesses(GPU_MATMUL.gpu(schedule).fn) == 0 == local_memory_accesses(SGEMM.kernel(kernel).fn)
    assert generated.checks[0].ok and not generated.races


def test_points_outside_the_sum_keep_their_accumulators_in_local_memory():
    """The points' loops outside the step's loop (coarsen in two dimensions, as gpu_blocktile_2d
    was): 8 x 8 x 8 FMAs in one nest is past nvcc's unrolling, so the accumulators are indexed by
    a loop it keeps and live in local memory; and B is read from shared memory for every FMA."""
    prog = irc.parse((EXAMPLES / "gpu" / "matmul.dsl").read_text() + """
schedule coarsened { C.gpu_tile(i, j, bi, bj, ti, tj, 16, 16).split(k, ko, ki, 8).coarsen(i, 8).coarsen(j, 8)
                     A.cache(C, ko); B.cache(C, ko) }
""", "matmul.dsl")
    assert local_memory_accesses(prog.gpu("coarsened").fn) > 0
    a = np.ones((128, 128), np.float32)
    assert prog.simt(schedule="coarsened", A=a, B=a, N=128).stats["lds_instr"] > \
        5 * GPU_MATMUL.simt(schedule="gpu_blocktile_2d", A=a, B=a, N=128).stats["lds_instr"]


@pytest.mark.parametrize("schedule", ["gpu_tiled", "gpu_coarse", "gpu_blocktile_1d", "gpu_blocktile_2d"])
def test_unguarded_sums_keep_infinities_and_nans_where_numpy_has_them(schedule):
    """N=45, so the last step of the sum runs past the end: there it adds the tiles' zeros times
    zeros, never a zero times an input's inf, and the points past the edge are never stored."""
    rng = np.random.default_rng(1)
    A, B = (rng.random((45, 45)).astype(np.float32) for _ in range(2))
    A[44, 3], A[10, 44], B[44, 7], B[2, 40] = np.inf, np.nan, -np.inf, np.inf
    run = GPU_MATMUL.simt(schedule=schedule, A=A, B=B, N=45)
    with np.errstate(invalid="ignore"):
        np.testing.assert_allclose(run.outputs["C"], GPU_MATMUL.reference(A=A, B=B, N=45), rtol=1e-5, equal_nan=True)
    assert np.isnan(run.outputs["C"]).sum() > 0 and np.isinf(run.outputs["C"]).sum() > 0
