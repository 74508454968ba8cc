"""lower_reductions: `sum(k in a .. b: e)` becomes an accumulator and a loop (`maximum`,
`minimum` and `product` alike: the accumulator starts from the operator's identity).  A
reduction a value holds twice (harris's trace * trace, each an inlined sum) is accumulated once.

A sum of at most UNROLL_LIMIT terms, a constant number (`sum(dx in -1 .. 2: ...)`), is an
unrolled loop on the CPU, about as fast as its terms written out (a 3-tap sum at 2048^2, one
thread: 35.7 ms as a serial loop, 2.6 ms unrolled, 1.7 ms written out; medians on a busy
machine), as Halide's users expect of a sum over a small RDom.  Only sums the schedule left alone reach this pass (a sum whose variable
the schedule splits, reorders or unrolls is a loop of the schedule's already, passes/funcs/
split.py); inside a GPU thread the loop stays serial, as nvcc unrolls it itself (the SIMT
model's assumption, backends/simt/fusion.py).

rewrite:
    C[i, j] = sum(C.k in 0 .. K: A[i, C.k] * B[C.k, j])
 -> allocate local C.k.acc: f32[0 .. 1] {
      C.k.acc[0] = 0.0f
      for C.k in 0 .. K { C.k.acc[0] = C.k.acc[0] + A[i, C.k] * B[C.k, j] }
      C[i, j] = C.k.acc[0]
    }
"""
from __future__ import annotations

from dataclasses import replace

from irc.ir.analysis.simplify import simplify_expr
from irc.ir.nodes import GPU_LOOP_KINDS, Allocate, Binary, Const, For, Load, Reduce, Store, block, identity
from irc.ir.visitor import Mutator

UNROLL_LIMIT = 8    # terms: a sum of a constant number of terms up to this is unrolled on the CPU


class _TakeReductions(Mutator):
    """Replace each outermost Reduce by a read of a fresh accumulator; remember them."""

    def __init__(self, taken: set[str]):
        self.found: list[tuple[str, Reduce]] = []
        self.taken = taken

    def visit_Reduce(self, r: Reduce):
        for name, taken in self.found:        # the same reduction twice in one value: accumulated once
            if taken == r:
                return Load(name, (Const(0),), r.dtype, r.span)
        name, n = f"{r.var}.acc", 1
        while name in self.taken:
            name, n = f"{r.var}.acc{n}", n + 1
        self.taken.add(name)
        self.found.append((name, r))
        return Load(name, (Const(0),), r.dtype, r.span)


def lower_store(s: Store, taken: set[str], unroll: bool):
    take = _TakeReductions(taken)
    value = take.visit(s.value)
    if not take.found:
        return s
    out = replace(s, value=value)
    for name, r in reversed(take.found):
        acc = Load(name, (Const(0),), r.dtype)
        update = lower_store(Store(name, (Const(0),), Binary(r.op, acc, r.body, r.dtype), r.span), taken, unroll)
        extent = simplify_expr(r.extent)
        kind = "unrolled" if unroll and isinstance(extent, Const) and 0 < extent.value <= UNROLL_LIMIT else "serial"
        out = Allocate(name, r.dtype, ((Const(0), Const(1)),), "local",
                       block(Store(name, (Const(0),), identity(r.op, r.dtype)), For(r.var, r.min, r.extent, kind, update), out))
    return out


class _Lower(Mutator):
    def __init__(self):
        self.gpu_depth = 0     # GPU loops around the statement

    def visit_For(self, s: For):
        self.gpu_depth += s.kind in GPU_LOOP_KINDS
        try:
            return self.generic_visit(s)
        finally:
            self.gpu_depth -= s.kind in GPU_LOOP_KINDS

    def visit_Store(self, s: Store):
        return lower_store(s, set(), unroll=not self.gpu_depth)


def lower_reductions(fn, ctx):
    """sum(...) into accumulator loops."""
    body = _Lower().visit(fn.body)
    return fn if body is fn.body else replace(fn, body=body)
