"""unroll: a loop the schedule unrolls, of a constant number of iterations (at most
UNROLL_COPIES), whose variable (or a coordinate let computed from it) enters a condition or a
division by a constant, becomes that many copies of its body, its variable fixed and those
lets inlined in each (Halide unrolls in the IR so), and each copy folds what it decides.
An unrolled loop of channels reading `select(c == 0, red, c == 1, green, blue)` stores `red`
in its first copy, where a C loop under `#pragma GCC unroll` computed all three in every
vector lane and chose.
A longer loop, one whose trip count the sizes decide, or one whose variable decides nothing,
stays a C loop with that pragma (the copies would fold nothing; gcc unrolls it as well).

Each copy's expressions are simplified at once (before cse, which would share what the arms
of a select not taken compute).

rewrite:
    unrolled for c in 0 .. 0 + 3 {              out[0, x] = r
      out[c, x] = select(c == 0, r, g)     ->   out[1, x] = g
    }                                           out[2, x] = g
"""
from __future__ import annotations

from dataclasses import replace

from irc.ir.analysis.simplify import simplify_expr
from irc.ir.analysis.affine import coordinate_lets
from irc.ir.nodes import COMPARE_OPS, Binary, Const, Expr, For, If, LetStmt, Select, block
from irc.ir.visitor import Mutator, free_vars, replace_where, substitute, walk

UNROLL_COPIES = 16     # iterations: a loop of more stays one C loop, unrolled by the C compiler


class _Unroll(Mutator):
    def __init__(self):
        self.consts: dict[str, Const] = {}        # the lets in scope whose values are constants

    def visit_LetStmt(self, s: LetStmt):
        value = simplify_expr(substitute(s.value, self.consts))
        if not isinstance(value, Const):
            return self.generic_visit(s)
        self.consts[s.var] = value
        try:
            return self.generic_visit(s)
        finally:
            del self.consts[s.var]

    def visit_For(self, s: For):
        s = self.generic_visit(s)
        extent = simplify_expr(substitute(s.extent, self.consts))
        if s.kind != "unrolled" or not (isinstance(extent, Const) and 0 < extent.value <= UNROLL_COPIES):
            return s
        coordinates = coordinate_lets(s.body, s.var)
        if not _decides(s.body, coordinates):
            return s
        lo = substitute(s.min, self.consts)
        copy = lambda k: substitute(s.body, {s.var: simplify_expr(Binary("+", lo, Const(k), "i32"))})  # noqa: E731
        return block(*(_simplified_exprs(_InlineLets(coordinates).visit(copy(k))) for k in range(int(extent.value))))


def _simplified_exprs(s):
    """Every expression of statement `s` simplified (the statements themselves: the simplify pass)."""
    return replace_where(s, lambda n: isinstance(n, Expr), simplify_expr)


def _decides(body, names: set[str]) -> bool:
    """Whether one of `names` enters a condition in `body` (a select's, an if's, a comparison)
    or a division by a constant (`x / 2`, `x % 2`): what a copy folds.  Elsewhere copies fold
    nothing, and the C compiler unrolls the loop as well."""
    for n in walk(body):
        conds = (n.cond,) if isinstance(n, (Select, If)) else \
            (n,) if isinstance(n, Binary) and (n.op in COMPARE_OPS or n.op in ("/", "%") and isinstance(n.b, Const)) else ()
        if any(free_vars(c) & names for c in conds):
            return True
    return False


class _InlineLets(Mutator):
    """The lets named in `names` substituted into what they scope."""

    def __init__(self, names: set[str]):
        self.names = names

    def visit_LetStmt(self, s: LetStmt):
        if s.var in self.names:
            return self.visit(substitute(s.body, {s.var: s.value}))
        return self.generic_visit(s)


def unroll(fn, ctx):
    """Unrolled loops of a few constant iterations: copies of their bodies."""
    body = _Unroll().visit(fn.body)
    return fn if body is fn.body else replace(fn, body=body)
