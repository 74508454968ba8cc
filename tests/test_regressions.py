"""Regressions the property test of random pipelines (test_properties.py) found: minimal
programs and schedules, each compared with the numpy reference.  A case that is still wrong is
a strict xfail saying what is wrong, so that a fix flips it; fixed ones stay as plain tests."""
from __future__ import annotations

import numpy as np
import pytest

import irc
from helpers import relative_error



def compare(text: str, sizes: dict[str, int], seed: int = 0, schedule: str = "s", runs: int = 1):
    prog = irc.parse(text, "regression.dsl")
    fn = prog.compile(schedule)
    rng = np.random.default_rng(seed)
    arrays = {i.name: rng.random((sizes["H"], sizes["W"])).astype(np.float32) for i in prog.module.inputs}
    expected = prog.reference(**arrays)
    errors = []
    for _ in range(runs):
        got = fn(**arrays)
        assert got.shape == expected.shape
        errors.append(relative_error(got, expected))
    assert max(errors) <= 1e-5, (f"max relative error {max(errors):.3g} against the reference "
                                 f"(in {sum(e > 1e-5 for e in errors)} of {runs} runs)")


REGRESSIONS = [
    # f3's vector of 4 rows is guarded (GuardWithIf) at H = 2: bounds inference took the guarded
    # rows as read, so f0 (a split of rows by 2) was computed over 4 rows of a 2-row input with no
    # boundary condition (read past it; then refused by the input check: the pipeline fuzzer,
    # IRC_PROPERTY_SEED=129527833); a guard `v < e` now bounds v inside it
    pytest.param("""\
param W: i32 = 64
param H: i32 = 64
input in0: f32[H, W] boundary none
func f0(y, x) = (0.5 * in0(y, x) + 0.5 * in0(y, x)) / 3
func f1(y, x) = 0.5 * in0(y, x) / 3
func f2(y, x) = (0.5 * in0(y, x) + 0.5 * f1(y, x)) / 3
func f3(y, x) = ((0.5 * f0(y, x) + 0.5 * f2(y, x))) / 2
output f3[0 .. H - 0, 0 .. W - 1]
schedule s { f3.reorder(x, y).vectorize(y, 4, GuardWithIf); f2.compute_inline(); f1.compute_inline()
             f0.compute_root().split(y, yo, yi, 2) }
""", {"H": 2, "W": 3}, id="guarded-rows-not-read"),
    # f0 is computed per point of f1's x loop (1 column) but vectorized by 4.  Halide computes
    # 4 columns (the ShiftInwards split shifts the last vector inwards and f0's realization
    # grows to cover it); irc refused at run time ('f0.x has extent smaller than its split
    # factor 4'), then at compile time ("'f0' is computed over fewer than 4 points of 'x' at a
    # time, which its split by 4 needs; ..."); now its region grows to 4 columns as Halide's
    pytest.param("""\
param W: i32 = 64
param H: i32 = 64
input in0: f32[H, W] boundary clamp
func f0(y, x) = in0(y, x)
func f1(y, x) = f0(y, x)
output f1[H, W]
schedule s { f0.compute_at(f1, x).vectorize(x, 4) }
""", {"H": 8, "W": 8}, id="compute-at-point-then-vectorize"),
    # f1 needs 3 rows of f0 per row; the sliding window then computes 1 new row per iteration,
    # which f0's split by 2 refused at run time ('f0.y has extent smaller than its split factor
    # 2') before ca9bdb9; without store_root it always worked
    pytest.param("""\
param W: i32 = 64
param H: i32 = 64
input in0: f32[H, W] boundary clamp
func f0(y, x) = in0(y, x)
func f1(y, x) = f0(y - 1, x) + f0(y + 1, x)
output f1[H, W]
schedule s { f0.store_root().compute_at(f1, y).split(y, yo, yi, 2) }
""", {"H": 8, "W": 8}, id="sliding-window-then-split"),
    # a split of an outer loop: xo has 3 iterations at W = 17, fewer than 4; irc refused it at
    # run time ('g.xo has extent smaller than its split factor 4 ...; use sizes of at least 4')
    # where Halide rounds the split up; now it rounds up too (issue 11, item 18)
    pytest.param("""\
param W: i32 = 64
param H: i32 = 64
input in0: f32[H, W] boundary clamp
func f(y, x) = in0(y, x - 1) + in0(y, x + 1)
func g(y, x) = f(y, x) * 2
output g[H, W]
schedule s { g.split(x, xo, xi, 7).unroll(xo, 4); f.compute_at(g, xo.o) }
""", {"H": 5, "W": 17}, id="nested-split-rounds-up"),
    # as the property test found it: a loop named with two dots (`x.o.u`, after vectorize and
    # unroll) could not be written in a schedule ("unexpected '.'")
    pytest.param("""\
param W: i32 = 64
param H: i32 = 64
input in0: f32[H, W] boundary clamp
func f0(y, x) = in0(y - 1, x) * in0(y, x + 1)
func f1(y, x) = f0(y, x - 2) + f0(y + 1, x)
output f1[H, W]
schedule s { f1.vectorize(x, 4).unroll(x.o, 2).parallel(y); f0.store_root().compute_at(f1, x.o.u).vectorize(x, 4) }
""", {"H": 5, "W": 10}, id="loop-named-with-two-dots"),
]


