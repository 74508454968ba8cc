"""cache: an input staged in shared memory, per block or per iteration of a loop of the threads.

`A.cache(C, ko)` copies the part of A that one iteration of loop `ko` reads — its region from
bounds inference over the block's threads, of constant shape — into a shared array, with the
block's threads cooperating: consecutive threads copy consecutive addresses of A (the last
dimension along threadIdx.x), elements outside A copied as zeros; for a `boundary clamp` input
the tile is taken over the coordinates before the clamp, and its elements past the edge hold the
edge's values (a stencil's halo).  A barrier follows the copy
(the reads wait for it) and, inside a serial loop, one ends the iteration (the next copy waits
for the reads).  The reads of A there read the shared array instead.

Every thread of a block must reach each barrier, so the guards of the tile (`if C.i < N`) are
moved from around the loop to the statements inside it, and the copy is left unguarded: a
thread past the edge of C still copies its part of the tile, as in a hand-written kernel.

rewrite (A.cache(C, ko), 32 x 32 threads):
    gpu_thread ... {                         allocate shared A.shared: f32[0 .. 32, 0 .. 32] {
      if C.i < N { ...                         gpu_thread ... {
        for C.ko in ... {            ->           for C.ko in ... {
          ... A[C.i, C.k] ...                       let A.shared.min.0 = blockIdx.y * 32; let A.shared.min.1 = C.ko * 32
                                                    A.shared[threadIdx.y, threadIdx.x] = select(.. < N && .. < K, A[..], 0.0f)
                                                    barrier
                                                    if C.i < N { ... A.shared[C.i - A.shared.min.0, C.k - A.shared.min.1] ... }
                                                    barrier
"""
from __future__ import annotations

import math
from dataclasses import replace
from functools import reduce

import numpy as np

from irc.diagnostics import CompileError
from irc.ir.analysis.footprint import footprint
from irc.ir.analysis.interval import Interval, bounds_of
from irc.ir.analysis.simplify import prove, simplify_expr
from irc.ir.nodes import (GPU_LOOP_KINDS, Allocate, Barrier, Binary, Block, Const, Expr, For, If, LetStmt, Load, Select,
                          Stmt, Store, Var, block)
from irc.ir.printer import expr_str
from irc.ir.types import NUMPY_TYPES
from irc.ir.visitor import Mutator, substitute, walk
from irc.naming import launch_axes, loop_var, shared_copy

# bytes: the most shared memory a GPU irc models (the H100) gives one block; the chosen GPU's own
# limit is checked at each launch (backends/simt/gpus.py has the table; a test keeps them equal)
SHARED_LIMIT = 227 * 1024


def _i(op, a, b) -> Expr:
    return simplify_expr(Binary(op, a, b, "i32"))


def _launch(s: Stmt):
    """(block loops, shared allocations and lets between, thread loops, one thread's code)."""
    blocks, between, threads = [], [], []
    while isinstance(s, For) and s.kind == "gpu_block":
        blocks.append(s)
        s = s.body
    while isinstance(s, (LetStmt, Allocate)):
        between.append(s)
        s = s.body
    while isinstance(s, For) and s.kind == "gpu_thread":
        threads.append(s)
        s = s.body
    return blocks, between, threads, s


def _relaunch(blocks, between, threads, body: Stmt) -> Stmt:
    for s in reversed(blocks + between + threads):
        body = replace(s, body=body)
    return body


def _contains(s: Stmt, var: str) -> bool:
    return any(isinstance(n, For) and n.var == var for n in walk(s))


def _guarded(conds: list[Expr], s: Stmt) -> Stmt:
    return If(reduce(lambda a, b: Binary("&&", a, b, "bool"), conds), s) if conds else s


def sink_guards(s: Stmt, target: str, conds: list[Expr] | None = None) -> Stmt:
    """`s` with the `if`s around loop `target` moved inside it, onto the statements they guarded
    (lets stay unguarded: they compute indices and read nothing)."""
    conds = conds or []
    if not _contains(s, target):
        return _guarded(conds, s)
    if isinstance(s, For) and s.var == target:
        return replace(s, body=_guarded(conds, s.body))
    if isinstance(s, If) and s.otherwise is None:
        return sink_guards(s.then, target, conds + [s.cond])
    if isinstance(s, Block):
        return block(*(sink_guards(c, target, conds) for c in s.stmts))
    if isinstance(s, (LetStmt, Allocate, For)):
        return replace(s, body=sink_guards(s.body, target, conds))
    raise CompileError(f"cannot stage in shared memory around a {type(s).__name__}", s.span)


