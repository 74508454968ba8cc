"""sliding_window: a func stored outside a serial loop computes only the rows that are new.

When `f` is computed inside serial loop `v` but stored outside it, the rows an iteration
needs overlap those of the previous iteration.  If the region's end `hi(v)` grows with `v`,
the previous iterations already computed everything up to `hi(v - 1)`, so iteration `v`
(after the first) starts at `hi(v - 1) + 1`: no point is computed twice.

rewrite (blurx.store_root().compute_at(blury, y)):
    let blurx.y.min = blury.y - 1              let blurx.y.min = select(blury.y > blury.y.min,
    let blurx.y.extent = 3              ->                                max(blury.y + 1, blury.y - 1), blury.y - 1)
                                               let blurx.y.extent = blury.y + 1 - blurx.y.min + 1
Loops that are parallel or vectorized are never slid (their iterations do not run in order),
nor a dimension split with RoundUp (its tiles are computed whole, past the new rows), nor storage
hoisted by hoist_storage (each iteration computes its region anew).
When the func's own loop over that dimension is split by F, each iteration computes at least
F rows (some again), as Halide does, so that the split still has rows to split.
"""
from __future__ import annotations

from dataclasses import replace

from irc.ir.analysis.affine import moves_forward
from irc.ir.analysis.simplify import simplify_expr
from irc.ir.analysis.sites import expand, produced_here, site_lets, stored_outside_compute
from irc.ir.nodes import Binary, Const, For, LetStmt, Select, Var
from irc.ir.visitor import Mutator, substitute
from irc.naming import region_extent, region_min
from irc.tails import region_multiples


class _Slide(Mutator):
    def __init__(self, ctx, stored_outside: set[str]):
        self.ctx = ctx
        self.stored_outside = stored_outside
        self.slid: list[tuple[str, str]] = []

    def visit_For(self, loop: For):
        loop = self.generic_visit(loop)
        if loop.kind != "serial":
            return loop
        lets, rest = site_lets(loop.body)
        here = [f for f, _ in produced_here(rest) if f in self.stored_outside]
        if not here:
            return loop
        values = dict(lets)
        for func in here:
            args = self.ctx.module.func(func).args
            rounded = region_multiples(self.ctx.schedule.of(func), args)
            for arg in args:
                lo_name, ext_name = region_min(func, arg), region_extent(func, arg)
                if lo_name not in values or rounded[arg] > 1:      # RoundUp computes whole tiles: none slide
                    continue
                lo, ext = Var(lo_name), Var(ext_name)
                hi = Binary("-", Binary("+", lo, ext, "i32"), Const(1), "i32")
                hi_now = expand(hi, lets)
                if not moves_forward(hi_now, loop.var):
                    continue
                prev = substitute(hi_now, {loop.var: Binary("-", Var(loop.var), Const(1), "i32")})
                lo_now = expand(lo, lets)
                first = Binary(">", Var(loop.var), loop.min, "bool")
                fresh = Binary("max", Binary("+", prev, Const(1), "i32"), lo_now, "i32")
                # never fewer new rows than the func's own split of this dimension needs
                factor = self.ctx.schedule.of(func).split_factor(arg)
                if factor > 1:
                    fresh = Binary("min", fresh, Binary("-", hi_now, Const(factor - 1), "i32"), "i32")
                new_lo = simplify_expr(Select(first, fresh, lo_now, "i32"))
                new_ext = simplify_expr(Binary("+", Binary("-", hi_now, new_lo, "i32"), Const(1), "i32"))
                values[lo_name], values[ext_name] = new_lo, new_ext
                lets = [(n, values[n]) for n, _ in lets]
                self.slid.append((func, loop.var))
                break
        body = rest
        for name, value in reversed(lets):
            body = LetStmt(name, value, body)
        return replace(loop, body=body)


def sliding_window(fn, ctx):
    """A func stored outside a serial loop computes only the new rows."""
    funcs = {f.name for f in ctx.module.funcs} - ctx.schedule.hoisted()
    slide = _Slide(ctx, stored_outside_compute(fn.body, funcs))
    body = slide.visit(fn.body)
    return fn if body == fn.body else replace(fn, body=body)
