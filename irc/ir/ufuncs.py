"""The numpy function of each IR operator and intrinsic, for the evaluators that run IR on
numpy arrays (the reference and the SIMT interpreter), and irc's integer `/` and `%`."""
from __future__ import annotations

import numpy as np

BINARY = {"+": np.add, "-": np.subtract, "*": np.multiply, "min": np.minimum, "max": np.maximum,
          "==": np.equal, "!=": np.not_equal, "<": np.less, "<=": np.less_equal,
          ">": np.greater, ">=": np.greater_equal, "&&": np.logical_and, "||": np.logical_or}
MATH = {"sqrt": np.sqrt, "exp": np.exp, "log": np.log, "sin": np.sin, "cos": np.cos,
        "tanh": np.tanh, "abs": np.abs, "floor": np.floor, "ceil": np.ceil, "pow": np.power}


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
