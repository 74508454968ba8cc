"""A rewound sliding window (pass sliding_window): the consumer's loop starts early enough that
every iteration computes one step's rows of each slid func, the consumer's own work runs from
its old start on, and storage folding keeps a step's window, not the first iteration's.

By hand, a chain of three 5-row stencils slid along the output's rows: the output reads 5 rows
of s3, each new row of s3 reads 5 rows of s2, each of s2 5 of s1 — 8 rows each (a power of two).
Without the rewind, the first iteration computed 13 rows of s1, 9 of s2, 5 of s3 at once, and
the storage had to hold them: 16, 16 and 8 rows.  Every point is still computed once: the
evaluations equal those of computing every func at the root.
"""
from __future__ import annotations

import numpy as np
import pytest

import irc
from helpers import relative_error
from irc.ir.printer import to_str
from test_compute_with import PIPELINE as COMPUTED_WITH

CHAIN = """\
param W: i32 = 64
param H: i32 = 48
input in: f32[H, W] boundary clamp
func s1(y, x) = in(y - 2, x) + in(y - 1, x) + in(y, x) * 2.0 + in(y + 1, x) + in(y + 2, x)
func s2(y, x) = s1(y - 2, x) + s1(y - 1, x) + s1(y, x) * 2.0 + s1(y + 1, x) + s1(y + 2, x)
func s3(y, x) = s2(y - 2, x) + s2(y - 1, x) + s2(y, x) * 2.0 + s2(y + 1, x) + s2(y + 2, x)
func out(y, x) = s3(y - 2, x) + s3(y, x) + s3(y + 2, x)
output out[H, W]
"""
SLID = "s1.store_root().compute_at(out, y); s2.store_root().compute_at(out, y); s3.store_root().compute_at(out, y)"
ROOT = "s1.compute_root(); s2.compute_root(); s3.compute_root()"
# two rows of out per iteration (RoundUp: no tail shifted inwards, whose step would not be a
# constant), s1 split by 2 along y as well: steps of 2 rows, whole tiles of s1
PAIRS = ("out.split(y, yo, yi, 2, RoundUp); s1.store_root().compute_at(out, yo).split(y, ty, tyi, 2); "
         "s2.store_root().compute_at(out, yo); s3.store_root().compute_at(out, yo)")
# s2 and s3 slid in strips of 8 rows, in parallel: each strip's first iterations fill its window
STRIPS = ("out.split(y, yo, yi, 8).parallel(yo); s2.store_at(out, yo).compute_at(out, yi); "
          "s3.store_at(out, yo).compute_at(out, yi)")


def _image(h: int, w: int) -> np.ndarray:
    return np.random.default_rng(h * 100 + w).random((h, w), dtype=np.float32)


@pytest.mark.parametrize("schedule, h, w", [
    (SLID, 48, 64), (SLID, 17, 5), (SLID, 3, 4), (SLID, 1, 1),
    (PAIRS, 48, 64), (PAIRS, 18, 5), (PAIRS, 2, 3),                 # RoundUp: an even number of rows
    (STRIPS, 48, 64), (STRIPS, 17, 5), (STRIPS, 8, 2),              # at least a strip of 8 rows
], ids=["rows-48", "rows-17", "rows-3", "rows-1", "pairs-48", "pairs-18", "pairs-2", "strips-48", "strips-17",
        "strips-8"])
def test_rewound_chain_equals_the_reference(schedule, h, w):
    prog = irc.parse(CHAIN, "chain.dsl")
    img = _image(h, w)
    assert relative_error(prog.compile(schedule)(img), prog.reference(img)) <= 1e-6


@pytest.mark.parametrize("schedule", [SLID, PAIRS], ids=["rows", "pairs"])
def test_each_stage_keeps_a_step_window_and_computes_each_point_once(schedule):
    prog = irc.parse(CHAIN, "chain.dsl")
    slid, root = prog.counters(schedule, H=48, W=64), prog.counters(ROOT, H=48, W=64)
    assert {f: slid.storage[f] for f in ("s1", "s2", "s3")} == {"s1": 8 * 64, "s2": 8 * 64, "s3": 8 * 64}
    assert slid.evaluations == root.evaluations


