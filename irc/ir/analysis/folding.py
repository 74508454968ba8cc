"""Constant folding: an operation of constants computed as the backends compute it (floor
division, wrapping shifts, f32 results rounded once), and a constant converted to a type."""
from __future__ import annotations

import math
import struct

from ..evaluate import shift_int
from ..nodes import Const
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
