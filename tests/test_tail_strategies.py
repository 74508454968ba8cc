"""Split tail strategies (`split(x, xo, xi, 8, RoundUp)`, irc/tails.py): every strategy on
producers computed at the root and at a loop, and on the output, equals the numpy reference at
sizes the factors divide and do not; RoundUp grows a producer's region and storage and asks an
output's size to be a multiple; GuardWithIf guards each split that could compute a point twice
(in an update, twice is a wrong answer)."""
from __future__ import annotations

import numpy as np
import pytest

import irc
from irc.diagnostics import ScheduleNote
from irc.tails import TailPlan
from irc.schedules import Split

PIPELINE = """\
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2 + in(y, x + 1)
func g(y, x) = f(y, x - 1) + f(y, x + 1) + f(y + 1, x)
output g[H, W]
"""

SCHEDULES = {
    "root_round_up": "f.compute_root().split(x, xo, xi, 8, RoundUp).split(y, yo, yi, 3, RoundUp)",
    "root_guard": "f.compute_root().vectorize(x, 8, GuardWithIf).unroll(y, 3, Predicate)",
    "root_shift": "f.compute_root().tile(y, x, 2, 4, ShiftInwards)",
    "at_round_up": "g.split(y, yo, yi, 4, GuardWithIf); f.compute_at(g, yo).vectorize(x, 16, RoundUp)",
    "at_guard": "g.tile(y, x, 4, 16, GuardWithIf).vectorize(xi, 4); f.compute_at(g, xo).split(x, a, b, 5, GuardWithIf)",
    "store_root_round_up": "f.store_root().compute_at(g, y).vectorize(x, 8, TailStrategy.RoundUp)",
    "nested_round_up": "f.compute_root().split(x, xo, xi, 4, RoundUp).split(xo, xoo, xoi, 3, RoundUp)",
    "output_guard": "g.split(x, xo, xi, 7, GuardWithIf).split(xi, a, b, 3, GuardWithIf); f.compute_root()",
}


@pytest.mark.parametrize("name", SCHEDULES)
@pytest.mark.parametrize("H, W", [(16, 64), (7, 61), (1, 5), (13, 100)])
def test_tail_strategy_equals_reference(name, H, W):
    prog = irc.parse(PIPELINE, "tails.dsl")
    img = np.random.default_rng(H * W).random((H, W), dtype=np.float32)
    out = prog.compile(schedule=SCHEDULES[name])(img)
    np.testing.assert_array_equal(out, prog.reference(img))


def test_round_up_of_a_producer_needs_no_check():
    """The producer's region rounds up (filecheck bounds_round_up.dsl), so any size runs."""
    f = irc.parse(PIPELINE, "tails.dsl").compile(schedule="f.compute_root().split(x, xo, xi, 8, RoundUp)")
    assert "assert" not in f.ir


def test_round_up_of_an_output_needs_a_multiple():
    prog = irc.parse(PIPELINE, "tails.dsl")
    f = prog.compile(schedule="g.vectorize(x, 8, RoundUp); f.compute_root()")
    img = np.ones((4, 64), np.float32)
    np.testing.assert_array_equal(f(img), prog.reference(img))
    with pytest.raises(irc.RunError, match="output 'g' has W points along 'x', which its RoundUp splits need "
                                           "to be a multiple of 8"):
        f(np.ones((4, 60), np.float32))


def test_guard_with_if_in_an_update_adds_each_point_once():
    """An update's split of an inner loop by a factor that does not divide it (8 by 3) ran
    the last iteration's points into the next tile: they were added twice."""
    prog = irc.parse("param W: i32 = 40\ninput in: f32[W]\nfunc f(x) = in(x)\nf(x) += 1.0\noutput f[W]\n",
                     "update.dsl")
    out = prog.compile(schedule="f.update(0).split(x, xo, xi, 8).split(xi, a, b, 3)")(np.zeros(40, np.float32))
    np.testing.assert_array_equal(out, np.ones(40, np.float32))


def test_predicate_is_guard_with_if():
    prog = irc.parse(PIPELINE, "tails.dsl")
    guard = prog.compile(schedule="g.vectorize(x, 8, GuardWithIf); f.compute_root()")
    predicate = prog.compile(schedule="g.vectorize(x, 8, Predicate); f.compute_root()")
    assert guard.source == predicate.source


def test_the_builder_says_the_tail():
    prog = irc.parse(PIPELINE, "tails.dsl")
    b = prog.schedule()
    b.func("g").split("x", "xo", "xi", 8, "RoundUp").vectorize("xi", 4, "GuardWithIf")
    b.func("f").compute_root().tile("y", "x", 2, 8, "ShiftInwards")
    assert str(b) == ("g.split(x, xo, xi, 8, RoundUp); g.vectorize(xi, 4, GuardWithIf); f.compute_root(); "
                      "f.tile(y, x, 2, 8, ShiftInwards)")
    assert prog.compile(schedule=str(b)).source == prog.compile(schedule=b).source


def test_auto_shifts_a_dimension_and_rounds_up_what_a_shift_clamps():
    splits = [Split("x", "xo", "xi", 8), Split("xo", "a", "b", 3), Split("xi", "c", "d", 4)]
    plan = TailPlan(splits, ["y", "x"])
    assert plan.tails == ["ShiftInwards", "RoundUp", "ShiftInwards"]
    assert plan.multiples == {"y": 1, "x": 1}
    rounded = TailPlan([Split("x", "xo", "xi", 8, tail="RoundUp"), Split("xo", "a", "b", 3, tail="RoundUp")],
                       ["x"])
    assert rounded.multiples == {"x": 24}


def test_round_up_of_a_stored_root_producer_neither_slides_nor_folds():
    """Found by the pipeline fuzzer: f0 stored at the root and computed per x of f3 slid along x
    and was folded into 4 columns, while its RoundUp split wrote whole 4-column tiles from each
    new column, into columns still to be read (max relative error 0.077)."""
    prog = irc.parse("""\
param W: i32 = 64
param H: i32 = 64
input in0: f32[H, W] boundary clamp
func f0(y, x) = 0.5 * in0(y, x) / 3
func f3(y, x) = (in0(y, x) + f0(y, x)) / 3
output f3[H, W]
schedule s { f3.unroll(y, 2); f0.store_root().compute_at(f3, x).vectorize(x, 4, RoundUp) }
""", "fuzz.dsl")
    for H, W in [(2, 2), (9, 13)]:
        img = np.random.default_rng(W).random((H, W), dtype=np.float32)
        with pytest.warns(ScheduleNote, match="its RoundUp split of x computes whole tiles"):
            out = prog.compile(schedule="s")(img)
        np.testing.assert_array_equal(out, prog.reference(img))
