"""operand_registers: the shared operands of a thread's block of points loaded into registers once
per step of the sum, and the points' accumulations an outer product of those registers.

A thread that computes several points (the loops inside its sum's loop, of constant size, that index
its accumulator: `C.acc[C.mi, C.nj]`) reads each operand it shares between points once per step, as
register blocking does (Boehm's SGEMM kernels 4 and 5, regM and regN): a shared load in a term
becomes a read of a register array indexed by the points' loops the load depends on, filled before
the points' loops, one load per element.  A load that depends on every point loop moves too, so that
the compiler fuses it along an unrolled step loop (backends/simt/fusion.py); out of the points'
guards, where point_guards has left any (nvcc sinks such a load back into the one guard that reads
it, and fuses nothing there).  The points' loops and the loads' loops are marked unrolled: the
accumulators and the registers are indexed by unrolled loops only, so they live in registers (nvcc's
scalar replacement), not in local memory.

Only shared loads move, each inside its array over the whole range of the points' loops (the
points' guards no longer keep it in range), and only where the points' loops do nothing but
accumulate into local arrays (no store to shared memory, no barrier between the loads and the
reads).

rewrite (C.acc[C.mi, C.nj], 8 x 8 points a thread):
    for C.ki in 0 .. 8 {                            for C.ki in 0 .. 8 {
      for C.mi in 0 .. 8 {                            unrolled for A.shared.reg.0 in 0 .. 8 {
        if C.i < N {                                    A.shared.reg[A.shared.reg.0] = A.shared[A.shared.reg.0 + threadIdx.y * 8, C.ki]
          for C.nj in 0 .. 8 {                        }
            if C.j < N {                    ->        unrolled for B.shared.reg.0 in 0 .. 8 { B.shared.reg[..] = B.shared[C.ki, ..] }
              C.acc[C.mi, C.nj] = C.acc[C.mi, C.nj]   unrolled for C.mi in 0 .. 8 { if C.i < N { unrolled for C.nj in 0 .. 8 {
                + A.shared[C.i - .., C.k - ..]          if C.j < N { C.acc[C.mi, C.nj] = C.acc[C.mi, C.nj]
                * B.shared[C.k - .., C.j - ..]                                           + A.shared.reg[C.mi] * B.shared.reg[C.nj] } } } }
"""
from __future__ import annotations

from dataclasses import replace

from irc.ir.analysis.thread_scope import ScopedMutator, accesses, accumulated
from irc.ir.nodes import Allocate, Block, Const, Expr, For, If, LetStmt, Load, Stmt, Store, Var
from irc.ir.visitor import Mutator, free_vars, substitute, walk


class _Register:
    """One register array: what it holds (a shared load, its indices in terms of the loops) and
    the points' loops (outer to inner) it is indexed by."""

    def __init__(self, name: str, load: Load, indices: tuple[Expr, ...], loops: list[For]):
        self.name, self.load, self.indices, self.loops = name, load, indices, loops

    def read(self) -> Load:
        return Load(self.name, tuple(Var(p.var) for p in self.loops), self.load.dtype, self.load.span)

    def fill(self) -> Stmt:
        fresh = [f"{self.name}.{k}" for k in range(len(self.loops))]
        at = {p.var: Var(v) for p, v in zip(self.loops, fresh)}
        body: Stmt = Store(self.name, tuple(Var(v) for v in fresh),
                           replace(self.load, indices=tuple(substitute(i, at) for i in self.indices)), self.load.span)
        for p, v in reversed(list(zip(self.loops, fresh))):
            body = For(v, p.min, p.extent, "unrolled", body, p.span)
        return body

    def allocation(self, body: Stmt) -> Allocate:
        return Allocate(self.name, self.load.dtype, tuple((p.min, p.extent) for p in self.loops), "local", body,
                        self.load.span)


