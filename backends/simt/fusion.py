"""What a CUDA compiler makes of a thread's code, so that the interpreter counts the instructions
nvcc emits, not the statements written.

A loop whose bounds are constants is unrolled when the unrolled code stays small (LLVM's threshold:
its trips times the memory accesses and float operations of its body, a multiply-add one), and then
issues no branch per trip; a barrier inside does not stop it (LLVM unrolls a loop with a convergent
call fully, only never in part: nvcc unrolls a coarsened matmul's `for c in 0 .. 2` around a `sync`,
and the accumulators it indexes become registers).  In the unrolled code a thread's loads of
consecutive elements of a shared array become one wide load: 2 or 4 words (64 or 128 bits) per
instruction.  A load is fused along unrolled loop `v` when its address moves by one element per step
of `v` (the last index has slope 1, the others none) and everything else in it is a multiple of the
width: the other slopes and the constant, and the row length of every dimension after the first; `v`
must start at a multiple of the width and run a multiple of it, and no condition may stand between
the load and `v` (each trip's guard may differ), nor a barrier (a load after it is not merged with
one before).  Only shared arrays fuse (the compiler places them, 16-byte aligned; a global buffer is
a pointer it knows only 4-byte aligned), and only loads (nvcc leaves such stores scalar).  The PTX
nvcc writes for the emitted CUDA is the cross-check (tests/test_as_compiled.py).  A local array
indexed by constants only lives in registers (scalar replacement of aggregates): the interpreter
runs it so, faster.

    for dot in 0 .. 8 {                      As[threadRow * 64 + 8 * i + dot]: two LDS.128 per i,
      for i in 0 .. 8 { ... As[(threadRow * 8 + i) * 8 + dot] ... }     counted at dot = 0 and 4
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

import numpy as np

from ...ir.analysis.linear import linear_form
from ...ir.analysis.simplify import simplify_expr
from ...ir.nodes import (Allocate, Barrier, Binary, Call, Const, Expr, For, If, LetStmt, Load, Stmt,
                         Store, Unary, Var, While)
from ...ir.types import FLOAT_TYPES, NUMPY_TYPES
from ...ir.visitor import Mutator, child_nodes, substitute, uses_var, walk

WIDEST_BYTES = 16        # a 128-bit access
UNROLL_THRESHOLD = 300   # operations: LLVM's default threshold for unrolling a loop fully


@dataclass(frozen=True)
class Fused:
    """An access issued once per `width` trips of loop `var` (from `start`), for `width` elements."""
    var: str
    start: int
    width: int


@dataclass(frozen=True)
class AsCompiled:
    """What the compiler does with a thread's code: the loops it unrolls (ids of For nodes) and
    the loads it makes wide (id of a Load -> Fused)."""
    unrolled: frozenset[int]
    fused: dict[int, Fused]


def as_compiled(body: Stmt) -> AsCompiled:
    locals_ = {n.buffer for n in walk(body) if isinstance(n, Allocate) and n.scope == "local"}
    unrolled = frozenset(id(n) for n in walk(body) if isinstance(n, For) and _unrolled(n, locals_))
    found: dict[int, Fused] = {}
    _walk(body, [], {}, {}, unrolled, found)
    return AsCompiled(unrolled, found)


def static_accesses(body: Stmt) -> Counter:
    """The memory instructions of a thread's code as the compiler lays it out, without running
    it: each load and store once, times the trips of the unrolled loops around it, a fused load
    once per `width` of them; keyed (scope, "ld" | "st", width: a vector access's or a fusion's).  nvcc's PTX of the same kernel
    is the cross-check (tests/test_as_compiled.py)."""
    compiled = as_compiled(body)
    scopes = {n.buffer: n.scope for n in walk(body) if isinstance(n, Allocate)}
    counts: Counter = Counter()
    _count(body, 1, compiled, scopes, counts)
    return counts


def _count(node, trips: int, compiled: AsCompiled, scopes: dict, counts: Counter) -> None:
    if isinstance(node, For) and id(node) in compiled.unrolled:
        trips *= int(node.extent.value)
    if isinstance(node, (Load, Store)) and node.indices and scopes.get(node.buffer, "global") != "local":
        fused = compiled.fused.get(id(node))
        kind = "ld" if isinstance(node, Load) else "st"
        if fused:
            counts[scopes.get(node.buffer, "global"), kind, fused.width] += trips // fused.width
        else:
            counts[scopes.get(node.buffer, "global"), kind, node.width] += trips
    for child in child_nodes(node):
        _count(child, trips, compiled, scopes, counts)


def _unrolled(loop: For, locals_: set[str]) -> bool:
    """Constant bounds, and unrolled no larger than LLVM's full-unroll threshold."""
    return _constant(loop) and int(loop.extent.value) * _cost(loop.body, locals_) <= UNROLL_THRESHOLD


