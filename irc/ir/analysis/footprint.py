"""Footprints: the region of a buffer that statements read, as intervals per dimension.

Inner loops, lets and reductions range over their bounds (their variables' intervals); the
variables of enclosing loops stay symbolic, so a footprint computed at a loop body is the
region one iteration reads.  Bounds inference, sliding windows and storage folding ask it.
"""
from __future__ import annotations

from ...diagnostics import CompileError
from ..nodes import Binary, Const, Expr, For, If, LetStmt, Load, Reduce, Var
from ..printer import expr_str
from ..visitor import Visitor, free_vars, loaded_buffers, substitute
from .interval import Interval, bounds_of
from .simplify import simplify_expr


def last(lo: Expr, extent: Expr) -> Expr:
    """The last point of [lo, lo + extent)."""
    return simplify_expr(Binary("-", Binary("+", lo, extent, "i32"), Const(1), "i32"))


def loop_interval(lo: Expr, extent: Expr, scope) -> Interval:
    """The values a loop variable over [lo, lo + extent) takes, the variables of `scope` ranging."""
    return Interval(bounds_of(lo, scope).lo, bounds_of(last(lo, extent), scope).hi)


def _let_loop_interval(lo: Expr, extent: Expr, scope: "_Scope") -> Interval:
    """`loop_interval` where the bounds are lets of `scope`: the last point is bounded through
    their values, expanded.  A sliding window's region is `let f.y.min = select(yi > 0, a, b)`
    and `let f.y.extent = c - select(yi > 0, a, b) + 1`, whose sum cancels to c + 1, and a
    pyramid's level's region is its consumer's through a chain of lets; bounded let by let, the
    selects would stay apart at every level (interpolate's coarse levels came out 10x too tall)."""
    if not (scope.is_let(lo) or scope.is_let(extent)):
        return loop_interval(lo, extent, scope)
    return Interval(bounds_of(lo, scope).lo, bounds_of(last(scope.expand(lo), scope.expand(extent)), scope).hi)


class _Scope(dict):
    """The intervals of the variables in scope; a let's (a `_Pending`) is computed when a read's
    index first asks for it: most lets around a read (other funcs' regions) say nothing of it,
    and bounds inference takes a footprint of every func at its site through all of them."""

    def get(self, name, default=None):
        v = dict.get(self, name, default)
        if isinstance(v, _Pending):
            v.interval = v.interval or bounds_of(v.value, self)
            return v.interval
        return v

    def is_let(self, e: Expr) -> bool:
        return isinstance(e, Var) and isinstance(dict.get(self, e.name), _Pending)

    def expand(self, e: Expr) -> Expr:
        """`e` with the lets in scope substituted (each let's value expanded once, when asked)."""
        used = {v: self._expanded(v) for v in free_vars(e) if isinstance(dict.get(self, v), _Pending)}
        return simplify_expr(substitute(e, used)) if used else e

    def _expanded(self, name: str) -> Expr:
        pending = dict.get(self, name)
        if pending.expanded is None:
            pending.expanded = self.expand(pending.value)
        return pending.expanded


class _Pending:
    """A let in scope: its value, its interval and its expanded value once asked for."""
    __slots__ = ("value", "interval", "expanded")

    def __init__(self, value: Expr):
        self.value = value
        self.interval: Interval | None = None
        self.expanded: Expr | None = None


class _Footprint(Visitor):
    """The union of the indices of reads of `func`, with inner loops and lets ranged."""

    def __init__(self, func: str, scope: dict | None = None, guards: bool = False):
        self.func, self.guards = func, guards
        self.scope: dict[str, Interval] = _Scope(scope or {})
        self.region: list[Interval] | None = None

    def visit(self, node, *args):
        """Only what reads `func` is walked (its loops and lets ranged on the way)."""
        if self.func in loaded_buffers(node):
            super().visit(node, *args)

    def _scoped(self, var, interval, body):
        saved = dict.get(self.scope, var)
        self.scope[var] = interval
        self.visit(body)
        if saved is None:
            del self.scope[var]
        else:
            self.scope[var] = saved

    def visit_For(self, s: For):
        self.visit(s.min)
        self.visit(s.extent)
        self._scoped(s.var, _let_loop_interval(s.min, s.extent, self.scope), s.body)

    def visit_LetStmt(self, s: LetStmt):
        self.visit(s.value)
        self._scoped(s.var, _Pending(s.value), s.body)

    def visit_If(self, s: If):
        """A guard `v < e` (a GuardWithIf split's) bounds v inside it: the points past a loop's
        end that the split rounds up to are skipped, so what they would read is not read.  The
        end is bounded through its lets' values (a tile's `min + extent` cancels the tile's
        origin only so: bounded let by let, a wrapper's columns came out 2x too wide)."""
        self.visit(s.cond)
        if s.otherwise is not None:
            self.visit(s.otherwise)
        guard = s.cond
        if self.guards and isinstance(guard, Binary) and guard.op == "<" and isinstance(guard.a, Var) and \
                guard.a.name in self.scope:
            now = self.scope.get(guard.a.name)
            end = bounds_of(self.scope.expand(guard.b), self.scope).hi
            if now.hi is not None and end is not None:
                hi = simplify_expr(Binary("min", now.hi, Binary("-", end, Const(1), "i32"), "i32"))
                self._scoped(guard.a.name, Interval(now.lo, hi), s.then)
                return
        self.visit(s.then)

    def visit_Reduce(self, e: Reduce):
        self._scoped(e.var, _let_loop_interval(e.min, e.extent, self.scope), e.body)

    def visit_Load(self, e: Load):
        self.generic_visit(e)
        if e.buffer != self.func:
            return
        dims = [bounds_of(i, self.scope) for i in e.indices]
        for i, iv in zip(e.indices, dims):
            if not iv.bounded:
                raise CompileError(f"cannot bound the region of '{self.func}' that is read here: "
                                   f"index {expr_str(i)} is data-dependent", e.span)
        self.region = dims if self.region is None else [a.union(b) for a, b in zip(self.region, dims)]


def footprint(func: str, stmts, scope=None, guards: bool = False) -> list[Interval] | None:
    """The region of `func` that `stmts` read (None when they do not read it); with `guards`, a
    guard `v < e` bounds v inside it (what a GPU tile reads stays the whole tile's, of constant
    size, for its shared copy)."""
    f = _Footprint(func, scope, guards)
    for s in stmts:
        f.visit(s)
    return f.region
