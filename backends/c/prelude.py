"""The helpers every C-family program starts with (`prelude`): floor division and modulo, NaN-aware
min and max; and those emitted only where a program uses them (OPTIONAL_HELPERS): division by any
divisor, shifts by any amount, saturating float-to-integer conversions, Halide's fast_exp.  Each
is branch-free, so that a loop calling it vectorizes."""
from __future__ import annotations

from ...ir import ufuncs
from .dialects import DIALECTS

_HELPERS = """\
/* integer / and % round toward minus infinity; branch-free, so that loops using them vectorize */
#define IRC_DEFINE_INT(T, S) \\
  IRC_FN T irc_div_##S(T a, T b) { T q = a / b; return q - (T)((q * b != a) & ((a < 0) != (b < 0))); } \\
  IRC_FN T irc_mod_##S(T a, T b) { T r = a % b; return r + (T)((r != 0) & ((r < 0) != (b < 0))) * b; }
#define IRC_DEFINE_MINMAX(T, S) \\
  IRC_FN T irc_min_##S(T a, T b) { return a < b ? a : b; } \\
  IRC_FN T irc_max_##S(T a, T b) { return a > b ? a : b; }
/* a NaN operand gives NaN, as numpy's minimum and maximum and the SIMT interpreter do;
   irc_minc / irc_maxc: the first operand is a constant, never NaN, and b > NaN is false */
#define IRC_DEFINE_FLOAT_MINMAX(T, S) \\
  IRC_FN T irc_min_##S(T a, T b) { T m = a < b ? a : b; return a != a ? a : m; } \\
  IRC_FN T irc_max_##S(T a, T b) { T m = a > b ? a : b; return a != a ? a : m; } \\
  IRC_FN T irc_minc_##S(T c, T b) { return c < b ? c : b; } \\
  IRC_FN T irc_maxc_##S(T c, T b) { return c > b ? c : b; }
IRC_DEFINE_INT(int32_t, i32)
IRC_DEFINE_INT(int64_t, i64)
IRC_DEFINE_MINMAX(int32_t, i32)
IRC_DEFINE_MINMAX(int64_t, i64)
IRC_DEFINE_FLOAT_MINMAX(float, f32)
IRC_DEFINE_FLOAT_MINMAX(double, f64)
"""


# x / 0 = x % 0 = 0 (Halide's rule) and INT_MIN / -1 = INT_MIN (wrapped, in unsigned arithmetic):
# C's `/` never sees a 0 or a -1; branch-free like the helpers above
DIVIDE_ANY = """\
/* any divisor: x / 0 = x % 0 = 0 (as Halide), INT_MIN / -1 wraps to INT_MIN; never a trap */
#define IRC_DEFINE_INT_ANY(T, U, S) \\
  IRC_FN T irc_divz_##S(T a, T b) { \\
    T q = irc_div_##S(a, (b == 0) | (b == -1) ? (T)1 : b); \\
    return b == 0 ? (T)0 : b == -1 ? (T)((U)0 - (U)a) : q; } \\
  IRC_FN T irc_modz_##S(T a, T b) { return irc_mod_##S(a, (b == 0) | (b == -1) ? (T)1 : b); }
IRC_DEFINE_INT_ANY(int32_t, {u32}, i32)
IRC_DEFINE_INT_ANY(int64_t, {u64}, i64)
"""


# a shift by an amount not known to lie in [0, width): irc's rule (nodes.BITWISE_OPS) on 64 bits,
# the value cast back to its type by the caller
SHIFT_ANY = """\
/* a shift by any amount: negative shifts the other way; past the width, 0 (or -1: >> of a negative value) */
IRC_FN int64_t irc_shl(int64_t a, int64_t b) {
  return b >= 0 ? (b >= 64 ? 0 : (int64_t)(({u64})a << b)) : (b <= -64 ? (a < 0 ? -1 : 0) : a >> -b); }
IRC_FN int64_t irc_shr(int64_t a, int64_t b) {
  return b >= 0 ? (b >= 64 ? (a < 0 ? -1 : 0) : a >> b) : (b <= -64 ? 0 : (int64_t)(({u64})a << -b)); }
"""

