"""cache: an input staged in shared memory, per block or per iteration of a loop of the threads.

`A.cache(C, ko)` copies the part of A that one iteration of loop `ko` reads — its region from
bounds inference over the block's threads, of constant shape — into a shared array, with the
block's threads cooperating: consecutive threads copy consecutive addresses of A (the last
dimension along threadIdx.x), elements outside A copied as zeros; for a `boundary clamp` input
the tile is taken over the coordinates before the clamp, and its elements past the edge hold the
edge's values (a stencil's halo); for a `boundary zero` input too, its elements past the edge
zeros.  A barrier follows the copy
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

from dataclasses import replace

from irc.diagnostics import CompileError
from irc.ir.analysis.footprint import footprint
from irc.ir.analysis.simplify import prove, simplify_expr
from irc.ir.analysis.staging import ReadsFrom, Staging, all_of, barriered, check_fits, constant_extents, index_op
from irc.ir.nodes import GPU_LOOP_KINDS, Allocate, Binary, Block, Const, Expr, LetStmt, Load, Select, Stmt, Store, Var
from irc.ir.visitor import Mutator, substitute
from irc.naming import launch_axes, loop_var, shared_copy, shared_copy_start


class _Unclamped(Mutator):
    """Reads of a `boundary clamp` input at their coordinates before the clamp: `u[min(max(e, 0),
    N - 1)]` (or what simplify left of it) reads `u[e]`.  The shared copy holds the clamped values
    at those coordinates, so reading it at `e` reads what the clamped read did."""

    def __init__(self, buffer: str, shape):
        self.buffer, self.ends = buffer, [simplify_expr(index_op("-", e, Const(1))) for e in shape]

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


class _Unzeroed(_Unclamped):
    """Reads of a `boundary zero` input, `select(inside, u[min(max(e, 0), N - 1)], 0)`, at their
    coordinates before the clamp: where the select keeps the read, its coordinates are inside u
    and the clamp changes nothing; elsewhere it gives 0 whatever the shared copy holds there (0
    too: the copy stores zeros outside u).  A read of u outside such a select keeps its clamp."""

    def visit_Load(self, e: Load):
        return self.generic_visit(e)

    def visit_Select(self, e: Select):
        e = self.generic_visit(e)
        read, zero = e.true_value, e.false_value
        if isinstance(read, Load) and read.buffer == self.buffer and isinstance(zero, Const) and zero.value == 0:
            return replace(e, true_value=_Unclamped.visit_Load(self, read))
        return e


UNBOUNDED = {"clamp": _Unclamped, "zero": _Unzeroed}    # reads of a staged input at unclamped coordinates


def _clamped(at: Expr, extent: Expr) -> Expr:
    return index_op("min", index_op("max", at, Const(0)), index_op("-", extent, Const(1)))


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
        self.staging = Staging(launch, "cache", self.func, self.span)
        self.staging.at(None if self.loop in self.axes else loop_var(self.func, self.loop), self._staged)
        return self.staging.launch([Allocate(_shared(c), self.module.input(c.buffer).dtype,
                                             tuple((Const(0), Const(e)) for e in self.shapes[c.buffer]), "shared",
                                             Block(()), c.span) for c in self.caches])

    def _staged(self, s: Stmt, scope, in_loop: bool) -> Stmt:
        """`s` reading the shared copies, after the copies and a barrier (and one after, in a loop)."""
        lets, copies = [], []
        for c in self.caches:
            inp = self.module.input(c.buffer)
            if inp.boundary in UNBOUNDED:
                s = UNBOUNDED[inp.boundary](c.buffer, inp.shape).visit(s)
            region = self._region(c, s, scope)
            names = [shared_copy_start(c.buffer, d) for d in range(len(region))]
            mins = [Var(n) for n in names]
            lets += [(n, iv.lo) for n, iv in zip(names, region)]
            self.starts = {m.name: iv.lo for m, iv in zip(mins, region)}
            copies.append(self.staging.share_out(self.shapes[c.buffer], f"{_shared(c)}.copy",
                                                 lambda coords, c=c, mins=mins: self._element(c, mins, coords),
                                                 c.span))
            s = ReadsFrom(c.buffer, _shared(c), mins).visit(s)
        out = barriered(copies, s, {_shared(c) for c in self.caches}, in_loop, self.span)
        for n, value in reversed(lets):
            out = LetStmt(n, value, out)
        return out

    def _region(self, c, s: Stmt, scope) -> list:
        region = footprint(c.buffer, [s], scope)
        if region is None:
            raise CompileError(f"cannot cache '{c.buffer}' at '{c.func}.{c.loop}': nothing inside that loop "
                               f"reads it", c.span)
        self.shapes[c.buffer] = constant_extents(
            region, f"the part of '{c.buffer}' that one iteration of '{c.func}.{c.loop}' reads",
            "cache at a loop whose iteration reads a fixed tile", c.span)
        return region

    def _element(self, c, mins: list[Expr], coords: list[Expr]) -> Stmt:
        """shared[coords] = the input at mins + coords, or zero outside it."""
        at = [index_op("+", m, x) for m, x in zip(mins, coords)]
        inp = self.module.input(c.buffer)
        if inp.boundary == "clamp":               # the halo past the edge holds the edge's values
            value = Load(c.buffer, tuple(_clamped(a, e) for a, e in zip(at, inp.shape)), inp.dtype, c.span)
            return Store(_shared(c), tuple(coords), value, c.span)
        inside = []
        for a, extent in zip(at, inp.shape):
            for cond in (Binary(">=", a, Const(0), "bool"), Binary("<", a, extent, "bool")):
                if prove(substitute(cond, self.starts), self.staging.facts) is not True:   # the starts are lets
                    inside.append(cond)
        value: Expr = Load(c.buffer, tuple(at), inp.dtype, c.span)
        if inside:
            zero = Const(0.0 if inp.dtype in ("f32", "f64") else 0, inp.dtype)
            value = Select(all_of(inside), value, zero, inp.dtype)
        return Store(_shared(c), tuple(coords), value, c.span)


def _shared(c) -> str:
    return shared_copy(c.buffer)


def _depth(fs, loop: str) -> int:
    return fs.order.index(loop) if loop in fs.order else -1


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
    check_fits(body, "cache at an inner loop, or tile smaller", ctx.schedule.caches[-1].span)
    return replace(fn, body=body)
