"""Affine questions about integer expressions: how an expression moves with one variable."""
from __future__ import annotations

from ..nodes import Binary, Const, Expr, LetStmt, Select, Var
from ..types import INT_TYPES
from ..visitor import free_vars, reads_memory, uses_var, walk
from .linear import from_linear, linear_form
from .simplify import simplify_expr


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


def nondecreasing(e: Expr, var: str) -> bool:
    """Whether `e` never decreases as `var` grows (it may stay the same): linear in it with a
    slope >= 0, or made of such by min, max, +, a non-negative constant's * and floor division
    by a positive constant — the bounds of a pyramid's level, `(y + 1) / 2 + 1` — or a select of
    two such (a slid window's start, whose later value starts past the first's rows, as
    `slope` counts a select whose arms move alike)."""
    if not uses_var(e, var):
        return True
    s = slope(e, var)
    if s is not None:
        return s >= 0
    if isinstance(e, Select):     # a slid window's start: its first iteration's, then its new rows'
        return nondecreasing(e.true_value, var) and nondecreasing(e.false_value, var)
    if not isinstance(e, Binary):
        return False
    if e.op in ("min", "max", "+"):
        return nondecreasing(e.a, var) and nondecreasing(e.b, var)
    if e.op == "-":
        return nondecreasing(e.a, var) and not uses_var(e.b, var)
    if e.op in ("/", ">>") and isinstance(e.b, Const) and e.b.value > 0:
        return nondecreasing(e.a, var)
    if e.op == "*":
        k, other = (e.a, e.b) if isinstance(e.a, Const) else (e.b, e.a)
        return isinstance(k, Const) and k.value >= 0 and nondecreasing(other, var)
    return False


def moves_forward(e: Expr, var: str) -> bool:
    """Whether `e` depends on `var` and never decreases as it grows: a window's bound that a
    sliding window and storage folding may follow."""
    return uses_var(e, var) and nondecreasing(e, var)


def coordinate_lets(body, var: str) -> set[str]:
    """`var`, and the integer lets of `body` computed from it without reading memory (the point
    of a split loop, `x = x.min + 2 * x.h + x.p`): what a copy of the body with `var` fixed
    inlines, so that its conditions and indices see the constant."""
    names = {var}
    for n in walk(body):
        if isinstance(n, LetStmt) and n.value.dtype in INT_TYPES and free_vars(n.value) & names and \
                not reads_memory(n.value):
            names.add(n.var)
    return names

