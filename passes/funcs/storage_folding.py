"""storage_folding: storage outside a serial loop keeps only the rows one iteration reads.

If each iteration of serial loop `v` reads a window of at most `c` rows (a constant) of `f`
along a dimension whose window moves forward with `v`, and `f` is computed in that loop
(all of it, or only its new rows after `sliding_window`), the rows older than `c` are never
read again: the storage of that dimension shrinks to `c` rows rounded up to a power of two (as
Halide folds), indexed modulo that: `& 3` where `% 3` would take a division.

Storage shared by the iterations of a parallel loop (stored outside it, computed inside) is
never folded: the threads would overwrite each other's rows.

rewrite (blur, sliding):
    allocate blurx: f32[blury.y.min - 1 .. , ...]      allocate blurx: f32[0 .. 4, ...]
      blurx[blurx.y, blurx.x] = ...               ->     blurx[blurx.y % 4, blurx.x] = ...
"""
from __future__ import annotations

from dataclasses import replace

from irc.ir.analysis.affine import slope
from irc.ir.analysis.footprint import footprint
from irc.ir.analysis.simplify import const_bounds, simplify_expr
from irc.ir.analysis.sites import expand, produced_here, site_lets, stored_outside_compute
from irc.ir.nodes import Allocate, Binary, Const, For, Load, Store
from irc.ir.visitor import Mutator, free_vars


def _window(loop: For, func: str):
    """(dim, rows) of the moving window of `func` read in one iteration of `loop`, or None."""
    lets, rest = site_lets(loop.body)
    consume = next((c for f, c in produced_here(rest) if f == func), None)
    if consume is None:
        return None
    region = footprint(func, consume)
    for dim, iv in enumerate(region or ()):
        lo, hi = expand(iv.lo, lets), expand(iv.hi, lets)
        rows = const_bounds(simplify_expr(Binary("+", Binary("-", hi, lo, "i32"), Const(1), "i32")), {})[1]
        if rows is None or loop.var not in free_vars(hi):
            continue
        if (slope(hi, loop.var) or 0) > 0 and (slope(lo, loop.var) or 0) > 0:
            return dim, rows
    return None


class _FindWindows(Mutator):
    """Windows of funcs whose storage is not shared by the iterations of a parallel loop."""

    def __init__(self, funcs: set[str]):
        self.funcs = funcs
        self.windows: dict[str, tuple[int, int]] = {}
        self.parallel_depth = 0
        self.allocated_at: dict[str, int] = {}   # func -> parallel depth of its allocate

    def visit_Allocate(self, a: Allocate):
        self.allocated_at[a.buffer] = self.parallel_depth
        return self.generic_visit(a)

    def visit_For(self, loop: For):
        if loop.kind == "serial":
            for func in self.funcs - set(self.windows):
                if self.allocated_at.get(func) != self.parallel_depth:
                    continue   # threads would share the folded rows
                w = _window(loop, func)
                if w is not None:       # rows rounded up to a power of two, as Halide does: `& 3`, not `% 3`
                    self.windows[func] = (w[0], 1 << (w[1] - 1).bit_length())
        inside = loop.kind == "parallel"
        self.parallel_depth += inside
        out = self.generic_visit(loop)
        self.parallel_depth -= inside
        return out


class _Fold(Mutator):
    def __init__(self, windows):
        self.windows = windows

    def _fold(self, node, indices):
        dim, rows = self.windows[node.buffer]
        idx = list(indices)
        idx[dim] = Binary("%", idx[dim], Const(rows), "i32")
        return tuple(idx)

    def visit_Load(self, e: Load):
        e = self.generic_visit(e)
        return replace(e, indices=self._fold(e, e.indices)) if e.buffer in self.windows else e

    def visit_Store(self, s: Store):
        s = self.generic_visit(s)
        return replace(s, indices=self._fold(s, s.indices)) if s.buffer in self.windows else s

    def visit_Allocate(self, a: Allocate):
        a = self.generic_visit(a)
        if a.buffer not in self.windows:
            return a
        dim, rows = self.windows[a.buffer]
        bounds = list(a.bounds)
        bounds[dim] = (Const(0), Const(rows))
        return replace(a, bounds=tuple(bounds))


def storage_folding(fn, ctx):
    """Storage outside a serial loop keeps only the rows in use, indexed modulo their number."""
    finder = _FindWindows(stored_outside_compute(fn.body, {f.name for f in ctx.module.funcs}))
    finder.visit(fn.body)
    if not finder.windows:
        return fn
    return replace(fn, body=_Fold(finder.windows).visit(fn.body))
