"""split: each func's loop nest as its schedule orders it (split, tile, reorder, loop kinds).

A split of loop `v` (extent e) by factor F gives `vo` (ceil(e / F) iterations) and `vi` (F).
Where F does not divide e, the split's tail strategy (irc/tails.py, TailPlan) decides:
- ShiftInwards (Auto's choice for a dimension of the func or an inner loop of an earlier
  split): the last tile is shifted inward, so that no point outside the region is computed
  and a size the tile does not divide still works:  v = v.min + max(min(vo * F, e - F), 0) + vi.
  A region smaller than F cannot be split that way: an assertion says so at run time (and
  `simplify` refuses the program at compile time when the region is known to be too small).
- RoundUp: v = v.min + vo * F + vi runs past v's extent.  Auto's choice for an outer loop of an
  earlier split (`split(x, xo, xi, 7).unroll(xo, 4)`), whose shift clamps the extra iterations
  back onto its last tile; said of a func's dimension, pass bounds rounds the func's region up
  to a multiple of the factors, and of an output's, an assertion checks that its extent is one.
- GuardWithIf (and Predicate), in the update of a func whose sums are loops (a point computed
  twice would be added twice), in a GPU launch (as a hand-written kernel's `if row < N`) and
  where the schedule says so: the split rounds up and an `if` skips the points past its loop's
  end (none where an earlier split's guard or shift already does, or the factor divides).

A func whose value is a sum (`C(i, j) = sum(k ...)`) sums innermost, per point, unless the
schedule makes the sum's variable a loop (splits, reorders or unrolls it, or computes a func
at it): then, as Halide's update definitions, it is computed in two nests — the initial value
(zero) over its own loops, renamed `C.init.*`, then the update `C[i, j] = C[i, j] + ...` over
every loop in the schedule's order.

rewrite (blury.tile(y, x, yo, xo, yi, xi, 64, 64)):
    for blury.y in ... {                   for blury.yo in 0 .. (blury.y.extent + 63) / 64 {
      for blury.x in ... {          ->       for blury.xo in 0 .. (blury.x.extent + 63) / 64 {
        blury[blury.y, blury.x] = ...          for blury.yi in 0 .. 64 {
                                                 let blury.y = blury.y.min + max(min(blury.yo * 64, ...
"""
from __future__ import annotations

from dataclasses import replace

from irc.ir.nodes import (GPU_LOOP_KINDS, Allocate, Assert, Binary, Block, Const, Expr, For, If, LetStmt, Load, Produce,
                          Reduce, Stmt, Store, Var, block)
from irc.ir.analysis.simplify import simplify_expr
from irc.ir.printer import expr_str
from irc.ir.visitor import Mutator, free_vars, replace_loop, substitute
from irc.schedules import Fuse, Split
from irc.tails import TailPlan
from irc.naming import loop_var, region_extent, region_min, stage_var


def _i(op, a, b) -> Expr:
    return Binary(op, a, b, "i32")


