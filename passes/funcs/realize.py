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

from irc.ir.nodes import Allocate, Assert, For, If, LetStmt, Produce, Stmt, Store, Var, block
from irc.ir.visitor import substitute
from irc.module import Module, Update
from irc.naming import loop_var, region_extent, region_min, stage_var
from irc.regions import run_time_checks
from irc.schedules import MEMORY_TYPES


def realised_funcs(module: Module, schedule) -> list[str]:
    """Funcs the outputs need that are not inlined (the outputs too), in pipeline order."""
    return [f for f in module.needed_funcs() if module.output_of(f) or schedule.of(f).compute != "inline"]


def loop_nest(module: Module, func: str) -> Stmt:
    """The func's pure definition over its region, then each update over its own loops."""
    f = module.func(func)
    args = {a: Var(loop_var(func, a)) for a in f.args}
    body: Stmt = Store(func, tuple(args.values()), substitute(module.definition(func), args), f.span)
    for a in reversed(f.args):
        body = For(loop_var(func, a), Var(region_min(func, a)), Var(region_extent(func, a)), "serial", body,
                   f.span)
    return Produce(func, block(body, *(update_nest(module, func, n, u) for n, u in enumerate(f.updates))), f.span)


def update_nest(module: Module, func: str, n: int, u: Update) -> Stmt:
    """Update n: its pure variables over the func's region, then its reduction domain, outer to
    inner, each loop named for the stage (`hist.s1.r.x`)."""
    names = {a: Var(stage_var(func, n, a)) for a in u.pure}
    names.update({loop_var(func, r.name): Var(stage_var(func, n, r.name)) for r in u.rvars})
    indices = tuple(substitute(module.with_boundaries(i), names) for i in u.indices)
    body: Stmt = Store(func, indices, substitute(module.with_boundaries(u.value), names), u.span)
    if u.condition is not None:
        body = If(substitute(u.condition, names), body, None, u.span)
    for r in reversed(u.rvars):
        body = For(stage_var(func, n, r.name), r.min, r.extent, "serial", body, u.span)
    for a in reversed(u.pure):
        body = For(stage_var(func, n, a), Var(region_min(func, a)), Var(region_extent(func, a)), "serial", body,
                   u.span)
    return body


def realize(fn, ctx):
    """Every func not inlined: a loop nest over its symbolic region, at the root."""
    module = ctx.module
    body: Stmt = block()
    for name in reversed(realised_funcs(module, ctx.schedule)):
        f = module.func(name)
        if module.output_of(name):       # the caller's buffer
            body = block(loop_nest(module, name), body)
            continue
        bounds = tuple((Var(region_min(name, a)), Var(region_extent(name, a))) for a in f.args)
        scope = MEMORY_TYPES[ctx.schedule.of(name).memory]
        body = Allocate(name, f.dtype, bounds, scope, block(loop_nest(module, name), body), f.span)
    for out in reversed(module.outputs):
        for a, (lo, ext) in reversed(list(zip(module.func(out.func).args, out.ranges))):
            body = LetStmt(region_min(out.func, a), lo, LetStmt(region_extent(out.func, a), ext, body))
    checks = [Assert(cond, message) for message, cond in run_time_checks(module)]
    return replace(fn, body=block(*checks, body))
