"""simplify: constant folding, linear forms, dead lets, one-trip loops, decided ifs and asserts.

The expression algebra (irc.ir.analysis.simplify) applied to every statement, with what each
loop and let says about its variable (`0 <= xi <= 63`) as facts.  Lets of constants or plain
variables are substituted, unused lets dropped, loops of one iteration replaced by a let,
conditions the facts decide folded away (an `if` also with the lets around it substituted:
`if c < c.min + 64` where `let c = c.min + c.o * 16 + c.v`, a split's guard where it divides);
an assertion that fails whatever the sizes refuses the program.

rewrite (g(y, x) = shifted(y, x + 1) * (0.5 + 0.5) with shifted(y, x) = in(y, x - 1) inlined):
    let g.y.min = 0                                    for g.y in 0 .. H {
    let g.y.extent = H                                   for g.x in 0 .. W {
    ...                                          ->        g[i64(g.x) + i64(g.y) * i64(W)] = in[i64(g.x) + i64(g.y) * i64(W)] * 1.0f
    for g.y in g.y.min .. g.y.min + g.y.extent {
      for g.x in g.x.min .. g.x.min + g.x.extent {
        g[i64(g.y) * i64(W) + i64(g.x)] = in[i64(g.y) * i64(W) + i64(g.x + 1 - 1)] * (0.5f + 0.5f)
"""
from __future__ import annotations

from dataclasses import replace

from irc.diagnostics import CompileError
from irc.ir.analysis.folding import float_bounds
from irc.ir.analysis.simplify import ExprSimplifier, Facts, const_bounds, prove, simplify_expr
from irc.ir.nodes import Assert, Binary, Block, Const, Expr, For, If, LetStmt, Stmt, Var, block
from irc.ir.types import FLOAT_TYPES, INT_TYPES
from irc.ir.visitor import free_names, substitute, uses_var


def _trivial(value: Expr) -> bool:
    return isinstance(value, (Const, Var))


class _StmtSimplifier(ExprSimplifier):
    def __init__(self, facts: Facts):
        super().__init__(facts)
        self.trivial: dict[str, Expr] = {}      # lets of constants or plain variables, in scope
        self.values: dict[str, Expr] = {}       # the other lets in scope: a condition may need them

    def with_fact(self, name, lo, hi, visit):
        """`visit()` with `name` in [lo, hi] (a name of no known bound is left out of the facts:
        an expression none of whose names are in them simplifies through the cache)."""
        saved = self.facts.get(name)
        if lo is None and hi is None:
            self.facts.pop(name, None)
        else:
            self.facts[name] = (lo, hi)
        try:
            return visit()
        finally:
            if saved is None:
                self.facts.pop(name, None)
            else:
                self.facts[name] = saved

    def visit_For(self, s: For):
        lo, ext = self.visit(s.min), self.visit(s.extent)
        if isinstance(ext, Const) and ext.value <= 0:
            return Block(())
        if isinstance(ext, Const) and ext.value == 1 and s.kind in ("serial", "vectorized", "unrolled"):
            return self.visit(LetStmt(s.var, lo, s.body, s.span))
        min_lo, _ = const_bounds(lo, self.facts)
        max_hi = const_bounds(simplify_expr(Binary("+", lo, Binary("-", ext, Const(1), "i32"), "i32"), self.facts), self.facts)[1]
        body = self.with_fact(s.var, min_lo, max_hi, lambda: self.visit(s.body))
        if lo is s.min and ext is s.extent and body is s.body:
            return s
        return For(s.var, lo, ext, s.kind, body, s.span)

    def visit(self, node, *args):
        """An expression that reads no trivial let simplifies whole, through the caches of
        simplify_expr (the root's region lets: bounds inference simplified them already, and a
        pyramid's are thousands of nodes; an unrolled loop's copies repeat); one that reads one
        is rebuilt along the paths to its reads, the let's value in their place."""
        if isinstance(node, Expr):
            if free_names(node).isdisjoint(self.trivial):
                return simplify_expr(node, self.facts)
            if isinstance(node, Var):
                return self.trivial[node.name]
        return super().visit(node, *args)       # its operands through here, then its own rule

    def visit_LetStmt(self, s: LetStmt):
        value = self.visit(s.value)
        if _trivial(value):     # substituted as the body is visited: one walk, not one per let
            self.trivial[s.var] = value
            try:
                return self.visit(s.body)
            finally:
                del self.trivial[s.var]
        lo, hi = const_bounds(value, self.facts) if value.dtype in INT_TYPES else \
            float_bounds(value, self.facts) if value.dtype in FLOAT_TYPES else (None, None)
        self.values[s.var] = value
        try:
            body = self.with_fact(s.var, lo, hi, lambda: self.visit(s.body))
        finally:
            del self.values[s.var]
        if not uses_var(body, s.var):
            return body
        return s if (value is s.value and body is s.body) else LetStmt(s.var, value, body, s.span)

    def expanded(self, e: Expr, rounds: int = 8) -> Expr:
        """`e` with the lets in scope substituted, and theirs in them (a few levels)."""
        for _ in range(rounds):
            new = substitute(e, self.values)
            if new is e:            # a Mutator returns the same object where nothing changed
                break
            e = new
        return e

    def visit_If(self, s: If):
        cond = self.visit(s.cond)
        decided = prove(cond, self.facts)
        if decided is None and self.values:
            decided = prove(self.visit(self.expanded(cond)), self.facts)
        if decided is True:
            return self.visit(s.then)
        if decided is False:
            return self.visit(s.otherwise) if s.otherwise is not None else Block(())
        return self.generic_visit(s)

    def visit_Block(self, s: Block):
        stmts = [self.visit(x) for x in s.stmts]
        if all(a is b for a, b in zip(stmts, s.stmts)):
            return s
        return block(*[x for x in stmts if not (isinstance(x, Block) and not x.stmts)]) if stmts else Block(())

    def visit_Assert(self, s: Assert):
        cond = self.visit(s.cond)
        if prove(cond, self.facts) is True:
            return Block(())
        if prove(cond, {}) is False:   # fails whatever the sizes: refuse now, not at every run
            raise CompileError(s.refusal or s.message, s.span)
        return s if cond is s.cond else replace(s, cond=cond)


def simplify_stmt(s: Stmt, facts: Facts | None = None) -> Stmt:
    return _StmtSimplifier(dict(facts or {})).visit(s)


def simplify(fn, ctx=None):
    """Constant folding, linear forms, dead lets."""
    body = simplify_stmt(fn.body)
    return fn if body is fn.body else replace(fn, body=body)
