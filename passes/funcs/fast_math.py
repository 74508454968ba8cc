"""fast_math: a float divided by a constant becomes a product with the constant's reciprocal,
when the program is compiled with fast math (`prog.compile(..., fast_math=True)`, `--fast-math`);
otherwise the pass changes nothing.  Halide does this to every float division by a constant
(off under its `strict_float`), and a multiply costs a fraction of a divide.

The reciprocal is rounded once, in the division's type, so each rewritten division is off by at
most 1.5 units in the last place (x * fl(1/c) against fl(x / c): a relative error below
1.5 * 2**-24 = 9e-8 in f32, 1.7e-16 in f64); results then differ from the exact C and from the
numpy reference by that much per division (irc run --check's tolerance is 1e-5).

rewrite (f32):
    (a + b + c) / 3.0f  ->  (a + b + c) * 0.33333334f
"""
from __future__ import annotations

from dataclasses import replace

import numpy as np

from irc.ir.nodes import Binary, Const
from irc.ir.types import FLOAT_TYPES, NUMPY_TYPES
from irc.ir.visitor import Mutator


class _Reciprocal(Mutator):
    def visit_Binary(self, e: Binary):
        e = self.generic_visit(e)
        if e.op == "/" and e.dtype in FLOAT_TYPES and isinstance(e.b, Const) and float(e.b.value) != 0.0:
            kind = NUMPY_TYPES[e.dtype]
            inverse = np.divide(np.array(1, kind), np.array(e.b.value, kind))
            return Binary("*", e.a, Const(float(inverse), e.dtype), e.dtype, e.span)
        return e


def fast_math(fn, ctx):
    """Float division by a constant as a product with its reciprocal, under fast math only."""
    if not ctx.fast_math:
        return fn
    return replace(fn, body=_Reciprocal().visit(fn.body))
