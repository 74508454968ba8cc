"""Affine questions about integer expressions: how an expression moves with one variable."""
from __future__ import annotations

from ..nodes import Expr, Select, Var
from ..visitor import uses_var
from .simplify import from_linear, linear_form, simplify_expr


def split_linear(e: Expr, var: str) -> tuple[int, Expr] | None:
    """`e` (integer) as `k * var + rest` with `rest` free of `var`; None when not linear in it."""
    terms, c = linear_form(simplify_expr(e))
    k, rest = 0, {}
    for t, coef in terms.items():
        if isinstance(t, Var) and t.name == var:
            k += coef
        elif uses_var(t, var):
            return None
        else:
            rest[t] = coef
    return k, from_linear(rest, c, e.dtype)


def slope(e: Expr, var: str) -> int | None:
    """The coefficient of `var` in `e` when `e` is linear in it, else None.  A select whose arms
    both move with `var` at the same rate counts as moving at that rate (a slid window's start:
    `select(y > y.min, y + 1, y - 1)` moves forward by one a step)."""
    terms, _ = linear_form(simplify_expr(e))
    total = 0
    for t, coef in terms.items():
        if isinstance(t, Var) and t.name == var:
            total += coef
        elif isinstance(t, Select) and uses_var(t, var):
            arms = {slope(t.true_value, var), slope(t.false_value, var)}
            if len(arms) != 1 or None in arms:
                return None
            total += coef * arms.pop()
        elif uses_var(t, var):
            return None
    return total
