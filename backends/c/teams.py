"""Whether a parallel region's team pays for its barriers.

A serial loop around parallel loops is one region (emit.py): its threads meet at a barrier
after every parallel loop, once per iteration of the serial loop.  Where the parallel loops hold
little work between two barriers, the team loses: jacobi-1d's `parallel` (i in parallel inside
t) shares out rows of N - 2 points, and on two threads at N = 2,000 (PolyBench LARGE, 500
steps) took 20.6 ms where PolyBench's C takes 0.33.  So the region runs in a team only where
its parallel loops run at least MIN_WORK statement instances per barrier (a count from the
loops' extents, the statements of a loop's body added), read from the sizes when the call
runs; elsewhere a twin of the region without OpenMP runs on the calling thread (a region of
one thread still pays each `omp for`'s bookkeeping: 0.64 ms, twice the loops' time).  A
parallel loop whose work the sizes alone do not tell (a wavefront's, whose extent follows the
wavefront; a triangular nest's) keeps its team.
"""
from __future__ import annotations

from ...ir.analysis.simplify import simplify_expr
from ...ir.nodes import Allocate, Block, Cast, Const, Expr, For, If, LetStmt, Stmt, binary
from ...ir.visitor import free_vars, walk

# statement instances between two barriers: about 8 µs of a stencil's points on one core,
# against a barrier's microsecond on two
MIN_WORK = 16384

# read when the code runs: IRC_TEAM_WORK where set (the tests set 0, so that every region runs
# its team at their small sizes), else MIN_WORK
TEAM_HELPER = f"""
#include <stdlib.h>
static long irc_team_work(void) {{
  const char *given = getenv("IRC_TEAM_WORK");
  return given ? atol(given) : {MIN_WORK}L;
}}
"""


def team_work(region: For, sizes: tuple[str, ...]) -> tuple[Expr, int] | None:
    """The statement instances of the parallel loops of `region` (a serial loop made a parallel
    region) in one of its iterations, and their number (its barriers): the team pays where the
    first is at least MIN_WORK (`irc_team_work()`, TEAM_HELPER) times the second (fdtd-2d's row
    of ey[0] rides on its three planes).  None where it always runs (a parallel loop's work is
    not a function of the sizes)."""
    works = [_work(s, set(sizes)) for s in walk(region.body) if isinstance(s, For) and s.kind == "parallel"]
    if not works or any(w is None for w in works):
        return None
    total = works[0]
    for w in works[1:]:
        total = binary("+", total, w)
    return simplify_expr(total), len(works)


def _work(s: Stmt, sizes: set[str]) -> Expr | None:
    """The statement instances `s` runs (i64), or None where a loop's extent is not the sizes'."""
    if isinstance(s, For):
        if not free_vars(s.extent) <= sizes:
            return None
        inner = _work(s.body, sizes)
        return None if inner is None else binary("*", Cast("i64", s.extent), inner)
    if isinstance(s, (LetStmt, Allocate)):
        return _work(s.body, sizes)
    if isinstance(s, (Block, If)):
        parts = list(s.stmts) if isinstance(s, Block) else [s.then, *([s.otherwise] if s.otherwise else [])]
        total: Expr | None = Const(0, "i64")
        for part in parts:
            w = _work(part, sizes)
            total = None if w is None or total is None else binary("+", total, w)
        return total
    return Const(1, "i64")