class _Nest:
    """Loop variables of one func (or of its update) while its splits are applied.

    `roots` are the loops before any split, each with its (min, extent); `name` gives a loop's
    IR variable."""

    def __init__(self, func: str, roots: dict[str, tuple[Expr, Expr]], name, output_extents: dict[str, Expr]):
        self.func, self.name = func, name
        self.origin = {v: lo for v, (lo, _) in roots.items()}
        self.extent = {v: e for v, (_, e) in roots.items()}
        self.lets: list[tuple[str, Expr]] = []   # derived var -> definition, in split order
        self.checks: list[Assert] = []
        self.guards: dict[str, If] = {}         # root var -> the `if` its points pass (no body yet)
        self.output_extents = output_extents     # the output's extent per dimension, if it is one

    def split(self, var: str, outer: str, inner: str, factor: int, span, tail: str, guard: bool):
        """Split `var` by `factor`, its tail as TailPlan chose (`guard`: the GuardWithIf needs its `if`)."""
        e, f = self.extent.pop(var), Const(factor)
        self.extent[outer] = _i("/", _i("+", e, Const(factor - 1)), f)
        self.extent[inner] = f
        vo, vi = Var(self.name(outer)), Var(self.name(inner))
        start = self.origin.pop(var, Const(0))
        self.origin[outer] = self.origin[inner] = Const(0)
        if tail != "ShiftInwards":      # RoundUp or GuardWithIf
            self.lets.append((var, _i("+", _i("+", start, _i("*", vo, f)), vi)))
            if guard:                   # its points end at start + extent
                cond = Binary("<", Var(self.name(var)), _i("+", start, e), "bool")
                self.guards[self.name(var)] = If(cond, Block(()), None, span)
            return
        base = _i("max", _i("min", _i("*", vo, f), _i("-", e, f)), Const(0))
        self.lets.append((var, _i("+", _i("+", start, base), vi)))
        self.checks.append(self._check(var, e, factor, span))

    def round_up(self, var: str, multiple: int, span):
        """An output's dimension split with RoundUp: its extent must be a multiple of the factors."""
        if var in self.output_extents:
            size = expr_str(self.output_extents[var])
            message = (f"output '{self.func}' has {size} points along '{var}', which its RoundUp splits need to be "
                       f"a multiple of {multiple}; use such sizes, or split with another tail strategy")
            cond = Binary("==", _i("%", self.output_extents[var], Const(multiple)), Const(0), "bool")
            self.checks.append(Assert(cond, message, span, message))

    def fuse(self, outer: str, inner: str, fused: str):
        """One loop `fused` over the points of `outer` and `inner`, inner fastest."""
        eo, ei = self.extent.pop(outer), self.extent.pop(inner)
        self.extent[fused] = _i("*", eo, ei)
        lo_o, lo_i = self.origin.pop(outer, Const(0)), self.origin.pop(inner, Const(0))
        self.origin[fused] = Const(0)
        t = Var(self.name(fused))       # clamped so that bounds inference sees their ranges
        self.lets.append((outer, _i("+", lo_o, _clamp(_i("/", t, ei), _i("-", eo, Const(1))))))
        self.lets.append((inner, _i("+", lo_i, _clamp(_i("%", t, ei), _i("-", ei, Const(1))))))

    def _check(self, var: str, e: Expr, factor: int, span) -> Assert:
        """The assertion that the shifted split has a whole tile, with the reason in the user's terms:
        `refusal` when the compiler proves it false (the diagnostic points at the split), `message`
        when a call's sizes make it false."""
        cond = Binary(">=", e, Const(factor), "bool")
        if isinstance(e, Const):
            refusal = (f"'{self.func}' runs loop '{var}' {e.value} times, fewer than its split by "
                       f"{factor} needs; split it by at most {e.value}")
            return Assert(cond, refusal, span, refusal)
        refusal = (f"'{self.func}' is computed over fewer than {factor} points of '{var}' at a time, "
                   f"which its split by {factor} needs; compute it at an outer loop, or split by less")
        split = f"its split of '{var}' by {factor}" + (f" (line {span.line}, column {span.column})" if span else "")
        if var in self.output_extents:
            size = expr_str(self.output_extents[var])
            message = (f"output '{self.func}' has {size} points along '{var}', fewer than {split} "
                       f"needs; use sizes with {size} >= {factor}, or split by less")
        else:
            message = (f"'{self.func}' is computed over fewer than {factor} points of '{var}' at a time "
                       f"at these sizes, which {split} needs; use larger sizes, compute it at an "
                       f"outer loop, or split by less")
        return Assert(cond, message, span, refusal)


def _clamp(e: Expr, hi: Expr) -> Expr:
    return _i("max", _i("min", e, hi), Const(0))


def _descends(splits, roots) -> set[str]:
    """The loops that `roots` become through `splits` (the roots included)."""
    out = set(roots)
    for s in splits:
        if isinstance(s, Fuse) and {s.outer, s.inner} <= out:
            out.add(s.fused)
        elif isinstance(s, Split) and s.var in out:
            out |= {s.outer, s.inner}
    return out


def _of(splits, loops: set[str]) -> list:
    """The splits of loops in `loops`, and the fuses of two of them."""
    return [s for s in splits if (s.var if isinstance(s, Split) else s.outer) in loops]


def _loops(nest: _Nest, order: list[str], kind, body: Stmt) -> Stmt:
    """`body` inside the loops `order` (outer to inner), each split's let (and guard) placed
    inside the innermost loop it depends on."""
    depth = {nest.name(v): i for i, v in enumerate(order)}
    placed: dict[int, list] = {}
    for var, value in reversed(nest.lets):
        name = nest.name(var)
        depth[name] = max(depth.get(v, -1) for v in free_vars(value) if v in depth)
        placed.setdefault(depth[name], []).append((name, value))
    for i in range(len(order) - 1, -1, -1):
        for name, value in reversed(placed.get(i, [])):
            guard = nest.guards.get(name)
            body = LetStmt(name, value, body if guard is None else replace(guard, then=body))
        v = order[i]
        body = For(nest.name(v), nest.origin[v], nest.extent[v], kind(v), body)
    return block(*nest.checks, body)


