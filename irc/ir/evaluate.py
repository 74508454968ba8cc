"""Evaluate integer size expressions in Python (sizes of scratch storage, shapes, extents), by
irc's rule for `/` and `%`: toward minus infinity, and x / 0 = x % 0 = 0 (ufuncs.integer_divide)."""
from __future__ import annotations

from ..diagnostics import InternalError
from .nodes import Binary, Call, Cast, Const, Expr, Select, Unary, Var

_OPS = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
        "/": lambda a, b: a // b if b else 0, "%": lambda a, b: a % b if b else 0, "min": min, "max": max,
        "==": lambda a, b: a == b, "!=": lambda a, b: a != b, "<": lambda a, b: a < b,
        "<=": lambda a, b: a <= b, ">": lambda a, b: a > b, ">=": lambda a, b: a >= b,
        "&&": lambda a, b: a and b, "||": lambda a, b: a or b,
        "&": lambda a, b: a & b, "|": lambda a, b: a | b, "^": lambda a, b: a ^ b,
        "<<": lambda a, b: shift_int("<<", a, b), ">>": lambda a, b: shift_int(">>", a, b)}


def shift_int(op: str, a: int, b: int) -> int:
    """`a << b` or `a >> b` on Python integers by irc's rule (ufuncs.shift), before the result is
    wrapped into its type: a negative amount shifts the other way; `>>` floors."""
    if (b < 0) == (op == "<<"):
        return a >> min(abs(b), 64)
    return a << min(abs(b), 64)


def eval_int(e: Expr, env: dict[str, int]) -> int:
    if isinstance(e, Const):
        return int(e.value)
    if isinstance(e, Var):
        if e.name not in env:
            raise InternalError(f"size expression uses '{e.name}', which has no value here")
        return env[e.name]
    if isinstance(e, Binary):
        return int(_OPS[e.op](eval_int(e.a, env), eval_int(e.b, env)))
    if isinstance(e, Unary):
        v = eval_int(e.a, env)
        return -v if e.op == "-" else ~v if e.op == "~" else int(not v)
    if isinstance(e, Select):
        return eval_int(e.true_value if eval_int(e.cond, env) else e.false_value, env)
    if isinstance(e, Cast):
        return eval_int(e.value, env)
    if isinstance(e, Call) and e.name == "abs":
        return abs(eval_int(e.args[0], env))
    raise InternalError(f"cannot evaluate {type(e).__name__} as a size")
