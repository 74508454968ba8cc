"""point_guards (passes/gpu/point_guards.py): a point's guard around its accumulation is dropped
only where nothing reads the point's accumulator past it, so that the step loop of register
blocking holds no condition and nvcc unrolls it and fuses its operand loads as counted."""
from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

import irc
from conftest import EXAMPLES
from irc.ir.nodes import For, If, Store
from irc.ir.visitor import Mutator, walk
from irc.lower.pass_manager import Context, lower
from irc.lower.pipelines import FUNCS_TO_SIMT
from irc.passes.gpu.point_guards import point_guards

GPU_MATMUL = irc.load(EXAMPLES / "gpu" / "matmul.dsl")
BLOCKED = ("gpu_blocktile_1d", "gpu_blocktile_2d")


def _before_point_guards(schedule: str):
    ctx = Context(GPU_MATMUL.module, GPU_MATMUL.module.schedule(schedule))
    return lower(FUNCS_TO_SIMT, ctx, until="zero_guards"), ctx


def _guards_in(fn, loop: str) -> list[If]:
    return [n for f in walk(fn.body) if isinstance(f, For) and f.var == loop for n in walk(f.body) if isinstance(n, If)]


class _Unguarded(Mutator):
    """The store of the output C out of its guards (its accumulator then read past the edge)."""

    def visit_If(self, s: If):
        s = self.generic_visit(s)
        return s.then if any(isinstance(n, Store) and n.buffer == "C" for n in walk(s.then)) else s


@pytest.mark.parametrize("schedule", BLOCKED)
def test_the_step_of_a_sum_holds_no_guard(schedule):
    """The points' guards (`if C.i < N` in 1-D) are gone from the step loop; the thread's own guard
    (`if C.j < N` around the loop in 1-D) stays: it also guards the accumulators' zeroing."""
    fn, ctx = _before_point_guards(schedule)
    assert _guards_in(fn, "C.ki")
    assert not _guards_in(point_guards(fn, ctx), "C.ki")
    if schedule == "gpu_blocktile_1d":
        assert any(isinstance(n, If) and any(isinstance(f, For) and f.var == "C.ki" for f in walk(n.then))
                   for n in walk(point_guards(fn, ctx).body))


def test_a_guard_stays_where_the_accumulator_is_read_past_it():
    fn, ctx = _before_point_guards("gpu_blocktile_1d")
    read_past = replace(fn, body=_Unguarded().visit(fn.body))
    assert point_guards(read_past, ctx) is read_past


@pytest.mark.parametrize("n", [45, 70])
def test_unguarded_points_give_numpys_result(n):
    """Points past the edge accumulate what the tiles hold there (an inf of B times A's zeros
    included) and are never stored."""
    rng = np.random.default_rng(n)
    A, B = (rng.random((n, n)).astype(np.float32) for _ in range(2))
    B[n - 1, 3], B[5, n - 1] = np.inf, np.nan
    for schedule in ("gpu_coarse", *BLOCKED):
        run = GPU_MATMUL.simt(schedule=schedule, A=A, B=B, N=n)
        with np.errstate(invalid="ignore"):
            np.testing.assert_allclose(run.outputs["C"], GPU_MATMUL.reference(A=A, B=B, N=n), rtol=1e-5,
                                       equal_nan=True)
