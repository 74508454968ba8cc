"""Evaluation and storage counts against the seed's formulas (sched_lab.evaluations)."""
from __future__ import annotations

import pytest

import irc
from conftest import EXAMPLES


@pytest.fixture(scope="module")
def blur():
    return irc.load(EXAMPLES / "blur.dsl")


def test_inline_evaluates_blurx_three_times_per_output(blur):
    c = blur.counters("inline", W=64, H=64)
    assert c.evaluations == {"blurx": 3 * 64 * 64, "blury": 64 * 64}
    assert c.storage["blurx"] == 0


def test_tile_recomputes_the_halo_rows(blur):
    # four 32x32 tiles, each computing blurx over 34 rows x 32 columns
    c = blur.counters("tile:32x32", W=64, H=64)
    assert c.evaluations["blurx"] == 4 * 32 * 34
    assert c.storage["blurx"] == 32 * 34


def test_root_computes_the_whole_region_once(blur):
    c = blur.counters("root", W=64, H=64)
    assert c.evaluations["blurx"] == 64 * (64 + 2)
    assert c.storage["blurx"] == 64 * (64 + 2)


def test_sliding_computes_each_row_once_and_keeps_three_rows_in_four(blur):
    """Three rows in use, folded into four (a power of two: a mask finds the row)."""
    c = blur.counters("sliding", W=64, H=48)
    assert c.evaluations["blurx"] == 64 * (48 + 2)
    assert c.storage["blurx"] == 4 * 64


def test_box_chain_inline_reads_nine_times_per_stage():
    chain = irc.load(EXAMPLES / "box_chain.dsl")
    c = chain.counters("inline", W=40, H=40)
    assert c.evaluations == {"s1": 81 * 1600, "s2": 9 * 1600, "s3": 1600}


def test_box_chain_tile_counts_the_halo_of_each_stage():
    chain = irc.load(EXAMPLES / "box_chain.dsl")
    c = chain.counters("tile:16x16", W=64, H=64)
    assert c.evaluations["s2"] == 16 * 18 * 18
    assert c.evaluations["s1"] == 16 * 20 * 20


def test_a_chain_of_sliding_windows_keeps_only_the_rows_in_use():
    """Bug: with every producer of box_chain stored at the root and computed per output row, the
    first one (s1, two windows away from the output) kept the whole image: its window's start,
    `select(y > y.min, y + 2, y - 2)`, was not seen to move with y, nor its extent to be small.
    Each producer now computes every row once and keeps 3 rows (s1) and 3 rows (s2), rounded up to
    powers of two (4 and 4) so that a row is found by a mask: the loop over the output's rows is
    rewound, so that s1 too computes one row an iteration, read by s2's new row (before, s1's
    first iteration computed 5 rows, and it kept 8)."""
    c = irc.load(EXAMPLES / "box_chain.dsl").counters("sliding", W=256, H=256)
    assert c.evaluations == {"s1": 260 * 260, "s2": 258 * 258, "s3": 256 * 256}
    assert c.storage == {"s1": 4 * 260, "s2": 4 * 258, "s3": 0}


SUM_OF_TAPS = """\
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = sum(dx in -1 .. 2: f(y, x + dx))
output g[H, W]
"""

INLINED_MATMUL_OPERAND = """\
param N: i32 = 64
input A: f32[N, N]
input B: f32[N, N]
func a2(i, k) = A(i, k) * 2
func C(i, j) = sum(k in 0 .. N: a2(i, k) * B(k, j))
output C[N, N]
"""


def test_an_inlined_func_counts_once_per_term_of_a_sum():
    """Bug: a use inside sum(...) counted once per point of the reader (4,096), not once per
    term; f is evaluated at x - 1, x and x + 1 for each of the 64 x 64 points of g."""
    c = irc.parse(SUM_OF_TAPS, "taps.dsl").counters("inline")
    assert c.evaluations == {"f": 3 * 64 * 64, "g": 64 * 64}
    assert c.storage["f"] == 0


def test_an_inlined_matmul_operand_counts_each_multiply():
    """Bug: 4,096; a2(i, k) is evaluated for each k of each of the 64 x 64 points of C: 64^3."""
    c = irc.parse(INLINED_MATMUL_OPERAND, "mm.dsl").counters("inline")
    assert c.evaluations == {"a2": 64 * 64 * 64, "C": 64 * 64}


def test_a_sum_computed_at_the_root_counts_its_points_once():
    c = irc.parse(SUM_OF_TAPS, "taps.dsl").counters("root")
    assert c.evaluations == {"f": 64 * 66, "g": 64 * 64}
