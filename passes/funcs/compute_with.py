"""compute_with: two funcs' loop nests fused, from the outermost loop down to the one named.

`f.compute_with(g, x)` (schedule/compute_with.py, which checks that fusion changes no value):
f's produce leaves its place and joins g's.  Each loop of g down to x runs over both funcs'
ranges as the word aligns them; inside x, g's body, then f's (its loop variables in terms of
g's), each guarded where its own range is smaller than the loop's (no guard where the ranges are
proved equal).  The fused nest stands where the later of the two was computed, where both
storages are in scope.  It runs after bounds, sliding windows and storage folding, which find
each func's region and window in its own loops, and before the passes that split and copy
loops (partition_loops, unroll).

rewrite (Ix.compute_with(Iy, x.o), the same ranges):
    produce Iy {                        produce Iy {
      for Iy.y in a .. b {                for Iy.y in a .. b {
        for Iy.x.o in 0 .. n { A }}}        for Iy.x.o in 0 .. n {
    produce Ix {                     ->       A
      for Ix.y in a .. b {                    produce Ix { B with Ix.y = Iy.y, Ix.x.o = Iy.x.o }}}}
        for Ix.x.o in 0 .. n { B }}}
"""
from __future__ import annotations

from dataclasses import replace

from irc.diagnostics import CompileError
from irc.ir.analysis.sites import expand, site_lets
from irc.ir.analysis.simplify import simplify_expr
from irc.ir.nodes import (Assert, Block, Const, Expr, For, If, LetStmt, Produce, Stmt, Var, add, and_, block, le,
                          lt, maximum, minimum, sub)
from irc.ir.visitor import Mutator, reads_memory, substitute, walk


class _Fuse(Mutator):
    """The produce of `f` met first or second, the other `g`'s: the first removed, the second
    replaced by the fused nest."""

    def __init__(self, f: str, g: str, loops: int, align: str, span):
        self.f, self.g, self.loops, self.align, self.span = f, g, loops, align, span
        self.lets: list[tuple[str, Expr]] = []      # the lets in scope, outer first
        self.first: Produce | None = None
        self.f_span = None                          # where f is defined (its produce's line)

    def visit_LetStmt(self, s: LetStmt):
        self.lets.append((s.var, s.value))
        try:
            return self.generic_visit(s)
        finally:
            self.lets.pop()

    def visit_Block(self, b: Block):
        new = self.generic_visit(b)
        return b if new is b else block(*new.stmts)     # (block drops the emptied produce)

    def visit_Produce(self, p: Produce):
        if p.func not in (self.f, self.g):
            return self.generic_visit(p)
        if self.first is None:
            self.first = p
            return Block(())
        pair = {p.func: p, self.first.func: self.first}
        return self.fused(pair[self.g], pair[self.f])

    def refuse(self, why: str):
        raise CompileError(f"cannot compute '{self.f}' with '{self.g}': {why}", self.span)

    def fused(self, pg: Produce, pf: Produce) -> Stmt:
        checks_g, nest_g = self.opening_checks(pg)
        checks_f, nest_f = self.opening_checks(pf)
        self.f_span = pf.span
        nest = self.fuse(nest_g, nest_f, self.loops, list(self.lets), (), (), {})
        return replace(pg, body=block(*checks_g, *checks_f, nest))

    def opening_checks(self, p: Produce) -> tuple[tuple[Stmt, ...], Stmt]:
        """The assertions that open a produce, and its loop nest after them."""
        stmts = p.body.stmts if isinstance(p.body, Block) else (p.body,)
        n = next((i for i, s in enumerate(stmts) if not isinstance(s, Assert)), len(stmts))
        if len(stmts) != n + 1:
            self.refuse(f"'{p.func}' is not one loop nest here")
        return stmts[:n], stmts[n]

    def fuse(self, sg: Stmt, sf: Stmt, loops: int, scope: list, guard_g: tuple, guard_f: tuple, f_vars: dict):
        """The fused loop of nests `sg` (g's) and `sf` (f's, whose enclosing loop's variable
        `f_vars` gives in terms of g's), and of the `loops - 1` loops inside them."""
        lets_g, lg = site_lets(sg)
        lets_f, lf = site_lets(substitute(sf, f_vars) if f_vars else sf)
        if not (isinstance(lg, For) and isinstance(lf, For)):
            self.refuse("their loops are not perfectly nested down to the fused loop")
        if any(reads_memory(v) for _, v in lets_g + lets_f):
            self.refuse("a value between their fused loops reads memory, which a guard must not move")
        scope = scope + lets_g + lets_f
        lo, extent, f_index, cond_g, cond_f = _aligned(self.align, lg, lf, scope)
        guard_g, guard_f = guard_g + cond_g, guard_f + cond_f
        if loops == 1:
            inner = block(_guarded(lg.body, guard_g),
                          Produce(self.f, _guarded(substitute(lf.body, {lf.var: f_index}), guard_f), self.f_span))
        else:
            inner = self.fuse(lg.body, lf.body, loops - 1, scope, guard_g, guard_f, {lf.var: f_index})
        nest: Stmt = replace(lg, min=lo, extent=extent, body=inner)
        for var, value in reversed(lets_g + lets_f):
            nest = LetStmt(var, value, nest)
        return nest


