"""flatten: multi-dimensional storage and accesses become one-dimensional.

Row-major (numpy's C order): the last index is contiguous.  An access `f[i, j]` to storage
with bounds `[m0 .. m0 + e0, m1 .. m1 + e1]` becomes `f[(i - m0) * e1 + (j - m1)]`; inputs
and outputs use the extents of their declared shapes.  Bounds that are not plain variables
are bound to lets at the allocation, so they are computed once.

rewrite (blur, root):
    input in: f32[0 .. H, 0 .. W]                       input in: f32[0 .. H * W]
    allocate blurx: f32[blurx.y.min .. blurx.y.min  ->  allocate blurx: f32[0 .. blurx.y.extent * blurx.x.extent] {
        + blurx.y.extent, blurx.x.min .. ...] {
      blurx[blurx.y, blurx.x] =                           blurx[(blurx.y - blurx.y.min) * blurx.x.extent + (blurx.x - blurx.x.min)] =
          in[blurx.y, blurx.x - 1] ...                        in[blurx.y * W + (blurx.x - 1)] ...
"""
from __future__ import annotations

from dataclasses import replace

from irc.ir.nodes import Allocate, Binary, Const, Expr, LetStmt, Load, Store, Var
from irc.ir.visitor import Mutator


def flat_index(indices, bounds) -> Expr:
    out: Expr | None = None
    for idx, (lo, ext) in zip(indices, bounds):
        offset = idx if isinstance(lo, Const) and lo.value == 0 else Binary("-", idx, lo, "i32")
        out = offset if out is None else Binary("+", Binary("*", out, ext, "i32"), offset, "i32")
    return out


class _Flatten(Mutator):
    def __init__(self, fn):
        self.bounds = {b.name: b.bounds for b in fn.buffers}

    def visit_Allocate(self, a: Allocate):
        lets, named = [], []
        for d, (lo, ext) in enumerate(a.bounds):
            pair = []
            for what, e in (("min", lo), ("extent", ext)):
                if not isinstance(e, (Var, Const)):
                    name = f"{a.buffer}.{what}.{d}"
                    lets.append((name, e))
                    e = Var(name)
                pair.append(e)
            named.append(tuple(pair))
        outer = self.bounds.get(a.buffer)
        self.bounds[a.buffer] = tuple(named)
        body = self.visit(a.body)
        if outer is None:
            del self.bounds[a.buffer]
        else:
            self.bounds[a.buffer] = outer
        size: Expr = named[0][1]
        for _, ext in named[1:]:
            size = Binary("*", size, ext, "i32")
        out = replace(a, bounds=((Const(0), size),), body=body)
        for name, value in reversed(lets):
            out = LetStmt(name, value, out)
        return out

    def visit_Load(self, e: Load):
        e = self.generic_visit(e)
        return replace(e, indices=(flat_index(e.indices, self.bounds[e.buffer]),))

    def visit_Store(self, s: Store):
        s = self.generic_visit(s)
        return replace(s, indices=(flat_index(s.indices, self.bounds[s.buffer]),))


def flatten(fn, ctx):
    """Multi-dimensional storage into one-dimensional buffers."""
    body = _Flatten(fn).visit(fn.body)
    buffers = tuple(replace(b, bounds=((Const(0), _size(b.bounds)),)) for b in fn.buffers)
    return replace(fn, body=body, buffers=buffers)


def _size(bounds) -> Expr:
    size = bounds[0][1]
    for _, ext in bounds[1:]:
        size = Binary("*", size, ext, "i32")
    return size
