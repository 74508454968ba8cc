"""Schedules of sparse programs: which loops of the iteration graph's order run in parallel or
vectorized.  The order itself follows the formats (ir/analysis/iteration_graph.py), so a block
of a sparse program says only `y.parallel(i)` and `C.vectorize(j)`, each checked here:
- `parallel(v)`: the outermost loop, over an output variable, dense (no operand iterates a
  compressed level along it): each iteration writes its own part of the output (CSR SpMV's
  rows; not CSC's columns, which add into every row, nor DCSR's rows, a while loop);
- `vectorize(v)`: the innermost loop, over an output variable, dense (SpMM's `j`).
"""
from __future__ import annotations

from ..diagnostics import CompileError
from ..ir.analysis.merge_lattice import lattice
from ..module import Module
from ..schedules import Schedule

KINDS = {"parallel": ("parallel", 0, "outermost", "CSR's rows"), "vectorized": ("vectorize", -1, "innermost", "SpMM's j")}


def check_sparse_schedule(module: Module, schedule: Schedule) -> None:
    ix = module.index_notation()
    func = module.func(ix.output)
    s = schedule.of(ix.output)
    first = next((span for _, span in s.spans if span is not None), None)
    if s.splits or s.coarsens or schedule.caches or s.order != func.loops() or s.compute_at or s.store_at:
        raise CompileError(f"schedule '{schedule.name}': a sparse program's loops follow the iteration graph (its "
                           f"formats order them); its schedule only marks loops parallel or vectorize", first)
    formats = module.formats()
    order = ix.order(formats)
    for v, kind in s.kinds:
        loop = ix.loop(v)
        if kind not in KINDS:
            raise CompileError(f"a sparse program's loops run serial, parallel or vectorized, not {kind}", s.span(kind))
        word, at, where, example = KINDS[kind]
        top = lattice(ix.expr, loop, formats)[0]
        why = ("the sparse output is appended to in order, by one thread" if kind == "parallel" and ix.format else
               f"'{v}' is summed: its iterations add into the same output" if loop in ix.sums else
               f"'{v}' is not the {where} loop (the loops run {', '.join(o.rsplit('.', 1)[-1] for o in order)})"
               if order[at] != loop else
               f"'{v}' iterates a compressed level ({', '.join(sorted(str(i) for i in top.iterators))}): its loop runs "
               f"over positions" if top.iterators else None)
        if why is not None:
            raise CompileError(f"cannot mark '{v}' {kind}: {why}; a {kind} loop is the {where} one, over an output "
                               f"variable that every operand stores densely (as {example})", s.span(word) or first)