class _Unclamped(Mutator):
    """Reads of a `boundary clamp` input at their coordinates before the clamp: `u[min(max(e, 0),
    N - 1)]` (or what simplify left of it) reads `u[e]`.  The shared copy holds the clamped values
    at those coordinates, so reading it at `e` reads what the clamped read did."""

    def __init__(self, buffer: str, shape):
        self.buffer, self.ends = buffer, [simplify_expr(_i("-", e, Const(1))) for e in shape]

    def visit_Load(self, e: Load):
        e = self.generic_visit(e)
        if e.buffer != self.buffer:
            return e
        return replace(e, indices=tuple(self._strip(i, end) for i, end in zip(e.indices, self.ends)))

    @staticmethod
    def _strip(i: Expr, end: Expr) -> Expr:
        if isinstance(i, Binary) and i.op == "min" and simplify_expr(i.b) == end:
            i = i.a
        if isinstance(i, Binary) and i.op == "max" and i.b == Const(0):
            i = i.a
        return i


def _clamped(at: Expr, extent: Expr) -> Expr:
    return _i("min", _i("max", at, Const(0)), _i("-", extent, Const(1)))


class _ToShared(Mutator):
    """Reads of `buffer` become reads of its shared copy, counted from the copy's start."""

    def __init__(self, buffer: str, shared: str, mins: list[Expr]):
        self.buffer, self.shared, self.mins = buffer, shared, mins

    def visit_Load(self, e: Load):
        e = self.generic_visit(e)
        if e.buffer != self.buffer:
            return e
        return Load(self.shared, tuple(_i("-", i, m) for i, m in zip(e.indices, self.mins)), e.dtype, e.span)


def _at(s: Stmt, target: str, scope: dict, stage) -> Stmt:
    """`s` with loop `target` replaced by `stage(loop, scope)`; `scope` gathers the intervals of
    the lets on the way (the loops on the way stay symbolic: one iteration of each)."""
    if isinstance(s, For) and s.var == target:
        return stage(s, scope)
    if not _contains(s, target):
        return s
    if isinstance(s, Block):
        return block(*(_at(c, target, scope, stage) for c in s.stmts))
    if isinstance(s, LetStmt):
        return replace(s, body=_at(s.body, target, {**scope, s.var: bounds_of(s.value, scope)}, stage))
    if isinstance(s, If):
        return replace(s, then=_at(s.then, target, scope, stage))
    return replace(s, body=_at(s.body, target, scope, stage))


