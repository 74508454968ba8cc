"""lower_reductions: `sum(k in a .. b: e)` becomes an accumulator and a loop.

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

from irc.ir.nodes import Allocate, Binary, Const, For, Load, Reduce, Store, block
from irc.ir.visitor import Mutator


class _TakeReductions(Mutator):
    """Replace each outermost Reduce by a read of a fresh accumulator; remember them."""

    def __init__(self, taken: set[str]):
        self.found: list[tuple[str, Reduce]] = []
        self.taken = taken

    def visit_Reduce(self, r: Reduce):
        name, n = f"{r.var}.acc", 1
        while name in self.taken:
            name, n = f"{r.var}.acc{n}", n + 1
        self.taken.add(name)
        self.found.append((name, r))
        return Load(name, (Const(0),), r.dtype, r.span)


def lower_store(s: Store, taken: set[str]):
    take = _TakeReductions(taken)
    value = take.visit(s.value)
    if not take.found:
        return s
    out = replace(s, value=value)
    for name, r in reversed(take.found):
        zero = Const(0.0 if r.dtype in ("f32", "f64") else 0, r.dtype)
        acc = Load(name, (Const(0),), r.dtype)
        update = lower_store(Store(name, (Const(0),), Binary("+", acc, r.body, r.dtype), r.span), taken)
        out = Allocate(name, r.dtype, ((Const(0), Const(1)),), "local",
                       block(Store(name, (Const(0),), zero), For(r.var, r.min, r.extent, "serial", update), out))
    return out


class _Lower(Mutator):
    def visit_Store(self, s: Store):
        return lower_store(s, set())


def lower_reductions(fn, ctx):
    """sum(...) into accumulator loops."""
    body = _Lower().visit(fn.body)
    return fn if body is fn.body else replace(fn, body=body)
