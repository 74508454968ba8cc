"""gpu_compute_at: the funcs computed at loops of the launch, per block into shared memory or per
thread into local storage.

`f.compute_at(g, bx)`, at the innermost block loop: before anything else, the block's threads
compute the part of f that the block reads — its region from bounds inference over the block's
threads, of constant shape ((Ty + 2) x Tx of blurx for a Ty x Tx tile of blury) — into a
shared array, each thread its share of the points (consecutive threads on consecutive points,
as `cache` copies); then a barrier; then the threads compute g, reading the array.  At a loop
inside the threads (a sum's `ko`) the same happens per iteration, the tile's guards moved inside
the loop so that every thread reaches the barriers, and a barrier ends each iteration
(irc/ir/analysis/staging.py, shared with `cache`).  At the innermost thread loop
(`compute_at(g, tx)`) each thread computes the part of f that its own code reads into a local
array, where that code starts, inside its guards, with the loop nest `realize` made for f.

A point of the tile outside the region of f that the output needs (the edge tiles of a size the
tile does not divide) is not computed: nothing reads it, and f there may read past its inputs.

rewrite (blurx.compute_at(blury, bx), 32 x 32 threads):
    allocate blurx: f32[blurx.y.min ..] {    gpu_block for blockIdx.y ... {
      produce blurx { for blurx.y ... }         allocate shared blurx: f32[0 .. 34, 0 .. 32] {
      gpu_block for blockIdx.y ... {              gpu_thread ... {
        gpu_thread ... {                  ->        let blurx.y.min = blockIdx.y * 32 - 1; let blurx.x.min = ...
          ... blurx[blury.y - 1, blury.x] ...       for blurx.compute in 0 .. 2 { let blurx.compute.at = ...
                                                      if blurx.compute.at < 1088 { let blurx.y = ...; ...
                                                        if blurx.y < H + 1 && blurx.x < W {
                                                          blurx[.. / 32 % 34, .. % 32] = ... }
                                                    barrier
                                                    ... blurx[blury.y - blurx.y.min - 1, blury.x - blurx.x.min] ...
"""
from __future__ import annotations

from dataclasses import replace

from irc.diagnostics import InternalError
from irc.ir.analysis.footprint import footprint
from irc.ir.analysis.interval import bounds_of
from irc.ir.analysis.linear import const_difference
from irc.ir.analysis.simplify import prove
from irc.ir.analysis.sites import expand
from irc.ir.analysis.staging import (ReadsFrom, Staging, barriered, check_fits, constant_extents, guarded, index_op,
                                     launch_facts, launch_parts, relaunch)
from irc.ir.nodes import Allocate, Binary, Block, Const, Expr, For, If, LetStmt, Stmt, Store, Var, block
from irc.ir.visitor import substitute
from irc.naming import loop_var, region_extent, region_min
from irc.regions import required_regions


def _detach(body: Stmt):
    """The funcs gpu_map left at the root, (allocate, produce) outer first, and the launch."""
    producers = []
    while isinstance(body, Allocate) and body.scope == "global":
        if not (isinstance(body.body, Block) and len(body.body.stmts) == 2):
            raise InternalError(f"gpu_compute_at expects '{body.buffer}' allocated around its produce and the launch")
        produce, inner = body.body.stmts
        producers.append((body, produce))
        body = inner
    return producers, body


class _Producer:
    """A func to compute in the launch: its loop nest as `realize` made it, the store inside, and
    where it is computed."""

    def __init__(self, allocate: Allocate, produce, ctx, needed):
        self.func, self.dtype, self.nest, self.needed = produce.func, allocate.dtype, produce.body, needed
        store = self.nest
        while isinstance(store, For):
            store = store.body
        self.store = store
        args = ctx.module.func(self.func).args
        self.args, self.vars = args, [loop_var(self.func, a) for a in args]
        self.mins = [Var(region_min(self.func, a)) for a in args]
        sched = ctx.schedule.of(self.func)
        self.consumer, self.loop = sched.compute_at
        self.span = sched.span("compute_at")

    def tile(self, s: Stmt, scope) -> tuple[list, list[int]]:
        """The region of f that `s` reads (the variables of `scope` ranging), and its shape."""
        where = f"{self.consumer}.{self.loop}"
        region = footprint(self.func, [s], scope)
        if region is None:         # the schedule's checks put every reader of f inside the loop
            raise InternalError(f"nothing inside '{where}' reads '{self.func}', which is computed there")
        return region, constant_extents(region, f"the part of '{self.func}' that one iteration of '{where}' reads",
                                        "compute it at a loop whose iteration reads a fixed tile", self.span)

    def needed_only(self, region, facts, lets=(), guards=()) -> list[Expr]:
        """The conditions for a point of the tile `region` to lie in the region of f the output
        needs, but those the launch's facts prove (the lets `lets` around the tile expanded) or
        the guards `guards` around it imply."""
        known = [k for g in guards for k in _non_negative(g)]
        conds = []
        for v, iv, need in zip(self.vars, region, self.needed):
            if not _holds(need.lo, iv.lo, facts, lets, known):
                conds.append(Binary(">=", Var(v), need.lo, "bool"))
            if not _holds(iv.hi, need.hi, facts, lets, known):
                conds.append(Binary("<", Var(v), index_op("+", need.hi, Const(1)), "bool"))
        return conds

    def storage(self, scope: str, shape: list[int], body: Stmt) -> Allocate:
        return Allocate(self.func, self.dtype, tuple((Const(0), Const(e)) for e in shape), scope, body, self.span)

    def with_mins(self, region, s: Stmt) -> Stmt:
        """`s` inside the lets of the tile's start (`blurx.y.min`), which its reads count from."""
        for m, iv in reversed(list(zip(self.mins, region))):
            s = LetStmt(m.name, iv.lo, s)
        return s

    def point(self, at: tuple[Expr, ...], conds: list[Expr]) -> Stmt:
        """The store of f's value at its loop variables into the tile at `at`, where it is needed."""
        return guarded(conds, Store(self.func, at, self.store.value, self.store.span))


