"""value_range (irc/ir/analysis/value_range.py): the values an expression of a wrapping type
takes, from its operands' types, and the C emitter's use of it: a sum, difference or product
that never wraps is emitted as C computes it, without the cast that would wrap it, so that gcc
sees Halide's rounding average of bytes (`vpavgb`) — and every value stays the reference's."""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import irc
from irc.ir.analysis.value_range import never_wraps, value_range
from irc.ir.evaluate import eval_int
from irc.ir.nodes import Binary, Cast, Const, Var
from irc.ir.types import int_range, wrap

A, B, C = Var("a", "u8"), Var("b", "u8"), Var("c", "u16")


def u16(e):
    return Cast("u16", e)


def op(o, a, b, t):
    return Binary(o, a, b if not isinstance(b, int) else Const(b, t), t)


CASES = [
    (op("+", op("+", u16(A), u16(B), "u16"), 1, "u16"), (1, 511), True),          # a rounding average's sum
    (op("/", op("+", op("+", u16(A), u16(B), "u16"), 1, "u16"), 2, "u16"), (0, 255), False),
    (op("+", A, B, "u8"), (0, 255), False),                                        # wraps: kept in range by the cast
    (op("-", Cast("i16", A), Cast("i16", B), "i16"), (-255, 255), True),
    (op("*", u16(A), u16(B), "u16"), (0, 65025), True),                            # 255 * 255 fits
    (op("*", C, u16(B), "u16"), (0, 65535), False),                                # wraps
    (op("max", u16(A), op("+", u16(B), 3, "u16"), "u16"), (3, 258), False),
]


@pytest.mark.parametrize("e, bounds, plain", CASES, ids=range(len(CASES)))
def test_the_range_of_each_case(e, bounds, plain):
    assert value_range(e) == bounds
    assert (never_wraps(e) and e.op in ("+", "-", "*")) == plain      # emitted without its wrap


@given(st.sampled_from([e for e, _, _ in CASES]), st.integers(0, 255), st.integers(0, 255), st.integers(0, 65535))
def test_every_value_lies_in_the_range(e, a, b, c):
    """(The cases' inner operations never wrap: the outer one's exact value, wrapped, is the IR's.)"""
    lo, hi = value_range(e)
    assert lo <= wrap(eval_int(e, {"a": a, "b": b, "c": c}), e.dtype) <= hi


AVERAGE = """
param W: i32 = 200
param H: i32 = 6
input in: u8[H, W + 2]
func avg(y, x) = u8((u16(u8((u16(in(y, x)) + u16(in(y, x + 2)) + 1) / 2)) + u16(in(y, x + 1)) + 1) / 2)
func sharp(y, x) = u8(clamp(i16(in(y, x + 1)) * i16(2) - i16(avg(y, x)), i16(0), i16(255)))
output sharp[H, W]
schedule s { sharp.vectorize(x, 32); avg.compute_at(sharp, x.o).vectorize(x, 32) }
"""


@settings(max_examples=20, deadline=None)
@given(st.integers(1, 40), st.integers(0, 2 ** 32 - 1))
def test_sums_left_unwrapped_equal_the_reference(h, seed):
    prog = irc.parse(AVERAGE, "average.dsl")
    f = prog.compile("s")
    img = np.random.default_rng(seed).integers(0, 256, (h, 202), dtype=np.uint8)
    np.testing.assert_array_equal(f(img, W=200, H=h), prog.reference(img, W=200, H=h))
    assert "(uint16_t)((uint32_t)" not in f.source.split("irc_sharp")[-1]      # no sum wrapped


def test_a_sum_that_wraps_keeps_its_cast():
    lo, hi = int_range("u8")
    assert (lo, hi) == (0, 255) and wrap(255 + 255, "u8") == 254
    prog = irc.parse("input in: u8[8]\nfunc f(x) = in(x) + in(x)\noutput f[8]\n", "wrap.dsl")
    f = prog.compile()
    img = np.arange(250, 258, dtype=np.uint16).astype(np.uint8)
    np.testing.assert_array_equal(f(img), prog.reference(img))
    assert "((uint8_t)((uint32_t)" in f.source
