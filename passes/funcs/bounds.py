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
Storage hoisted by hoist_storage holds the largest region of one iteration between, each
iteration's indexed from its start (`f[y - f.y.min, ...]`).  Two schedule words change a
region: `f.bound(c, 0, 3)` fixes it along c (with an assertion that the readers need no more;
of an output, that its range is that one, whose region lets become the constants), a
RoundUp split grows it to a multiple of its factors, and a ShiftInwards split to at least
its factor where the readers need less (a whole tile to shift, as Halide computes; irc/tails.py).

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
from irc.ir.nodes import Allocate, Assert, Binary, Const, Expr, For, LetStmt, Produce, Stmt, Var, block
from irc.ir.printer import expr_str
from irc.ir.visitor import Mutator, loaded_buffers
from irc.naming import region_extent, region_min
from irc.regions import inside, update_footprint
from irc.tails import region_least, region_multiples


class _Infer(Mutator):
    """Bottom-up over compute sites: nested sites first, then this one."""

    def __init__(self, ctx):
        self.ctx = ctx
        self.order = [f.name for f in ctx.module.funcs]
        self.args = {f.name: f.args for f in ctx.module.funcs}
        self.regions: dict[str, list[tuple[Expr, Expr]]] = {}
        self.grown: set[str] = set()    # the funcs whose region the schedule grew past what their readers need

    def visit_For(self, s: For):
        body = self.site(self.visit(s.body))
        return s if body is s.body else replace(s, body=body)

    def site(self, body: Stmt) -> Stmt:
        lets, checks = [], []
        for func, consume in sorted(produced_here(body), key=lambda fc: -self.order.index(fc[0])):
            if self.ctx.module.output_of(func):
                continue
            region = footprint(func, consume, guards=True)
            if region is None:
                raise CompileError(f"func '{func}' is computed where nothing reads it")
            f = self.ctx.module.func(func)
            for u in f.updates:      # and what its updates touch
                region = update_footprint(f, u, region)
            region = self.scheduled(f, region, checks)
            self.regions[func] = [(iv.lo, iv.hi) for iv in region]
            for a, iv in zip(self.args[func], region):
                lets += [(region_min(func, a), iv.lo), (region_extent(func, a), _extent(iv.lo, iv.hi))]
        body = block(*checks, body)
        for name, value in reversed(lets):
            body = LetStmt(name, value, body)
        return body

    def scheduled(self, f, region: list[Interval], checks: list) -> list[Interval]:
        """The region as the schedule changes it: fixed where it bounds it (`f.bound(c, 0, 3)`,
        with the check that the readers need no more there, and that RoundUp splits divide it),
        else grown to the multiple that its RoundUp splits need (irc/tails.py)."""
        sched = self.ctx.schedule.of(f.name)
        bounds, multiples = {a: (lo, n) for a, lo, n in sched.bounds}, region_multiples(sched, f.args)
        least = region_least(sched, f.args)
        out = []
        for a, iv in zip(f.args, region):
            m = multiples[a]
            if a not in bounds:
                grown = iv if least[a] == 1 else Interval(iv.lo, _at_least(iv, least[a]))
                grown = grown if m == 1 else Interval(grown.lo, simplify_expr(_rounded_last(grown, m)))
                if grown != iv:
                    self.grown.add(f.name)
                out.append(grown)
                continue
            self.grown.add(f.name)
            lo, n = bounds[a]
            if n % m:
                raise CompileError(f"'{f.name}' is bound to {n} points along '{a}', which its RoundUp splits need to "
                                   f"be a multiple of {m}", sched.span("bound"))
            checks.append(_needs_no_more(f.name, a, iv, lo, n, sched.span("bound")))
            out.append(Interval(Const(lo), Const(lo + n - 1)))
        return out


