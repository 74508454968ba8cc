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
from .module import IndexRange, Module


class _Reads(Visitor):
    """Every Load in an expression, with the intervals of the reduction variables around it."""

    def __init__(self, scope: dict):
        self.scope = scope
        self.found: list = []

    def visit_Reduce(self, e: Reduce):
        outer = self.scope
        hi = simplify_expr(Binary("-", Binary("+", e.min, e.extent, "i32"), Const(1), "i32"))
        self.scope = {**outer, e.var: Interval(bounds_of(e.min, outer).lo, bounds_of(hi, outer).hi)}
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
    """name -> [Interval per dimension] for the output, every func it uses and every input."""
    return _regions(module)[0]


def _regions(module: Module) -> tuple[dict[str, list[Interval]], list[tuple[Load, list[Interval], str, dict]]]:
    """The regions, and each read with the region it reads, the func that reads and the
    intervals of its variables there (in the order they were found)."""
    out = module.output
    reads = []
    regions: dict[str, list[Interval]] = {
        out.func: [Interval(lo, simplify_expr(Binary("-", Binary("+", lo, ext, "i32"), Const(1), "i32")))
                   for lo, ext in out.ranges]}
    for f in reversed(module.funcs):
        if f.name not in regions:
            continue
        scope = dict(zip(f.args, regions[f.name]))
        for load, sc in _reads(f.body, scope):
            dims = []
            for i, idx in enumerate(load.indices):
                iv = bounds_of(idx, sc)
                if not iv.bounded:
                    raise CompileError(f"cannot bound the region of '{load.buffer}' that '{f.name}' reads: "
                                       f"index {expr_str(idx)} is data-dependent", load.span or f.span)
                dims.append(iv)
            reads.append((load, dims, f.name, sc))
            old = regions.get(load.buffer)
            regions[load.buffer] = dims if old is None else [a.union(b) for a, b in zip(old, dims)]
    return regions, reads


def region_str(dims) -> str:
    return " x ".join(f"[{expr_str(iv.lo)}, {expr_str(iv.hi)}]" for iv in dims)


def input_checks(module: Module) -> list[tuple[str, Expr]]:
    """Run-time conditions (message, cond) for `boundary none` reads the compiler cannot decide.

    Reads that are certainly out of range are a CompileError naming the input, the region
    needed and the region declared, at the read that goes outside.
    """
    regions, reads = _regions(module)
    facts = {p.name: (1, None) for p in module.params}
    checks = []
    for inp in module.inputs:
        if inp.boundary != "none" or inp.name not in regions:
            continue
        need = regions[inp.name]
        declared = " x ".join(f"[0, {expr_str(e)})" for e in inp.shape)
        for iv, extent in zip(need, inp.shape):
            for cond in _inside(iv, extent):
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


def _inside(iv: Interval, extent: Expr) -> list[Expr]:
    """The conditions for `iv` to lie in [0, extent)."""
    return [Binary(">=", iv.lo, Const(0), "bool"),
            Binary("<=", iv.hi, simplify_expr(Binary("-", extent, Const(1), "i32")), "bool")]


def _outside_read(inp, reads, facts):
    """The span of the first read of `inp` that certainly goes outside its declared extent."""
    for load, dims, _, _ in reads:
        if load.buffer == inp.name and any(prove(c, facts) is False for iv, extent in zip(dims, inp.shape)
                                           for c in _inside(iv, extent)):
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
