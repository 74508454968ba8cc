"""Symbolic interval arithmetic, the engine of bounds inference.

`bounds_of(e, scope)` returns the smallest interval [lo, hi] (inclusive, symbolic Exprs, or
None where unbounded) that `e` takes when each variable in `scope` ranges over its interval;
variables outside `scope` stay symbolic (they are fixed where the result is used).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from ..nodes import Binary, Cast, Const, Expr, Select, Unary, Var
from ..types import FLOAT_TYPES, INT_TYPES, int_range, saturate
from ..visitor import child_nodes, free_names

SMALL_INT_TYPES = ("i8", "i16", "u8", "u16")      # every value of which is an index (an i32)
from .simplify import simplify_expr


@dataclass(frozen=True)
class Interval:
    lo: Expr | None
    hi: Expr | None

    @staticmethod
    def point(e: Expr) -> "Interval":
        return Interval(e, e)

    @staticmethod
    def of_range(lo: Expr, extent: Expr) -> "Interval":
        """The points of [lo, lo + extent), its last one simplified."""
        return Interval(lo, simplify_expr(Binary("-", Binary("+", lo, extent, "i32"), Const(1), "i32")))

    def union(self, other: "Interval") -> "Interval":
        return Interval(_join("min", self.lo, other.lo), _join("max", self.hi, other.hi))

    @property
    def bounded(self) -> bool:
        return self.lo is not None and self.hi is not None


def _join(op: str, a: Expr | None, b: Expr | None) -> Expr | None:
    if a is None or b is None:
        return None
    return simplify_expr(Binary(op, a, b, a.dtype))


def _bin(op: str, a: Expr | None, b: Expr | None) -> Expr | None:
    if a is None or b is None:
        return None
    return simplify_expr(Binary(op, a, b, a.dtype))


def _either(op: str, a: Expr | None, b: Expr | None) -> Expr | None:
    """min's upper bound (max's lower one): that of both operands, or of the one that has one."""
    return b if a is None else a if b is None else _bin(op, a, b)


def _const(e: Expr | None) -> int | None:
    return int(e.value) if isinstance(e, Const) and e.dtype in INT_TYPES else None


def bounds_of(e: Expr, scope: dict[str, Interval]) -> Interval:
    if isinstance(e, Const):
        return Interval.point(e)
    if isinstance(e, Var):
        return scope.get(e.name, Interval.point(e))
    if e.dtype in INT_TYPES and _index_arithmetic(e) and free_names(e).isdisjoint(scope):   # fixed: a region
        return Interval.point(simplify_expr(e))
    if isinstance(e, Cast):
        if e.dtype in INT_TYPES and e.value.dtype in SMALL_INT_TYPES:   # a data-dependent index bounded by its type
            lo, hi = _narrow_range(e.value)
            return Interval(Const(lo, e.dtype), Const(hi, e.dtype))
        if e.dtype in INT_TYPES and e.value.dtype in FLOAT_TYPES:       # saturates, NaN to 0 (types.saturate)
            return _converted_bounds(e.value, e.dtype)
        inner = bounds_of(e.value, scope)
        return inner if e.dtype in INT_TYPES and e.value.dtype in INT_TYPES else Interval(None, None)
    if isinstance(e, Unary) and e.op == "-":
        a = bounds_of(e.a, scope)
        neg = lambda x: None if x is None else simplify_expr(Unary("-", x, x.dtype))  # noqa: E731
        return Interval(neg(a.hi), neg(a.lo))
    if isinstance(e, Select):
        return bounds_of(e.true_value, scope).union(bounds_of(e.false_value, scope))
    if isinstance(e, Binary) and e.dtype in INT_TYPES:
        return _binary_bounds(e, bounds_of(e.a, scope), bounds_of(e.b, scope))
    return Interval(None, None)


@lru_cache(maxsize=1 << 16)
def _index_arithmetic(e: Expr) -> bool:
    """Whether `e` is integer arithmetic on variables and constants (no read, no conversion):
    where no variable of it ranges, it is its own bounds, taken whole instead of operand by
    operand (a region of a pyramid's level in terms of the last's is thousands of nodes)."""
    if isinstance(e, (Const, Var)):
        return e.dtype in INT_TYPES or e.dtype == "bool"
    return isinstance(e, (Binary, Unary, Select)) and all(map(_index_arithmetic, child_nodes(e)))


def float_range(e: Expr) -> tuple[float, float]:
    """Bounds of float `e`'s values other than NaN, from the constants its mins and maxes take
    (a clamp's), scaled and moved by the constants it is multiplied by, added or subtracted
    (`clamp(x, 0.0, 1.0) * 65535.0`, an output's range); infinite where unknown."""
    return _clamped_range(e, float, _moved_range)


F32_SLACK = 1e-6        # a bound computed in doubles, widened past f32's rounding of the same product


def _moved_range(e: Expr) -> tuple[float, float]:
    """The range of `x * c`, `x + c`, `x - c` or `c - x` from x's (float_range), c a finite
    constant; infinite for any other expression."""
    if not (isinstance(e, Binary) and e.op in ("*", "+", "-") and e.dtype in FLOAT_TYPES):
        return -math.inf, math.inf
    for k, x in ((e.b, e.a), (e.a, e.b)):
        if isinstance(k, Const) and math.isfinite(float(k.value)):
            lo, hi = float_range(x)
            c = float(k.value)
            ends = {"*": (lo * c, hi * c) if c else (0.0, 0.0), "+": (lo + c, hi + c),
                    "-": (lo - c, hi - c) if k is e.b else (c - hi, c - lo)}[e.op]
            return min(ends) - abs(min(ends)) * F32_SLACK, max(ends) + abs(max(ends)) * F32_SLACK
    return -math.inf, math.inf


def _clamped_range(e: Expr, number, unknown) -> tuple:
    """Bounds of `e` from the constants (as `number`) its mins and maxes take; `unknown(x)` those
    of any other operand x."""
    if isinstance(e, Const):
        return number(e.value), number(e.value)
    if isinstance(e, Binary) and e.op in ("min", "max"):
        (alo, ahi), (blo, bhi) = _clamped_range(e.a, number, unknown), _clamped_range(e.b, number, unknown)
        pick = min if e.op == "min" else max
        return pick(alo, blo), pick(ahi, bhi)
    return unknown(e)


def zero_clamp(e: Expr) -> tuple[Expr, Const] | None:
    """(x, hi) where float `e` is `clamp(x, 0, hi)`: a min by constant `hi` and a max by 0, nested
    either way (they commute where 0 <= hi); None otherwise."""
    if not isinstance(e, Binary) or e.op not in ("min", "max"):
        return None
    outer, inner = _by_constant(e)
    if inner is None or not isinstance(inner, Binary) or {e.op, inner.op} != {"min", "max"}:
        return None
    inner_const, x = _by_constant(inner)
    if x is None:
        return None
    zero, hi = (outer, inner_const) if e.op == "max" else (inner_const, outer)
    return (x, hi) if float(zero.value) == 0 and float(hi.value) >= 0 else None


def _by_constant(e: Binary) -> tuple[Const | None, Expr | None]:
    """The constant operand of `e` and the other one, or (None, None)."""
    if isinstance(e.a, Const):
        return e.a, e.b
    return (e.b, e.a) if isinstance(e.b, Const) else (None, None)


def _converted_bounds(value: Expr, dtype: str) -> Interval:
    """The values of float `value` converted to `dtype`, where a clamp bounds it (and 0, NaN's)."""
    lo, hi = float_range(value)
    if math.isinf(lo) or math.isinf(hi):
        return Interval(None, None)
    return Interval(Const(min(0, saturate(lo, dtype)), dtype), Const(max(0, saturate(hi, dtype)), dtype))


def _narrow_range(e: Expr) -> tuple[int, int]:
    """The values of an 8- or 16-bit integer expression: its type's, narrowed by the clamps, mins
    and maxes on top (which never wrap): `clamp(v, 0, 1023)` of an i16 `v` is [0, 1023]."""
    return _clamped_range(e, int, lambda x: int_range(x.dtype))


def _binary_bounds(e: Binary, a: Interval, b: Interval) -> Interval:
    op = e.op
    if op == "+":
        return Interval(_bin("+", a.lo, b.lo), _bin("+", a.hi, b.hi))
    if op == "-":
        return Interval(_bin("-", a.lo, b.hi), _bin("-", a.hi, b.lo))
    if op == "min":     # bounded above by either operand's bound: clamp(e, 0, 255) of any e
        return Interval(_bin(op, a.lo, b.lo), _either(op, a.hi, b.hi))
    if op == "max":
        return Interval(_either(op, a.lo, b.lo), _bin(op, a.hi, b.hi))
    k = _const(b.lo) if b.lo is not None and b.lo == b.hi else None
    if op == "*":
        if k is None and a.lo is not None and a.lo == a.hi and _const(a.lo) is not None:
            a, b, k = b, a, _const(a.lo)
        if k is not None:
            lo, hi = _bin("*", a.lo, Const(k)), _bin("*", a.hi, Const(k))
            return Interval(lo, hi) if k >= 0 else Interval(hi, lo)
        if a.lo is not None and a.lo == a.hi and b.lo == b.hi:
            return Interval.point(simplify_expr(e))
        products = [_bin("*", x, y) for x in (a.lo, a.hi) for y in (b.lo, b.hi)]
        if None in products:
            return Interval(None, None)
        lo, hi = products[0], products[0]
        for p in products[1:]:
            lo, hi = _bin("min", lo, p), _bin("max", hi, p)
        return Interval(lo, hi)
    if op == ">>" and k is not None and 0 <= k < 31:          # monotonic: floor division by 2**k
        return Interval(_bin(">>", a.lo, Const(k)), _bin(">>", a.hi, Const(k)))
    if op == "<<" and k is not None and 0 <= k < 31:
        return Interval(_bin("*", a.lo, Const(2 ** k)), _bin("*", a.hi, Const(2 ** k)))
    if op == "&" and k is not None and k >= 0:                # the bits of k only: in [0, k]
        return Interval(Const(0), Const(k))
    if op == "/" and k is not None and k != 0:
        lo, hi = _bin("/", a.lo, Const(k)), _bin("/", a.hi, Const(k))
        return Interval(lo, hi) if k > 0 else Interval(hi, lo)
    if op == "%" and k is not None and k > 0:
        if a.lo is not None and a.lo == a.hi:
            return Interval.point(simplify_expr(Binary("%", a.lo, Const(k), e.dtype)))
        return Interval(Const(0), Const(k - 1))
    if a.lo is not None and a.lo == a.hi and b.lo is not None and b.lo == b.hi:
        return Interval.point(simplify_expr(Binary(op, a.lo, b.lo, e.dtype)))
    return Interval(None, None)
