"""partition_loops: a loop split into prologue, steady state and epilogue, the steady state
without the boundary clamps that only matter near the edges (Halide's PartitionLoops).

Reads of a `boundary clamp` input index it with `min(max(x - 1, 0), W - 1)`; for all but the
first and last iterations of the loop over x, that is just `x - 1`.  Likewise the test
`0 <= x - 1 && x - 1 < W` of a `boundary zero` input is true there.  For each loop whose body
clamps (or compares) an expression that moves linearly with the loop variable, the pass
solves for the iterations where every such clamp takes its moving side, and emits

    for x in lo .. a       { body }              # prologue, clamps kept
    for x in a .. b        { body, clamps gone } # steady state: contiguous, vectorizable
    for x in b .. end      { body }              # epilogue

with `a`, `b` clamped so that the three loops always cover `lo .. end` exactly once.  Only
clamps evaluated for every point (in a store or a let with no loop inside) count: a clamp in
a let computed once per row or tile costs nothing, and partitioning for it would only copy
code.  Inner
loops and lets are taken into account (their variables range over their bounds); an inner loop
of one iteration whose bounds move with the loop is a let of its variable (a producer computed
at the channel a split's iteration reads: conv_layer's in_in, whose split's guard then leaves
the steady state, 126 -> 116 ms), and one of more refuses the loop.  Vectorized
and unrolled loops are left whole: their enclosing loop is partitioned instead.

rewrite:
    for blurx.x in 0 .. W {                       let blurx.x.a = min(max(1, 0), W) ...
      blurx[...] = in[..., min(max(blurx.x - 1, 0), W - 1)] ...   -> three loops, the middle one
                                                                     reading in[..., blurx.x - 1]
"""
from __future__ import annotations

from dataclasses import replace

from irc.ir.analysis.affine import split_linear
from irc.ir.analysis.interval import Interval, bounds_of
from irc.ir.analysis.simplify import simplify_expr
from irc.ir.nodes import Binary, Const, Expr, For, LetStmt, Stmt, Var, block
from irc.ir.visitor import Mutator, free_names, free_vars, substitute

_I = "i32"
# A comparison that moves with the loop is taken to hold in the steady state (the inside of
# a `boundary zero` test): a < b  <=>  a - b + 1 <= 0, and so on.
_TRUE_WHEN = {"<": (1, False), "<=": (0, False), ">": (-1, True), ">=": (0, True)}


class _CannotPartition(Exception):
    pass


def _div_floor(a: Expr, k: int) -> Expr:
    return Binary("/", a, Const(k), _I)


def _div_ceil(a: Expr, k: int) -> Expr:
    return Binary("/", Binary("+", a, Const(k - 1), _I), Const(k), _I)


