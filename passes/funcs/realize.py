"""realize: every func that is not inlined becomes a loop nest over its (symbolic) region.

All funcs are computed and stored at the root, in pipeline order; `compute_at` moves them
later.  Reads of `boundary clamp` / `boundary zero` inputs get their boundary condition here,
and reads of `boundary none` inputs that the compiler cannot prove in range get a run-time
assertion.

rewrite:
    func blurx(y, x) = in(y, x - 1) ...        allocate blurx: f32[blurx.y.min .. , ...] {
    func blury(y, x) = blurx(y - 1, x) ...  ->   produce blurx { for blurx.y ... blurx[blurx.y, blurx.x] = ... }
                                                 produce blury { for blury.y ... }
                                               }
"""
from __future__ import annotations

from dataclasses import replace

from irc.ir.nodes import Allocate, Assert, For, LetStmt, Produce, Stmt, Store, Var, block
from irc.ir.visitor import substitute
from irc.module import Module
from irc.naming import loop_var, region_extent, region_min
from irc.regions import input_checks


def realised_funcs(module: Module, schedule) -> list[str]:
    """Funcs the output needs that are not inlined, in pipeline order (output last)."""
    return [f for f in module.needed_funcs() if f == module.output.func or schedule.of(f).compute != "inline"]


def loop_nest(module: Module, func: str) -> Stmt:
    f = module.func(func)
    args = {a: Var(loop_var(func, a)) for a in f.args}
    body: Stmt = Store(func, tuple(args.values()), substitute(module.definition(func), args), f.span)
    for a in reversed(f.args):
        body = For(loop_var(func, a), Var(region_min(func, a)), Var(region_extent(func, a)), "serial", body,
                   f.span)
    return Produce(func, body, f.span)


def realize(fn, ctx):
    """Every func not inlined: a loop nest over its symbolic region, at the root."""
    module = ctx.module
    funcs = realised_funcs(module, ctx.schedule)
    out = module.output
    body: Stmt = loop_nest(module, out.func)
    for name in reversed(funcs[:-1]):
        f = module.func(name)
        bounds = tuple((Var(region_min(name, a)), Var(region_extent(name, a))) for a in f.args)
        body = Allocate(name, f.dtype, bounds, "global", block(loop_nest(module, name), body), f.span)
    for a, (lo, ext) in reversed(list(zip(module.func(out.func).args, out.ranges))):
        body = LetStmt(region_min(out.func, a), lo, LetStmt(region_extent(out.func, a), ext, body))
    checks = [Assert(cond, message) for message, cond in input_checks(module)]
    return replace(fn, body=block(*checks, body))