def test_the_loop_starts_early_and_each_stage_from_its_first_row():
    """s1's first window is 13 rows, one a step: 12 iterations early; s2 needs 9 of its rows
    (from 4 iterations later), s3 5 (8 later), and out computes its rows from its start."""
    lines = [line.strip() for line in to_str(irc.parse(CHAIN, "chain.dsl").lower(SLID)).splitlines()]
    assert "for out.y in -12 .. (-12) + (H + 12) {" in lines
    assert [line for line in lines if line.startswith("if out.y")] == \
        ["if out.y >= -8 {", "if out.y >= -4 {", "if out.y >= 0 {"]


def test_a_step_its_split_does_not_divide_is_not_rewound():
    """s1's new rows per iteration (1) are fewer than its split by 2 takes: it computes 2, one
    again, as before, and the loop keeps its start."""
    schedule = "s1.store_root().compute_at(out, y).split(y, ty, tyi, 2)"
    prog = irc.parse(CHAIN, "chain.dsl")
    assert "if out.y >= " not in to_str(prog.lower(schedule))
    img = _image(20, 9)
    assert relative_error(prog.compile(schedule)(img), prog.reference(img)) <= 1e-6


def test_a_window_clamped_at_the_edge_is_not_rewound():
    """p's rows end at min(y + 1, H - 1): the step is 1, then 0 at the last row, not a constant."""
    text = """\
param W: i32 = 16
param H: i32 = 12
input in: f32[H, W]
func p(y, x) = in(y, x) * 2.0
func c(y, x) = p(y, x) + p(min(y + 1, H - 1), x)
output c[H, W]
"""
    prog = irc.parse(text, "edge.dsl")
    schedule = "p.store_root().compute_at(c, y)"
    assert "if c.y >= " not in to_str(prog.lower(schedule))
    img = _image(12, 16)
    assert relative_error(prog.compile(schedule)(img), prog.reference(img)) <= 1e-6


def test_funcs_computed_together_from_different_iterations_are_not_rewound():
    """In test_compute_with's pipeline a's window starts a row before b's: compute_with would
    move b's produce into a's warm-up iteration (or a's out of it), so the loop keeps its start."""
    schedule = "a.store_root().compute_at(out, y); b.store_root().compute_at(out, y); b.compute_with(a, x)"
    prog = irc.parse(COMPUTED_WITH, "with.dsl")
    assert "if out.y >= " not in to_str(prog.lower(schedule))
    img = _image(32, 42)
    assert relative_error(prog.compile(schedule)(img), prog.reference(img)) <= 1e-6


UPSAMPLE = """\
param W: i32 = 16
param H: i32 = 12
input in: f32[2 * H, W] boundary clamp
func p(y, x) = in(y, x) * 2.0
func d(y, x) = p(2 * y, x) + p(2 * y + 1, x)
func c(y, x) = d(y - 1, x) + d(y + 1, x)
output c[H, W]
"""


def test_a_window_that_moves_two_rows_a_step_is_rewound_and_folded():
    """p's rows move two a step (d reads p(2 * y) and p(2 * y + 1)): its first window is 6 rows,
    two iterations early; each new row of d then reads p's 2 new rows (2 kept), c reads 3 of d
    (4 kept).  The readers' windows are `max(...) * 2` and `max(...) / 2` of the rewound starts."""
    prog = irc.parse(UPSAMPLE, "upsample.dsl")
    schedule = "p.store_root().compute_at(c, y); d.store_root().compute_at(c, y)"
    counters = prog.counters(schedule, H=12, W=16)
    assert (counters.storage["p"], counters.storage["d"]) == (2 * 16, 4 * 16)
    assert counters.evaluations == prog.counters("p.compute_root(); d.compute_root()", H=12, W=16).evaluations
    for h in (12, 5, 1):
        img = _image(2 * h, 7)
        assert relative_error(prog.compile(schedule)(img, H=h), prog.reference(img, H=h)) <= 1e-6