class _Reads(Mutator):
    """The terms of the accumulations (by id of their Store) with their shared loads read from
    registers (by id of the Load)."""

    def __init__(self, reads: dict[tuple[int, int], Load], points: set[str]):
        self.reads, self.points = reads, points

    def visit_For(self, s: For):
        s = self.generic_visit(s)
        return replace(s, kind="unrolled") if s.var in self.points and s.kind == "serial" else s

    def visit_Store(self, s: Store):
        swap = {k[1]: v for k, v in self.reads.items() if k[0] == id(s)}
        if not swap:
            return s
        return replace(s, value=_Swap(swap).visit(s.value))


class _Swap(Mutator):
    def __init__(self, swap: dict[int, Load]):
        self.swap = swap

    def visit_Load(self, e: Load):
        return self.swap.get(id(e)) or self.generic_visit(e)


class _Registers(ScopedMutator):
    def __init__(self):
        super().__init__()
        self.registers: list[_Register] = []

    def visit_For(self, s: For):
        if s.kind == "gpu_thread" and not (isinstance(s.body, For) and s.body.kind == "gpu_thread"):
            saved, self.registers = self.registers, []
            s = self._within(s)
            body = s.body
            for r in reversed(self.registers):
                body = r.allocation(body)
            self.registers = saved + self.registers
            return replace(s, body=body)
        return self._blocked(s) or self._within(s)

    def _blocked(self, s: For) -> Stmt | None:
        """Loop `s` as the outermost of a thread's point loops, its operands in registers; None where
        it is no such loop."""
        points = _point_loops(s)
        if points is None or any(self.scope.scopes.get(st.buffer) != "local" for st in walk(s)
                                 if isinstance(st, Store)):
            return None
        found: dict[tuple, _Register] = {}
        reads: dict[tuple[int, int], Load] = {}
        for access, scope in accesses(s, self.scope):
            if not isinstance(access, Store):
                continue
            for load in (n for n in walk(accumulated(access)) if isinstance(n, Load)):
                if scope.scopes.get(load.buffer) != "shared" or not scope.in_bounds(load):
                    continue
                indices = tuple(scope.resolved(i) for i in load.indices)
                key = (load.buffer, indices)
                if key not in found:
                    used = set().union(*(free_vars(i) for i in indices))
                    name = _fresh(f"{load.buffer}.reg", {r.name for r in found.values()} | _names(self.registers))
                    found[key] = _Register(name, load, indices, [p for p in points if p.var in used])
                reads[id(access), id(load)] = found[key].read()
        if not found:
            return None
        self.registers += list(found.values())
        blocked = _Reads(reads, {p.var for p in points}).visit(s)
        return Block(tuple(r.fill() for r in found.values()) + (blocked,))


def _point_loops(s: For) -> list[For] | None:
    """The loops from `s` in to the accumulations under it, when each is of constant size and
    indexes the accumulator, and nothing under `s` but lets, guards, loops and accumulations
    into local arrays."""
    loops = []
    stores = [n for n in walk(s) if isinstance(n, Store)]
    if not stores or any(not isinstance(n, (Block, LetStmt, For, If, Store)) for n in walk(s)
                         if not isinstance(n, Expr)):
        return None
    if any(accumulated(st) is None or not st.indices for st in stores):
        return None
    indexing = set().union(*(free_vars(i) for st in stores for i in st.indices))
    for n in walk(s):
        if isinstance(n, For):
            if not (isinstance(n.min, Const) and isinstance(n.extent, Const)) or n.var not in indexing:
                return None
            loops.append(n)
    return loops


def _names(registers) -> set[str]:
    return {r.name for r in registers}


def _fresh(name: str, taken: set[str]) -> str:
    k, out = 1, name
    while out in taken:
        out, k = f"{name}.{k}", k + 1
    return out


def operand_registers(fn, ctx):
    """A thread's shared operands loaded into registers once per step of its sum."""
    if ctx.schedule is None:
        return fn
    body = _Registers().visit(fn.body)
    return fn if body is fn.body else replace(fn, body=body)
