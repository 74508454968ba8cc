"""prefetch_inputs: the part of an input that a later iteration of a loop reads, asked for early.

`f.prefetch(in, y, 2)` asks, at the top of each iteration of f's loop `y`, for the region of
`in` that iteration `y + 2` reads: the footprint of the loop's body (its inner loops and lets
ranged) with `y` moved 2 ahead, clamped into the input (past its edges there is nothing to ask
for), one `prefetch` per 64-byte cache line of each row of it.  A prefetch is a hint (C's
`__builtin_prefetch`, which never faults), so the values computed do not change; the rows are in
the cache when the iterations that read them come (Halide's `Func::prefetch`).  It runs before
partition_loops, which copies them into each part of a loop it splits (a prefetch is not a
store: its clamps do not make partition_loops split a loop).

Without a word, a loop a func slides along asks for the rows of an input that its next
iteration reads first, where the rows are a tile's (of a constant length: the processor's own
prefetcher streams an image's long rows, but a tile's 1 KB ones end before it has caught up and
jump by the image's stride): stencil_chain's first stage reads one new input row of 544 pixels
an iteration, and stalled on it (11 % of samples in that load); asked for one iteration ahead,
14.83 -> 14.29 ms on one thread, 8.36 -> 7.87 on two (Halide's hand schedule has no prefetch).

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

from irc.diagnostics import CompileError
from irc.ir.analysis.footprint import footprint, loop_interval
from irc.ir.analysis.interval import Interval, bounds_of
from irc.ir.analysis.simplify import simplify_expr
from irc.ir.nodes import Binary, Const, Expr, For, Load, Prefetch, Produce, Stmt, Var, block
from irc.ir.types import NUMPY_TYPES
from irc.ir.visitor import Mutator, child_nodes, loaded_buffers, substitute
from irc.naming import loop_var

LINE = 64       # bytes a prefetch brings in (a cache line of x86 and of most ARM cores)


def _i(op, a, b) -> Expr:
    return simplify_expr(Binary(op, a, b, "i32"))


class _Prefetcher(Mutator):
    """Loops named by a prefetch word get its prefetches at the top of their bodies; so do the
    loops a func slides along, for the rows of an input its next iteration reads first."""

    def __init__(self, wanted: dict[str, list[tuple[str, int]]], inputs: dict):
        self.wanted, self.inputs = wanted, inputs

    def visit_For(self, s: For):
        asked = self.wanted.get(s.var, ())
        asks = [self._ask(s, buffer, offset) for buffer, offset in asked]
        if s.kind == "serial":
            named = {buffer for buffer, _ in asked}
            asks += [self._ask_new_rows(s, b) for b in sorted(_produced_from(s.body) & self.inputs.keys() - named)]
        asks = [a for a in asks if a is not None]      # from the body as written: an inner loop's prefetches read nothing
        s = self.generic_visit(s)
        return replace(s, body=block(*asks, s.body)) if asks else s

    def _ask(self, loop: For, buffer: str, offset: int) -> Stmt | None:
        """The prefetches of `buffer`'s region that iteration `loop.var + offset` reads."""
        region = _bounded_footprint(buffer, loop)
        if region is None:
            return None
        ahead = {loop.var: _i("+", Var(loop.var), Const(offset))}
        return self._prefetches(buffer, [(substitute(iv.lo, ahead), substitute(iv.hi, ahead)) for iv in region])

    def _ask_new_rows(self, loop: For, buffer: str) -> Stmt | None:
        """The prefetches of the rows of `buffer` that iteration `loop.var + 1` reads and this one
        does not, where the region slides along one dimension (`_sliding_dimension`)."""
        try:
            region = _bounded_footprint(buffer, loop)
        except CompileError:
            return None             # read at a data-dependent index: nothing to foresee
        d = None if region is None else _sliding_dimension(region, loop)
        if d is None:
            return None
        after = {loop.var: _i("+", Var(loop.var), Const(1))}
        bounds = [(iv.lo, iv.hi) for iv in region]
        bounds[d] = (_i("+", region[d].hi, Const(1)), substitute(region[d].hi, after))
        return self._prefetches(buffer, bounds)

    def _prefetches(self, buffer: str, bounds: list[tuple[Expr, Expr]]) -> Stmt:
        """A prefetch per cache line of `buffer` over [lo, hi] per dimension, clamped into it."""
        image = self.inputs[buffer]
        dims = []
        for d, ((lo, hi), (first, extent)) in enumerate(zip(bounds, image.bounds)):
            dims.append((f"{buffer}.{d}.ahead", _i("max", lo, first),
                         _i("min", hi, Interval.of_range(first, extent).hi)))
        per_line = max(LINE // np.dtype(NUMPY_TYPES[image.dtype]).itemsize, 1)
        var, lo, hi = dims[-1]
        at = _i("min", _i("+", lo, _i("*", Var(var), Const(per_line))), hi)
        body: Stmt = Prefetch(Load(buffer, tuple(Var(v) for v, _, _ in dims[:-1]) + (at,), image.dtype))
        body = For(var, Const(0), _i("/", _i("+", _i("-", hi, lo), Const(per_line)), Const(per_line)), "serial", body)
        for v, lo, hi in reversed(dims[:-1]):
            body = For(v, lo, _i("+", _i("-", hi, lo), Const(1)), "serial", body)
        return body


def _bounded_footprint(buffer: str, loop: For):
    """The region of `buffer` one iteration of `loop` reads, or None: it reads none, or not
    within bounds known here."""
    region = footprint(buffer, [loop.body])
    return region if region is not None and all(iv.bounded for iv in region) else None


def _sliding_dimension(region: list[Interval], loop: For) -> int | None:
    """The dimension along which the region one iteration of `loop` reads moves forward by a
    constant step while the others stay, some of its rows read again by the next iteration (a
    window that slides) and its rows a tile's, of a constant length (an image's long rows the
    processor's own prefetcher streams; a tile's 1 KB ones end before it has caught up and jump
    by the image's stride); None where there is no such dimension."""
    after = {loop.var: _i("+", Var(loop.var), Const(1))}
    steps = [(_i("-", substitute(iv.lo, after), iv.lo), _i("-", substitute(iv.hi, after), iv.hi)) for iv in region]
    moving = [d for d, (_, hi) in enumerate(steps) if hi != Const(0)]
    if len(moving) != 1 or moving[0] == len(region) - 1:
        return None
    d = moving[0]
    forward = isinstance(steps[d][1], Const) and steps[d][1].value > 0
    others_stay = all(lo == Const(0) for e, (lo, _) in enumerate(steps) if e != d)
    tile_rows = isinstance(_i("-", region[-1].hi, region[-1].lo), Const)
    shared = bounds_of(_i("-", region[d].hi, substitute(region[d].lo, after)),
                       {loop.var: loop_interval(loop.min, loop.extent, {})}).hi
    slides = isinstance(shared, Const) and shared.value >= 0
    return d if forward and others_stay and tile_rows and slides else None


def _produced_from(s: Stmt) -> set[str]:
    """The buffers read by the funcs computed at this loop (their produce in its body, not in a
    loop inside it)."""
    stack, read = [s], set()
    while stack:
        s = stack.pop()
        if isinstance(s, Produce):
            read |= loaded_buffers(s.body)
        elif not isinstance(s, For):
            stack.extend(c for c in child_nodes(s) if isinstance(c, Stmt))
    return read


def prefetch_inputs(fn, ctx):
    """Each loop a prefetch word names: the input region a later iteration reads, asked for; each
    loop a func slides along over a tile's rows of an input: the rows its next iteration reads."""
    wanted: dict[str, list[tuple[str, int]]] = {}
    for f in ctx.module.funcs:
        for buffer, var, offset in ctx.schedule.of(f.name).prefetches:
            wanted.setdefault(loop_var(f.name, var), []).append((buffer, offset))
    inputs = {b.name: b for b in fn.buffers if b.role == "input"}
    body = _Prefetcher(wanted, inputs).visit(fn.body)
    return fn if body is fn.body else replace(fn, body=body)
