"""bounds: the region of every func at the place it is computed, and its storage bounds.

At each compute site (the root, or the body of a loop), the funcs computed there get lets
for the region their readers need during one visit of the site (and their updates touch):
    let blurx.y.min = ..., let blurx.y.extent = ...
computed by interval arithmetic over the statements after the func's `produce` (the loops
there range over their bounds; variables of enclosing loops stay symbolic).  Lets are placed
consumer first, so that a producer's region refers to its consumer's region by name (which
is what lets `sliding_window` change a consumer's region and have its producers follow).
Storage computed at an inner loop but stored outside it spans the regions of all the
iterations in between.  The pass recomputes everything, so it can run again after changes.

rewrite (blur, root):
    allocate blurx: f32[blurx.y.min ..,       let blurx.y.min = blury.y.min - 1
                        blurx.x.min ..] {     let blurx.y.extent = blury.y.extent + 2    # blury reads rows y - 1 .. y + 1
      produce blurx { ... }               ->  let blurx.x.min = blury.x.min
      produce blury {                         let blurx.x.extent = blury.x.extent
        ... blurx[blury.y - 1, blury.x] +     allocate blurx: f32[blurx.y.min .. blurx.y.min + blurx.y.extent, ...] {
            blurx[blury.y + 1, blury.x] ...     produce blurx { ... }  produce blury { ... }
"""
from __future__ import annotations

from dataclasses import replace

from irc.diagnostics import CompileError
from irc.ir.analysis.footprint import footprint
from irc.ir.analysis.interval import Interval
from irc.ir.analysis.simplify import simplify_expr
from irc.ir.analysis.sites import inside_root_lets, produced_here, storage_scopes
from irc.ir.nodes import Allocate, Binary, Const, Expr, For, LetStmt, Stmt, Var
from irc.ir.visitor import Mutator
from irc.naming import region_extent, region_min
from irc.regions import update_footprint
from irc.tails import region_multiples


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
            if self.ctx.module.output_of(func):
                continue
            region = footprint(func, consume)
            if region is None:
                raise CompileError(f"func '{func}' is computed where nothing reads it")
            f = self.ctx.module.func(func)
            for u in f.updates:      # and what its updates touch
                region = update_footprint(f, u, region)
            region = self.rounded_up(f, region)
            self.regions[func] = [(iv.lo, iv.hi) for iv in region]
            for a, iv in zip(self.args[func], region):
                extent = simplify_expr(Binary("+", Binary("-", iv.hi, iv.lo, "i32"), Const(1), "i32"))
                lets += [(region_min(func, a), iv.lo), (region_extent(func, a), extent)]
        for name, value in reversed(lets):
            body = LetStmt(name, value, body)
        return body


    def rounded_up(self, f, region: list[Interval]) -> list[Interval]:
        """The region grown to the multiples that its RoundUp splits need (irc/tails.py)."""
        multiples = region_multiples(self.ctx.schedule.of(f.name), f.args)
        return [iv if multiples[a] == 1 else Interval(iv.lo, simplify_expr(_rounded_last(iv, multiples[a])))
                for a, iv in zip(f.args, region)]


def _rounded_last(iv: Interval, m: int) -> Expr:
    """The last point of [lo, hi] grown to a multiple of m points: lo + (hi - lo + m) / m * m - 1."""
    points = Binary("+", Binary("-", iv.hi, iv.lo, "i32"), Const(m), "i32")
    whole = Binary("*", Binary("/", points, Const(m), "i32"), Const(m), "i32")
    return Binary("-", Binary("+", iv.lo, whole, "i32"), Const(1), "i32")


class _StripRegionLets(Mutator):
    def __init__(self, names: set[str]):
        self.names = names

    def visit_LetStmt(self, s: LetStmt):
        return self.visit(s.body) if s.var in self.names else self.generic_visit(s)


class _StorageBounds(Mutator):
    """Allocate bounds: the region, or its span over the loops between storage and compute."""

    def __init__(self, infer: _Infer, scopes: dict):
        self.infer = infer
        self.scopes = scopes

    def visit_Allocate(self, a: Allocate):
        a = self.generic_visit(a)
        if a.buffer not in self.infer.regions:
            return a
        scope = self.scopes.get(a.buffer)
        bounds = []
        for arg, (lo, hi) in zip(self.infer.args[a.buffer], self.infer.regions[a.buffer]):
            if scope is None:   # computed where it is stored
                bounds.append((Var(region_min(a.buffer, arg)), Var(region_extent(a.buffer, arg))))
                continue
            lo2, hi2 = scope.bounds(lo).lo, scope.bounds(hi).hi
            if lo2 is None or hi2 is None:
                raise CompileError(f"cannot bound the storage of '{a.buffer}' over the loops "
                                   f"between its store_at and compute_at levels", a.span)
            bounds.append((lo2, simplify_expr(Binary("+", Binary("-", hi2, lo2, "i32"), Const(1), "i32"))))
        return replace(a, bounds=tuple(bounds))


def bounds(fn, ctx):
    """The region of each func at its compute site, and its storage bounds."""
    names = {n for f in ctx.module.funcs if not ctx.module.output_of(f.name)
             for a in f.args for n in (region_min(f.name, a), region_extent(f.name, a))}
    body = _StripRegionLets(names).visit(fn.body)
    infer = _Infer(ctx)
    body = infer.visit(body)
    body = inside_root_lets(body, infer.site)
    body = _StorageBounds(infer, storage_scopes(body, set(infer.regions))).visit(body)
    return fn if body == fn.body else replace(fn, body=body)