def _needs_no_more(func: str, arg: str, need: Interval, lo: int, extent: int, span) -> Assert:
    """The assertion that a bound region [lo, lo + extent) holds what the readers need."""
    cond = Binary("&&", Binary(">=", need.lo, Const(lo), "bool"), Binary("<=", need.hi, Const(lo + extent - 1), "bool"),
                  "bool")
    said = f"'{func}' is bound to [{lo}, {lo + extent}) along '{arg}'"
    refusal = f"{said}, but its readers need more of it; widen the bound"
    at = f" (line {span.line}, column {span.column})" if span else ""
    return Assert(cond, f"{said}{at}, but its readers need more of it at these sizes; widen the bound or use "
                        f"other sizes", span, refusal)


class _BoundOutputs(Mutator):
    """An output's bound region as the constants of its region's lets (its loops' extents then
    constants, as the other funcs'), once output_bounds checks the range is that."""

    def __init__(self, ctx):
        self.fixed = {name: Const(v) for out in ctx.module.outputs for a, lo, extent in ctx.schedule.of(out.func).bounds
                      for name, v in ((region_min(out.func, a), lo), (region_extent(out.func, a), extent))}

    def visit_LetStmt(self, s: LetStmt):
        body = self.visit(s.body)
        value = self.fixed.get(s.var, s.value)
        return s if body is s.body and value is s.value else replace(s, value=value, body=body)


def output_bounds(ctx) -> list[Assert]:
    """An output's bound must be its declared range (the caller's buffer)."""
    checks = []
    for out in ctx.module.outputs:
        sched = ctx.schedule.of(out.func)
        args = ctx.module.func(out.func).args
        for a, lo, extent in sched.bounds:
            have_lo, have_extent = out.ranges[args.index(a)]
            cond = Binary("&&", Binary("==", have_lo, Const(lo), "bool"), Binary("==", have_extent, Const(extent), "bool"),
                          "bool")
            have_end = simplify_expr(Binary("+", have_lo, have_extent, "i32"))
            message = (f"output '{out.func}' is bound to [{lo}, {lo + extent}) along '{a}', but its range there is "
                       f"[{expr_str(have_lo)}, {expr_str(have_end)})")
            checks.append(Assert(cond, message + " at these sizes", sched.span("bound"), message))
    return checks


class _InputReads(Mutator):
    """Each produce of a func whose region the schedule grew past what its readers need
    (RoundUp, a tile wider than the region, `bound`), or of one of its producers, whose regions
    follow, opens with the assertions that its reads of a `boundary none` input (not those of
    the funcs computed inside it, which have their own) stay in the input's declared range: the
    definitions alone no longer promise it (Halide checks its inputs' bounds).  Per produce, not
    once at the root: bounded over the loops around it, a sliding window's region would be far
    wider than read."""

    def __init__(self, ctx, grown: set[str]):
        self.inputs = {i.name: i for i in ctx.module.inputs if i.boundary == "none" and i.scalar is None
                       and i.format is None}
        self.checked = set(ctx.module.producers(grown))

    def visit_Produce(self, p: Produce):
        p = self.generic_visit(p)
        if p.func not in self.checked:
            return p
        own = _WithoutProduces().visit(p.body)
        checks = [check for name in sorted(loaded_buffers(own) & self.inputs.keys())
                  for check in _inside_declared(self.inputs[name], footprint(name, [own], guards=True))]
        return replace(p, body=block(*checks, p.body)) if checks else p


class _WithoutProduces(Mutator):
    def visit_Produce(self, p: Produce):
        return block()


def _inside_declared(inp, region: list[Interval]) -> list[Assert]:
    checks = []
    for d, (iv, extent) in enumerate(zip(region, inp.shape)):
        said = (f"input '{inp.name}' would be read past its declared range in index {d + 1} of "
                f"{len(inp.shape)}: the schedule computes points that the output does not need")
        checks += [Assert(cond, f"{said} at these sizes; give it a boundary condition or use other sizes",
                          inp.span, f"{said}; give it a boundary condition")
                   for cond in map(simplify_expr, inside(iv, extent)) if cond != Const(True)]
    return checks