class _Stage:
    """The caches of the schedule at one loop of a func, applied to the launch together: one copy
    of each, then one barrier (and one ending each iteration of a loop)."""

    def __init__(self, caches, ctx):
        self.caches, c = caches, caches[0]
        self.func, self.loop, self.span = c.func, c.loop, c.span
        fs = ctx.schedule.of(c.func)
        self.axes = launch_axes([(v, fs.kind(v)) for v in fs.order if fs.kind(v) in GPU_LOOP_KINDS])
        self.module = ctx.module
        self.shapes: dict[str, list[int]] = {}

    def apply(self, launch: Stmt) -> Stmt:
        blocks, between, threads, body = _launch(launch)
        if not all(isinstance(t.extent, Const) for t in threads):
            raise CompileError(f"cache needs a block of constant shape; '{self.func}' has threads "
                               f"{' x '.join(expr_str(t.extent) for t in threads)}", self.span)
        self.threads = [(t.var, t.extent.value) for t in threads]          # outer to inner
        self.facts = {**{n.var: (0, None) for n in walk(launch) if isinstance(n, For) and n.min == Const(0)},
                      **{v: (0, e - 1) for v, e in self.threads}}
        scope = {v: Interval(Const(0), Const(e - 1)) for v, e in self.threads}
        if self.loop in self.axes:                   # a block loop: once per block, before anything
            body = self._staged(body, scope, last_barrier=False)
        else:
            target = loop_var(self.func, self.loop)
            body = _at(sink_guards(body, target), target, scope,
                       lambda loop, sc: replace(loop, body=self._staged(loop.body, sc, last_barrier=True)))
        allocs = [Allocate(_shared(c), self.module.input(c.buffer).dtype,
                           tuple((Const(0), Const(e)) for e in self.shapes[c.buffer]), "shared", Block(()), c.span)
                  for c in self.caches]
        return _relaunch(blocks, between + allocs, threads, body)

    def _staged(self, s: Stmt, scope, last_barrier: bool) -> Stmt:
        """`s` reading the shared copies, after the copies and a barrier (and one after, in a loop)."""
        lets, copies = [], []
        for c in self.caches:
            inp = self.module.input(c.buffer)
            if inp.boundary == "clamp":
                s = _Unclamped(c.buffer, inp.shape).visit(s)
            region = self._region(c, s, scope)
            names = [f"{_shared(c)}.min.{d}" for d in range(len(region))]
            mins = [Var(n) for n in names]
            lets += [(n, iv.lo) for n, iv in zip(names, region)]
            self.starts = {m.name: iv.lo for m, iv in zip(mins, region)}
            copies += self._copy(c, mins)
            s = _ToShared(c.buffer, _shared(c), mins).visit(s)
        shared = {_shared(c) for c in self.caches}
        lead = [] if _barrier_before_reads(s, shared) else [Barrier(self.span)]
        trail = [Barrier(self.span)] if last_barrier and not _ends_with_barrier(s) else []
        out = block(*copies, *lead, s, *trail)
        for n, value in reversed(lets):
            out = LetStmt(n, value, out)
        return out

    def _region(self, c, s: Stmt, scope) -> list:
        region = footprint(c.buffer, [s], scope)
        if region is None:
            raise CompileError(f"cannot cache '{c.buffer}' at '{c.func}.{c.loop}': nothing inside that loop "
                               f"reads it", c.span)
        extents = [_i("+", _i("-", iv.hi, iv.lo), Const(1)) for iv in region]
        if not all(isinstance(e, Const) for e in extents):
            raise CompileError(f"the part of '{c.buffer}' that one iteration of '{c.func}.{c.loop}' reads is "
                               f"{' x '.join(expr_str(e) for e in extents)}, not of constant size; cache at a "
                               f"loop whose iteration reads a fixed tile", c.span)
        self.shapes[c.buffer] = [e.value for e in extents]
        return region

    def _copy(self, c, mins: list[Expr]) -> list[Stmt]:
        """The block's threads copy the tile: thread dimension d over tile dimension d where the
        shapes match (x over the last, contiguous one), else the tile as one row."""
        tile, threads = self.shapes[c.buffer], self.threads
        if len(tile) == len(threads) and all(e % t == 0 for e, (_, t) in zip(tile, threads)):
            coords, loops = [], []
            for d, (e, (v, t)) in enumerate(zip(tile, threads)):
                if e == t:
                    coords.append(Var(v))
                else:
                    rep = f"{_shared(c)}.copy.{d}"
                    loops.append((rep, e // t))
                    coords.append(_i("+", _i("*", Var(rep), Const(t)), Var(v)))
            body = self._element(c, mins, coords)
            for rep, n in reversed(loops):
                body = For(rep, Const(0), Const(n), "serial", body, c.span)
            return [body]
        return [self._linear_copy(c, mins)]

    def _linear_copy(self, c, mins: list[Expr]) -> Stmt:
        """The tile as one row of E elements, the block's T threads taking every T-th (x fastest)."""
        size, count = 1, 1
        flat: Expr = Const(0)
        for v, t in reversed(self.threads):
            flat = _i("+", flat, _i("*", Var(v), Const(count)))
            count *= t
        for e in self.shapes[c.buffer]:
            size *= e
        rep, idx = f"{_shared(c)}.copy", f"{_shared(c)}.copy.at"
        coords, stride = [], 1
        for e in reversed(self.shapes[c.buffer]):
            coords.insert(0, _i("%", _i("/", Var(idx), Const(stride)), Const(e)))
            stride *= e
        element = self._element(c, mins, coords)
        if size % count:
            element = If(Binary("<", Var(idx), Const(size), "bool"), element)
        at = _i("+", _i("*", Var(rep), Const(count)), flat)
        return For(rep, Const(0), Const(-(-size // count)), "serial", LetStmt(idx, at, element), c.span)

    def _element(self, c, mins: list[Expr], coords: list[Expr]) -> Stmt:
        """shared[coords] = the input at mins + coords, or zero outside it."""
        at = [_i("+", m, x) for m, x in zip(mins, coords)]
        inp = self.module.input(c.buffer)
        if inp.boundary == "clamp":               # the halo past the edge holds the edge's values
            value = Load(c.buffer, tuple(_clamped(a, e) for a, e in zip(at, inp.shape)), inp.dtype, c.span)
            return Store(_shared(c), tuple(coords), value, c.span)
        inside = []
        for a, extent in zip(at, inp.shape):
            for cond in (Binary(">=", a, Const(0), "bool"), Binary("<", a, extent, "bool")):
                if prove(substitute(cond, self.starts), self.facts) is not True:     # the starts are lets
                    inside.append(cond)
        value: Expr = Load(c.buffer, tuple(at), inp.dtype, c.span)
        if inside:
            zero = Const(0.0 if inp.dtype in ("f32", "f64") else 0, inp.dtype)
            value = Select(reduce(lambda a, b: Binary("&&", a, b, "bool"), inside), value, zero, inp.dtype)
        return Store(_shared(c), tuple(coords), value, c.span)


def _statements(s: Stmt) -> tuple[Stmt, ...]:
    """The statements of `s` in order, through the lets that open it."""
    while isinstance(s, LetStmt):
        s = s.body
    return s.stmts if isinstance(s, Block) else (s,)


def _runs(s: Stmt) -> bool:
    """A loop of a constant number of iterations, at least one."""
    if not isinstance(s, For):
        return False
    extent = simplify_expr(s.extent)
    return isinstance(extent, Const) and extent.value >= 1


def _barrier_before_reads(s: Stmt, shared: set[str]) -> bool:
    """Whether `s` is a loop (of at least one iteration) whose body reaches a barrier before any
    read of `shared`: an inner cache's barrier, which then also orders this copy before its reads."""
    first = _statements(s)[0]
    if not _runs(first):
        return False
    for stmt in _statements(first.body):
        if isinstance(stmt, Barrier):
            return True
        if any(isinstance(n, Load) and n.buffer in shared for n in walk(stmt)):
            return False
    return False


def _ends_with_barrier(s: Stmt) -> bool:
    """Whether `s` ends with a loop (of at least one iteration) whose body ends with a barrier:
    after it every thread is done with the tiles, and the next copy may begin."""
    last = _statements(s)[-1]
    return _runs(last) and isinstance(_statements(last.body)[-1], Barrier)


def _shared(c) -> str:
    return shared_copy(c.buffer)


def _depth(fs, loop: str) -> int:
    return fs.order.index(loop) if loop in fs.order else -1


def _check_fits(body: Stmt, caches) -> None:
    """The shared tiles of a launch must fit the shared memory some GPU gives a block."""
    tiles = [(n.buffer, [e.value for _, e in n.bounds], n.dtype) for n in walk(body)
             if isinstance(n, Allocate) and n.scope == "shared"]
    total = sum(math.prod(shape) * np.dtype(NUMPY_TYPES[dtype]).itemsize for _, shape, dtype in tiles)
    if total > SHARED_LIMIT:
        sizes = ", ".join(f"{name} {' x '.join(map(str, shape))} {dtype}" for name, shape, dtype in tiles)
        raise CompileError(f"the shared tiles of this launch take {total:,} bytes per block ({sizes}); no GPU irc "
                           f"models gives a block more than {SHARED_LIMIT:,} (the H100's 227 KB; the A6000's is "
                           f"99 KB): cache at an inner loop, or tile smaller", caches[-1].span)


def cache(fn, ctx):
    """Inputs staged in shared memory per block or per iteration of a loop of the threads."""
    groups: dict[tuple[str, str], list] = {}
    for c in ctx.schedule.caches:
        groups.setdefault((c.func, c.loop), []).append(c)
    body = fn.body
    for (func, loop), caches in sorted(groups.items(), key=lambda g: -_depth(ctx.schedule.of(g[0][0]), g[0][1])):
        body = _Stage(caches, ctx).apply(body)          # inner loops first: their barriers may serve the outer
    if body is fn.body:
        return fn
    _check_fits(body, ctx.schedule.caches)
    return replace(fn, body=body)
