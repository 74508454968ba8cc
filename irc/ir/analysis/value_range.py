"""The values an expression of a wrapping integer type (u8, i16, ...) takes, from its operands'
types: where `u16(a) + u16(b) + 1` of two bytes lies in 1 .. 511, the sum never wraps, and the C
emitter leaves out the cast that would wrap it (gcc then sees Halide's rounding average
`(a + b + 1) / 2` of bytes and makes it one `vpavgb`; with the cast between the sum and the
division it widened to 16-bit lanes: camera_pipe's unsharp mask)."""
from __future__ import annotations

from functools import lru_cache

from ..nodes import Binary, Cast, Const, Expr
from ..types import ANY_INT_TYPES, int_range


@lru_cache(maxsize=1 << 14)
def value_range(e: Expr) -> tuple[int, int]:
    """Bounds of the values of integer expression `e`: its type's range, narrower where a cast
    from a narrower type, a sum, difference or product that does not wrap, a division by a
    positive constant, a min or a max says so.  (Cached: the C emitter asks at every operation
    of a nest, each time for the operands below it.)"""
    full = int_range(e.dtype)
    if isinstance(e, Const):
        return int(e.value), int(e.value)
    if isinstance(e, Cast) and e.value.dtype in ANY_INT_TYPES:
        lo, hi = value_range(e.value)
        return (lo, hi) if full[0] <= lo and hi <= full[1] else full
    if not isinstance(e, Binary) or e.dtype != e.a.dtype:
        return full
    exact = exact_range(e)
    return exact if exact is not None and full[0] <= exact[0] and exact[1] <= full[1] else full


def exact_range(e: Binary) -> tuple[int, int] | None:
    """Bounds of the exact (unwrapped) value of `e`'s operation on its operands' values; None
    for an operation it does not follow."""
    (alo, ahi), (blo, bhi) = value_range(e.a), value_range(e.b)
    if e.op in ("+", "-", "*"):
        ends = [x + y if e.op == "+" else x - y if e.op == "-" else x * y for x in (alo, ahi) for y in (blo, bhi)]
        return min(ends), max(ends)
    if e.op == "/" and blo == bhi and blo > 0:
        return alo // blo, ahi // blo
    if e.op in ("min", "max"):
        pick = min if e.op == "min" else max
        return pick(alo, blo), pick(ahi, bhi)
    return None


def never_wraps(e: Binary) -> bool:
    """Whether `e`'s exact value always lies in its type's range."""
    exact = exact_range(e)
    lo, hi = int_range(e.dtype)
    return exact is not None and lo <= exact[0] and exact[1] <= hi
