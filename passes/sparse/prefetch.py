"""prefetch: the gathers of a loop over a level's positions, asked for `DISTANCE` positions ahead.

SpMV's inner loop reads `x[A.crd1[pA1]]`: x at columns no hardware prefetcher can guess, each a
miss of the core's caches once x outgrows them, while the loop's own branches (rows of a few
nonzeros, most of them empty in a power-law matrix) keep the core from overlapping many of
those misses.  The coordinates themselves stream.  So, as compilers prefetch indirect accesses
(Ainsworth and Jones, "Software prefetching for indirect memory accesses", CGO 2017), the loop
asks for `x[A.crd1[pA1 + 64]]` while it reads `x[A.crd1[pA1]]`: 64 positions on, past the
row's end, over the rows to come.  Only the arrays of the call are asked for (the code's own
workspaces are small and hot), and only reads in the loop's body itself, outside its inner loops.

A prefetch never faults, but its coordinate `A.crd1[pA1 + 64]` is a real read, and near the end
of the level it would read past the array.  The loop therefore runs in two versions: with the
prefetch where its last position plus the distance stays inside the level (every row but the
last few), as written otherwise.  The test is made once per run of the loop (a row), not once
per position.

rewrite (SpMV, A in CSR):
    for pA1 in A.pos1[y.i] .. A.pos1[y.i + 1] {      if A.pos1[y.i + 1] <= A.n1 - 64 {
      let y.j = A.crd1[pA1]                            for pA1 in A.pos1[y.i] .. A.pos1[y.i + 1] {
      y.acc[0] = y.acc[0] + A.vals[pA1] * x[y.j]         prefetch x[A.crd1[pA1 + 64]]
    }                                           ->         let y.j = A.crd1[pA1]
                                                           y.acc[0] = y.acc[0] + A.vals[pA1] * x[y.j]
                                                         }
                                                       } else { the loop as it was }
"""
from __future__ import annotations

from dataclasses import replace
from functools import reduce

from irc.ir.nodes import (Binary, Expr, For, If, LetStmt, Load, Prefetch, Reduce, Stmt, Var, While, add, and_, block,
                          const, le, sub)
from irc.ir.visitor import Mutator, child_nodes, free_vars, substitute, walk

# Positions ahead.  SpMV with power-law rows, n = 10^6 with 10^7 nonzeros, on the benchmark's
# machine (`python benchmarks/prefetch_distance.py`, benchmarks/RESULTS.md): 8, 16, 32, 64 and
# 128 ahead took 1.02, 0.92, 0.88, 0.77 and 0.83 of scipy's time in one run (no prefetch: 0.98):
# far enough for a miss to return before its use across many short rows, near enough that the
# line is still in the cache then.
DISTANCE = 64


def prefetch(fn, ctx):
    """Each serial loop over a level's positions that gathers from the call's arrays by the
    level's coordinates: the gathers asked for DISTANCE positions ahead, where that stays in the level."""
    sizes = {b.name: b.bounds[0][1] for b in fn.buffers if len(b.bounds) == 1}
    arrays = {b.name for b in fn.buffers}
    return replace(fn, body=_Prefetch(sizes, arrays).visit(fn.body))


class _Prefetch(Mutator):
    def __init__(self, sizes: dict[str, Expr], arrays: set[str]):
        self.sizes, self.arrays = sizes, arrays

    def visit_For(self, s: For):
        s = self.generic_visit(s)
        coords = _coordinates(s)
        if s.kind != "serial" or not coords:
            return s
        gathers = self._gathers(s, coords)
        if not gathers:
            return s
        ahead = {v: Load(crd, (add(Var(s.var), const(DISTANCE)),), "i32") for v, crd in coords.items()}
        hints = [Prefetch(substitute(g, ahead)) for g in gathers]
        end = _end(s)
        inside = reduce(and_, [le(end, sub(self.sizes[crd], const(DISTANCE)))
                               for crd in dict.fromkeys(coords.values())])
        return If(inside, replace(s, body=block(*hints, s.body)), s)

    def _gathers(self, loop: For, coords: dict[str, str]) -> list[Load]:
        """The body's reads of the call's arrays at an index that its coordinates give and
        nothing else defined in the body does, each once."""
        inner = {n.var for n in walk(loop.body) if isinstance(n, (For, LetStmt, Reduce))} - coords.keys()
        found: dict[Load, None] = {}
        for load in _reads_outside_inner_loops(loop.body):
            used = free_vars(load.indices)
            if load.buffer in self.arrays and used & coords.keys() and not used & inner:
                found[load] = None
        return list(found)


def _end(loop: For) -> Expr:
    """Where the loop stops: `hi` of `for p in lo .. hi`, whose extent is `hi - lo`."""
    e = loop.extent
    if isinstance(e, Binary) and e.op == "-" and e.b == loop.min:
        return e.a
    return add(loop.min, e)


def _coordinates(loop: For) -> dict[str, str]:
    """The lets that open the loop's body reading a coordinate at its position:
    {variable: crd array} (`let y.j = A.crd1[pA1]`)."""
    coords, s = {}, loop.body
    while isinstance(s, LetStmt):
        v = s.value
        if isinstance(v, Load) and v.dtype == "i32" and v.indices == (Var(loop.var, "i32"),):
            coords[s.var] = v.buffer
        s = s.body
    return coords


def _reads_outside_inner_loops(s: Stmt):
    """The loads in `s`, not looking into the loops (For, While) it holds."""
    stack = [s]
    while stack:
        n = stack.pop()
        if isinstance(n, Load):
            yield n
        if isinstance(n, (For, While)):
            continue
        stack.extend(child_nodes(n))

