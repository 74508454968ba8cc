"""hoist_conversions: a float-to-integer conversion a loop computes the same in every iteration
(resize's first tap `i32(ceil(f32(y) * scale))` inside the loop over x) is computed once before
the loop, in a let, with the lets of the loop it reads (Halide's loop-invariant code motion, for
this one kind of expression).

gcc hoists loop-invariant arithmetic itself, but not a conversion: irc's saturates (NaN to 0,
the type's limits past its range: backends/c/dialects.FLOAT_TO_INT), and its selects are
branches when gcc's loop-invariant motion runs.  Left in the loop, the conversion was computed
in every lane and an index reading through it became a gather (resize: 2.6x slower).

An expression is hoisted whole where it is largest: no variable the loop changes (its own,
those of the loops and lets inside it), no read of memory but of inputs of constant shape at
constant indices inside that shape (a scalar param's `scale[0]`: any other read may be in
bounds only where a guard inside the loop holds, or only when the loop runs).  Every operation of irc is defined on every operand (integer
division by zero is 0, shifts past the width are defined), so computing it before the loop,
also where a guard inside skipped it or where the loop runs no iteration, changes no value.

rewrite:
    for x in 0 .. W {                             let x.hoist0 = i32(ceil(f32(y) * s))
      out[y, x] = in[i32(ceil(f32(y) * s)), x] -> for x in 0 .. W { out[y, x] = in[x.hoist0, x] }
    }
"""
from __future__ import annotations

from collections import Counter
from dataclasses import replace
from functools import lru_cache
from typing import Callable

from irc.ir.nodes import Cast, Const, Expr, For, LetStmt, Load, Reduce, Stmt, Store, Var
from irc.ir.types import ANY_INT_TYPES, FLOAT_TYPES
from irc.ir.visitor import Mutator, child_nodes


@lru_cache(maxsize=1 << 16)
def _summary(e: Expr) -> tuple[frozenset, frozenset | None]:
    """The variables `e` reads and its reads of memory at constant indices (a scalar param's
    `scale[0]`; None where it reads at any other index), each node's from its children's: the
    lifting below asks at every node."""
    names, loads = set(), set()
    if isinstance(e, Load):
        if not all(isinstance(i, Const) for i in e.indices):
            return frozenset(), None
        loads.add(e)
    for child in child_nodes(e):
        child_names, child_loads = _summary(child)
        if child_loads is None:
            return frozenset(), None
        names |= child_names
        loads |= child_loads
    if isinstance(e, Var):
        names.add(e.name)
    elif isinstance(e, Reduce):
        names.discard(e.var)
    return frozenset(names), frozenset(loads)


@lru_cache(maxsize=1 << 16)
def _has_conversion(node) -> bool:
    """Whether a float-to-integer conversion lies anywhere under `node` (a loop without one is
    left at once: the walks below are per loop, and loops nest)."""
    return isinstance(node, Cast) and _float_to_int(node) or any(_has_conversion(c) for c in child_nodes(node))


def _float_to_int(e: Cast) -> bool:
    return e.dtype in ANY_INT_TYPES and e.value.dtype in FLOAT_TYPES


def _statements(body: Stmt):
    """The statements under `body`, parents first (not the expressions in them)."""
    stack = [body]
    while stack:
        n = stack.pop()
        yield n
        stack.extend(reversed([c for c in child_nodes(n) if isinstance(c, Stmt)]))


def _always_in_bounds(fn) -> Callable[[Load], bool]:
    """Whether a read at constant indices is inside its buffer wherever it runs: an input of
    constant shape (a scalar param), at indices inside that shape."""
    shapes = {b.name: b.bounds for b in fn.buffers if b.role == "input"
              and all(isinstance(lo, Const) and isinstance(n, Const) for lo, n in b.bounds)}

    def inside(load: Load) -> bool:
        bounds = shapes.get(load.buffer)
        return bounds is not None and len(bounds) == len(load.indices) and all(
            lo.value <= i.value < lo.value + n.value for (lo, n), i in zip(bounds, load.indices))
    return inside