def _over(loops: list[str], nest: _Nest, kind, body: Stmt, role: str) -> Stmt:
    """`body` inside loops over the points of `loops` of `nest` (their bounds, no lets), their
    variables renamed `<name>.<role>` (only the sum's nest has loops of the schedule's names)."""
    names = {nest.name(v): f"{nest.name(v)}.{role}" for v in loops}
    body = substitute(body, {old: Var(new) for old, new in names.items()})
    for v in reversed(loops):
        body = For(names[nest.name(v)], nest.origin[v], nest.extent[v], kind(v), body)
    return body


class _Splitter(Mutator):
    def __init__(self, ctx):
        self.ctx = ctx

    def visit_Produce(self, p: Produce):
        """The func's nest under its schedule; with specializations, under each in an `if` chain
        on their conditions, the schedule without them last."""
        func, sched = self.ctx.module.func(p.func), self.ctx.schedule.of(p.func)
        body = self._produce(p, func, sched).body
        for cond, version in reversed(sched.specializations):
            body = If(cond, self._produce(p, func, version).body, body, p.span)
        return p if body is p.body else replace(p, body=body)

    def _produce(self, p: Produce, func, sched) -> Produce:
        """The pure definition's nest, then each update's (realize left them in that order)."""
        if not func.updates:
            return self._pure(p, func, sched)
        pure, *stages = p.body.stmts
        pure = self._pure(replace(p, body=pure), func, sched).body
        return replace(p, body=block(pure, *(self._stage(func, n, s, sched.updates[n]) for n, s in enumerate(stages))))

    def _stage(self, func, n: int, nest: Stmt, sched) -> Stmt:
        """Update n's loops as its schedule orders them; every split guarded (GuardWithIf), as a
        point updated twice would be updated twice."""
        if not sched.splits and list(sched.order) == list(func.updates[n].loops()) and not sched.kinds:
            return nest
        store = nest
        while isinstance(store, For):
            store = store.body
        u = func.updates[n]
        roots = {a: (Var(region_min(func.name, a)), Var(region_extent(func.name, a))) for a in u.pure}
        roots.update({r.name: (r.min, r.extent) for r in u.rvars})
        splits = self._nest(func, roots, sched.splits, lambda v: stage_var(func.name, n, v), True, {})
        return _loops(splits, list(sched.order), sched.kind, store)

    def _pure(self, p: Produce, func, sched) -> Produce:
        """The nest of the func's pure definition (and of its sums) under its schedule."""
        sums = self.ctx.schedule.sums_are_loops(func, sched)
        pure_order = [v for v in sched.split_loops() if v not in _descends(sched.splits, func.loops()[len(func.args):])]
        if not sched.splits and pure_order == list(func.args) and not sched.kinds and not sums:
            return p
        store = p.body
        while isinstance(store, For):
            store = store.body
        assert isinstance(store, Store), "realize leaves a perfect loop nest"
        output = self.ctx.module.output_of(p.func)
        extents = dict(zip(func.args, (e for _, e in output.ranges))) if output else {}
        roots = {a: (Var(region_min(p.func, a)), Var(region_extent(p.func, a))) for a in func.args}
        pure = _descends(sched.splits, func.args)
        gpu = any(k in GPU_LOOP_KINDS for _, k in sched.kinds)   # a launch guards its tiles
        if gpu and sums:
            return replace(p, body=self._accumulated(func, sched, roots, pure, store, extents))
        if not sums or gpu:
            nest = self._nest(func, roots, _of(sched.splits, pure),
                              lambda v: loop_var(p.func, v), gpu, extents)
            return replace(p, body=_loops(nest, pure_order, sched.kind, store))
        return replace(p, body=block(self._initial(func, sched, roots, pure, pure_order, store, extents),
                                     self._update(func, sched, roots, store)))

    @staticmethod
    def _nest(func, roots, splits, name, guarded, extents) -> _Nest:
        nest = _Nest(func.name, roots, name, extents)
        plan = TailPlan(splits, roots, guarded)
        for s, tail, guard in zip(splits, plan.tails, plan.guards):
            if isinstance(s, Fuse):
                nest.fuse(s.outer, s.inner, s.fused)
            else:
                nest.split(s.var, s.outer, s.inner, s.factor, s.span, tail, guard)
        for var, multiple in plan.multiples.items():
            if multiple > 1:
                nest.round_up(var, multiple, next(s.span for s in splits if getattr(s, "tail", "") == "RoundUp"))
        return nest

    def _initial(self, func, sched, roots, pure, order, store: Store, extents) -> Stmt:
        """The func's initial value (zero) over its own loops, named `C.init.*`."""
        def name(v):
            return loop_var(f"{func.name}.init", v)
        nest = self._nest(func, roots, _of(sched.splits, pure), name, False, extents)
        indices = tuple(substitute(i, {loop_var(func.name, a): Var(name(a)) for a in func.args})
                        for i in store.indices)
        zero = Const(0.0 if func.dtype in ("f32", "f64") else 0, func.dtype)
        return _loops(nest, order, sched.kind, Store(store.buffer, indices, zero, store.span))

    @staticmethod
    def _sums(func, store: Store) -> tuple[list[Reduce], Expr]:
        """The func's own sums of a store's value as realize left them (args as loops), and what
        they sum: a sum inlined into the last of them is part of what it sums (nl_means' blur_d_y
        in blur_d, both over p: taken for a loop of blur_d, no loop defined its variable)."""
        sums, value = [], store.value
        while isinstance(value, Reduce) and value.op == "+" and len(sums) < len(func.sums()):
            sums.append(value)
            value = value.body
        return sums, value

    def _accumulated(self, func, sched, roots, pure, store: Store, extents) -> Stmt:
        """A GPU thread's sums into a local accumulator, as a hand-written kernel's `acc`: every
        loop in the schedule's order (guarded); the accumulator holds one value per point of the
        loops of the arguments inside the first loop of the sum (inner loops of splits; pass
        coarsen adds its own), zeroed before that loop and stored after it."""
        sums, value = self._sums(func, store)
        nest = self._nest(func, {**roots, **{func.sum_var(r): (r.min, r.extent) for r in sums}}, sched.splits,
                          lambda v: loop_var(func.name, v), True, extents)
        order = list(sched.split_loops())
        first = next(i for i, v in enumerate(order) if v not in pure)
        points = [v for v in order[first:] if v in pure]        # constant: inner loops of splits
        acc, names = loop_var(func.name, "acc"), [nest.name(v) for v in points]
        at = tuple(Var(n) for n in names)
        add = Store(acc, at, Binary("+", Load(acc, at, func.dtype), value, func.dtype), sums[0].span)
        zero = Const(0.0 if func.dtype in ("f32", "f64") else 0, func.dtype)
        initial = _over(points, nest, sched.kind, Store(acc, at, zero), "init")
        result = _over(points, nest, sched.kind,
                       self._recomputed(nest, names, pure, store, Load(acc, at, func.dtype)), "out")
        first_loop = nest.name(order[first])
        return replace_loop(_loops(nest, order, sched.kind, add), first_loop, lambda loop: Allocate(
            acc, func.dtype, tuple((Const(0), simplify_expr(nest.extent[v])) for v in points), "local",
            block(initial, loop, result), sums[0].span))

    @staticmethod
    def _recomputed(nest: _Nest, names, pure, store: Store, value: Expr) -> Stmt:
        """The store of `value`, inside the lets (and guards) of the arguments that the loops
        `names` define: they were computed inside the sum's loops, out of reach here."""
        depends, lets = set(names), []
        for var, v in reversed(nest.lets):                     # definition order
            if var in pure and free_vars(v) & depends:
                lets.append((nest.name(var), v))
                depends.add(nest.name(var))
        body: Stmt = replace(store, value=value)
        for name, v in reversed(lets):
            guard = nest.guards.get(name)
            body = LetStmt(name, v, body if guard is None else replace(guard, then=body))
        return body

    def _update(self, func, sched, roots, store: Store) -> Stmt:
        """`C[i, j] = C[i, j] + body` over every loop of the schedule, the sums' included."""
        sums, value = self._sums(func, store)
        roots = {**roots, **{func.sum_var(r): (r.min, r.extent) for r in sums}}
        nest = self._nest(func, roots, sched.splits, lambda v: loop_var(func.name, v), True, {})
        current = Load(store.buffer, store.indices, func.dtype)
        update = Store(store.buffer, store.indices, Binary("+", current, value, func.dtype), sums[0].span)
        return _loops(nest, list(sched.split_loops()), sched.kind, update)


def split(fn, ctx):
    """split / tile / reorder, and parallel / vectorized / unrolled loop kinds."""
    body = _Splitter(ctx).visit(fn.body)
    return fn if body is fn.body else replace(fn, body=body)
