"""Staging in a GPU block's shared memory: what `cache` (an input copied into a tile) and
`gpu_compute_at` (a func computed into one) do alike.

The block's threads fill the tile together, each taking its share of the points (consecutive
threads on consecutive points, the last dimension along threadIdx.x); a barrier follows the
fill, before the reads, and inside a serial loop another ends each iteration, before the next
fill overwrites the tile.  Every thread of a block must reach each barrier, so the guards
around the loop a tile is staged at (`if C.i < N`) move inside it, onto the statements they
guarded, and the fill is left unguarded: a thread past the edge still fills its share.
"""
from __future__ import annotations

import math
from dataclasses import replace
from functools import reduce

import numpy as np

from ...diagnostics import CompileError
from ..nodes import Allocate, Barrier, Binary, Block, Const, Expr, For, If, LetStmt, Load, Stmt, Var, block
from ..printer import expr_str
from ..types import NUMPY_TYPES
from ..visitor import Mutator, walk
from .interval import Interval, bounds_of
from .simplify import simplify_expr

# bytes: the most shared memory a GPU irc models (the H100) gives one block; the chosen GPU's own
# limit is checked at each launch (backends/simt/gpus.py has the table; a test keeps them equal)
SHARED_LIMIT = 227 * 1024


def index_op(op: str, a: Expr, b: Expr) -> Expr:
    """`a op b` on i32 indices, simplified."""
    return simplify_expr(Binary(op, a, b, "i32"))


def all_of(conds: list[Expr]) -> Expr:
    return reduce(lambda a, b: Binary("&&", a, b, "bool"), conds)


def guarded(conds: list[Expr], s: Stmt) -> Stmt:
    return If(all_of(conds), s) if conds else s


def contains_loop(s: Stmt, var: str) -> bool:
    return any(isinstance(n, For) and n.var == var for n in walk(s))


def launch_facts(launch: Stmt) -> dict:
    """What a launch's loops say of their variables: every loop counting from 0 is non-negative."""
    return {n.var: (0, None) for n in walk(launch) if isinstance(n, For) and n.min == Const(0)}


def sink_guards(s: Stmt, target: str, conds: list[Expr] | None = None) -> Stmt:
    """`s` with the `if`s around loop `target` moved inside it, onto the statements they guarded
    (lets stay unguarded: they compute indices and read nothing)."""
    conds = conds or []
    if not contains_loop(s, target):
        return guarded(conds, s)
    if isinstance(s, For) and s.var == target:
        return replace(s, body=guarded(conds, s.body))
    if isinstance(s, If) and s.otherwise is None:
        return sink_guards(s.then, target, conds + [s.cond])
    if isinstance(s, Block):
        return block(*(sink_guards(c, target, conds) for c in s.stmts))
    if isinstance(s, (LetStmt, Allocate, For)):
        return replace(s, body=sink_guards(s.body, target, conds))
    raise CompileError(f"cannot stage in shared memory around a {type(s).__name__}", s.span)


def at_loop(s: Stmt, target: str, scope: dict, stage) -> Stmt:
    """`s` with loop `target` replaced by `stage(loop, scope)`; `scope` gathers the intervals of
    the lets on the way (the loops on the way stay symbolic: one iteration of each)."""
    if isinstance(s, For) and s.var == target:
        return stage(s, scope)
    if not contains_loop(s, target):
        return s
    if isinstance(s, Block):
        return block(*(at_loop(c, target, scope, stage) for c in s.stmts))
    if isinstance(s, LetStmt):
        return replace(s, body=at_loop(s.body, target, {**scope, s.var: bounds_of(s.value, scope)}, stage))
    if isinstance(s, If):
        return replace(s, then=at_loop(s.then, target, scope, stage))
    return replace(s, body=at_loop(s.body, target, scope, stage))


class ReadsFrom(Mutator):
    """Reads of `buffer` become reads of the tile `tile`, counted from the tile's start `mins`."""

    def __init__(self, buffer: str, tile: str, mins: list[Expr]):
        self.buffer, self.tile, self.mins = buffer, tile, mins

    def visit_Load(self, e: Load):
        e = self.generic_visit(e)
        if e.buffer != self.buffer:
            return e
        return Load(self.tile, tuple(index_op("-", i, m) for i, m in zip(e.indices, self.mins)), e.dtype, e.span)


def constant_extents(region: list[Interval], what: str, advice: str, span) -> list[int]:
    """The extents of a region that must be a tile of constant shape."""
    extents = [index_op("+", index_op("-", iv.hi, iv.lo), Const(1)) for iv in region]
    if not all(isinstance(e, Const) for e in extents):
        raise CompileError(f"{what} is {' x '.join(expr_str(e) for e in extents)}, not of constant size; {advice}",
                           span)
    return [e.value for e in extents]


def launch_parts(s: Stmt):
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


def relaunch(blocks, between, threads, body: Stmt) -> Stmt:
    """The launch of `launch_parts` again, around a thread's code `body`."""
    for s in reversed(blocks + between + threads):
        body = replace(s, body=body)
    return body


