"""A vector loop's reduction accumulators in registers.

lower_reductions gives a reduction inside a vectorized loop (max_filter's `maximum(dx in -26 ..
27: vert(...))` at 8 lanes) one accumulator element a lane, set, updated and read by vectorized
loops of as many lanes, around which the reduction's own serial loop runs:

    float acc[8];  simd for v: acc[v] = -inf
    for dx { simd for v: acc[v] = max(acc[v], vert[...]) }
    simd for v: out[x + v] = acc[v]

As an array, gcc keeps `acc` in memory: every step of the reduction loads it and stores it back,
a store forwarding on the chain of maxes.  And gcc vectorizes the reduction loop itself as an
outer loop, its lanes 8 steps of dx, reading `vert` by gathers (a row that depends on dx is not
contiguous across them), with the inner loop's contiguous reads for the steps left over.
Declared as a GCC vector (`irc_f32x8 acc`, its elements subscripted as an array's), the
accumulator lives in a register; an empty `__asm__ volatile("")` at the top of the reduction
loop, a statement gcc cannot vectorize, keeps gcc from vectorizing that loop, so only the inner
loop is (max_filter's 53-tap running max, 20,000 x 32 windows in C: 136 -> 43 ms on AVX-512 and
120 -> 45 ms with -march=haswell, where the array alone was 114).

Taken for an allocation of 4, 8 or 16 elements of 4 or 8 bytes that only vectorized loops of as
many lanes from 0 read and store, each at its lane (`acc[v]`).
"""
from __future__ import annotations

from ...ir.nodes import Allocate, Block, Const, For, If, LetStmt, Load, Store, Var
from ...ir.types import bits
from ...ir.visitor import Visitor, walk
from .lane_helpers import vector_typedef
from .lanes import LANE_COUNTS

VECTOR_BYTES = (16, 32, 64)
TYPES = ("f32", "i32", "u32", "f64", "i64")     # of 4 or 8 bytes


class _LaneAccesses(Visitor):
    """The buffers accessed only at the variable of an enclosing vectorized loop of 0 .. n (their
    n), and those accessed any other way."""

    def __init__(self):
        self.lanes: list[tuple[str, int]] = []       # enclosing vectorized loops: (var, lanes)
        self.at_lane: dict[str, set[int]] = {}
        self.elsewhere: set[str] = set()
        self.allocations: list[Allocate] = []

    def visit_Allocate(self, s: Allocate):
        self.allocations.append(s)
        self.generic_visit(s)

    def visit_For(self, s: For):
        self.visit(s.min)
        self.visit(s.extent)
        lanes = s.kind == "vectorized" and s.min == Const(0) and isinstance(s.extent, Const)
        self.lanes.append((s.var, s.extent.value) if lanes else ("", 0))
        self.visit(s.body)
        self.lanes.pop()

    def visit_Load(self, e: Load):
        self.generic_visit(e)
        self._access(e.buffer, e.indices, e.width)

    def visit_Store(self, s: Store):
        self.generic_visit(s)
        self._access(s.buffer, s.indices, 1 if s.atomic is None else 0)

    def _access(self, buffer: str, indices, width: int):
        index = indices[0] if len(indices) == 1 else None
        n = next((n for var, n in reversed(self.lanes) if isinstance(index, Var) and index.name == var), None)
        if n is None or width != 1:
            self.elsewhere.add(buffer)
        else:
            self.at_lane.setdefault(buffer, set()).add(n)


def lane_accumulators(body) -> dict[str, tuple[str, int]]:
    """The allocations in `body` held in GCC vectors: buffer -> (element type, lanes)."""
    accesses = _LaneAccesses()
    accesses.visit(body)
    found = {}
    for s in accesses.allocations:
        if len(s.bounds) != 1 or s.scope in ("heap", "global"):
            continue
        size, lanes = s.bounds[0][1], accesses.at_lane.get(s.buffer, set())
        if isinstance(size, Const) and size.value in LANE_COUNTS and lanes == {size.value} and \
                s.buffer not in accesses.elsewhere and s.dtype in TYPES and bits(s.dtype) // 8 * size.value in VECTOR_BYTES:
            found[s.buffer] = (s.dtype, size.value)
    return found


def updates_accumulator(body, accumulators) -> bool:
    """Whether `body` (a serial loop's) is, through lets, blocks and ifs, a vectorized loop that
    reads and stores one of `accumulators`: a reduction's step."""
    if not accumulators:
        return False
    if isinstance(body, LetStmt):
        return updates_accumulator(body.body, accumulators)
    if isinstance(body, If):
        return updates_accumulator(body.then, accumulators)
    if isinstance(body, Block):
        return any(updates_accumulator(s, accumulators) for s in body.stmts)
    if not (isinstance(body, For) and body.kind == "vectorized"):
        return False
    stored, loaded = set(), set()
    for n in walk(body.body):
        if isinstance(n, (Store, Load)):
            (stored if isinstance(n, Store) else loaded).add(n.buffer)
    return not (stored & loaded).isdisjoint(accumulators)


def vector_typedefs(types) -> str:
    """The GCC vector types of the accumulators declared, (element type, lanes) each."""
    return "".join(vector_typedef(t, n) for t, n in sorted(types))
