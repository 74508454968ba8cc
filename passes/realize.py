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

from irc.ir.nodes import (Allocate, Assert, Binary, Const, Expr, For, LetStmt, Load, Produce, Select,
                          Stmt, Store, Var, block)
from irc.ir.visitor import Mutator, substitute, walk
from irc.module import Module
from irc.naming import loop_var, region_extent, region_min
from irc.pass_manager import register
from irc.regions import input_checks


class _BoundaryConditions(Mutator):
    """Clamp (or zero) the reads of inputs declared with a boundary condition."""

    def __init__(self, module: Module):
        self.inputs = {i.name: i for i in module.inputs if i.boundary != "none"}

    def visit_Load(self, e: Load):
        e = self.generic_visit(e)
        inp = self.inputs.get(e.buffer)
        if inp is None:
            return e
        last = [Binary("-", ext, Const(1), "i32") for ext in inp.shape]
        clamped = tuple(Binary("min", Binary("max", i, Const(0), "i32"), hi, "i32")
                        for i, hi in zip(e.indices, last))
        load = replace(e, indices=clamped)
        if inp.boundary == "clamp":
            return load
        inside = None
        for i, ext in zip(e.indices, inp.shape):
            c = Binary("&&", Binary(">=", i, Const(0), "bool"), Binary("<", i, ext, "bool"), "bool")
            inside = c if inside is None else Binary("&&", inside, c, "bool")
        zero = Const(0.0 if e.dtype in ("f32", "f64") else 0, e.dtype)
        return Select(inside, load, zero, e.dtype, e.span)


def definition(module: Module, func: str) -> Expr:
    """The func's body with boundary conditions applied, reading its args as `Var(arg)`."""
    return _BoundaryConditions(module).visit(module.func(func).body)


def realised_funcs(module: Module, schedule) -> list[str]:
    """Funcs the output needs that are not inlined, in pipeline order (output last)."""
    needed = {module.output.func}
    for f in reversed(module.funcs):
        if f.name in needed:
            needed |= {n.buffer for n in walk(f.body) if isinstance(n, Load) and module.func(n.buffer)}
    return [f.name for f in module.funcs
            if f.name in needed and (f.name == module.output.func or schedule.of(f.name).compute != "inline")]


def loop_nest(module: Module, func: str) -> Stmt:
    f = module.func(func)
    args = {a: Var(loop_var(func, a)) for a in f.args}
    body: Stmt = Store(func, tuple(args.values()), substitute(definition(module, func), args), f.span)
    for a in reversed(f.args):
        body = For(loop_var(func, a), Var(region_min(func, a)), Var(region_extent(func, a)), "serial", body,
                   f.span)
    return Produce(func, body, f.span)


@register("realize")
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