def _has_barrier(loop: For) -> bool:
    return any(isinstance(n, Barrier) for n in walk(loop.body))


def _constant(loop) -> bool:
    return isinstance(loop, For) and loop.kind in ("serial", "unrolled") and isinstance(loop.min, Const) \
        and isinstance(loop.extent, Const)


def _cost(node, locals_: set[str]) -> int:
    """The operations of `node` that unrolling keeps, its inner loops unrolled where they would
    be: memory accesses and float arithmetic, a multiply-add one operation (index arithmetic
    folds into the unrolled addresses, a thread's `var`s and local arrays become registers)."""
    if isinstance(node, For):
        body = _cost(node.body, locals_)
        return int(node.extent.value) * body if _unrolled(node, locals_) else body
    own = (isinstance(node, (Load, Store)) and node.buffer not in locals_ and bool(node.indices)) or \
        (isinstance(node, (Binary, Unary, Call)) and node.dtype in FLOAT_TYPES)
    parts = fma_parts(node)
    children = (parts[0].a, parts[0].b, parts[1]) if parts else tuple(child_nodes(node))
    return int(own) + sum(_cost(c, locals_) for c in children)


def _is_product(e) -> bool:
    return isinstance(e, Binary) and e.op == "*" and e.dtype in FLOAT_TYPES


def fma_parts(e) -> tuple[Binary, Expr] | None:
    """(the product, the addend) of `x * y + z`, `x * y - z` or `z - x * y`: one fused
    multiply-add, as nvcc contracts them by default; None for anything else."""
    if not (isinstance(e, Binary) and e.op in ("+", "-") and e.dtype in FLOAT_TYPES):
        return None
    if _is_product(e.a):
        return e.a, e.b
    return (e.b, e.a) if _is_product(e.b) else None


def _walk(s, loops: list[For], lets: dict, shapes: dict, unrolled: frozenset, found: dict) -> None:
    """Find the fused accesses of `s`, inside the unrolled loops `loops` (the lets in force in
    `lets`, substituted; the shared arrays in `shapes`)."""
    if isinstance(s, Load):
        fused = _fusion(s, loops, lets, shapes)
        if fused is not None:
            found[id(s)] = fused
    if isinstance(s, LetStmt):
        _walk(s.value, loops, lets, shapes, unrolled, found)
        _walk(s.body, loops, {**lets, s.var: substitute(s.value, lets)}, shapes, unrolled, found)
        return
    if isinstance(s, Allocate):
        shapes = {**shapes, s.buffer: (s.dtype, tuple(e for _, e in s.bounds)) if s.scope == "shared" else None}
    if isinstance(s, For):
        inner = loops + [s] if id(s) in unrolled and not _has_barrier(s) else []   # stops at a kept loop, a barrier
        _walk(s.min, loops, lets, shapes, unrolled, found)
        _walk(s.extent, loops, lets, shapes, unrolled, found)
        _walk(s.body, inner, lets, shapes, unrolled, found)
        return
    if isinstance(s, While):
        _walk(s.cond, [], lets, shapes, unrolled, found)
        _walk(s.body, [], lets, shapes, unrolled, found)
        return
    if isinstance(s, If):               # loads under a condition are not merged across trips
        _walk(s.cond, loops, lets, shapes, unrolled, found)
        for arm in (s.then, s.otherwise):
            if arm is not None:
                _walk(arm, [], lets, shapes, unrolled, found)
        return
    for child in child_nodes(s):
        _walk(child, loops, lets, shapes, unrolled, found)


