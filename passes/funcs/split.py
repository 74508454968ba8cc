"""split: each func's loop nest as its schedule orders it (split, tile, reorder, loop kinds).

A split of loop `v` (extent e) by factor F gives `vo` (ceil(e / F) iterations) and `vi` (F).
Two tail strategies, chosen as Halide's `TailStrategy::Auto` chooses them for a pure definition:
- ShiftInwards, for a dimension of the func or an inner loop of an earlier split: the last
  tile is shifted inward, so that no point outside the region is computed and a size the
  tile does not divide still works:  v = v.min + max(min(vo * F, e - F), 0) + vi.
  A region smaller than F cannot be split that way: an assertion says so at run time (and
  `simplify` refuses the program at compile time when the region is known to be too small).
- RoundUp, for an outer loop of an earlier split (`split(x, xo, xi, 7).unroll(xo, 4)`):
  v = vo * F + vi runs past v's extent, and the earlier split's shift clamps those extra
  iterations back onto its last tile (recomputed, never outside the region), so any extent
  works and no check is needed.

rewrite (blury.tile(y, x, yo, xo, yi, xi, 64, 64)):
    for blury.y in ... {                   for blury.yo in 0 .. (blury.y.extent + 63) / 64 {
      for blury.x in ... {          ->       for blury.xo in 0 .. (blury.x.extent + 63) / 64 {
        blury[blury.y, blury.x] = ...          for blury.yi in 0 .. 64 {
                                                 let blury.y = blury.y.min + max(min(blury.yo * 64, ...
"""
from __future__ import annotations

from dataclasses import replace

from irc.ir.nodes import (Assert, Binary, Const, Expr, For, LetStmt, Produce, Stmt, Store, Var, block)
from irc.ir.printer import expr_str
from irc.ir.visitor import Mutator, free_vars
from irc.naming import loop_var, region_extent, region_min


def _i(op, a, b) -> Expr:
    return Binary(op, a, b, "i32")


class _Nest:
    """Loop variables of one func while its splits are applied."""

    def __init__(self, func: str, args: tuple[str, ...], output_extents: dict[str, Expr]):
        self.func = func
        self.extent: dict[str, Expr] = {a: Var(region_extent(func, a)) for a in args}
        self.lets: list[tuple[str, Expr]] = []   # derived var -> definition, in split order
        self.checks: list[Assert] = []
        self.origin = {a: Var(region_min(func, a)) for a in args}
        self.output_extents = output_extents     # the output's extent per dimension, if it is one
        self.rounds_up: set[str] = set()        # loops that descend from an outer loop of a split

    def split(self, var: str, outer: str, inner: str, factor: int, span):
        e, f = self.extent.pop(var), Const(factor)
        self.extent[outer] = _i("/", _i("+", e, Const(factor - 1)), f)
        self.extent[inner] = f
        vo, vi = Var(loop_var(self.func, outer)), Var(loop_var(self.func, inner))
        start = self.origin.pop(var, Const(0))
        self.origin[outer] = self.origin[inner] = Const(0)
        if var in self.rounds_up:
            self.rounds_up |= {outer, inner}
            self.lets.append((var, _i("+", _i("+", start, _i("*", vo, f)), vi)))
            return
        self.rounds_up.add(outer)
        base = _i("max", _i("min", _i("*", vo, f), _i("-", e, f)), Const(0))
        self.lets.append((var, _i("+", _i("+", start, base), vi)))
        self.checks.append(self._check(var, e, factor, span))

    def _check(self, var: str, e: Expr, factor: int, span) -> Assert:
        """The assertion that the shifted split has a whole tile, with the reason in the user's terms:
        `refusal` when the compiler proves it false (the diagnostic points at the split), `message`
        when a call's sizes make it false."""
        cond = Binary(">=", e, Const(factor), "bool")
        if isinstance(e, Const):
            refusal = (f"'{self.func}' runs loop '{var}' {e.value} times, fewer than its split by "
                       f"{factor} needs; split it by at most {e.value}")
            return Assert(cond, refusal, span, refusal)
        refusal = (f"'{self.func}' is computed over fewer than {factor} points of '{var}' at a time, "
                   f"which its split by {factor} needs; compute it at an outer loop, or split by less")
        split = f"its split of '{var}' by {factor}" + (f" (line {span.line}, column {span.column})" if span else "")
        if var in self.output_extents:
            size = expr_str(self.output_extents[var])
            message = (f"output '{self.func}' has {size} points along '{var}', fewer than {split} "
                       f"needs; use sizes with {size} >= {factor}, or split by less")
        else:
            message = (f"'{self.func}' is computed over fewer than {factor} points of '{var}' at a time "
                       f"at these sizes, which {split} needs; use larger sizes, compute it at an "
                       f"outer loop, or split by less")
        return Assert(cond, message, span, refusal)


def schedule_nest(func: str, args, store: Store, sched, output_extents: dict[str, Expr]) -> Stmt:
    nest = _Nest(func, args, output_extents)
    for s in sched.splits:
        nest.split(s.var, s.outer, s.inner, s.factor, s.span)
    order = list(sched.order)
    depth = {loop_var(func, v): i for i, v in enumerate(order)}
    placed: dict[int, list] = {}
    for var, value in reversed(nest.lets):
        name = loop_var(func, var)
        depth[name] = max(depth.get(v, -1) for v in free_vars(value) if v in depth)
        placed.setdefault(depth[name], []).append((name, value))
    body: Stmt = store
    for i in range(len(order) - 1, -1, -1):
        for name, value in reversed(placed.get(i, [])):
            body = LetStmt(name, value, body)
        v = order[i]
        body = For(loop_var(func, v), nest.origin[v], nest.extent[v], sched.kind(v), body)
    return block(*nest.checks, body)


class _Splitter(Mutator):
    def __init__(self, ctx):
        self.ctx = ctx

    def visit_Produce(self, p: Produce):
        sched = self.ctx.schedule.of(p.func)
        if not sched.splits and list(sched.order) == list(self.ctx.module.func(p.func).args) \
                and not sched.kinds:
            return p
        loop = p.body
        while isinstance(loop, For):
            loop = loop.body
        assert isinstance(loop, Store), "realize leaves a perfect loop nest"
        args = self.ctx.module.func(p.func).args
        output = self.ctx.module.output
        extents = {a: extent for a, (_, extent) in zip(args, output.ranges)} if output.func == p.func else {}
        return replace(p, body=schedule_nest(p.func, args, loop, sched, extents))


def split(fn, ctx):
    """split / tile / reorder, and parallel / vectorized / unrolled loop kinds."""
    body = _Splitter(ctx).visit(fn.body)
    return fn if body is fn.body else replace(fn, body=body)