class _Steady(Mutator):
    """Rewrite the body as it runs in the steady state; collect the conditions on the loop var."""

    def __init__(self, var: str):
        self.var = var
        self.lets: dict[str, Expr] = {}          # let-bound names in scope -> values (steady state)
        self.moving: set[str] = {var}            # the loop variable and the lets that follow it
        self.loops: dict[str, tuple[Expr, Expr]] = {}   # inner loop variables -> (min, extent)
        self.expanded: dict[str, Expr] = {}      # lets expanded when first needed, once each
        self.intervals: dict[str, Interval] = {}  # inner loops' intervals, when first needed
        self.lower: list[Expr] = []              # var >= each
        self.upper: list[Expr] = []              # var <= each
        self.in_innermost = True                 # no loop inside the current statement

    def moves(self, e: Expr) -> bool:
        return not self.moving.isdisjoint(free_names(e))

    def visit(self, node, *args):
        """An expression that does not move with the loop is the same in its steady state."""
        if isinstance(node, Expr) and not self.moves(node):
            return node
        return super().visit(node, *args)

    def expand(self, e: Expr) -> Expr:
        """`e` with the lets in scope substituted.  Each let is expanded once, and only where a
        clamp moves with the loop: a tile loop over a pyramid's regions expands none."""
        used = {v: self.expand_let(v) for v in free_vars(e) if v in self.lets}
        return simplify_expr(substitute(e, used)) if used else e

    def expand_let(self, name: str) -> Expr:
        if name not in self.expanded:
            self.expanded[name] = self.expand(self.lets[name])
        return self.expanded[name]

    def scope(self) -> dict[str, Interval]:
        """The intervals of the inner loops open here (outer first, each in terms of those outside)."""
        for v, (lo, ext) in self.loops.items():
            if v not in self.intervals:
                outer = {u: iv for u, iv in self.intervals.items() if u in self.loops}
                last = self.expand(Binary("-", Binary("+", lo, ext, _I), Const(1), _I))
                self.intervals[v] = Interval(bounds_of(self.expand(lo), outer).lo, bounds_of(last, outer).hi)
        return {v: self.intervals[v] for v in self.loops}

    def visit_LetStmt(self, s: LetStmt):
        value = self.visit_LetStmt_value(s)
        self.lets[s.var] = value
        if self.moves(value):
            self.moving.add(s.var)
        body = self.visit(s.body)
        del self.lets[s.var]
        self.moving.discard(s.var)
        self.expanded.pop(s.var, None)
        return replace(s, value=value, body=body)

    def visit_For(self, s: For):
        if self.moves(s.min) or self.moves(s.extent):
            if self.expand(s.extent) != Const(1):
                raise _CannotPartition
            # one iteration: its variable a let that moves with the loop (conv_layer's in_in,
            # computed at the channel a split's iteration reads)
            let = self.visit_LetStmt(LetStmt(s.var, s.min, s.body))
            return replace(s, min=let.value, body=let.body)
        self.loops[s.var] = (s.min, s.extent)
        body = self.visit(s.body)
        del self.loops[s.var]
        self.intervals.pop(s.var, None)
        return replace(s, body=body)

    def visit_LetStmt_value(self, s: LetStmt) -> Expr:
        """A let's value runs once per iteration of its loop: innermost only if nothing nests."""
        saved, self.in_innermost = self.in_innermost, not _has_loop(s.body)
        value = self.visit(s.value)
        self.in_innermost = saved
        return value

    def require(self, d: Expr, positive: bool):
        """Require d >= 0 (positive) or d <= 0 for every inner iteration."""
        parts = split_linear(d, self.var)
        if parts is None:
            raise _CannotPartition
        k, rest = parts
        bound = bounds_of(rest, self.scope())
        r = bound.lo if positive else bound.hi
        if r is None or k == 0:
            raise _CannotPartition
        if positive:   # k*v + r >= 0
            (self.lower if k > 0 else self.upper).append(
                _div_ceil(Binary("-", Const(0), r, _I), k) if k > 0 else _div_floor(r, -k))
        else:          # k*v + r <= 0
            (self.upper if k > 0 else self.lower).append(
                _div_floor(Binary("-", Const(0), r, _I), k) if k > 0 else _div_ceil(r, -k))

    def hot(self, exprs) -> bool:
        """Evaluated in the innermost loop (per point), not once per row or tile?"""
        return self.in_innermost

    def visit_Binary(self, e: Binary):
        a, b = self.visit(e.a), self.visit(e.b)
        if e.op in ("min", "max") and e.dtype == _I:
            moving = [x for x in (a, b) if self.moves(x)]
            if moving and not self.hot(moving):
                moving = []   # invariant in its innermost loop: the C compiler hoists it
            if len(moving) == 1:
                m, other = moving[0], (b if moving[0] is a else a)
                d = self.expand(Binary("-", m, other, _I))
                self.require(d, positive=(e.op == "max"))
                return m
            if len(moving) == 2:
                raise _CannotPartition
        if e.op in _TRUE_WHEN and a.dtype == _I and (self.moves(a) or self.moves(b)) \
                and self.hot((a, b)):
            shift, positive = _TRUE_WHEN[e.op]
            self.require(self.expand(Binary("+", Binary("-", a, b, _I), Const(shift), _I)), positive)
            return Const(True, "bool")
        return e if (a is e.a and b is e.b) else replace(e, a=a, b=b)


def _has_loop(s: Stmt) -> bool:
    """Whether a loop nests in `s` (its statements only: an expression holds none)."""
    stack = [s]
    while stack:
        s = stack.pop()
        if isinstance(s, For):
            return True
        stack.extend(c for c in (getattr(s, "body", None), getattr(s, "then", None), getattr(s, "otherwise", None))
                     if isinstance(c, Stmt))
        stack.extend(getattr(s, "stmts", ()))
    return False


def _combine(op: str, bounds: list[Expr]) -> Expr:
    """min / max of many bounds, simplified one at a time (bounds differing by a constant fold)."""
    out = simplify_expr(bounds[0])
    for b in dict.fromkeys(simplify_expr(x) for x in bounds[1:]):
        out = simplify_expr(Binary(op, out, b, _I))
    return out


def partition(loop: For) -> For | None:
    """The three loops, or None when the body has nothing to gain or cannot be analysed."""
    steady = _Steady(loop.var)
    try:
        body = steady.visit(loop.body)
    except _CannotPartition:
        return None
    if not steady.lower and not steady.upper:
        return None
    v = loop.var
    end = simplify_expr(Binary("+", loop.min, loop.extent, _I))
    lo = _combine("max", [loop.min] + steady.lower)
    hi = _combine("min", [end] + [Binary("+", x, Const(1), _I) for x in steady.upper])
    a_name, b_name = f"{v}.steady_min", f"{v}.steady_end"
    a = Binary("min", Binary("max", lo, loop.min, _I), end, _I)
    b = Binary("min", Binary("max", hi, Var(a_name), _I), end, _I)
    span = lambda x, y: simplify_expr(Binary("-", y, x, _I))  # noqa: E731
    loops = block(
        replace(loop, extent=span(loop.min, Var(a_name))),
        replace(loop, min=Var(a_name), extent=span(Var(a_name), Var(b_name)), body=body),
        replace(loop, min=Var(b_name), extent=span(Var(b_name), end)))
    return LetStmt(a_name, simplify_expr(a), LetStmt(b_name, simplify_expr(b), loops))


class _Partition(Mutator):
    def visit_For(self, s: For):
        s = self.generic_visit(s)
        if s.kind in ("vectorized", "unrolled"):
            return s
        parts = partition(s)
        if parts is None:
            return s
        # the prologue and epilogue keep their clamps: partition their inner loops in turn
        return parts


def partition_loops(fn, ctx):
    """Loops split into prologue, steady state without boundary clamps, and epilogue."""
    body = _Partition().visit(fn.body)
    return fn if body is fn.body else replace(fn, body=body)
