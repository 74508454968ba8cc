"""unswitch: a select in a vectorized loop whose condition the loop does not change becomes an
`if` around the loop, a copy of the loop in each branch with the select decided.

After deinterleave and unroll, camera_pipe's demosaic chooses by `(x.min + 1) % 2 == 0` and
`y % 2 == 0`, the same for every lane: C's `c ? a[i] : b[j]` reads only one arm, so gcc
vectorizes it with masked loads and stores, which it has none of for 16-bit lanes (the loop
stayed scalar).  In each copy the arm is plain arithmetic on plain loads.  At most
UNSWITCHED conditions are taken out of one loop (2^UNSWITCHED copies of it).  A parity
`(x + k) % 2 == m` is the condition `x % 2 == 0` or its negation: one unswitch decides both
(the demosaic tests `(x.min + 1) % 2 == 0` and `x.min % 2 == 0` alike; with three conditions
taken apart, the third stayed a select, and on AVX2 the loop scalar: camera_pipe 4.2x Halide).

rewrite:
    vectorized for x in 0 .. 32 {                  if c {
      out[x] = select(c, a[x], b[x])         ->        vectorized for x in 0 .. 32 { out[x] = a[x] }
    }                                              } else { vectorized for x in 0 .. 32 { out[x] = b[x] } }
"""
from __future__ import annotations

from dataclasses import replace

from irc.ir.analysis.linear import from_linear, linear_form
from irc.ir.nodes import Binary, Const, Expr, For, If, LetStmt, Select
from irc.ir.visitor import Mutator, free_vars, reads_memory, walk

UNSWITCHED = 2


def _parity(cond: Expr) -> tuple[Expr, bool] | None:
    """(x, even) where integer `cond` is `(x + k) % 2 == m` for a constant k and m 0 or 1: it holds
    exactly where `x % 2 == 0` is `even`."""
    if not (isinstance(cond, Binary) and cond.op == "==" and isinstance(cond.b, Const) and cond.b.value in (0, 1)
            and isinstance(cond.a, Binary)
            and cond.a.op == "%" and cond.a.b == Const(2, cond.a.dtype) and cond.a.dtype in ("i32", "i64")):
        return None
    terms, k = linear_form(cond.a.a)
    return (from_linear(terms, 0, cond.a.dtype), (int(cond.b.value) - k) % 2 == 0) if terms else None


def _key(cond: Expr) -> Expr:
    """What decides `cond`: a parity's variable part, else the condition itself."""
    parity = _parity(cond)
    return parity[0] if parity else cond


def _fixed_conditions(loop: For) -> list[Expr]:
    """The conditions of the selects in `loop` that no variable bound in it decides and no read
    of memory enters, in the order they appear, one of those that decide each other."""
    bound = {loop.var} | {n.var for n in walk(loop.body) if isinstance(n, (For, LetStmt))}
    found: dict[Expr, Expr] = {}
    for n in walk(loop.body):
        if isinstance(n, Select) and not free_vars(n.cond) & bound and not reads_memory(n.cond):
            found.setdefault(_key(n.cond), n.cond)
    return list(found.values())


class _Decide(Mutator):
    """Every select on `cond`, or on a parity of the same value, replaced by its arm for `value`."""

    def __init__(self, cond: Expr, value: bool):
        self.cond, self.value, self.parity = cond, value, _parity(cond)

    def visit_Select(self, e: Select):
        if e.cond == self.cond:
            return self.visit(e.true_value if self.value else e.false_value)
        other = _parity(e.cond) if self.parity else None
        if other and other[0] == self.parity[0]:
            holds = self.value if other[1] == self.parity[1] else not self.value
            return self.visit(e.true_value if holds else e.false_value)
        return self.generic_visit(e)


class _Unswitch(Mutator):
    def visit_For(self, s: For):
        s = self.generic_visit(s)
        if s.kind != "vectorized":
            return s
        out = s
        for cond in reversed(_fixed_conditions(s)[:UNSWITCHED]):
            out = If(cond, _Decide(cond, True).visit(out), _Decide(cond, False).visit(out), s.span)
        return out


def unswitch(fn, ctx):
    """Selects a vectorized loop does not change: an if around copies of the loop."""
    body = _Unswitch().visit(fn.body)
    return fn if body is fn.body else replace(fn, body=body)
