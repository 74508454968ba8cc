"""Whether an index, a loop bound or a condition of a proc is affine, and if not, which part of it
is not and why: the dependence analysis reads a proc's nest as integer sets (isl), which only
affine expressions describe.

Affine: a sum of loop variables and sizes, each times an integer constant, plus a constant; the
floor `/` and `%` of an affine expression by a positive constant are affine too.  A condition is
comparisons (`==`, `<`, `<=`, `>`, `>=`) of affine expressions joined by `&&`.
"""
from __future__ import annotations

from typing import Callable

from ..diagnostics import CompileError
from ..ir.nodes import Binary, Cast, Const, Expr, Load, Unary, Var
from ..ir.printer import expr_str
from ..ir.types import WRAPPING_TYPES

RULE = ("affine means a sum of loop variables and sizes times integer constants, plus a constant "
        "(/ and % by a positive constant too)")
COMPARISONS = ("==", "<", "<=", ">", ">=")

Variables = Callable[[str], str]        # a variable's name -> "loop", "size" or "let"


def affine_index(e: Expr, what: str, variables: Variables) -> None:
    """Refuse integer expression `e` (`what`: "index 1 of 'A'") unless it is affine."""
    found = not_affine(e, variables)
    if found is not None:
        bad, why = found
        part = "it" if bad is e else f"'{expr_str(bad)}'"
        raise CompileError(f"{what}, '{expr_str(e)}', is not affine: {part} {why}; {RULE}", bad.span or e.span)


def affine_condition(e: Expr, variables: Variables) -> None:
    """Refuse the condition of an `if` unless it is affine comparisons joined by `&&`."""
    if isinstance(e, Binary) and e.op == "&&":
        affine_condition(e.a, variables)
        affine_condition(e.b, variables)
    elif isinstance(e, Binary) and e.op in COMPARISONS:
        for side in (e.a, e.b):
            affine_index(side, f"a side of the condition '{expr_str(e)}'", variables)
    else:
        hint = "; write i != j as two ifs, i < j and i > j" if isinstance(e, Binary) and e.op == "!=" else ""
        raise CompileError(f"the condition '{expr_str(e)}' is not affine: a proc's if tests comparisons "
                           f"(==, <, <=, >, >=) of affine expressions joined by &&{hint}", e.span)


def not_affine(e: Expr, variables: Variables) -> tuple[Expr, str] | None:
    """(the first part of `e` that is not affine, why), or None when `e` is affine."""
    if isinstance(e, Const):
        return None
    if isinstance(e, Var):
        return None if variables(e.name) != "let" else \
            (e, "is a let whose value is not affine (the dependence analysis sees through affine lets only)")
    if isinstance(e, Cast) and e.dtype in WRAPPING_TYPES:
        return e, f"wraps around, as {e.dtype} arithmetic does (affine expressions are i32 or i64)"
    if isinstance(e, Unary) and e.op == "-" or isinstance(e, Cast):
        return not_affine(e.a if isinstance(e, Unary) else e.value, variables)
    if isinstance(e, Load):
        return e, f"reads the array '{e.buffer}'"
    if not isinstance(e, Binary) or e.op not in ("+", "-", "*", "/", "%"):
        return e, "is not a sum of loop variables and sizes times constants"
    inner = not_affine(e.a, variables) or not_affine(e.b, variables)
    if inner is not None:
        return inner
    if e.op == "*" and not isinstance(e.a, Const) and not isinstance(e.b, Const):
        return e, f"multiplies {expr_str(e.a)} by {expr_str(e.b)}, neither a constant"
    if e.op in "/%" and not isinstance(e.b, Const):
        return e, f"divides by {expr_str(e.b)}, which is not a constant"
    if e.op in "/%" and e.b.value <= 0:
        return e, f"divides by {e.b.value}; / and % are affine by a positive constant only"
    return None