def _holds(lo: Expr, hi: Expr, facts, lets, known: list[Expr]) -> bool:
    """Whether `lo <= hi`: proven from the facts, or implied by a `k >= 0` of `known`."""
    if prove(Binary("<=", expand(lo, lets), expand(hi, lets), "bool"), facts) is True:
        return True
    gaps = [const_difference(index_op("-", hi, lo), k) for k in known]
    return any(g is not None and g >= 0 for g in gaps)


def _non_negative(cond: Expr) -> list[Expr]:
    """Expressions that are `>= 0` where the guard `cond` holds (`a < b`: `b - a - 1`)."""
    if not isinstance(cond, Binary) or cond.a.dtype != "i32":
        return []
    if cond.op == "&&":
        return _non_negative(cond.a) + _non_negative(cond.b)
    if cond.op not in ("<", "<=", ">", ">="):
        return []
    big, small = (cond.b, cond.a) if cond.op in ("<", "<=") else (cond.a, cond.b)
    return [index_op("-", index_op("-", big, small), Const(1 if cond.op in ("<", ">") else 0))]


def _per_block(launch: Stmt, p: _Producer, target: str | None) -> Stmt:
    """f computed into shared memory by the block's threads, once per block (`target` None) or per
    iteration of the loop `target` inside the threads."""
    staging = Staging(launch, "compute_at", p.consumer, p.span)
    tiles = []

    def staged(s: Stmt, scope, in_loop: bool) -> Stmt:
        region, shape = p.tile(s, scope)
        conds = p.needed_only(region, staging.facts)

        def element(coords):
            body = p.point(tuple(coords), conds)
            for v, c, m in reversed(list(zip(p.vars, coords, p.mins))):
                body = LetStmt(v, index_op("+", c, m), body)
            return body
        tiles.append(p.storage("shared", shape, Block(())))
        fill = staging.share_out(shape, f"{p.func}.compute", element, p.span)
        return p.with_mins(region, barriered([fill], ReadsFrom(p.func, p.func, p.mins).visit(s), {p.func}, in_loop,
                                             p.span))
    staging.at(target, staged)
    return staging.launch(tiles)


def _per_thread(launch: Stmt, p: _Producer, starts: set[str]) -> Stmt:
    """f computed by each thread into a local array, where its code starts inside its guards.
    `starts`: the lets of the other funcs' tile starts (`g.y.min`), seen through where a func
    computed per thread reads f (else the union of its reads and theirs is not of constant size)."""
    blocks, between, threads, body = launch_parts(launch)
    facts = launch_facts(launch)

    def compute(site: Stmt, lets, guards) -> Stmt:
        scope = {}
        for name, value in lets:
            if name in starts:
                scope[name] = bounds_of(value, scope)
        region, shape = p.tile(site, scope)
        conds = p.needed_only(region, facts, lets, guards)
        nest = substitute(p.nest, {region_extent(p.func, a): Const(e) for a, e in zip(p.args, shape)})
        at = tuple(index_op("-", Var(v), m) for v, m in zip(p.vars, p.mins))
        local = p.storage("local", shape, block(_with_store(nest, p.point(at, conds)),
                                                ReadsFrom(p.func, p.func, p.mins).visit(site)))
        return p.with_mins(region, local)
    return relaunch(blocks, between, threads, _inside_guards(body, [], [], compute))


def _inside_guards(s: Stmt, lets, guards, make) -> Stmt:
    """`s` with `make(statement, lets, guards)` applied where the lets and guards that open it end."""
    if isinstance(s, LetStmt):
        return replace(s, body=_inside_guards(s.body, lets + [(s.var, s.value)], guards, make))
    if isinstance(s, If) and s.otherwise is None:
        return replace(s, then=_inside_guards(s.then, lets, guards + [s.cond], make))
    return make(s, lets, guards)


def _with_store(nest: Stmt, store: Stmt) -> Stmt:
    """A perfect loop nest with `store` as its body."""
    return replace(nest, body=_with_store(nest.body, store)) if isinstance(nest, For) else store


def gpu_compute_at(fn, ctx):
    """Funcs computed at loops of the launch: per block in shared memory, per thread in local storage."""
    producers, launch = _detach(fn.body)
    if not producers:
        return fn
    out = ctx.schedule.of(ctx.module.output.func)
    blocks = [v for v in out.order if out.kind(v) == "gpu_block"]
    needed = required_regions(ctx.module)
    computed = [_Producer(allocate, produce, ctx, needed[produce.func]) for allocate, produce in producers]
    starts = {m.name for p in computed for m in p.mins}
    for p in reversed(computed):                    # consumers first: their producers go outside them
        if out.kind(p.loop) == "gpu_thread":
            launch = _per_thread(launch, p, starts)
        else:
            launch = _per_block(launch, p, None if p.loop == blocks[-1] else loop_var(p.consumer, p.loop))
    check_fits(launch, "compute it at an inner loop, or tile smaller", computed[0].span)
    return replace(fn, body=launch)
