"""simplify: a multiple of k rounded down from t, `t / k * k`, lies in t - (k - 1) .. t, so a
min or max against t's own offsets is decided (`min((e + 15) / 16 * 16 - 16, e - 16)`, a
vectorized loop's last tile, is `e - 16`; a pyramid nested that twice a level and its coarse
regions grew to thousands of nodes), and the decided expression has the value of the one
written, at any value of its variables."""
from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from irc.ir.analysis.simplify import prove, simplify_expr
from irc.ir.evaluate import eval_int
from irc.ir.nodes import Binary, Const, Var
from irc.ir.printer import expr_str

E, Y = Var("e", "i32"), Var("y", "i32")


def i(op, a, b):
    return Binary(op, a, b if not isinstance(b, int) else Const(b, "i32"), "i32")


def rounded(t, k):
    return i("*", i("/", t, k), k)


CASES = [
    (i("min", i("-", rounded(i("+", E, 15), 16), 16), i("-", E, 16)), "e - 16"),
    (i("max", rounded(E, 8), i("-", E, 7)), "e / 8 * 8"),
    (i("max", rounded(E, 8), i("-", E, 8)), "e / 8 * 8"),
    (i("min", rounded(i("+", E, Y), 4), i("+", E, Y)), "(e + y) / 4 * 4"),
    (i("min", i("-", i("*", i("/", E, 4), -4), 0), i("-", Const(0, "i32"), E)), "-e"),
    (i("min", rounded(E, 8), i("-", E, 6)), "min(e / 8 * 8, e - 6)"),      # either may be less
]


@pytest.mark.parametrize("e,want", CASES, ids=[w for _, w in CASES])
def test_a_rounded_down_multiple_is_bounded_by_what_it_rounds(e, want):
    assert expr_str(simplify_expr(e)) == want


def test_only_what_holds_is_proved():
    assert prove(Binary(">=", rounded(E, 8), i("-", E, 7), "bool"), {}) is True
    assert prove(Binary(">", rounded(E, 8), E, "bool"), {}) is False
    assert prove(Binary(">=", rounded(E, 8), i("-", E, 6), "bool"), {}) is None


@given(st.sampled_from([e for e, _ in CASES]), st.integers(-1000, 1000), st.integers(-1000, 1000))
def test_the_rewrite_keeps_the_value(e, value, y):
    env = {"e": value, "y": y}
    assert eval_int(simplify_expr(e), env) == eval_int(e, env)