class _Invariants:
    """What loop `loop`'s body changes: the variables it binds (its own, inner loops', and the
    lets whose values change), and the lets whose values do not (by name, in the order they are
    defined: a name bound twice inside is counted as changing)."""

    def __init__(self, loop: For, safe_read: Callable[[Load], bool]):
        self.safe_read = safe_read
        self.changing = {loop.var}
        statements = list(_statements(loop.body))
        self.written = {n.buffer for n in statements if isinstance(n, Store)}
        self.fixed_lets: dict[str, Expr] = {}
        bound = Counter(n.var for n in statements if isinstance(n, (LetStmt, For)))
        for n in statements:
            if isinstance(n, For) or (isinstance(n, LetStmt) and (bound[n.var] > 1 or not self.fixed(n.value))):
                self.changing.add(n.var)
            elif isinstance(n, LetStmt):
                self.fixed_lets[n.var] = n.value

    def fixed(self, e: Expr) -> bool:
        names, loads = _summary(e)
        return (loads is not None and not names & self.changing
                and all(self.safe_read(n) and n.buffer not in self.written for n in loads))


class _Lift(Mutator):
    """The body with each largest fixed expression that converts a float to an integer read
    from a new let (`lets`, in order, named by `name()`); the fixed lets of the body whose
    values convert, in `moved`."""

    def __init__(self, invariants: _Invariants, name):
        self.invariants, self.name = invariants, name
        self.lets: list[tuple[str, Expr]] = []
        self.moved: set[str] = set()

    def visit(self, node, *args):
        """An expression that converts nothing is kept as it is, unwalked (most of a body's)."""
        if isinstance(node, Expr) and not _has_conversion(node):
            return node
        if isinstance(node, Expr) and self.invariants.fixed(node):
            name = self.name()
            self.lets.append((name, node))
            return Var(name, node.dtype)
        return super().visit(node, *args)

    def visit_LetStmt(self, s: LetStmt):
        if s.var not in self.invariants.fixed_lets:
            return self.generic_visit(s)
        if _has_conversion(s.value):
            self.moved.add(s.var)
        body = self.visit(s.body)
        return s if body is s.body else replace(s, body=body)


class _Unlet(Mutator):
    """The body without the lets named in `moved` (defined before the loop now)."""

    def __init__(self, moved: set[str]):
        self.moved = moved

    def visit_LetStmt(self, s: LetStmt):
        body = self.visit(s.body)
        return body if s.var in self.moved else (s if body is s.body else replace(s, body=body))


class _Hoist(Mutator):
    def __init__(self, safe_read: Callable[[Load], bool]):
        self.safe_read, self.count = safe_read, 0

    def visit_For(self, s: For):
        if not _has_conversion(s.body):
            return s
        s = self.generic_visit(s)       # inner loops first: what they hoist, this loop may hoist further
        invariants = _Invariants(s, self.safe_read)
        lift = _Lift(invariants, lambda: self.name(s.var))
        body = lift.visit(s.body)
        if not lift.lets and not lift.moved:
            return s
        fixed = invariants.fixed_lets
        moved = _lets_read([v for _, v in lift.lets] + [fixed[n] for n in lift.moved], fixed) | lift.moved
        out = replace(s, body=_Unlet(moved).visit(body))
        for name, value in reversed([(n, v) for n, v in fixed.items() if n in moved] + lift.lets):
            out = LetStmt(name, value, out, s.span)
        return out

    def name(self, loop_var: str) -> str:
        self.count += 1
        return f"{loop_var}.hoist{self.count - 1}"


def _lets_read(values: list[Expr], fixed_lets: dict[str, Expr]) -> set[str]:
    """The lets of the loop `values` read, directly or through each other."""
    needed: set[str] = set()
    stack = list(values)
    while stack:
        for name in _summary(stack.pop())[0] & fixed_lets.keys() - needed:
            needed.add(name)
            stack.append(fixed_lets[name])
    return needed


def hoist_conversions(fn, ctx):
    """Float-to-integer conversions the same in every iteration of a loop computed before it."""
    if ctx.count_inlined:
        return fn
    body = _Hoist(_always_in_bounds(fn)).visit(fn.body)
    return fn if body is fn.body else replace(fn, body=body)
