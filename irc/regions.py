"""The region of every func and input that the output needs, from the definitions alone.

This is the schedule-independent part of bounds inference (the seed's `bounds`): walking
from the output back to the inputs, each consumer's region, pushed through its index
expressions, gives the region its producers must cover; several consumers take the union.
It decides which reads of a `boundary none` input are legal, what the reference
evaluator realises, and whether index arithmetic stays inside its range (`index_ranges`).
"""
from __future__ import annotations

from .diagnostics import CompileError
from .ir.analysis.interval import Interval, bounds_of
from .ir.analysis.simplify import prove, simplify_expr
from .ir.nodes import Binary, Const, Expr, Load, Reduce, Var
from .ir.printer import expr_str
from .ir.types import INDEX_LIMIT
from .ir.visitor import Visitor, walk
from .module import Func, IndexRange, Module, Output, Update
from .naming import loop_var


class _Reads(Visitor):
    """Every Load in an expression, with the intervals of the reduction variables around it."""

    def __init__(self, scope: dict):
        self.scope = scope
        self.found: list = []

    def visit_Reduce(self, e: Reduce):
        outer, points = self.scope, Interval.of_range(e.min, e.extent)
        self.scope = {**outer, e.var: Interval(bounds_of(points.lo, outer).lo, bounds_of(points.hi, outer).hi)}
        self.visit(e.body)
        self.scope = outer

    def visit_Load(self, e: Load):
        self.found.append((e, self.scope))
        self.generic_visit(e)


def _reads(e: Expr, scope: dict) -> list:
    r = _Reads(scope)
    r.visit(e)
    return r.found


def required_regions(module: Module) -> dict[str, list[Interval]]:
    """name -> [Interval per dimension] for the outputs, every func they use and every input."""
    return _regions(module)[0]


def _regions(module: Module) -> tuple[dict[str, list[Interval]], list[tuple[Load, list[Interval], str, dict]]]:
    """The regions, and each read with the region it reads, the func that reads and the
    intervals of its variables there (in the order they were found)."""
    reads = []
    outputs = {o.func: declared_range(o) for o in module.outputs}
    regions: dict[str, list[Interval]] = dict(outputs)
    for f in reversed(module.funcs):
        if f.name not in regions:
            continue
        if f.name not in outputs:       # an output's updates stay inside it (output_checks)
            for u in f.updates:
                regions[f.name] = update_footprint(f, u, regions[f.name])
        scopes = [(f.body, dict(zip(f.args, regions[f.name])))]
        scopes += [(e, update_scope(f, u, regions[f.name])) for u in f.updates for e in u.indices + (u.value,)]
        for e, scope in scopes:
            for load, sc in _reads(e, scope):
                if load.buffer == f.name:       # an update's own reads: in its footprint
                    continue
                dims = []
                for idx in load.indices:
                    iv = bounds_of(idx, sc)
                    if not iv.bounded:
                        raise CompileError(f"cannot bound the region of '{load.buffer}' that '{f.name}' reads: "
                                           f"index {expr_str(idx)} is data-dependent", load.span or f.span)
                    dims.append(iv)
                reads.append((load, dims, f.name, sc))
                if load.buffer in outputs:      # an output is computed over its range only (output_checks)
                    continue
                old = regions.get(load.buffer)
                regions[load.buffer] = dims if old is None else [a.union(b) for a, b in zip(old, dims)]
    return regions, reads


def update_scope(func: Func, u: Update, dims: list[Interval]) -> dict[str, Interval]:
    """The intervals of an update's variables when its func covers `dims`: the pure variables
    over them, the reduction variables over their ranges."""
    scope = {a: iv for a, iv in zip(func.args, dims) if a in u.pure}
    for r in u.rvars:
        scope[loop_var(func.name, r.name)] = Interval.of_range(r.min, r.extent)
    return scope