def _extent(lo: Expr, hi: Expr) -> Expr:
    """The points of [lo, hi]: hi - lo + 1."""
    return simplify_expr(Binary("+", Binary("-", hi, lo, "i32"), Const(1), "i32"))


def _at_least(iv: Interval, n: int) -> Expr:
    """The last point of [lo, hi] grown to hold at least n points: lo + max(hi - lo, n - 1)."""
    return simplify_expr(Binary("+", iv.lo, Binary("max", Binary("-", iv.hi, iv.lo, "i32"), Const(n - 1), "i32"), "i32"))


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
    """Allocate bounds: the region, or its span over the loops between storage and compute (of
    storage hoisted there, the largest region of one iteration, indexed from its start)."""

    def __init__(self, infer: _Infer, scopes: dict, hoisted: set[str]):
        self.infer = infer
        self.scopes = scopes
        self.hoisted = hoisted

    def visit_Allocate(self, a: Allocate):
        a = self.generic_visit(a)
        if a.buffer not in self.infer.regions:
            return a
        scope = self.scopes.get(a.buffer)
        if scope is not None and a.buffer in self.hoisted:
            return self.hoist(a, scope)
        bounds = []
        for arg, (lo, hi) in zip(self.infer.args[a.buffer], self.infer.regions[a.buffer]):
            if scope is None:   # computed where it is stored
                bounds.append((Var(region_min(a.buffer, arg)), Var(region_extent(a.buffer, arg))))
                continue
            lo2, hi2 = scope.bounds(lo).lo, scope.bounds(hi).hi
            if lo2 is None or hi2 is None:
                raise CompileError(f"cannot bound the storage of '{a.buffer}' over the loops "
                                   f"between its store_at and compute_at levels", a.span)
            bounds.append((lo2, _extent(lo2, hi2)))
        return replace(a, bounds=tuple(bounds))

    def hoist(self, a: Allocate, scope) -> Allocate:
        """Storage for the largest region one iteration computes, indexed from that region's start
        (`f[y - f.y.min, x - f.x.min]`): hoist_storage."""
        bounds, mins = [], []
        for arg, (lo, hi) in zip(self.infer.args[a.buffer], self.infer.regions[a.buffer]):
            largest = scope.bounds(_extent(lo, hi)).hi
            if largest is None:
                raise CompileError(f"cannot bound the storage of '{a.buffer}' hoisted outside the loops it is "
                                   f"computed in: no bound of its extent along {arg} holds over them", a.span)
            bounds.append((Const(0), largest))
            mins.append(Var(region_min(a.buffer, arg)))
        return replace(a, bounds=tuple(bounds), body=_FromStart(a.buffer, mins).visit(a.body))


class _FromStart(Mutator):
    """Accesses of `buffer` indexed from its region's start (`mins`, the region's lets)."""

    def __init__(self, buffer: str, mins: list[Expr]):
        self.buffer, self.mins = buffer, mins

    def _from_start(self, node):
        node = self.generic_visit(node)
        if node.buffer != self.buffer:
            return node
        return replace(node, indices=tuple(Binary("-", i, m, "i32") for i, m in zip(node.indices, self.mins)))

    visit_Load = visit_Store = _from_start


def bounds(fn, ctx):
    """The region of each func at its compute site, and its storage bounds."""
    names = {n for f in ctx.module.funcs if not ctx.module.output_of(f.name)
             for a in f.args for n in (region_min(f.name, a), region_extent(f.name, a))}
    body = _BoundOutputs(ctx).visit(_StripRegionLets(names).visit(fn.body))
    infer = _Infer(ctx)
    body = infer.visit(body)
    body = inside_root_lets(body, lambda root: block(*output_bounds(ctx), infer.site(root)))
    body = _InputReads(ctx, infer.grown).visit(body) if infer.grown else body
    body = _StorageBounds(infer, storage_scopes(body, set(infer.regions)), ctx.schedule.hoisted()).visit(body)
    return fn if body == fn.body else replace(fn, body=body)
