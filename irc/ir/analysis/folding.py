"""Constant folding: an operation of constants computed as the backends compute it (floor
division, wrapping shifts, f32 results rounded once), a constant converted to a type, and the
constant range of a float clamp."""
from __future__ import annotations

import math
import struct

from ..evaluate import shift_int
from ..nodes import Binary, Const, Expr, Var
from ..types import FLOAT_TYPES, saturate, wide_type, wrap


def fold_ints(op: str, a: int, b: int):
    if op in ("/", "%") and b == 0:
        return None
    return {"+": lambda: a + b, "-": lambda: a - b, "*": lambda: a * b, "/": lambda: a // b,
            "%": lambda: a % b, "min": lambda: min(a, b), "max": lambda: max(a, b),
            "==": lambda: a == b, "!=": lambda: a != b, "<": lambda: a < b, "<=": lambda: a <= b,
            ">": lambda: a > b, ">=": lambda: a >= b, "&&": lambda: bool(a and b),
            "||": lambda: bool(a or b), "&": lambda: a & b, "|": lambda: a | b, "^": lambda: a ^ b,
            "<<": lambda: shift_int(op, a, b), ">>": lambda: shift_int(op, a, b)}[op]()


def to_f32(x: float) -> float:
    """Round a double to the nearest float32 (one f32 operation computed in double and rounded
    once is exactly the f32 result)."""
    try:
        return struct.unpack("f", struct.pack("f", x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


def fold_floats(op: str, a: float, b: float, dtype: str):
    if op == "/" and b == 0:
        return None
    r = {"+": lambda: a + b, "-": lambda: a - b, "*": lambda: a * b, "/": lambda: a / b,
         "min": lambda: min(a, b), "max": lambda: max(a, b), "==": lambda: a == b,
         "!=": lambda: a != b, "<": lambda: a < b, "<=": lambda: a <= b, ">": lambda: a > b,
         ">=": lambda: a >= b}.get(op, lambda: None)()
    if r is None or isinstance(r, bool):
        return r
    return to_f32(r) if dtype == "f32" else r


def converted(v: Const, dtype: str):
    """Constant `v` cast to `dtype` as the backends convert it: an integer wrapped into a
    narrower type, a float into an integer type saturated into its wide type (`u8(f)` is
    `u8(i32(f))`, NaN 0), then wrapped."""
    if dtype in FLOAT_TYPES:
        return float(v.value)
    if dtype == "bool":
        return bool(v.value)
    value = saturate(float(v.value), wide_type(dtype)) if v.dtype in FLOAT_TYPES else int(v.value)
    return wrap(value, dtype)


def float_bounds(e: Expr, facts: dict | None = None) -> tuple[float | None, float | None]:
    """Constant bounds of a float expression of constants, mins and maxes (a clamp's) and
    variables `facts` bounds (a let of one), else None; a NaN operand makes a NaN, which these
    bounds leave out."""
    if isinstance(e, Const):
        return float(e.value), float(e.value)
    if isinstance(e, Var):
        return (facts or {}).get(e.name, (None, None))
    if not (isinstance(e, Binary) and e.op in ("min", "max")):
        return None, None
    (alo, ahi), (blo, bhi) = float_bounds(e.a, facts), float_bounds(e.b, facts)
    if e.op == "min":
        lo = None if alo is None or blo is None else min(alo, blo)
        return lo, (bhi if ahi is None else ahi if bhi is None else min(ahi, bhi))
    hi = None if ahi is None or bhi is None else max(ahi, bhi)
    return (blo if alo is None else alo if blo is None else max(alo, blo)), hi
