"""A proof that a while loop never ends, found while it runs: one trip after which everything
its condition depends on is as it was before the trip.

What the condition depends on is a slice of the loop (`condition_slice`): the names its
condition reads, closed under the body's assignments to them (what the assigned value and its
indices read) and under control (the conditions and loop bounds around those assignments). A
trip computes the slice's next state from its current one alone (every other name it reads is
constant while the loop runs: sizes, thread coordinates, arrays the body never writes), and the
lanes that run it are those where the condition holds. So when one trip leaves the slice as it
was, every later trip does the same and the condition stays true, in the same lanes, forever.
A loop whose slice changes, in registers or in memory, is never reported: it may still end.

    while s > 0 { if threadIdx.x < s { buf[threadIdx.x] += buf[threadIdx.x + s] }; sync; s = s }
    slice {s}: after the first trip s is unchanged (buf, which changes, is outside the slice)
"""
from __future__ import annotations

import numpy as np

from ...ir.nodes import Allocate, Assert, Barrier, Block, Expr, For, If, Load, LetStmt, Produce, Stmt, Store, Var, While
from ...ir.visitor import Dispatcher, walk


def reads(*exprs: Expr | None) -> frozenset[str]:
    """The variables and buffers (registers are buffers without indices) that `exprs` read."""
    return frozenset(n.name if isinstance(n, Var) else n.buffer for e in exprs if e is not None
                     for n in walk(e) if isinstance(n, (Var, Load)))


class _Assignments(Dispatcher):
    """(names assigned, names the assignment reads: its value, its indices, and the conditions and
    loop bounds around it) for every assignment of a statement."""

    def __init__(self):
        self.found: list[tuple[frozenset[str], frozenset[str]]] = []

    def missing(self, s: Stmt, control: frozenset[str]):
        raise _Unknown(type(s).__name__)

    def visit_Block(self, s: Block, control):
        for x in s.stmts:
            self.visit(x, control)

    def visit_Produce(self, s: Produce, control):
        self.visit(s.body, control)

    def visit_Allocate(self, s: Allocate, control):       # zeroed: a constant
        self.visit(s.body, control)

    def visit_LetStmt(self, s: LetStmt, control):
        self.found.append((frozenset((s.var,)), reads(s.value) | control))
        self.visit(s.body, control)

    def visit_Store(self, s: Store, control):
        assigned = frozenset((s.buffer,) + ((s.result,) if s.result else ()))
        old = frozenset((s.buffer,)) if s.atomic else frozenset()
        self.found.append((assigned, reads(s.value, s.compare, *s.indices) | old | control))

    def visit_If(self, s: If, control):
        inner = control | reads(s.cond)
        self.visit(s.then, inner)
        if s.otherwise is not None:
            self.visit(s.otherwise, inner)

    def visit_For(self, s: For, control):
        inner = control | reads(s.min, s.extent)
        self.found.append((frozenset((s.var,)), inner))
        self.visit(s.body, inner)

    def visit_While(self, s: While, control):
        self.visit(s.body, control | reads(s.cond))

    def visit_Barrier(self, s: Barrier, control):
        pass

    def visit_Assert(self, s: Assert, control):
        pass


class _Unknown(Exception):
    """A statement the slice does not know how to read: no proof is attempted for its loop."""


def condition_slice(loop: While) -> frozenset[str] | None:
    """The names (variables, registers, arrays) whose values decide the condition of `loop` on
    every later trip; None where the body holds a statement this analysis does not know."""
    assignments = _Assignments()
    try:
        assignments.visit(loop.body, frozenset())
    except _Unknown:
        return None
    names, grown = reads(loop.cond), True
    while grown:
        grown = False
        for assigned, needs in assignments.found:
            if assigned & names and not needs <= names:
                names, grown = names | needs, True
    return names


class SliceWatch:
    """The state of a loop's slice around each trip of one run of the loop: `before(env)`, then
    `unchanged(env)` after the trip.  Registers are compared every trip; arrays of the slice
    (which may be large) are copied for the first trip and for one after a trip that left the
    registers unchanged, and after a copy that finds them changed, at trips ever further apart
    (a loop that works only in memory is copied log2(trips) times)."""

    def __init__(self, names: frozenset[str], arrays: dict):
        self.names, self.arrays = names, arrays
        self.trip, self.next_copy, self.gap = 0, 0, 1
        self.armed = True
        self.registers: dict = {}
        self.memory: dict | None = None

    def before(self, env: dict) -> None:
        self.registers = {n: env[n] for n in self.names if n in env}
        copy = self.armed and self.trip >= self.next_copy
        self.memory = {n: self.arrays[n].data.copy() for n in self.names
                       if n not in env and n in self.arrays} if copy else None

    def unchanged(self, env: dict) -> bool:
        trip, self.trip = self.trip, self.trip + 1
        self.armed = all(n in env and _same(v, env[n]) for n, v in self.registers.items())
        if not self.armed or self.memory is None:
            return False
        if all(_same(old, self.arrays[n].data) for n, old in self.memory.items()):
            return True
        self.next_copy, self.gap = trip + self.gap, 2 * self.gap
        return False


def _same(old, new) -> bool:
    """Bit for bit (NaN equals the same NaN, -0.0 differs from 0.0): the trip's next state is the same."""
    if old is new:
        return True
    if isinstance(old, tuple) or isinstance(new, tuple):       # a vector: its components
        return isinstance(old, tuple) and isinstance(new, tuple) and len(old) == len(new) and \
            all(_same(a, b) for a, b in zip(old, new))
    old, new = np.asarray(old), np.asarray(new)
    return old.dtype == new.dtype and old.shape == new.shape and old.tobytes() == new.tobytes()


def condition_values(cond: Expr, env: dict, lane: int) -> str:
    """`s = 128, N = 256`: the variables of a loop's condition (in the order it reads them) in one lane."""
    names = dict.fromkeys(n.name if isinstance(n, Var) else n.buffer for n in walk(cond)
                          if isinstance(n, Var) or (isinstance(n, Load) and not n.indices))
    return ", ".join(f"{n} = {_in_lane(env[n], lane)}" for n in names if n in env)


def _in_lane(value, lane: int) -> str:
    if isinstance(value, tuple):
        return "(" + ", ".join(_in_lane(v, lane) for v in value) + ")"
    value = np.asarray(value)
    return str((value[lane] if value.ndim else value).item())
