"""How a sparse output is assembled (Kjolstad et al. 2017, section 6): its format, and where
the loops that compute it stand, decide the code that writes its arrays.

irc assembles outputs whose levels locate (dense) but the last, which appends (compressed): CSR,
CSC, an order-3 (dense, dense, compressed).  Its dense levels are the *rows*, whose loops must be
the outermost, and the compressed level's variable the *column*.
- When the column's loop comes right after the rows' (`C(i, j) = A(i, j) + B(i, j)`; SDDMM,
  whose sum is innermost), each point the merge lattice visits is appended in order: the
  pattern is exactly what the lattice iterates.
- When summed loops come between (SpGEMM's `i, k, j`), a row is gathered in a workspace first
  (Gustavson's: a dense row of values, a flag per column, the list of columns set), then
  sorted and copied out; only 2-D outputs.
Appended points are written in one pass into arrays of a `capacity` the caller computes
from its operands (an upper bound, as scipy's `A + B` allocates nnz(A) + nnz(B)); a workspace's
code runs twice: a phase that bounds each row by the stores into it (SpGEMM's products, a
loop's trip count each: no workspace touched), then, once the caller has allocated `crd` and
`vals` of the bounds' sum, the numeric phase that fills them and writes `pos`.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

from ..formats import Format
from ..nodes import Expr
from .merge_lattice import lattice


@dataclass(frozen=True)
class Assembly:
    rows: tuple[str, ...]      # the variables of the dense levels, outermost first
    column: str                # the variable of the compressed last level
    workspace: bool            # summed loops between the rows and the column


def assembly(order: tuple[str, ...], out_vars: tuple[str, ...], fmt: Format) -> Assembly | str:
    """How an output over `out_vars` in `fmt` is assembled by loops in `order`; a string says why
    it cannot be."""
    if not fmt.levels[-1].append or not all(level.locate for level in fmt.levels[:-1]):
        return (f"format {fmt}: a sparse output is assembled in dense levels over one compressed level (csr, csc, "
                f"(dense, dense, compressed))")
    rows = tuple(out_vars[m] for m in fmt.order[:-1])
    column = out_vars[fmt.order[-1]]
    if order[:len(rows)] != rows:
        return (f"the output's rows ({', '.join(_short(v) for v in rows)}) are not its outermost loops (the loops "
                f"run {', '.join(_short(v) for v in order)}): it would be assembled out of order")
    workspace = order[len(rows)] != column
    if workspace and len(out_vars) != 2:
        return "a sparse output gathered in a workspace (a sum outside its column) is 2-D"
    return Assembly(rows, column, workspace)


def _short(var: str) -> str:
    return var.rsplit(".", 1)[-1]


def capacity(plan: Assembly, expr: Expr, formats: dict[str, Format], positions: Callable[[str, int], int],
             extents: dict[str, int]) -> int:
    """An upper bound of the points appended: each visited column advances one of the column
    loop's iterators, whose level has `positions(tensor, level)` positions, visited once per
    value of the rows its read does not depend on; a dense column loop visits every point."""
    rows = math.prod(extents[v] for v in plan.rows)
    every = rows * extents[plan.column]
    top = lattice(expr, plan.column, formats)[0]
    if top.full:
        return every
    bound = 0
    for it in top.iterators:
        read = {i.name for i in it.access.indices}
        bound += positions(it.access.buffer, it.level) * math.prod(extents[v] for v in plan.rows if v not in read)
    return min(bound, every)