class Staging:
    """A launch being staged at: its block loops, what stands between them and its thread loops
    (a block of constant shape), and one thread's code, which `at` rewrites."""

    def __init__(self, launch: Stmt, word: str, func: str, span):
        self.blocks, self.between, self.thread_loops, self.body = launch_parts(launch)
        extents = [simplify_expr(t.extent) for t in self.thread_loops]
        if not all(isinstance(e, Const) for e in extents):
            raise CompileError(f"{word} needs a block of constant shape; '{func}' has threads "
                               f"{' x '.join(expr_str(e) for e in extents)}", span)
        self.threads = [(t.var, e.value) for t, e in zip(self.thread_loops, extents)]          # outer to inner
        self.facts = {**launch_facts(launch), **{v: (0, e - 1) for v, e in self.threads}}

    def at(self, target: str | None, staged) -> None:
        """Stage once per block, before anything (`target` None), or per iteration of loop `target`:
        the thread's code there becomes `staged(code, scope, in_loop)`, `scope` the intervals of the
        block's threads and of the lets on the way."""
        scope = {v: Interval(Const(0), Const(e - 1)) for v, e in self.threads}
        if target is None:
            self.body = staged(self.body, scope, False)
        else:
            self.body = at_loop(sink_guards(self.body, target), target, scope,
                                lambda loop, sc: replace(loop, body=staged(loop.body, sc, True)))

    def launch(self, tiles: list[Allocate]) -> Stmt:
        """The launch again, the shared tiles allocated per block."""
        return relaunch(self.blocks, self.between + tiles, self.thread_loops, self.body)

    def share_out(self, tile: list[int], prefix: str, element, span) -> Stmt:
        """Each point of `tile` by one thread: `element(coords)` at each.  Thread dimension d takes
        tile dimension d where every shape divides (x the last, contiguous one), else the tile is
        one row whose points the T threads take every T-th, x fastest; the loops over the rounds are
        named from `prefix`."""
        threads = self.threads
        if len(tile) == len(threads) and all(e % t == 0 for e, (_, t) in zip(tile, threads)):
            coords, loops = [], []
            for d, (e, (v, t)) in enumerate(zip(tile, threads)):
                if e == t:
                    coords.append(Var(v))
                else:
                    rep = f"{prefix}.{d}"
                    loops.append((rep, e // t))
                    coords.append(index_op("+", index_op("*", Var(rep), Const(t)), Var(v)))
            body = element(coords)
            for rep, n in reversed(loops):
                body = For(rep, Const(0), Const(n), "serial", body, span)
            return body
        return self._share_as_row(tile, prefix, element, span)

    def _share_as_row(self, tile: list[int], prefix: str, element, span) -> Stmt:
        size, count = math.prod(tile), 1
        flat: Expr = Const(0)
        for v, t in reversed(self.threads):
            flat = index_op("+", flat, index_op("*", Var(v), Const(count)))
            count *= t
        rep, idx = prefix, f"{prefix}.at"
        coords, stride = [], 1
        for e in reversed(tile):
            coords.insert(0, index_op("%", index_op("/", Var(idx), Const(stride)), Const(e)))
            stride *= e
        body = element(coords)
        if size % count:
            body = If(Binary("<", Var(idx), Const(size), "bool"), body)
        at = index_op("+", index_op("*", Var(rep), Const(count)), flat)
        return For(rep, Const(0), Const(-(-size // count)), "serial", LetStmt(idx, at, body), span)


def barriered(fills: list[Stmt], s: Stmt, tiles: set[str], in_loop: bool, span) -> Stmt:
    """The fills of `tiles`, a barrier, then `s` reading them; in a loop, a barrier ending each
    iteration too.  A barrier `s` reaches first, before reading the tiles, or ends with already
    serves (an inner loop's)."""
    lead = [] if _barrier_before_reads(s, tiles) else [Barrier(span)]
    trail = [Barrier(span)] if in_loop and not _ends_with_barrier(s) else []
    return block(*fills, *lead, s, *trail)


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


def _barrier_before_reads(s: Stmt, tiles: set[str]) -> bool:
    """Whether every thread running `s` reaches a barrier before it reads `tiles`: an inner
    stage's barrier, or another fill's at the same loop, which then also orders this fill before
    the reads."""
    return _first_barrier(_statements(s), tiles) is True


def _first_barrier(stmts, tiles: set[str]) -> bool | None:
    """True when the statements reach a barrier (themselves, or in a loop of at least one
    iteration) before a read of `tiles`, False when a read comes first, None when neither."""
    for stmt in stmts:
        if isinstance(stmt, Barrier):
            return True
        inner = _first_barrier(_statements(stmt.body), tiles) if _runs(stmt) else None
        if inner is not None:
            return inner
        if any(isinstance(n, Load) and n.buffer in tiles for n in walk(stmt)):
            return False
    return None


def _ends_with_barrier(s: Stmt) -> bool:
    """Whether `s` ends with a barrier, or with a loop (of at least one iteration) whose body does:
    after it every thread is done with the tiles, and the next fill may begin."""
    last = _statements(s)[-1]
    return isinstance(last, Barrier) or (_runs(last) and isinstance(_statements(last.body)[-1], Barrier))


def check_fits(body: Stmt, advice: str, span) -> None:
    """The shared tiles of a launch must fit the shared memory some GPU gives a block."""
    tiles = [(n.buffer, [e.value for _, e in n.bounds], n.dtype) for n in walk(body)
             if isinstance(n, Allocate) and n.scope == "shared"]
    total = sum(math.prod(shape) * np.dtype(NUMPY_TYPES[dtype]).itemsize for _, shape, dtype in tiles)
    if total > SHARED_LIMIT:
        sizes = ", ".join(f"{name} {' x '.join(map(str, shape))} {dtype}" for name, shape, dtype in tiles)
        raise CompileError(f"the shared tiles of this launch take {total:,} bytes per block ({sizes}); no GPU irc "
                           f"models gives a block more than {SHARED_LIMIT:,} (the H100's 227 KB; the A6000's is "
                           f"99 KB): {advice}", span)
