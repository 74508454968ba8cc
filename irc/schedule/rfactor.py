"""rfactor: an update that reduces over a domain, split in two so that its partial results can be
computed in parallel (Halide's `rfactor`, Suriana et al., CGO 2017).

    hist(clamp(in(r.y, r.x), 0, 255)) += 1          hist.update(0).rfactor(r.y, u)
 -> func hist_intm(u, b) = 0                          a partial histogram per row u ...
    hist_intm(u, clamp(in(u, r.x), 0, 255)) += 1    ... whose pure variable u may run in parallel
    hist(b) = hist(b) + hist_intm(r.y, b)           the partials summed, bin by bin

The domain's variable `r.y` becomes the pure variable `u` of a new func, which starts at the
operation's identity; the update then folds that func over `r.y`.  This is legal where the
update is `f(i) = f(i) op e` with `op` associative and commutative (+, *, min, max) and `e` not
reading f: the partial results are combined in another order (a float sum rounds differently,
as Halide's does).  The schedule carries the rewritten algorithm (`Schedule.module`), which
lowering uses; the reference evaluator keeps the program as written.
"""
from __future__ import annotations

from dataclasses import replace

from ..diagnostics import CompileError
from ..ir.nodes import Binary, Const, Load, Var, identity
from ..ir.visitor import substitute
from ..module import Func, Module, RVar, Update
from ..schedules import Split

OPS = ("+", "*", "min", "max")


def rfactor(module: Module, func: str, n: int, rvar: str, var: str, span, split: Split | None = None
            ) -> tuple[Module, str]:
    """The module with update n of `func` factored over its domain's variable `rvar` into a new
    func (returned by name) whose pure variable `var` stands for it.  With `split` (`r.y` split
    into `ryo` and `ryi`, `rvar` its outer loop), `var` stands for a block of `split.factor`
    points of `r.y`, which the new func's update runs over in its loop `ryi` (the points past
    `r.y`'s extent skipped): a partial result per block, not per point."""
    f = module.func(func)
    u = f.updates[n]
    op = f.reduction(u)
    if op not in OPS:
        raise CompileError(f"rfactor needs an update of the form {func}(i) = {func}(i) op e, with op one of "
                           f"+ * min max and e not reading '{func}' (an associative, commutative reduction)", span)
    kept = next((r for r in u.rvars if r.name == (split.var if split else rvar)), None)
    if kept is None:
        names = ", ".join(r.name for r in u.rvars) or "none"
        raise CompileError(f"'{rvar}' is not a variable of the domain of '{func}.update({n})'; its variables: "
                           f"{names}", span)
    if var in f.args or "." in var:
        raise CompileError(f"rfactor's new variable '{var}' must be a fresh name, not an argument of '{func}' "
                           f"({', '.join(f.args)})", span)
    intm = fresh_name(module, f"{func}_intm")
    renamed = {f"{func}.{r.name}": Var(f"{intm}.{r.name}", "i32") for r in u.rvars if r is not kept}
    renamed[f"{func}.{kept.name}"], inner, condition, blocks = _kept(kept, intm, Var(var, "i32"), split)
    rvars = tuple(inner if r is kept else r for r in u.rvars if r is not kept or inner is not None)
    indices = (Var(var, "i32"),) + tuple(substitute(i, renamed) for i in u.indices)
    partial = Update(indices, Binary(op, Load(intm, indices, f.dtype, u.span), substitute(u.value.b, renamed),
                                     f.dtype, u.span), (var,) + u.pure, rvars, u.span, condition)
    partials = Func(intm, (var,) + f.args, identity(op, f.dtype), f.dtype, f.span, (partial,))
    args = tuple(Var(a, "i32") for a in f.args)
    fold = Update(args, Binary(op, Load(func, args, f.dtype, u.span),
                               Load(intm, (Var(f"{func}.{blocks.name}", "i32"),) + args, f.dtype, u.span), f.dtype,
                               u.span), f.args, (blocks,), u.span)
    updated = replace(f, updates=f.updates[:n] + (fold,) + f.updates[n + 1:])
    at = module.funcs.index(f)
    return replace(module, funcs=module.funcs[:at] + (partials, updated) + module.funcs[at + 1:]), intm


def _kept(kept: RVar, intm: str, u: Var, split: Split | None):
    """What the factored variable becomes in the new func's update (an expression of `u`), the
    domain variable the update keeps of it (None: none), its condition (None: none), and the
    domain variable the fold runs over."""
    if split is None:
        return u, None, None, kept
    f = Const(split.factor)
    blocks = RVar(split.outer, Const(0), Binary("/", Binary("+", kept.extent, Const(split.factor - 1), "i32"), f, "i32"))
    inner = RVar(split.inner, Const(0), f)
    offset = Binary("+", Binary("*", u, f, "i32"), Var(f"{intm}.{inner.name}", "i32"), "i32")
    last = Binary("-", Binary("+", kept.min, kept.extent, "i32"), Const(1), "i32")
    point = Binary("min", Binary("+", kept.min, offset, "i32"), last, "i32")     # in range where skipped too
    return point, inner, Binary("<", offset, kept.extent, "bool"), blocks


def fresh_name(module: Module, name: str) -> str:
    taken = {x.name for x in module.funcs} | {i.name for i in module.inputs} | {p.name for p in module.params}
    out, k = name, 1
    while out in taken:
        out, k = f"{name}{k}", k + 1
    return out

