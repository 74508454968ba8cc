"""prefetch_inputs: the part of an input that a later iteration of a loop reads, asked for early.

`f.prefetch(in, y, 2)` asks, at the top of each iteration of f's loop `y`, for the region of
`in` that iteration `y + 2` reads: the footprint of the loop's body (its inner loops and lets
ranged) with `y` moved 2 ahead, clamped into the input (past its edges there is nothing to ask
for), one `prefetch` per 64-byte cache line of each row of it.  A prefetch is a hint (C's
`__builtin_prefetch`, which never faults), so the values computed do not change; the rows are in
the cache when the iterations that read them come (Halide's `Func::prefetch`).  It runs before
partition_loops, which copies them into each part of a loop it splits (a prefetch is not a
store: its clamps do not make partition_loops split a loop).

rewrite (g.prefetch(in, y, 2), g(y, x) = in(y, x) + in(y + 1, x), 16 f32 a 64-byte line):
    for g.y in ... {                       for g.y in ... {
      for g.x in ... {                       for in.0.ahead in max(g.y + 2, 0) .. min(g.y + 3, H - 1) + 1 {
        g[g.y, g.x] = ...           ->         for in.1.ahead in 0 .. (last - first + 16) / 16 {
                                                 prefetch in[in.0.ahead, min(first + in.1.ahead * 16, last)]
                                             for g.x in ... { g[g.y, g.x] = ... }
"""
from __future__ import annotations

from dataclasses import replace

import numpy as np

from irc.ir.analysis.footprint import footprint
from irc.ir.analysis.interval import Interval
from irc.ir.analysis.simplify import simplify_expr
from irc.ir.nodes import Binary, Const, Expr, For, Load, Prefetch, Stmt, Var, block
from irc.ir.types import NUMPY_TYPES
from irc.ir.visitor import Mutator, substitute
from irc.naming import loop_var

LINE = 64       # bytes a prefetch brings in (a cache line of x86 and of most ARM cores)


def _i(op, a, b) -> Expr:
    return simplify_expr(Binary(op, a, b, "i32"))


class _Prefetcher(Mutator):
    """Loops named by a prefetch word get its prefetches at the top of their bodies."""

    def __init__(self, wanted: dict[str, list[tuple[str, int]]], inputs: dict):
        self.wanted, self.inputs = wanted, inputs

    def visit_For(self, s: For):
        asks = [self._ask(s, buffer, offset) for buffer, offset in self.wanted.get(s.var, ())]
        asks = [a for a in asks if a is not None]      # from the body as written: an inner loop's prefetches read nothing
        s = self.generic_visit(s)
        return replace(s, body=block(*asks, s.body)) if asks else s

    def _ask(self, loop: For, buffer: str, offset: int) -> Stmt | None:
        """The prefetches of `buffer`'s region that iteration `loop.var + offset` reads."""
        region = footprint(buffer, [loop.body])
        if region is None or not all(iv.bounded for iv in region):
            return None             # the loop does not read it, or not within bounds known here
        image = self.inputs[buffer]
        ahead = {loop.var: _i("+", Var(loop.var), Const(offset))}
        dims = []
        for d, (iv, (lo, extent)) in enumerate(zip(region, image.bounds)):
            dims.append((f"{buffer}.{d}.ahead", _i("max", substitute(iv.lo, ahead), lo),
                         _i("min", substitute(iv.hi, ahead), Interval.of_range(lo, extent).hi)))
        per_line = max(LINE // np.dtype(NUMPY_TYPES[image.dtype]).itemsize, 1)
        var, lo, hi = dims[-1]
        at = _i("min", _i("+", lo, _i("*", Var(var), Const(per_line))), hi)
        body: Stmt = Prefetch(Load(buffer, tuple(Var(v) for v, _, _ in dims[:-1]) + (at,), image.dtype))
        body = For(var, Const(0), _i("/", _i("+", _i("-", hi, lo), Const(per_line)), Const(per_line)), "serial", body)
        for v, lo, hi in reversed(dims[:-1]):
            body = For(v, lo, _i("+", _i("-", hi, lo), Const(1)), "serial", body)
        return body


def prefetch_inputs(fn, ctx):
    """Each loop a prefetch word names: the input region a later iteration reads, asked for."""
    wanted: dict[str, list[tuple[str, int]]] = {}
    for f in ctx.module.funcs:
        for buffer, var, offset in ctx.schedule.of(f.name).prefetches:
            wanted.setdefault(loop_var(f.name, var), []).append((buffer, offset))
    if not wanted:
        return fn
    inputs = {b.name: b for b in fn.buffers if b.role == "input"}
    return replace(fn, body=_Prefetcher(wanted, inputs).visit(fn.body))
