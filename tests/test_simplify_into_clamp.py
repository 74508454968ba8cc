"""simplify: a constant added to a min or max with a constant moves inside where it cancels the
other operand's (`max(x - 1, 7) + 1` is `max(x, 8)`: a region grown to a tile's 8 points), and
the rewritten expression has the value of the one written, at any value of its variables."""
from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from irc.ir.analysis.simplify import simplify_expr
from irc.ir.evaluate import eval_int
from irc.ir.nodes import Binary, Const, Var
from irc.ir.printer import expr_str

X, Y = Var("x", "i32"), Var("y", "i32")


def i(op, a, b):
    return Binary(op, a, b if not isinstance(b, int) else Const(b, "i32"), "i32")


CASES = [
    (i("+", i("max", i("-", X, 1), 7), 1), "max(x, 8)"),
    (i("+", i("min", i("-", X, 1), 31), 1), "min(x, 32)"),
    (i("-", i("max", i("+", X, 3), 0), 3), "max(x, -3)"),
    (i("+", i("max", i("-", i("+", X, Y), 2), 5), 2), "max(x + y, 7)"),
    (i("+", i("max", i("-", X, 1), 7), 2), "max(x - 1, 7) + 2"),      # no cancellation: as written
]


@pytest.mark.parametrize("e,want", CASES, ids=[w for _, w in CASES])
def test_a_constant_moves_into_the_clamp_it_cancels(e, want):
    assert expr_str(simplify_expr(e)) == want


@given(st.sampled_from([e for e, _ in CASES]), st.integers(-1000, 1000), st.integers(-1000, 1000))
def test_the_rewrite_keeps_the_value(e, x, y):
    env = {"x": x, "y": y}
    assert eval_int(simplify_expr(e), env) == eval_int(e, env)
