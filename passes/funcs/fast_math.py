"""fast_math: float arithmetic by constants rewritten as Halide's simplifier rewrites it outside
`strict_float`, when the program is compiled with fast math (`prog.compile(..., fast_math=True)`,
`--fast-math`); otherwise the pass changes nothing.  Four rules, applied bottom-up:
- a division by a constant becomes a product with its reciprocal (a multiply costs a fraction
  of a divide);
- products by the same constant are factored out of a sum or a difference:
  `x * c + y * c -> (x + y) * c` (Halide's `x*y + z*y -> (x + z)*y`);
- a product by two constants multiplies once: `(x * c0) * c1 -> x * fl(c0 * c1)`;
- a float max or min of two operands neither of which is a constant is Halide's, a compare and a
  select, `max(a, b) -> select(a > b, a, b)`: one max instruction (x86's maxps is exactly that),
  where irc's own max also tests a for NaN (four instructions a lane: max_filter's 53-tap
  running max).  Outside strict_float Halide allows no NaN, and the C of a program compiled with
  fast math is built for no NaN and no infinity (backends/c/options.py FAST_MATH): a NaN operand
  gives what the instruction gives.  A max by a constant is one instruction already, and keeps
  the clamp that float_range reads (a conversion's range).

Each constant is rounded once, in the expression's type.  A reciprocal is off by at most 1.5
units in the last place (x * fl(1/c) against fl(x / c): a relative error below 1.5 * 2**-24 =
9e-8 in f32, 1.7e-16 in f64).  Factoring and folding round differently, not worse: the error of
a rewritten sum stays within a few units in the last place of the sum of its terms' magnitudes
(of the result itself when no term cancels another).  irc run --check's tolerance is 1e-5.

rewrite (f32; blur's inline schedule, blurx substituted into blury):
    ((a + b + c) / 3.0f + (d + e + f) / 3.0f + (g + h + i) / 3.0f) / 3.0f
 -> (a + b + c + d + e + f + g + h + i) * 0.11111112f
    max(vert[...], acc)       ->  select(vert[...] > acc, vert[...], acc)
"""
from __future__ import annotations

from dataclasses import replace

import numpy as np

from irc.ir.nodes import Binary, Const, Select
from irc.ir.types import FLOAT_TYPES, NUMPY_TYPES
from irc.ir.visitor import Mutator


class _FastMath(Mutator):
    def visit_Binary(self, e: Binary):
        e = self.generic_visit(e)
        if e.dtype not in FLOAT_TYPES:
            return e
        if e.op == "/" and isinstance(e.b, Const) and float(e.b.value) != 0.0:
            e = Binary("*", e.a, _folded(np.divide, Const(1.0, e.dtype), e.b), e.dtype, e.span)
        left, right = _scaled(e.a), _scaled(e.b)
        if e.op in ("+", "-") and left and right and left[1] == right[1]:
            return Binary("*", Binary(e.op, left[0], right[0], e.dtype, e.span), left[1], e.dtype, e.span)
        if e.op == "*" and left and isinstance(e.b, Const):
            return Binary("*", left[0], _folded(np.multiply, left[1], e.b), e.dtype, e.span)
        if e.op in ("min", "max") and not (isinstance(e.a, Const) or isinstance(e.b, Const)):
            return Select(Binary(">" if e.op == "max" else "<", e.a, e.b, "bool", e.span), e.a, e.b, e.dtype, e.span)
        return e


def _scaled(e) -> tuple | None:
    """`x * c` or `c * x` (a float constant c) as (x, c)."""
    if isinstance(e, Binary) and e.op == "*":
        if isinstance(e.b, Const):
            return e.a, e.b
        if isinstance(e.a, Const):
            return e.b, e.a
    return None


def _folded(ufunc, a: Const, b: Const) -> Const:
    """`a op b` rounded once, in the constants' type."""
    kind = NUMPY_TYPES[a.dtype]
    return Const(float(ufunc(np.array(a.value, kind), np.array(b.value, kind))), a.dtype)


def fast_math(fn, ctx):
    """Float arithmetic as Halide rewrites it: reciprocals, factored, folded; min and max selects."""
    if not ctx.fast_math:
        return fn
    return replace(fn, body=_FastMath().visit(fn.body))