# C leaves a float out of the integer type's range undefined (x86 gives INT_MIN, gcc folds a
# constant to INT_MAX): irc converts as a GPU does, on every backend (ufuncs.float_to_int)
FLOAT_TO_INT = """\
/* a float as an integer: toward zero, saturating at the type's limits, NaN to 0; selects only,
   so that loops using it vectorize.  LO = -TOP = the type's least value, HI = TOP - 1.
   irc_S_inside: of an x known to be NaN or inside the range (a clamp's), NaN to 0 alone;
   irc_S_clamp0: clamp(x, 0, hi) converted, 0 <= hi < TOP, NaN to 0 by the lower bound's compare;
   irc_S_nonneg: max(irc_S(x), 0), saturating at the top alone (a histogram's bin) */
#define IRC_DEFINE_FLOAT_TO_INT(F, T, S, LO, TOP, HI) \\
  IRC_FN T irc_##S(F x) { \\
    F c = x > (F)(LO) ? x : (F)(LO); \\
    T v = (T)(c < (F)(TOP) ? c : (F)(LO)); \\
    return x != x ? (T)0 : x >= (F)(TOP) ? (T)(HI) : v; } \\
  IRC_FN T irc_##S##_inside(F x) { return (T)(x == x ? x : (F)0); } \\
  IRC_FN T irc_##S##_clamp0(F x, F hi) { F m = hi < x ? hi : x; return (T)(m > (F)0 ? m : (F)0); } \\
  IRC_FN T irc_##S##_nonneg(F x) { \\
    F m = x > (F)0 ? x : (F)0; \\
    T v = (T)(m < (F)(TOP) ? m : (F)0); \\
    return m >= (F)(TOP) ? (T)(HI) : v; }
IRC_DEFINE_FLOAT_TO_INT(float, int32_t, f32_i32, -2147483648.0, 2147483648.0, 2147483647)
IRC_DEFINE_FLOAT_TO_INT(double, int32_t, f64_i32, -2147483648.0, 2147483648.0, 2147483647)
IRC_DEFINE_FLOAT_TO_INT(float, int64_t, f32_i64, -9223372036854775808.0, 9223372036854775808.0, 9223372036854775807)
IRC_DEFINE_FLOAT_TO_INT(double, int64_t, f64_i64, -9223372036854775808.0, 9223372036854775808.0, 9223372036854775807)
"""

def fast_exp_helper() -> str:
    """Halide's fast_exp as C, from ufuncs' constants (ufuncs.fast_exp, its numpy twin, states
    the rule): arithmetic and selects, so that a vector loop calling it vectorizes, where gcc
    calls libm's expf once per lane."""
    f32 = lambda v: f"{v!r}f"  # noqa: E731
    lowest, highest = f32(ufuncs.FAST_EXP_LOWEST), f32(ufuncs.FAST_EXP_HIGHEST)
    polynomial = f32(ufuncs.FAST_EXP_POLYNOMIAL[0])
    for coefficient in ufuncs.FAST_EXP_POLYNOMIAL[1:]:
        polynomial = f"({polynomial} * r + {f32(coefficient)})"
    return f"""\
/* e^x of an f32 within 1 unit in the last place: a polynomial on [-ln2/2, ln2/2] times 2^k */
IRC_FN float irc_fast_exp_f32(float x) {{
  float c = x > {lowest} ? x : {lowest};
  c = c < {highest} ? c : {highest};
  float k = {{floorf}}(c * {f32(ufuncs.FAST_EXP_LOG2E)} + 0.5f);
  float r = (c - k * {f32(ufuncs.FAST_EXP_LN2[0])}) - k * {f32(ufuncs.FAST_EXP_LN2[1])};
  float p = {polynomial} * (r * r) + r + 1.0f;
  int32_t n = (int32_t)k, m = n >> 1;    /* 2^k as 2^m * 2^(k - m): each a normal f32 */
  union {{ int32_t i; float f; }} s1, s2;
  s1.i = (m + 127) << 23;
  s2.i = (n - m + 127) << 23;
  float y = p * s1.f * s2.f;
  return x != x ? x : x > {highest} ? INFINITY : x < {lowest} ? 0.0f : y; }}
"""


OPTIONAL_HELPERS = {"divide_any": DIVIDE_ANY, "fast_exp": fast_exp_helper(), "float_to_int": FLOAT_TO_INT, "shift_any": SHIFT_ANY}


def prelude(dialect: str, optional=frozenset()) -> str:
    """The includes (or typedefs) and helpers a program in `dialect` starts with, with the
    `optional` ones it uses (names of OPTIONAL_HELPERS, emitted only where used)."""
    d = DIALECTS[dialect]
    extra = "".join(OPTIONAL_HELPERS[name] for name in sorted(optional))
    extra = extra.replace("{u32}", d.unsigned[0]).replace("{u64}", d.unsigned[1]).replace("{floorf}", "floor" + d.f32_suffix)
    return f"{d.header}\n#define IRC_FN {d.function}\n{_HELPERS}{extra}"