@pytest.mark.parametrize("text,sizes", REGRESSIONS)
def test_regression(text, sizes):
    compare(text, sizes)


# a func stored at the root and computed inside the output's parallel loop: before ca9bdb9 its
# storage was folded to the rows one iteration uses (3 rows indexed f0.y % 3; 1 row), shared by
# every thread: a race, wrong in nearly every run on 2 cores
FOLD_RACES = [
    pytest.param("""\
param W: i32 = 64
param H: i32 = 64
input in0: f32[H, W] boundary clamp
func f0(y, x) = in0(y, x) * 2 + in0(y, x + 1)
func f1(y, x) = f0(y - 1, x - 1) + f0(y + 1, x + 1) + f0(y, x)
output f1[H, W]
schedule s { f1.split(y, yo, yi, 4).parallel(yo); f0.store_root().compute_at(f1, yi) }
""", id="split-parallel-sliding"),
    # as the property test found it (there at H = W = 4, where it raced only now and then)
    pytest.param("""\
param W: i32 = 64
param H: i32 = 64
input in0: f32[H, W] boundary clamp
func f0(y, x) = 0.5 * in0(y, x) / 3
func f1(y, x) = (((0.5 * in0(y, x) + 0.5 * in0(y - 2, x)) + 0.5 * f0(y, x))) / 3
output f1[H, W]
schedule s {
    f1.tile(y, x, yo, xo, yi, xi, 2, 4).vectorize(xi).parallel(yo)
    f0.store_root().compute_at(f1, yi)
}
""", id="tile-parallel-one-row"),
]


@pytest.mark.parametrize("text", FOLD_RACES)
def test_no_storage_folding_across_parallel_loop(text):
    compare(text, {"H": 64, "W": 64}, runs=20)


# `unroll(xi.o, 4)` of the one iteration left by `vectorize(xi, 4, GuardWithIf)` of a split's 4
# lanes: the guarded split divided its loop, so it emitted no guard, yet the plan of tails took
# the loop as guarded and let the next split round up unchecked: xi ran to 15 and the C wrote
# 12 floats past each row of the output (heap corruption, found by the pipeline fuzzer at
# IRC_PROPERTY_SEED=16, IRC_PROPERTY_EXAMPLES=120, as an abort of pytest).  The next split of a
# loop such a split divides is a split of a constant loop: refused where it does not fit.
def test_a_split_of_a_guarded_split_that_divides_is_of_a_constant_loop():
    prog = irc.parse("""\
param W: i32 = 64
param H: i32 = 64
input in0: f32[H, W] boundary clamp
func f0(y, x) = in0(y + 1, x - 2)
func f1(y, x) = f0(y - 1, x + 2)
output f1[H, W]
schedule s {
    f1.split(x, xo, xi, 4).vectorize(xi, 4, GuardWithIf).unroll(xi.o, 4).parallel(y)
    f0.compute_root().vectorize(x, 4)
}
schedule fits { f1.split(x, xo, xi, 8).vectorize(xi, 4, GuardWithIf).unroll(xi.o, 2) }
""", "regression.dsl")
    with pytest.raises(irc.CompileError, match="fewer than 4 points of 'xi.o' at a time, which its split by 4 needs"):
        prog.compile("s")
    compare(prog.module.source.text, {"H": 9, "W": 22}, schedule="fits")
