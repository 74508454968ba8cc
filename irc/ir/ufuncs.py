"""The numpy function of each IR operator and intrinsic, for the evaluators that run IR on
numpy arrays (the reference and the SIMT interpreter), irc's integer `/` and `%`, and its casts."""
from __future__ import annotations

import os

import numpy as np

from .nodes import SHIFT_OPS
from .types import ANY_INT_TYPES, FLOAT_TYPES, NUMPY_TYPES, wide_type

BINARY = {"+": np.add, "-": np.subtract, "*": np.multiply, "min": np.minimum, "max": np.maximum,
          "==": np.equal, "!=": np.not_equal, "<": np.less, "<=": np.less_equal,
          ">": np.greater, ">=": np.greater_equal, "&&": np.logical_and, "||": np.logical_or,
          "&": np.bitwise_and, "|": np.bitwise_or, "^": np.bitwise_xor}
UNARY = {"-": np.negative, "!": np.logical_not, "~": np.invert}
CACHE_DEFAULTS = {1: 32768, 2: 1048576, 3: 33554432}     # where the system does not say
_SYSCONF = {1: "SC_LEVEL1_DCACHE_SIZE", 2: "SC_LEVEL2_CACHE_SIZE", 3: "SC_LEVEL3_CACHE_SIZE"}


def cache_bytes(level) -> np.int64:
    """The data cache of `level`, as the generated C reads it (backends/c/machine.py): the
    variable IRC_L<level>_BYTES where it is set (IRC_L2_BYTES=0: as on a machine whose arrays
    never fit), else the system's size where Python's sysconf knows the name, else
    CACHE_DEFAULTS.  (Where glibc says otherwise, the C and an evaluator may run different
    versions of an autotiled proc: both compute the same values, in another order.)"""
    level = int(level)
    given = os.environ.get(f"IRC_L{level}_BYTES")
    if given is not None:
        return np.int64(int(given))
    try:
        n = os.sysconf(_SYSCONF[level])
    except (ValueError, OSError):
        n = 0
    return np.int64(n if n > 0 else CACHE_DEFAULTS[level])


# fast_exp's constants, which the C helper (backends/c/prelude.fast_exp_helper) is written from
FAST_EXP_LOWEST, FAST_EXP_HIGHEST = -87.33654, 88.72283     # e^x's normal f32 range
FAST_EXP_LOG2E = 1.44269504
FAST_EXP_LN2 = (0.693359375, -2.12194440e-4)              # ln 2 in two parts (Cody and Waite)
FAST_EXP_POLYNOMIAL = (1.9875691500e-4, 1.3981999507e-3, 8.3334519073e-3, 4.1665795894e-2,
                       1.6666665459e-1, 5.0000001201e-1)   # e^r = 1 + r + r^2 * p(r), Cephes' expf


def fast_exp(x):
    """Halide's `fast_exp`, irc's way: e^x of an f32 by a degree-7 polynomial on
    [-ln2 / 2, ln2 / 2] scaled by 2^k = 2^m * 2^(k - m) (each factor a normal f32), in f32 step
    by step as the C helper computes it: within 1 unit in the last place of e^x (the C may fuse
    a product and a sum into one rounding); past FAST_EXP_HIGHEST inf, below FAST_EXP_LOWEST
    (e^x under the smallest normal f32) 0, NaN NaN."""
    f = np.float32
    x = np.asarray(x, np.float32)
    lowest, highest = f(FAST_EXP_LOWEST), f(FAST_EXP_HIGHEST)
    with np.errstate(all="ignore"):
        c = np.minimum(np.where(x > lowest, x, lowest), highest)
        k = np.floor(c * f(FAST_EXP_LOG2E) + f(0.5))
        r = (c - k * f(FAST_EXP_LN2[0])) - k * f(FAST_EXP_LN2[1])
        p = f(FAST_EXP_POLYNOMIAL[0])
        for coefficient in FAST_EXP_POLYNOMIAL[1:]:
            p = p * r + f(coefficient)
        p = p * (r * r) + r + f(1.0)
        n = k.astype(np.int32)
        m = n >> 1
        y = p * ((m + 127) << 23).astype(np.int32).view(np.float32) * ((n - m + 127) << 23).astype(np.int32).view(np.float32)
        y = np.where(x > highest, f(np.inf), np.where(x < lowest, f(0.0), y))
    return np.where(np.isnan(x), x, y).astype(np.float32)


MATH = {"sqrt": np.sqrt, "exp": np.exp, "log": np.log, "sin": np.sin, "cos": np.cos,
        "tanh": np.tanh, "abs": np.abs, "floor": np.floor, "ceil": np.ceil, "pow": np.power,
        "cache_bytes": cache_bytes, "fast_exp": fast_exp}


def integer_divide(op: str, a, b):
    """Integer `a / b` or `a % b` (`op`) as irc defines them on every backend: rounding toward
    minus infinity (numpy's floor_divide and mod), and, as in Halide, x / 0 = 0 and x % 0 = 0;
    INT_MIN / -1 wraps to INT_MIN (and INT_MIN % -1 = 0), as numpy gives it."""
    zero = np.equal(b, 0)
    if np.any(zero):
        b = np.where(zero, np.ones_like(b), b)
    with np.errstate(over="ignore"):
        out = np.floor_divide(a, b) if op == "/" else np.mod(a, b)
    return np.where(zero, np.zeros_like(out), out) if np.any(zero) else out


def elementwise(op: str):
    """The numpy function of binary operator `op` other than integer `/` and `%`: a ufunc of
    BINARY, or `shift` bound to a shift's direction."""
    return BINARY[op] if op not in SHIFT_OPS else (lambda a, b: shift(op, a, b))


def shift(op: str, a, b):
    """`a << b` or `a >> b` (`op`) as irc defines them on every backend (nodes.BITWISE_OPS): in
    `a`'s type; a negative amount shifts the other way; past the width, `<<` leaves 0 and `>>`
    0 or -1.  Computed on 64 bits (an amount past 64 is 64) and wrapped back to `a`'s type."""
    a = np.asarray(a)
    wide, amount = a.astype(np.int64), np.clip(np.asarray(b).astype(np.int64), -64, 64)
    left = (amount >= 0) if op == "<<" else (amount < 0)
    n = np.abs(amount)
    with np.errstate(over="ignore"):
        out = np.where(left, np.left_shift(wide, np.minimum(n, 63)) * (n < 64),
                       np.right_shift(wide, np.minimum(n, 63)))
    return out.astype(a.dtype)


def cast(x, source: str, dtype: str):
    """`x` (of type `source`) as `dtype`, as every backend converts it: an integer into a narrower
    one wraps around; a float into an integer type converts to its wide type (`u8(f)` is
    `u8(i32(f))`) by `float_to_int`, then wraps."""
    if source in FLOAT_TYPES and dtype in ANY_INT_TYPES:
        x = float_to_int(x, NUMPY_TYPES[wide_type(dtype)])
    return _astype(x, NUMPY_TYPES[dtype])


def float_to_int(x, t):
    """Floats `x` as integer type `t`: toward zero, saturating at the type's limits, NaN to 0
    (types.saturate; numpy's astype leaves values out of range to the platform)."""
    info = np.iinfo(t)
    x = np.trunc(np.nan_to_num(np.asarray(x, np.float64)))     # NaN is 0, infinities saturate
    inside = np.where((x > info.min) & (x < info.max), x, 0).astype(t)
    return np.where(x >= info.max, info.max, np.where(x <= info.min, info.min, inside)).astype(t)


def _astype(x, t):
    return np.asarray(x).astype(t)
