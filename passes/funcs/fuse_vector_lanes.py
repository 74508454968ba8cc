"""fuse_vector_lanes: a loop split only to be vectorized becomes one vectorized loop again.

`vectorize(x, 8)` splits x into `x.o` and the 8 lanes `x.v`.  Where the body uses the two
only as `x.o * 8 + x.v` (the point they stand for), one vectorized loop over that point is the
same computation, and the C compiler vectorizes a long contiguous loop better (its own width,
no per-8 loop overhead) than many 8-iteration ones.

rewrite:
    for x.o in a .. a + n {                        vectorized for x.t in a * 8 .. a * 8 + n * 8 {
      vectorized for x.v in 0 .. 8 {         ->      let x = x.min + x.t
        let x = x.min + x.o * 8 + x.v                 ...
"""
from __future__ import annotations

from dataclasses import replace

from irc.ir.nodes import Binary, Const, Expr, For, Unary, Var
from irc.ir.analysis.affine import split_linear
from irc.ir.analysis.simplify import simplify_expr
from irc.ir.visitor import Mutator, free_vars

_I = "i32"


class _NotFusable(Exception):
    pass


class _Fuse(Mutator):
    """Rewrite every use of (outer, lane) as a use of `fused`; fail on any other use."""

    def __init__(self, outer: str, lane: str, factor: int, fused: str):
        self.outer, self.lane, self.factor, self.fused = outer, lane, factor, fused

    def visit_Var(self, e: Var):
        if e.name in (self.outer, self.lane):
            raise _NotFusable
        return e

    def _linear(self, e: Expr):
        """`k * (outer * F + lane) + rest` -> `k * fused + rest`, or None."""
        if e.dtype != _I or not ({self.outer, self.lane} & free_vars(e)):
            return None
        by_outer = split_linear(e, self.outer)
        by_lane = by_outer and split_linear(by_outer[1], self.lane)
        if not by_lane or by_outer[0] != self.factor * by_lane[0]:
            return None
        k, rest = by_lane[0], by_lane[1]
        return simplify_expr(Binary("+", Binary("*", Var(self.fused), Const(k), _I), rest, _I))

    def visit_Binary(self, e: Binary):
        if e.op in ("+", "-", "*"):
            fused = self._linear(e)
            if fused is not None:
                return fused
        return self.generic_visit(e)

    def visit_Unary(self, e: Unary):
        fused = self._linear(e) if e.op == "-" else None
        return fused if fused is not None else self.generic_visit(e)


def fuse(loop: For) -> For | None:
    inner = loop.body
    if not (isinstance(inner, For) and inner.kind == "vectorized" and loop.kind == "serial"
            and isinstance(inner.min, Const) and inner.min.value == 0 and isinstance(inner.extent, Const)):
        return None
    f = inner.extent.value
    fused = inner.var.rsplit(".", 1)[0] + ".t"
    try:
        body = _Fuse(loop.var, inner.var, f, fused).visit(inner.body)
    except _NotFusable:
        return None
    lo = simplify_expr(Binary("*", loop.min, Const(f), _I))
    ext = simplify_expr(Binary("*", loop.extent, Const(f), _I))
    return For(fused, lo, ext, "vectorized", body, inner.span)


class _Lanes(Mutator):
    def visit_For(self, s: For):
        s = self.generic_visit(s)
        return fuse(s) or s


def fuse_vector_lanes(fn, ctx):
    """A loop split only to be vectorized becomes one vectorized loop."""
    body = _Lanes().visit(fn.body)
    return fn if body is fn.body else replace(fn, body=body)
