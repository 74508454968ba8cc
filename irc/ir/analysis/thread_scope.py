"""What holds at a statement of a thread's code: the lets in force (their values in terms of the
loops), the range of each loop around it, and the shared and local arrays allocated there with
their bounds -- what a pass needs to prove that an index of such an array stays inside it
wherever the statement runs, guarded or not.
"""
from __future__ import annotations

from dataclasses import replace

from ..nodes import Allocate, Binary, Block, Const, Expr, For, If, LetStmt, Load, Stmt, Store
from ..types import FLOAT_TYPES
from ..visitor import Mutator, child_nodes, substitute, walk
from .interval import Interval, bounds_of
from .simplify import simplify_expr


class Scope:
    """Lets (resolved: in terms of the loops), loop ranges and on-chip array bounds in force."""

    def __init__(self, lets=None, ranges=None, shapes=None, scopes=None):
        self.lets: dict[str, Expr] = lets or {}
        self.ranges: dict[str, Interval] = ranges or {}
        self.shapes: dict[str, tuple] = shapes or {}     # shared and local arrays: their (min, extent)s
        self.scopes: dict[str, str] = scopes or {}

    def resolved(self, e: Expr) -> Expr:
        return simplify_expr(substitute(e, self.lets))

    def inside(self, s: Stmt) -> "Scope":
        """The scope in the body of `s` (a let, a loop or an allocation)."""
        if isinstance(s, LetStmt):
            return Scope({**self.lets, s.var: self.resolved(s.value)}, self.ranges, self.shapes, self.scopes)
        if isinstance(s, For):
            span = Interval.of_range(self.resolved(s.min), self.resolved(s.extent))
            return Scope(self.lets, {**self.ranges, s.var: span}, self.shapes, self.scopes)
        if isinstance(s, Allocate) and s.scope != "global":
            return Scope(self.lets, self.ranges, {**self.shapes, s.buffer: s.bounds},
                         {**self.scopes, s.buffer: s.scope})
        return self

    def in_bounds(self, access: Load | Store) -> bool:
        """Every index of `access` (to a shared or local array) inside the array, over the ranges of
        the loops in force."""
        bounds = self.shapes.get(access.buffer)
        if bounds is None or len(bounds) != len(access.indices):
            return False
        for index, (lo, extent) in zip(access.indices, bounds):
            span = bounds_of(self.resolved(index), self.ranges)
            if not (isinstance(lo, Const) and isinstance(extent, Const) and isinstance(span.lo, Const)
                    and isinstance(span.hi, Const)):
                return False
            if span.lo.value < lo.value or span.hi.value > lo.value + extent.value - 1:
                return False
        return True


def accumulated(s: Store) -> Expr | None:
    """The term of an accumulation `acc[..] = acc[..] + term` (or `term + acc[..]`), else None."""
    v = s.value
    if not (isinstance(v, Binary) and v.op == "+" and v.dtype in FLOAT_TYPES):
        return None
    acc = Load(s.buffer, s.indices, v.dtype)
    return v.b if v.a == acc else v.a if v.b == acc else None


def only_guardable(s: Stmt) -> bool:
    """Whether `s` holds nothing but blocks, lets, loops, ifs and stores (no barrier, no while, no
    allocation): what a guard that a pass drops may stand over."""
    return all(isinstance(n, (Block, LetStmt, For, If, Store)) for n in walk(s) if not isinstance(n, Expr))


def conjuncts(e: Expr) -> list[Expr]:
    """The terms of a condition `a && b && ...`."""
    if isinstance(e, Binary) and e.op == "&&":
        return conjuncts(e.a) + conjuncts(e.b)
    return [e]


def accesses(s, scope: Scope):
    """(Load or Store, the scope it runs in) for each memory access in statement `s`."""
    if isinstance(s, (Load, Store)):
        yield s, scope
    inner = scope.inside(s) if isinstance(s, (LetStmt, For, Allocate)) else scope
    for child in child_nodes(s):
        yield from accesses(child, inner if child is getattr(s, "body", None) else scope)


class ScopedMutator(Mutator):
    """A mutator that knows the Scope of the statement it visits (`self.scope`)."""

    def __init__(self):
        self.scope = Scope()

    def _within(self, s: Stmt):
        saved, self.scope = self.scope, self.scope.inside(s)
        body = self.visit(s.body)
        self.scope = saved
        return s if body is s.body else replace(s, body=body)

    def visit_LetStmt(self, s: LetStmt):
        return self._within(s)

    def visit_For(self, s: For):
        return self._within(s)

    def visit_Allocate(self, s: Allocate):
        return self._within(s)
