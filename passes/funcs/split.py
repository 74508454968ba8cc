"""split: each func's loop nest as its schedule orders it (split, tile, reorder, loop kinds).

A split of loop `v` (extent e) by factor F gives `vo` (ceil(e / F) iterations) and `vi` (F);
the last tile is shifted inward, as Halide's ShiftInwards does, so that no point outside the
region is computed and a size the tile does not divide still works:
    v = v.min + max(min(vo * F, e - F), 0) + vi
A region smaller than F cannot be split that way: an assertion says so at run time (and
`simplify` refuses the program at compile time when the region is known to be too small).

rewrite (blury.tile(y, x, yo, xo, yi, xi, 64, 64)):
    for blury.y in ... {                   for blury.yo in 0 .. (blury.y.extent + 63) / 64 {
      for blury.x in ... {          ->       for blury.xo in 0 .. (blury.x.extent + 63) / 64 {
        blury[blury.y, blury.x] = ...          for blury.yi in 0 .. 64 {
                                                 let blury.y = blury.y.min + max(min(blury.yo * 64, ...
"""
from __future__ import annotations

from dataclasses import replace

from irc.ir.nodes import (Assert, Binary, Const, Expr, For, LetStmt, Produce, Stmt, Store, Var, block)
from irc.ir.visitor import Mutator, free_vars
from irc.naming import loop_var, region_extent, region_min


def _i(op, a, b) -> Expr:
    return Binary(op, a, b, "i32")


class _Nest:
    """Loop variables of one func while its splits are applied."""

    def __init__(self, func: str, args: tuple[str, ...]):
        self.func = func
        self.extent: dict[str, Expr] = {a: Var(region_extent(func, a)) for a in args}
        self.lets: list[tuple[str, Expr]] = []   # derived var -> definition, in split order
        self.checks: list[Assert] = []
        self.origin = {a: Var(region_min(func, a)) for a in args}

    def split(self, var: str, outer: str, inner: str, factor: int, span):
        e, f = self.extent.pop(var), Const(factor)
        self.extent[outer] = _i("/", _i("+", e, Const(factor - 1)), f)
        self.extent[inner] = f
        base = _i("max", _i("min", _i("*", Var(loop_var(self.func, outer)), f), _i("-", e, f)), Const(0))
        start = self.origin.pop(var, Const(0))
        self.lets.append((var, _i("+", _i("+", start, base), Var(loop_var(self.func, inner)))))
        self.origin[outer] = self.origin[inner] = Const(0)
        where = f" (split at line {span.line}, column {span.column})" if span else ""
        refusal = (f"'{self.func}' is computed over fewer than {factor} points of '{var}' at a time, "
                   f"which its split by {factor} needs; compute it at an outer loop, or split by less")
        self.checks.append(Assert(Binary(">=", e, f, "bool"),
                                  f"{self.func}.{var} has extent smaller than its split factor {factor}"
                                  f"{where}; use sizes of at least {factor}, or a smaller factor", span, refusal))


def schedule_nest(func: str, args, store: Store, sched) -> Stmt:
    nest = _Nest(func, args)
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
        return replace(p, body=schedule_nest(p.func, self.ctx.module.func(p.func).args, loop, sched))


def split(fn, ctx):
    """split / tile / reorder, and parallel / vectorized / unrolled loop kinds."""
    body = _Splitter(ctx).visit(fn.body)
    return fn if body is fn.body else replace(fn, body=body)