def _fusion(access, loops: list[For], lets: dict, shapes: dict) -> Fused | None:
    known = shapes.get(access.buffer)
    if known is None or not loops or not access.indices or getattr(access, "atomic", None):
        return None                                     # an atomic is one element's instruction
    dtype, shape = known
    indices = [simplify_expr(substitute(i, lets)) for i in access.indices]
    for width in (4, 2):
        if width * np.dtype(NUMPY_TYPES[dtype]).itemsize > WIDEST_BYTES:
            continue
        for loop in reversed(loops):                    # the innermost first
            if _consecutive(indices, shape, loop, width):
                return Fused(loop.var, int(loop.min.value), width)
    return None


def _consecutive(indices: list[Expr], shape, loop: For, width: int) -> bool:
    if int(loop.min.value) % width or int(loop.extent.value) % width:
        return False
    if any(uses_var(i, loop.var) for i in indices[:-1]):
        return False
    if not all(isinstance(e, Const) and int(e.value) % width == 0 for e in shape[1:]):
        return False
    terms, c = linear_form(indices[-1])
    slope = sum(k for t, k in terms.items() if isinstance(t, Var) and t.name == loop.var)
    rest = [k for t, k in terms.items() if not (isinstance(t, Var) and t.name == loop.var)]
    moving = [t for t in terms if not (isinstance(t, Var) and t.name == loop.var) and uses_var(t, loop.var)]
    return slope == 1 and not moving and c % width == 0 and all(k % width == 0 for k in rest)


def registers_for_local_arrays(body: Stmt) -> Stmt:
    """A thread's local array indexed by constants only becomes one register per element, as a
    compiler's scalar replacement of aggregates makes it (a sum's accumulator `C.k.acc[0]`, one
    per coarse point); the interpreter then reads and writes it without a gather per lane.
    Nothing counted changes: a local access is no memory instruction.  An array indexed out of
    its bounds stays an array, so that the access faults."""
    allocations = [n for n in walk(body) if isinstance(n, Allocate) and n.scope == "local" and n.bounds]
    names = [a.buffer for a in allocations]
    shapes = {a.buffer: tuple(int(e.value) for _, e in a.bounds) for a in allocations if names.count(a.buffer) == 1
              and all(isinstance(lo, Const) and int(lo.value) == 0 and isinstance(e, Const) for lo, e in a.bounds)}
    for n in walk(body):
        if isinstance(n, (Load, Store)) and n.buffer in shapes and _flat(n.indices, shapes[n.buffer]) is None:
            del shapes[n.buffer]
    return _Registers(shapes).visit(body) if shapes else body


def _flat(indices, shape) -> int | None:
    """The flat element of constant `indices` inside `shape`, or None."""
    if len(indices) != len(shape) or not all(isinstance(i, Const) for i in indices):
        return None
    flat = 0
    for i, extent in zip(indices, shape):
        if not 0 <= int(i.value) < extent:
            return None
        flat = flat * extent + int(i.value)
    return flat


class _Registers(Mutator):
    def __init__(self, shapes: dict[str, tuple[int, ...]]):
        self.shapes = shapes

    def _register(self, access) -> str:
        return f"{access.buffer}.{_flat(access.indices, self.shapes[access.buffer])}"

    def visit_Allocate(self, s: Allocate):
        body = self.visit(s.body)
        if s.buffer not in self.shapes:
            return body if body is s.body else replace(s, body=body)
        for k in reversed(range(int(np.prod(self.shapes[s.buffer])))):
            body = Allocate(f"{s.buffer}.{k}", s.dtype, (), "local", body, s.span)
        return body

    def visit_Load(self, e: Load):
        return replace(e, buffer=self._register(e), indices=()) if e.buffer in self.shapes else self.generic_visit(e)

    def visit_Store(self, s: Store):
        if s.buffer in self.shapes:
            return replace(s, buffer=self._register(s), indices=(), value=self.visit(s.value))
        return self.generic_visit(s)
