"""A sum's variable as a loop of its func (`C.split(k, ko, ki, 8)`, `reorder(k, i, j)`, a func
computed at a loop of the sum): random schedules of a matrix product with a producer, against
the numpy reference, at sizes the factors divide and do not divide; the dump shows the initial
value and the update as two nests."""
from __future__ import annotations

import os

import numpy as np
import pytest
from hypothesis import example, given
from hypothesis import strategies as st

import irc
from helpers import random_inputs, relative_error
from property_runs import property_settings
from irc.ir.printer import to_str

PRODUCT = """\
param N: i32 = 64
param K: i32 = 64
param M: i32 = 64
input A: f32[N, K]
input B: f32[K, M]
func P(i, k) = A(i, k) * 2 - 1
func C(i, j) = P(i, k) * B(k, j)
output C[N, M]
"""


@st.composite
def schedules(draw) -> str:
    """Splits of i, j and k, a reorder of every loop, an unroll, a vectorized and a parallel
    loop of the arguments, and P inline, at the root or at any loop of C."""
    loops, words, args = ["i", "j", "k"], [], {"i", "j"}
    for v in ("i", "j", "k"):
        if draw(st.booleans()):
            f = draw(st.integers(2, 5))
            words.append(f"split({v}, {v}o, {v}i, {f})")
            at = loops.index(v)
            loops[at:at + 1] = [f"{v}o", f"{v}i"]
            args |= {f"{v}o", f"{v}i"} if v != "k" else set()
    order = draw(st.permutations(loops))
    words.append(f"reorder({', '.join(order)})")
    if draw(st.booleans()):
        words.append(f"unroll({draw(st.sampled_from(order))})")
    if order[-1] in args and draw(st.booleans()):
        words.append(f"vectorize({order[-1]})")
    if order[0] in args and draw(st.booleans()):
        words.append(f"parallel({order[0]})")
    place = draw(st.sampled_from(["inline", "root"] + [f"at {v}" for v in order]))
    producer = {"inline": "", "root": "P.compute_root()"}.get(place, f"P.compute_at(C, {place[3:]})")
    return f"schedule s {{ C.{'.'.join(words)}; {producer} }}\n" if producer else \
        f"schedule s {{ C.{'.'.join(words)} }}\n"


@property_settings(int(os.environ.get("IRC_SUM_EXAMPLES", "40")))
@given(block=schedules(), divisible=st.booleans())
# P computed at C's outermost loop, unrolled: two allocations of P at the root, which the C entry
# took as two parameters named P (a C compile error before; now one, the larger of the two)
@example(block="schedule s { C.split(j, jo, ji, 2).split(k, ko, ki, 2).reorder(ji, jo, i, ko, ki).unroll(ji); "
               "P.compute_at(C, ji) }\n", divisible=False)
def test_sum_as_loops_matches_the_reference(block, divisible):
    prog = irc.parse(PRODUCT + block, "product.dsl")
    sizes = {"N": 10, "K": 20, "M": 30} if divisible else {"N": 11, "K": 17, "M": 23}
    arrays = random_inputs(prog, sizes, seed=1)
    got = prog.compile("s")(**arrays)
    assert relative_error(got, prog.reference(**arrays)) <= 1e-5, block


def test_the_initial_value_and_the_update_are_two_nests():
    prog = irc.parse(PRODUCT + "schedule s { C.split(k, ko, ki, 4).reorder(ko, i, ki, j) }\n")
    ir = to_str(prog.lower("s"))
    assert "for C.init.i in" in ir and "C[" in ir and "= 0.0f" in ir
    assert ir.index("for C.init.i") < ir.index("for C.ko") < ir.index("for C.ki")
    assert "if C.k < K" in ir


def test_an_unscheduled_sum_still_sums_innermost_per_point():
    prog = irc.parse(PRODUCT + "schedule s { C.tile(i, j, io, jo, ii, ji, 4, 4) }\n")
    ir = to_str(prog.lower("s"))
    assert "C.init" not in ir and "C.k.acc" in ir


def test_sum_loops_agree_at_a_size_the_split_does_not_divide():
    prog = irc.parse(PRODUCT + "schedule s { C.split(k, ko, ki, 8).unroll(ki).reorder(ko, i, j, ki) }\n")
    sizes = {"N": 3, "K": 5, "M": 7}          # K smaller than the split factor: the guard skips
    arrays = random_inputs(prog, sizes)
    np.testing.assert_allclose(prog.compile("s")(**arrays), prog.reference(**arrays), rtol=1e-5)


SMALL_SUMS = """\
param W: i32 = 37
param H: i32 = 23
input in: f32[H, W] boundary clamp
input n: i32[H, W] boundary zero
func taps(y, x) = sum(dx in -1 .. 2: in(y, x + dx) * f32(dx + 2))
func box(y, x) = sum(dy in -2 .. 3: sum(dx in -2 .. 3: in(y + dy, x + dx))) / 25
func one(y, x) = sum(k in 4 .. 5: in(y, x - k))
func nine(y, x) = sum(k in 0 .. 9: in(y, x + k))
func count(y, x) = sum(d in -1 .. 7: n(y, x + d))
func out(y, x) = taps(y, x) + box(y, x) - one(y, x) + nine(y, x) * 0.5 + f32(count(y, x))
output out[H, W]
"""


@pytest.mark.parametrize("schedule", ["inline", "root", "out.vectorize(x, 8); taps.compute_at(out, y)",
                                      "out.tile(y, x, yo, xo, yi, xi, 8, 8).parallel(yo); box.compute_at(out, xo)"])
def test_small_sums_unrolled_by_default_match_the_reference(schedule):
    """Sums of up to 8 terms are unrolled loops by default (lower_reductions); the values are
    those of the reference, whatever the schedule around them."""
    prog = irc.parse(SMALL_SUMS, "small_sums.dsl")
    rng = np.random.default_rng(5)
    inputs = {"in": rng.random((23, 37)).astype(np.float32), "n": rng.integers(-50, 50, (23, 37), dtype=np.int32)}
    fn = prog.compile(schedule)
    assert "unrolled for taps.dx" in to_str(fn.function) and "unrolled for nine.k" not in to_str(fn.function)
    assert relative_error(fn(**inputs), prog.reference(**inputs)) <= 1e-5
