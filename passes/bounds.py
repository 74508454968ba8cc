"""bounds: the region of every func at the place it is computed, and its storage bounds.

At each compute site (the root, or the body of a loop), the funcs computed there get lets
for the region their readers need during one visit of the site:
    let blurx.y.min = ..., let blurx.y.extent = ...
computed by interval arithmetic over the statements after the func's `produce` (the loops
there range over their bounds; variables of enclosing loops stay symbolic).  Lets are placed
consumer first, so that a producer's region refers to its consumer's region by name (which
is what lets `sliding_window` change a consumer's region and have its producers follow).
Storage computed at an inner loop but stored outside it spans the regions of all the
iterations in between.  The pass recomputes everything, so it can run again after changes.
"""
from __future__ import annotations

from dataclasses import replace

from irc.diagnostics import CompileError
from irc.interval import Interval, bounds_of
from irc.ir.nodes import (Allocate, Binary, Block, Const, Expr, For, If, LetStmt, Load, Produce,
                          Reduce, Stmt, Var)
from irc.ir.printer import expr_str
from irc.ir.visitor import Mutator, Visitor
from irc.naming import region_extent, region_min
from irc.pass_manager import register
from irc.passes.compute_at import inside_root_lets
from irc.passes.simplify import simplify_expr


def _last(lo: Expr, extent: Expr) -> Expr:
    return simplify_expr(Binary("-", Binary("+", lo, extent, "i32"), Const(1), "i32"))


def loop_interval(lo: Expr, extent: Expr, scope) -> Interval:
    return Interval(bounds_of(lo, scope).lo, bounds_of(_last(lo, extent), scope).hi)


class Footprint(Visitor):
    """The union of the indices of reads of `func`, with inner loops and lets ranged."""

    def __init__(self, func: str, scope: dict | None = None):
        self.func = func
        self.scope: dict[str, Interval] = dict(scope or {})
        self.region: list[Interval] | None = None
        self.reader: Load | None = None

    def _scoped(self, var, interval, body):
        saved = self.scope.get(var)
        self.scope[var] = interval
        self.visit(body)
        if saved is None:
            del self.scope[var]
        else:
            self.scope[var] = saved

    def visit_For(self, s: For):
        self.visit(s.min)
        self.visit(s.extent)
        self._scoped(s.var, loop_interval(s.min, s.extent, self.scope), s.body)

    def visit_LetStmt(self, s: LetStmt):
        self.visit(s.value)
        self._scoped(s.var, bounds_of(s.value, self.scope), s.body)

    def visit_Reduce(self, e: Reduce):
        self._scoped(e.var, loop_interval(e.min, e.extent, self.scope), e.body)

    def visit_Load(self, e: Load):
        self.generic_visit(e)
        if e.buffer != self.func:
            return
        dims = [bounds_of(i, self.scope) for i in e.indices]
        for i, iv in zip(e.indices, dims):
            if not iv.bounded:
                raise CompileError(f"cannot bound the region of '{self.func}' that is read here: "
                                   f"index {expr_str(i)} is data-dependent", e.span)
        self.region = dims if self.region is None else [a.union(b) for a, b in zip(self.region, dims)]
        self.reader = self.reader or e


def footprint(func: str, stmts, scope=None) -> list[Interval] | None:
    f = Footprint(func, scope)
    for s in stmts:
        f.visit(s)
    return f.region


def produced_here(site: Stmt) -> list[tuple[str, tuple]]:
    """(func, statements after its produce) for each func computed directly at this site."""
    out = []

    def walk(s):
        if isinstance(s, Block):
            for i, child in enumerate(s.stmts):
                if isinstance(child, Produce):
                    out.append((child.func, s.stmts[i + 1:]))
                else:
                    walk(child)
        elif isinstance(s, (Allocate, LetStmt)):
            walk(s.body)
        elif isinstance(s, If):
            walk(s.then)
            if s.otherwise is not None:
                walk(s.otherwise)
        elif isinstance(s, Produce):
            out.append((s.func, ()))
    walk(site)
    return out


