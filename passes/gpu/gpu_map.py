"""gpu_map: the output's GPU loops become the launch: block and thread loops over blockIdx and
threadIdx, with the code of one thread inside.

`split` has made the output's loops as its schedule orders them, `gpu_block` and `gpu_thread`
loops outermost and every tile guarded (`if C.i < C.i.min + C.i.extent`).  This pass makes the
launch the SIMT host runs: the block loops, then the thread loops, nothing between them; each
let and guard that stood between them moves inside the innermost thread loop (it reads only
the loops outside it, so each thread computes it for itself).  Axes count from the innermost
loop out (x, y, z), so the contiguous dimension, tiled last, varies fastest across a warp.  The
region lets and checks of the root are substituted into the launch, and the output is indexed
from 0 (its storage is a buffer of its extents).  The funcs computed at loops of the launch
stay at the root as `realize` left them, allocated around the launch, for `gpu_compute_at`.

rewrite (C.gpu_tile(i, j, bi, bj, ti, tj, 32, 32)):
    let C.i.extent = N ...                       gpu_block for blockIdx.y in 0 .. (N + 31) / 32 {
    produce C {                                    gpu_block for blockIdx.x in 0 .. (M + 31) / 32 {
      gpu_block for C.bi in 0 .. (C.i.extent + 31) / 32 {   gpu_thread for threadIdx.y in 0 .. 32 {
        gpu_block for C.bj in ... {         ->          gpu_thread for threadIdx.x in 0 .. 32 {
          gpu_thread for C.ti in 0 .. 32 {                  let C.i = blockIdx.y * 32 + threadIdx.y
            let C.i = ...; if C.i < ... {                   if C.i < N { let C.j = ...; if C.j < M {
              gpu_thread for C.tj in 0 .. 32 { ...            C[C.i, C.j] = ...
"""
from __future__ import annotations

from dataclasses import replace

from irc.diagnostics import InternalError
from irc.ir.nodes import (GPU_LOOP_KINDS, Allocate, Assert, Binary, Block, Const, Expr, For, If, LetStmt, Produce,
                          Stmt, Var, block)
from irc.ir.visitor import Mutator, Reindex, substitute
from irc.naming import launch_axes

def _host(body: Stmt, out: str):
    """The root's lets (name -> value), its checks, the allocations of the other funcs with
    their produces (outer first), and the output's produce."""
    lets, checks, producers = {}, [], []
    while True:
        if isinstance(body, LetStmt):
            lets[body.var] = substitute(body.value, lets)
            body = body.body
        elif isinstance(body, Block) and body.stmts and all(isinstance(s, Assert) for s in body.stmts[:-1]):
            checks += list(body.stmts[:-1])
            body = body.stmts[-1]
        elif isinstance(body, Allocate) and isinstance(body.body, Block) and len(body.body.stmts) == 2:
            producers.append((body, body.body.stmts[0]))
            body = body.body.stmts[1]
        elif isinstance(body, Produce) and body.func == out:
            return lets, checks, producers, body.body
        else:
            raise InternalError(f"gpu_map expects the root lets and the output's produce, found {type(body).__name__}")


def _launch_parts(nest: Stmt):
    """The GPU loops of a nest (outer to inner), the lets and guards between them, and the rest."""
    loops, between = [], []
    remaining = sum(1 for _ in _gpu_loops(nest))
    while remaining:
        if isinstance(nest, For) and nest.kind in GPU_LOOP_KINDS:
            loops.append(nest)
            remaining -= 1
            nest = nest.body
        elif isinstance(nest, LetStmt):
            between.append(nest)
            nest = nest.body
        elif isinstance(nest, If) and nest.otherwise is None:
            between.append(nest)
            nest = nest.then
        else:
            raise InternalError(f"gpu_map expects lets and guards between the GPU loops, found {type(nest).__name__}")
    return loops, between, nest


def _gpu_loops(s: Stmt):
    while isinstance(s, (For, LetStmt, If)):
        if isinstance(s, For) and s.kind in GPU_LOOP_KINDS:
            yield s
        s = s.then if isinstance(s, If) else s.body


class _FromZero(Reindex):
    """The output's indices counted from its region's start: its buffer holds just the region."""

    def __init__(self, out: str, mins: tuple[Expr, ...]):
        self.out, self.mins = out, mins

    def reindexes(self, buffer: str) -> bool:
        return buffer == self.out

    def reindexed(self, buffer: str, indices: tuple) -> tuple:
        return tuple(i if isinstance(m, Const) and m.value == 0 else Binary("-", i, m, i.dtype)
                     for i, m in zip(indices, self.mins))


def _plus(index: Expr, start: Expr) -> Expr:
    return index if isinstance(start, Const) and start.value == 0 else Binary("+", index, start, "i32")


class _RenameLoops(Mutator):
    def __init__(self, names: dict[str, str]):
        self.names = names

    def visit_For(self, f: For):
        f = self.generic_visit(f)
        return replace(f, var=self.names[f.var]) if f.var in self.names else f


def gpu_map(fn, ctx):
    """The output's GPU loops into a launch over blockIdx and threadIdx."""
    out = ctx.module.output.func
    lets, checks, producers, nest = _host(fn.body, out)
    loops, between, body = _launch_parts(nest)
    names = launch_axes([(lp.var, lp.kind) for lp in loops])
    for s in reversed(between):
        body = LetStmt(s.var, s.value, body, s.span) if isinstance(s, LetStmt) else If(s.cond, body, None, s.span)
    body = block(*checks, body)
    for loop in reversed(loops):                  # a launch index counts from 0: v = min + index
        body = For(loop.var, Const(0), loop.extent, loop.kind, body, loop.span)
    starts = {lp.var: substitute(lp.min, lets) for lp in loops}
    body = substitute(body, {**lets, **{v: _plus(Var(n, "i32"), starts[v]) for v, n in names.items()}})
    body = _RenameLoops(names).visit(body)
    mins = tuple(substitute(lo, lets) for lo, _ in next(b for b in fn.buffers if b.name == out).bounds)
    body = _FromZero(out, mins).visit(body)
    for allocate, produce in reversed(producers):
        body = replace(allocate, body=block(produce, body))
    return replace(fn, body=body, buffers=tuple(_from_zero(b) if b.name == out else b for b in fn.buffers))


def _from_zero(buffer):
    """The output's storage declared as what it now is, its region's extents from 0 (else flatten
    would take the region's start off the indices a second time)."""
    zero = Const(0)
    return replace(buffer, bounds=tuple((lo if isinstance(lo, Const) and lo.value == 0 else zero, ext)
                                        for lo, ext in buffer.bounds))