def update_footprint(func: Func, u: Update, dims: list[Interval]) -> list[Interval]:
    """`dims` grown to cover where update `u` writes its func and reads it (Halide: a func is
    computed over what its consumers need and what its updates touch)."""
    return [iv.union(t) for iv, t in zip(dims, update_touches(func, u, dims))]


def update_touches(func: Func, u: Update, dims: list[Interval]) -> list[Interval]:
    """Where update `u` writes its func and reads it, per dimension, when the func covers `dims`."""
    scope = update_scope(func, u, dims)
    accesses = [u.indices] + [n.indices for n in walk(u.value) if isinstance(n, Load) and n.buffer == func.name]
    out = []
    for d in range(len(dims)):
        touched = None
        for indices in accesses:
            iv = bounds_of(indices[d], scope)
            if not iv.bounded:
                raise CompileError(f"cannot bound where the update of '{func.name}' touches it: index "
                                   f"{expr_str(indices[d])} is data-dependent; clamp it, e.g. "
                                   f"clamp({expr_str(indices[d])}, 0, 255)", u.span)
            touched = iv if touched is None else touched.union(iv)
        out.append(touched)
    return out


def declared_range(out: Output) -> list[Interval]:
    """The points an output is computed over, per dimension."""
    return [Interval.of_range(lo, ext) for lo, ext in out.ranges]


def run_time_checks(module: Module) -> list[tuple[str, Expr]]:
    """Run-time conditions (message, cond) for what the compiler cannot decide: reads of
    `boundary none` inputs inside their extent, outputs touched inside their range (the regions
    computed once for both).  What is certainly outside is a CompileError."""
    regions, reads = _regions(module)
    return _input_checks(module, regions, reads) + _output_checks(module, reads)


def output_checks(module: Module) -> list[tuple[str, Expr]]:
    """Run-time conditions (message, cond) that each output's updates, and the funcs that read an
    output, stay inside its range (an output is computed over its range only), where the
    compiler cannot decide; a CompileError where they certainly leave it."""
    return _output_checks(module, _regions(module)[1])


def _output_checks(module: Module, reads) -> list[tuple[str, Expr]]:
    facts = {p.name: (1, None) for p in module.params}
    checks = []
    for out in module.outputs:
        f, declared = module.func(out.func), declared_range(out)
        touches = [(f"the update of output '{f.name}' at line {u.span.line if u.span else '?'} touches",
                    update_touches(f, u, declared), u.span, "clamp its indices or widen the output")
                   for u in f.updates]
        touches += [(f"'{reader}' reads output '{f.name}' over", dims, load.span,
                     "an output is computed over its range only: read a func of its own computed over more")
                    for load, dims, reader, _ in reads if load.buffer == f.name]
        for what, touched, span, hint in touches:
            message = f"{what} {region_str(touched)}, outside its range {region_str(declared)}"
            for iv, want in zip(touched, declared):
                for cond in (Binary(">=", iv.lo, want.lo, "bool"), Binary("<=", iv.hi, want.hi, "bool")):
                    verdict = prove(cond, facts)
                    if verdict is False:
                        raise CompileError(f"{message}; {hint}", span)
                    if verdict is None:
                        checks.append((message, cond))
    return checks


def region_str(dims) -> str:
    return " x ".join(f"[{expr_str(iv.lo)}, {expr_str(iv.hi)}]" for iv in dims)