def _aligned(align: str, lg: For, lf: For, scope: list):
    """(min, extent) of the fused loop, f's coordinate in terms of g's loop variable, and the
    conditions g's and f's bodies hold under, as `align` lines the ranges up.  A condition is
    left out where the lets in scope prove it always holds."""
    v = Var(lg.var)
    lo_g, n_g, lo_f, n_f = lg.min, lg.extent, lf.min, lf.extent
    hi_g, hi_f = add(lo_g, n_g), add(lo_f, n_f)
    longer = _sign(n_g, n_f, scope)          # 1: g's range is the longer, -1: f's, 0: the same
    if align == "AlignStart":
        f_index = v if _sign(lo_g, lo_f, scope) == 0 else add(lo_f, sub(v, lo_g))
        extent = n_g if longer in (0, 1) else n_f if longer == -1 else maximum(n_g, n_f)
        return (lo_g, extent, f_index, () if longer in (0, 1) else (lt(v, hi_g),),
                () if longer in (0, -1) else (lt(sub(v, lo_g), n_f),))
    if align == "AlignEnd":
        f_index = v if _sign(hi_g, hi_f, scope) == 0 else add(sub(v, hi_g), hi_f)
        extent = n_g if longer in (0, 1) else n_f if longer == -1 else maximum(n_g, n_f)
        return (lo_g if longer in (0, 1) else sub(hi_g, extent), extent, f_index,
                () if longer in (0, 1) else (le(lo_g, v),), () if longer in (0, -1) else (le(lo_f, f_index),))
    first, last = _sign(lo_f, lo_g, scope), _sign(hi_g, hi_f, scope)    # 1: g's starts first / ends last
    lo = lo_g if first in (0, 1) else lo_f if first == -1 else minimum(lo_g, lo_f)
    hi = hi_g if last in (0, 1) else hi_f if last == -1 else maximum(hi_g, hi_f)
    extent = n_g if (first, last) == (0, 0) else sub(hi, lo)
    cond_g = (() if first in (0, 1) else (le(lo_g, v),)) + (() if last in (0, 1) else (lt(v, hi_g),))
    cond_f = (() if first in (0, -1) else (le(lo_f, v),)) + (() if last in (0, -1) else (lt(v, hi_f),))
    return lo, extent, v, cond_g, cond_f


def _sign(a: Expr, b: Expr, scope: list) -> int | None:
    """The sign of a - b where the lets in scope hold, or None where it is not a constant."""
    if a == b:
        return 0
    d = expand(sub(a, b), scope)
    return (d.value > 0) - (d.value < 0) if isinstance(d, Const) else None


def _guarded(body: Stmt, conds: tuple) -> Stmt:
    if not conds:
        return body
    cond = conds[0]
    for c in conds[1:]:
        cond = and_(cond, c)
    return If(simplify_expr(cond), body, None)


def compute_with(fn, ctx):
    """Each func computed with another: its loop nest fused into the other's, down to the loop named."""
    pairs = [(f.name, ctx.schedule.of(f.name)) for f in ctx.module.funcs if ctx.schedule.of(f.name).compute_with]
    if not pairs:
        return fn
    body = fn.body
    produced = {n.func for n in walk(body) if isinstance(n, Produce)}
    for f, sched in pairs:
        g, var, align = sched.compute_with
        if {f, g} <= produced:
            loops = ctx.schedule.of(g).order.index(var) + 1
            body = _Fuse(f, g, loops, align, sched.span("compute_with")).visit(body)
    return fn if body is fn.body else replace(fn, body=body)