class _Infer(Mutator):
    """Bottom-up over compute sites: nested sites first, then this one."""

    def __init__(self, ctx):
        self.ctx = ctx
        self.order = [f.name for f in ctx.module.funcs]
        self.args = {f.name: f.args for f in ctx.module.funcs}
        self.regions: dict[str, list[tuple[Expr, Expr]]] = {}

    def visit_For(self, s: For):
        body = self.site(self.visit(s.body))
        return s if body is s.body else replace(s, body=body)

    def site(self, body: Stmt) -> Stmt:
        lets = []
        for func, consume in sorted(produced_here(body), key=lambda fc: -self.order.index(fc[0])):
            if func == self.ctx.module.output.func:
                continue
            region = footprint(func, consume)
            if region is None:
                raise CompileError(f"func '{func}' is computed where nothing reads it")
            self.regions[func] = [(iv.lo, iv.hi) for iv in region]
            for a, iv in zip(self.args[func], region):
                extent = simplify_expr(Binary("+", Binary("-", iv.hi, iv.lo, "i32"), Const(1), "i32"))
                lets += [(region_min(func, a), iv.lo), (region_extent(func, a), extent)]
        for name, value in reversed(lets):
            body = LetStmt(name, value, body)
        return body


class _StripRegionLets(Mutator):
    def __init__(self, names: set[str]):
        self.names = names

    def visit_LetStmt(self, s: LetStmt):
        return self.visit(s.body) if s.var in self.names else self.generic_visit(s)


class _StorageBounds(Mutator):
    """Allocate bounds: the region, or its span over the loops between storage and compute."""

    def __init__(self, infer: _Infer):
        self.infer = infer

    def visit_Allocate(self, a: Allocate):
        a = self.generic_visit(a)
        if a.buffer not in self.infer.regions:
            return a
        scope = scope_down_to(a.body, a.buffer)
        bounds = []
        for arg, (lo, hi) in zip(self.infer.args[a.buffer], self.infer.regions[a.buffer]):
            if scope is None:   # computed where it is stored
                bounds.append((Var(region_min(a.buffer, arg)), Var(region_extent(a.buffer, arg))))
                continue
            lo2, hi2 = bounds_of(lo, scope).lo, bounds_of(hi, scope).hi
            if lo2 is None or hi2 is None:
                raise CompileError(f"cannot bound the storage of '{a.buffer}' over the loops "
                                   f"between its store_at and compute_at levels", a.span)
            bounds.append((lo2, simplify_expr(Binary("+", Binary("-", hi2, lo2, "i32"), Const(1), "i32"))))
        return replace(a, bounds=tuple(bounds))


def scope_down_to(s: Stmt, func: str, scope=None, crossed=False):
    """Intervals of the loops and lets from `s` down to `produce func`; None if no loop between."""
    scope = {} if scope is None else scope
    if isinstance(s, Produce) and s.func == func:
        return scope if crossed else None
    if isinstance(s, For):
        inner = {**scope, s.var: loop_interval(s.min, s.extent, scope)}
        return scope_down_to(s.body, func, inner, True)
    if isinstance(s, LetStmt):
        return scope_down_to(s.body, func, {**scope, s.var: bounds_of(s.value, scope)}, crossed)
    children = s.stmts if isinstance(s, Block) else (s.body,) if isinstance(s, (Allocate, Produce)) \
        else tuple(c for c in (getattr(s, "then", None), getattr(s, "otherwise", None)) if c is not None)
    for c in children:
        if _contains_produce(c, func):
            return scope_down_to(c, func, scope, crossed)
    return None


def _contains_produce(s: Stmt, func: str) -> bool:
    from irc.ir.visitor import walk
    return any(isinstance(n, Produce) and n.func == func for n in walk(s))


@register("bounds")
def bounds(fn, ctx):
    """The region of each func at its compute site, and its storage bounds."""
    names = {n for f in ctx.module.funcs if f.name != ctx.module.output.func
             for a in f.args for n in (region_min(f.name, a), region_extent(f.name, a))}
    body = _StripRegionLets(names).visit(fn.body)
    infer = _Infer(ctx)
    body = infer.visit(body)
    body = inside_root_lets(body, infer.site)
    body = _StorageBounds(infer).visit(body)
    return fn if body == fn.body else replace(fn, body=body)
