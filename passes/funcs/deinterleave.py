"""deinterleave: a vectorized loop whose lanes read at `x / 2` (an upsample) or choose by
`x % 2` (a Bayer mosaic's sites) runs over pairs of points, its two halves unrolled inside.

A lane of `out(x) = select(x % 2 == 0, a(x / 2), b(x / 2))` reads `a` at x / 2: the C
compiler vectorizes that index as a gather and the select per lane (or not at all: camera_pipe's
demosaic stayed scalar).  Over pairs, `x = x.min + 2 * x.h + x.p`: the unroll pass makes a copy
for each half `x.p` (0 and 1), in which `x / 2` is `x.h + x.min / 2` or `x.h + (x.min + 1) / 2`
(contiguous vectors of x.h) and `x % 2 == 0` is the same for every lane; the stores of the two
copies interleave, which the C compiler vectorizes with shuffles.  Halide's vectorizer does the
same with its ramps (`ramp(x, 1, 2n) / 2`: a dense load, each element twice).

Only a loop of an even number of lanes is split (the pairs cover it exactly): a constant one,
or one that fuse_vector_lanes made of a split's vectors (`n * 16` lanes: interpolate's levels,
whose steady state gcc left scalar, 20 % of the samples; paired, 21.9 -> 18.6 ms on one
thread), where its variable, or a let computed from it, is divided by 2 or taken modulo 2.

rewrite:
    vectorized for x in m .. m + 64 {              vectorized for x.h in 0 .. 32 {
      out[x] = a[x / 2]                     ->        unrolled for x.p in 0 .. 2 {
    }                                                   out[m + 2 * x.h + x.p] = a[(m + 2 * x.h + x.p) / 2]
"""
from __future__ import annotations

from dataclasses import replace

from irc.ir.analysis.affine import coordinate_lets
from irc.ir.analysis.simplify import simplify_expr
from irc.ir.nodes import Binary, Const, Expr, For, Var
from irc.ir.visitor import Mutator, free_vars, substitute, walk

PAIR = 2


def _halves(body, names: set[str]) -> bool:
    """Whether `body` divides one of `names` by 2, or takes it modulo 2."""
    return any(isinstance(n, Binary) and n.op in ("/", "%") and n.b == Const(PAIR) and free_vars(n.a) & names
               for n in walk(body))


def _pairs(extent: Expr) -> Expr | None:
    """The number of pairs in `extent` points where it is even: a constant (of 4 or more), or a
    multiple of an even constant (a loop fused from a split's lanes, `(b - a) * 16`); else None."""
    if isinstance(extent, Const) and extent.value < 2 * PAIR:
        return None
    even = simplify_expr(Binary("%", extent, Const(PAIR), "i32")) == Const(0)
    return simplify_expr(Binary("/", extent, Const(PAIR), "i32")) if even else None


class _Deinterleave(Mutator):
    def visit_For(self, s: For):
        s = self.generic_visit(s)
        pairs = _pairs(s.extent) if s.kind == "vectorized" else None
        if pairs is None or not _halves(s.body, coordinate_lets(s.body, s.var)):
            return s
        half, part = Var(f"{s.var}.h", "i32"), Var(f"{s.var}.p", "i32")
        point = simplify_expr(Binary("+", Binary("+", s.min, Binary("*", Const(PAIR), half, "i32"), "i32"), part, "i32"))
        pair = For(part.name, Const(0), Const(PAIR), "unrolled", substitute(s.body, {s.var: point}), s.span)
        return replace(s, var=half.name, min=Const(0), extent=pairs, body=pair)


def deinterleave(fn, ctx):
    """Vectorized loops reading at x / 2 or choosing by x % 2: over pairs of points, the two halves unrolled."""
    body = _Deinterleave().visit(fn.body)
    return fn if body is fn.body else replace(fn, body=body)
