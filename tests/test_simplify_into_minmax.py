"""simplify: what is added to a min or a max moves inside where it cancels a term of an operand
(`max(x - 1, 7) + 1` is `max(x, 8)`: a region grown to a tile's 8 points; `m + max(e - m - 1, 0)`
is `max(e - 1, m)`: the last tile of a rewound sliding window's new rows), and the rewritten
expression has the value of the one written, at any value of its variables."""
from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from irc.ir.analysis.simplify import simplify_expr
from irc.ir.evaluate import eval_int
from irc.ir.nodes import Binary, Const, Var
from irc.ir.printer import expr_str

X, Y, Z = Var("x", "i32"), Var("y", "i32"), Var("z", "i32")


def i(op, a, b):
    return Binary(op, a, b if not isinstance(b, int) else Const(b, "i32"), "i32")


CASES = [
    (i("+", i("max", i("-", X, 1), 7), 1), "max(x, 8)"),
    (i("+", i("min", i("-", X, 1), 31), 1), "min(x, 32)"),
    (i("-", i("max", i("+", X, 3), 0), 3), "max(x, -3)"),
    (i("+", i("max", i("-", i("+", X, Y), 2), 5), 2), "max(x + y, 7)"),
    (i("+", i("max", i("-", X, 1), 7), 2), "max(x - 1, 7) + 2"),      # no cancellation: as written
    (i("+", X, i("max", i("-", i("-", Y, X), 1), 0)), "max(y - 1, x)"),
    (i("+", X, i("min", i("-", Y, X), 3)), "min(y, x + 3)"),
    (i("+", i("max", X, Z), i("max", i("-", i("-", Y, i("max", X, Z)), 1), 0)), "max(max(y - 1, x), z)"),
    (i("+", X, i("max", Y, 3)), "max(y, 3) + x"),                      # no cancellation: as written
]


@pytest.mark.parametrize("e,want", CASES, ids=[w for _, w in CASES])
def test_a_term_moves_into_the_min_or_max_it_cancels_in(e, want):
    assert expr_str(simplify_expr(e)) == want


@given(st.sampled_from([e for e, _ in CASES]), st.integers(-1000, 1000), st.integers(-1000, 1000),
       st.integers(-1000, 1000))
def test_the_rewrite_keeps_the_value(e, x, y, z):
    env = {"x": x, "y": y, "z": z}
    assert eval_int(simplify_expr(e), env) == eval_int(e, env)
