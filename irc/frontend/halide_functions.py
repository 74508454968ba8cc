"""Halide's helper functions, built from the IR's own operators once the operands are typed:
`absd`, `lerp`, `mux`, a select of several cases and `saturating_cast`.  Each is what Halide
computes, bit for bit on integers (Halide lowers them the same way, into plain arithmetic), so
that every backend runs them without knowing them.
"""
from __future__ import annotations

from ..diagnostics import CompileError
from ..ir.nodes import Cast, Const, Expr, Select, binary
from ..ir.types import FLOAT_TYPES, bits, int_range

UNSIGNED = {8: "u8", 16: "u16", 32: "u32"}


def _sel(cond: Expr, a: Expr, b: Expr) -> Expr:
    return Select(cond, a, b, a.dtype)


def absd(a: Expr, b: Expr, span) -> Expr:
    """|a - b| without overflow: a float's own type; an integer's unsigned type of its width
    (absd of two i8 is a u8: 100 and -100 give 200), as the difference in that type."""
    t = a.dtype
    if t in FLOAT_TYPES:
        return _sel(binary(">", a, b), binary("-", a, b), binary("-", b, a))
    if bits(t) > 32:
        raise CompileError(f"absd of {t} would be a u64, which irc does not have; write "
                           "select(a > b, a - b, b - a)", span)
    u = UNSIGNED[bits(t)]
    ua, ub = (x if x.dtype == u else Cast(u, x) for x in (a, b))
    return _sel(binary(">", a, b), binary("-", ua, ub), binary("-", ub, ua))


def mux(index: Expr, values: list[Expr]) -> Expr:
    """values[index], the index clamped into range (below 0: the first, past the end: the last)."""
    out = values[-1]
    for k in range(len(values) - 2, -1, -1):
        cond = binary("<=", index, Const(0, index.dtype)) if k == 0 else binary("==", index, Const(k, index.dtype))
        out = _sel(cond, values[k], out)
    return out


def select_cases(conds: list[Expr], values: list[Expr]) -> Expr:
    """select(c1, v1, c2, v2, ..., otherwise): the value of the first condition that holds."""
    out = values[-1]
    for c, v in zip(reversed(conds), reversed(values[:-1])):
        out = _sel(c, v, out)
    return out


def saturating_cast(dtype: str, e: Expr, span) -> Expr:
    """`e` as `dtype`, clamped into its range, as Halide: between integers clamped in `e`'s type
    by the bounds it can hold; a float into an integer as wide or wider (f32 into i32, u32) by
    max(e, lo) then select(e >= hi, hi, cast): hi does not fit the float; a float into a narrower
    integer clamped as a float; between floats a cast.  Checked against Halide 21, bit for bit."""
    if "bool" in (dtype, e.dtype):
        raise CompileError(f"saturating_cast from {e.dtype} to {dtype}: cast numbers", span)
    if dtype in FLOAT_TYPES:          # every integer fits (rounded); f64 past f32's range is inf, as Halide 21
        return e if e.dtype == dtype else Cast(dtype, e)
    lo, hi = int_range(dtype)
    if e.dtype in FLOAT_TYPES:
        if bits(dtype) >= bits(e.dtype):
            low = binary("max", e, Const(float(lo), e.dtype))
            return _sel(binary(">=", low, Const(float(hi), e.dtype)), Const(hi, dtype), Cast(dtype, low))
        return Cast(dtype, _clamp(e, float(lo), float(hi)))
    src_lo, src_hi = int_range(e.dtype)
    clamped = e
    if lo > src_lo:
        clamped = binary("max", clamped, Const(lo, e.dtype))
    if hi < src_hi:
        clamped = binary("min", clamped, Const(hi, e.dtype))
    return clamped if e.dtype == dtype else Cast(dtype, clamped)


def _clamp(e: Expr, lo: float, hi: float) -> Expr:
    return binary("min", binary("max", e, Const(lo, e.dtype)), Const(hi, e.dtype))


def lerp(zero: Expr, one: Expr, weight: Expr, span) -> Expr:
    """Halide's lerp: `zero * (1 - w) + one * w`.  For floats, a weight of an unsigned type counts
    in units of its largest value (a u8 255 is 1.0).  For integers of 8 or 16 bits: computed
    in their unsigned type (signed values offset by the type's minimum), the weight rescaled to
    that width (a float times the largest value; u8 to u16 times 257), the products summed in
    u32 with rounding, and divided by 2**bits - 1 as ((p >> b) + p) >> b."""
    t = zero.dtype
    if weight.dtype not in FLOAT_TYPES and not weight.dtype.startswith("u"):
        raise CompileError(f"lerp's weight must be a float or an unsigned integer (its largest value is 1), "
                           f"not {weight.dtype}", weight.span or span)
    if t in FLOAT_TYPES:
        if weight.dtype not in FLOAT_TYPES:          # in f32 (f64 for a u32), as Halide
            f = "f64" if bits(weight.dtype) == 32 else "f32"
            weight = binary("*", Cast(f, weight), Const(1.0 / int_range(weight.dtype)[1], f))   # Halide's reciprocal
        w = weight if weight.dtype == t else Cast(t, weight)
        return binary("+", binary("*", zero, binary("-", Const(1.0, t), w)), binary("*", one, w))
    if bits(t) > 16:
        raise CompileError(f"lerp of {t} needs 64-bit unsigned products, which irc does not have; lerp "
                           "f32 or f64 values, or 8- and 16-bit integers", span)
    b = bits(t)
    u, top = UNSIGNED[b], (1 << b) - 1
    bias = -int_range(t)[0]                          # 0 for unsigned types, 2**(b-1) for signed
    z, o = (_unsigned(x, u, bias) for x in (zero, one))
    w = _typed_weight(weight, u, top)
    wide = [Cast("u32", x) for x in (z, o, w, binary("-", Const(top, u), w))]
    total = binary("+", binary("+", binary("*", wide[0], wide[3]), binary("*", wide[1], wide[2])), Const(1 << (b - 1), "u32"))
    result = Cast(u, binary(">>", binary("+", binary(">>", total, Const(b)), total), Const(b)))
    return result if not bias else Cast(t, binary("-", result, Const(bias, u)))


def _unsigned(x: Expr, u: str, bias: int) -> Expr:
    x = x if x.dtype == u else Cast(u, x)
    return binary("+", x, Const(bias, u)) if bias else x


def _typed_weight(weight: Expr, u: str, top: int) -> Expr:
    """The weight as a value of `u` whose largest value stands for 1."""
    if weight.dtype in FLOAT_TYPES:
        return Cast(u, binary("*", weight, Const(float(top), weight.dtype)))
    m, b = bits(weight.dtype), bits(u)
    if m == b:
        return weight
    scale = ((1 << max(m, b)) - 1) // ((1 << min(m, b)) - 1)      # 257 between 8 and 16 bits
    if m < b:
        return binary("*", Cast(u, weight), Const(scale, u))
    return Cast(u, binary("/", weight, Const(scale, weight.dtype)))
