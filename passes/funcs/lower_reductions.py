"""lower_reductions: `sum(k in a .. b: e)` becomes an accumulator and a loop (`maximum`,
`minimum` and `product` alike: the accumulator starts from the operator's identity).  A
reduction a value holds twice (harris's trace * trace, each an inlined sum) is accumulated once.

A sum of at most UNROLL_LIMIT terms, a constant number (`sum(dx in -1 .. 2: ...)`), is an
unrolled loop on the CPU, about as fast as its terms written out (a 3-tap sum at 2048^2, one
thread: 35.7 ms as a serial loop, 2.6 ms unrolled, 1.7 ms written out; medians on a busy
machine), as Halide's users expect of a sum over a small RDom — while the copies of the sums
unrolled one inside another stay at most UNROLLED_COPIES (the stages of stencil_chain inlined
one into the next are sums of 25 terms nested 7 deep: unrolled whole, gcc is killed for memory;
the sums past the limit are loops).  Only sums the schedule left alone reach this pass (a sum whose variable
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
from irc.ir.nodes import GPU_LOOP_KINDS, Allocate, Binary, Const, Expr, For, LetStmt, Load, Reduce, Stmt, Store, Var, block, identity
from irc.ir.visitor import Mutator

UNROLL_LIMIT = 8    # terms: a sum of a constant number of terms up to this is unrolled on the CPU
UNROLLED_COPIES = 256   # ... while the sums unrolled around it and it make at most this many copies


class _TakeReductions(Mutator):
    """Replace each outermost Reduce by a read of a fresh accumulator (at `index`); remember them."""

    def __init__(self, taken: set[str], index: Expr = Const(0), takes=lambda r: True):
        self.found: list[tuple[str, Reduce]] = []
        self.taken = taken
        self.index = index
        self.takes = takes

    def visit_Reduce(self, r: Reduce):
        if not self.takes(r):
            return r
        for name, taken in self.found:        # the same reduction twice in one value: accumulated once
            if taken == r:
                return Load(name, (self.index,), r.dtype, r.span)
        name, n = f"{r.var}.acc", 1
        while name in self.taken:
            name, n = f"{r.var}.acc{n}", n + 1
        self.taken.add(name)
        self.found.append((name, r))
        return Load(name, (self.index,), r.dtype, r.span)


def lower_store(s: Store, taken: set[str], room: int):
    """`s` with its reductions as accumulator loops; `room`: the copies the sums' unrolled loops
    may still make (0: none, a GPU thread's)."""
    take = _TakeReductions(taken)
    value = take.visit(s.value)
    if not take.found:
        return s
    out = replace(s, value=value)
    for name, r in reversed(take.found):
        acc = Load(name, (Const(0),), r.dtype)
        kind = _kind(r, room)
        inner = room // simplify_expr(r.extent).value if kind == "unrolled" else room
        update = lower_store(Store(name, (Const(0),), Binary(r.op, acc, r.body, r.dtype), r.span), taken, inner)
        out = Allocate(name, r.dtype, ((Const(0), Const(1)),), "local",
                       block(Store(name, (Const(0),), identity(r.op, r.dtype)),
                             For(r.var, r.min, r.extent, kind, update), out))
    return out


def _kind(r: Reduce, room: int) -> str:
    extent = simplify_expr(r.extent)
    few = isinstance(extent, Const) and 0 < extent.value <= min(UNROLL_LIMIT, room)
    return "unrolled" if few else "serial"


def lower_across_lanes(loop: For, taken: set[str]) -> For | Allocate | None:
    """A vector loop whose body is lets and one store with reductions: an accumulator per lane,
    the reductions' loops outside the lanes (Halide's vectorized reduction), so that each step
    of a reduction is one vector operation, not a scalar loop in every lane:

        vectorized for x in 0 .. 8 { let ... ; out[x] = maximum(dx in -26 .. 27: e) }
     -> allocate local dx.acc: f32[0 .. 8] {
          vectorized for x in 0 .. 8 { let ... ; dx.acc[x] = -inf }
          for dx in -26 .. 27 { vectorized for x in 0 .. 8 { let ... ; dx.acc[x] = max(dx.acc[x], e) } }
          vectorized for x in 0 .. 8 { let ... ; out[x] = dx.acc[x] }
        }

    The lanes are independent (that is what vectorizing them says), so each lane still sees its
    own steps in order.  A reduction of a few terms stays in the lanes, unrolled: straight-line
    code that gcc vectorizes whole.  None where the loop is not of that shape or has no longer
    reduction."""
    lets, store = [], loop.body
    while isinstance(store, LetStmt):
        lets.append(store)
        store = store.body
    if not (isinstance(store, Store) and isinstance(loop.extent, Const)):
        return None
    lane = simplify_expr(Binary("-", Var(loop.var), loop.min, "i32"))
    take = _TakeReductions(taken, lane, lambda r: _kind(r, UNROLLED_COPIES) == "serial")
    value = take.visit(store.value)
    if not take.found:
        return None

    def lanes(s: Stmt) -> For:
        for let in reversed(lets):
            s = replace(let, body=s)
        return replace(loop, body=s)
    lower_rest = _Lower(taken)      # the reductions left in the lanes, and those inside a step
    out: Stmt = lower_rest.visit(lanes(replace(store, value=value)))
    for name, r in reversed(take.found):
        step = lanes(Store(name, (lane,), Binary(r.op, Load(name, (lane,), r.dtype), r.body, r.dtype), r.span))
        step = lower_rest.visit(step)
        out = Allocate(name, r.dtype, ((Const(0), loop.extent),), "local",
                       block(lanes(Store(name, (lane,), identity(r.op, r.dtype))),
                             For(r.var, r.min, r.extent, _kind(r, UNROLLED_COPIES), step), out))
    return out


class _Lower(Mutator):
    def __init__(self, taken: set[str] | None = None):
        self.gpu_depth = 0     # GPU loops around the statement
        self.taken = taken     # the accumulators' names in use around (None: a store's own)

    def names(self) -> set[str]:
        return set() if self.taken is None else self.taken

    def visit_For(self, s: For):
        if s.kind == "vectorized":
            across = lower_across_lanes(s, self.names())
            if across is not None:
                return across
        self.gpu_depth += s.kind in GPU_LOOP_KINDS
        try:
            return self.generic_visit(s)
        finally:
            self.gpu_depth -= s.kind in GPU_LOOP_KINDS

    def visit_Store(self, s: Store):
        return lower_store(s, self.names(), 0 if self.gpu_depth else UNROLLED_COPIES)


def lower_reductions(fn, ctx):
    """sum(...) into accumulator loops."""
    body = _Lower().visit(fn.body)
    return fn if body is fn.body else replace(fn, body=body)