def _input_checks(module: Module, regions, reads) -> list[tuple[str, Expr]]:
    """Run-time conditions (message, cond) for `boundary none` reads the compiler cannot decide.

    Reads that are certainly out of range are a CompileError naming the input, the region
    needed and the region declared, at the read that goes outside.
    """
    facts = {p.name: (1, None) for p in module.params}
    checks = []
    for inp in module.inputs:
        if inp.boundary != "none" or inp.name not in regions:
            continue
        need = regions[inp.name]
        declared = " x ".join(f"[0, {expr_str(e)})" for e in inp.shape)
        for iv, extent in zip(need, inp.shape):
            for cond in inside(iv, extent):
                verdict = prove(cond, facts)
                if verdict is False:
                    raise CompileError(
                        f"input '{inp.name}' is read over {region_str(need)} but declared {declared}; "
                        f"use `boundary clamp` or `boundary zero`, or shrink the output's range",
                        _outside_read(inp, reads, facts) or inp.span,
                        (f"'{inp.name}' is declared at line {inp.span.line}",) if inp.span else ())
                if verdict is None:
                    checks.append((f"input '{inp.name}' is read over {region_str(need)}, outside its "
                                   f"declared {declared}", cond))
    return checks


def inside(iv: Interval, extent: Expr) -> list[Expr]:
    """The conditions for `iv` to lie in [0, extent)."""
    return [Binary(">=", iv.lo, Const(0), "bool"),
            Binary("<=", iv.hi, simplify_expr(Binary("-", extent, Const(1), "i32")), "bool")]


def _outside_read(inp, reads, facts):
    """The span of the first read of `inp` that certainly goes outside its declared extent."""
    for load, dims, _, _ in reads:
        if load.buffer == inp.name and any(prove(c, facts) is False for iv, extent in zip(dims, inp.shape)
                                           for c in inside(iv, extent)):
            return load.span
    return None


def index_ranges(module: Module) -> tuple[IndexRange, ...]:
    """Every value index arithmetic computes whose range the sizes decide: each func's region
    (its bounds and extent) and every step of every index expression, over that region.

    A value certainly outside [-INDEX_LIMIT, INDEX_LIMIT] at every size is a CompileError at the
    read; one inside at every size needs no check; the others are checked per call
    (sizes.bind_sizes), where the sizes are known.
    """
    regions, reads = _regions(module)
    facts = {p.name: (1, 2 ** 31 - 1) for p in module.params}
    found: dict[tuple[Expr, Expr], IndexRange] = {}

    def add(what: str, iv: Interval, span):
        if not iv.bounded:        # a step that interval analysis cannot bound (none is data-dependent)
            return
        verdict = _inside_limit(iv, facts)
        if verdict is False:
            raise CompileError(f"{what} spans [{expr_str(iv.lo)}, {expr_str(iv.hi)}], outside "
                               f"[-2**30, 2**30] at every size: irc computes indices in i32 and keeps "
                               f"them in that range", span)
        if verdict is None:
            found.setdefault((iv.lo, iv.hi), IndexRange(what, iv.lo, iv.hi, span))

    for load, _, reader, scope in reads:
        for index in load.indices:
            for step in walk(index):
                if isinstance(step, Expr) and not isinstance(step, Const) and step.dtype in ("i32", "i64"):
                    what = (f"coordinate `{step.name}` of '{reader}'" if isinstance(step, Var) else
                            f"index arithmetic `{expr_str(step)}` in '{reader}'")
                    add(f"{what} (reading '{load.buffer}')", bounds_of(step, scope), load.span)
    for name, dims in regions.items():
        func = module.func(name)
        for d, iv in enumerate(dims):
            dim = func.args[d] if func else f"dimension {d}"
            add(f"the region of '{name}' along {dim}", iv, func.span if func else None)
            extent = simplify_expr(Binary("+", Binary("-", iv.hi, iv.lo, "i32"), Const(1), "i32"))
            add(f"the extent of '{name}' along {dim}", Interval(extent, extent), func.span if func else None)
    return tuple(found.values())


def _inside_limit(iv: Interval, facts) -> bool | None:
    """Whether `iv` lies in [-INDEX_LIMIT, INDEX_LIMIT] at every size (None: it depends on them)."""
    low = prove(Binary(">=", iv.lo, Const(-INDEX_LIMIT), "bool"), facts)
    high = prove(Binary("<=", iv.hi, Const(INDEX_LIMIT), "bool"), facts)
    if low is False or high is False:
        return False
    return True if low and high else None
