"""The iteration graph (Kjolstad et al. 2017, section 4): the order of the index variables' loops.

A sparse tensor's levels are visited top down, so every read of one orders its variables as its
levels store them (CSR's `A(i, j)`: `i` before `j`; CSC's: `j` before `i`).  The loops follow a
topological order of those constraints; among the variables free to come next, a variable that
indexes a sparse level comes before one that only indexes dense arrays (so that `j` of SpMM's
`A(i, k) * B(k, j)` runs innermost, along B's and the output's rows), then output variables
before summed ones, then the order they were declared in.  Constraints that form a cycle
(`A(i, j) * B(i, j)` with A CSR and B CSC) have no loop order: refused, naming both reads.
"""
from __future__ import annotations

from ...diagnostics import CompileError
from ..formats import Format
from ..nodes import Expr, Load
from ..visitor import walk
from .merge_lattice import var_of


def sparse_reads(expr: Expr, formats: dict[str, Format]) -> list[Load]:
    return [n for n in walk(expr) if isinstance(n, Load) and n.buffer in formats]


def index_order(expr: Expr, variables: tuple[str, ...], summed: frozenset[str],
                formats: dict[str, Format], output: tuple[tuple[str, ...], Format] | None = None) -> tuple[str, ...]:
    """The loop order of `variables` (the output's, then the summed ones) for `expr`; `output`, a
    sparse output's variables and format, which it is assembled in the order of."""
    before: dict[str, dict[str, object]] = {v: {} for v in variables}   # var -> {earlier var: what orders them}
    orders = [(a, [var_of(a, formats[a.buffer], k) for k in range(len(a.indices))]) for a in sparse_reads(expr, formats)]
    if output is not None:
        names, fmt = output
        orders.append(("the output", [names[m] for m in fmt.order]))
    for what, order in orders:
        for k, v in enumerate(order):
            for u in order[:k]:
                before[v].setdefault(u, what)
    sparse_vars = {v for _, order in orders for v in order}
    placed: list[str] = []
    while len(placed) < len(variables):
        ready = [v for v in variables if v not in placed and all(u in placed for u in before[v])]
        if not ready:
            raise _cycle(before, placed)
        placed.append(min(ready, key=lambda v: (v not in sparse_vars, v in summed, variables.index(v))))
    return tuple(placed)


def _cycle(before: dict[str, dict[str, object]], placed: list[str]) -> CompileError:
    """The refusal of constraints that form a cycle: the reads (and the output) whose level
    orders disagree, two (`A(i, j) * B(i, j)`, CSR and CSC) or more (`B(i, j) + C(j, k)`, both
    CSR, into a CSC output: i before j before k before i)."""
    v = next(v for v in before if v not in placed)
    seen: list[str] = []
    while v not in seen:
        seen.append(v)
        v = next(u for u in before[v] if u not in placed)
    cycle = seen[seen.index(v):]          # each one ordered before the one ahead of it
    if len(cycle) == 2:
        v, u = cycle
        first, second = before[v][u], before[u][v]
        return CompileError(f"{_name(first)} stores {_short(u)} before {_short(v)} but {_name(second)} stores "
                            f"{_short(v)} before {_short(u)}: no loop order iterates both; declare them in one mode "
                            f"order (e.g. both @csr)", getattr(second, "span", None) or getattr(first, "span", None))
    steps = [(cycle[(k + 1) % len(cycle)], cycle[k]) for k in reversed(range(len(cycle)))]   # (earlier, later)
    whats = [before[later][earlier] for earlier, later in steps]
    said = [f"{_name(w)} stores {_short(e)} before {_short(v)}" for w, (e, v) in zip(whats, steps)]
    span = next((w.span for w in reversed(whats) if getattr(w, "span", None) is not None), None)
    return CompileError(f"{', '.join(said[:-1])} and {said[-1]}: no loop order iterates them all; declare them in "
                        f"one mode order (e.g. all @csr)", span)


def _name(what) -> str:
    return f"'{what.buffer}'" if isinstance(what, Load) else str(what)


def _short(var: str) -> str:
    """`y.j` (a summed variable) as the user wrote it, `j`."""
    return var.rsplit(".", 1)[-1]
