"""unswitch: a select in a vectorized loop whose condition the loop does not change becomes an
`if` around the loop, a copy of the loop in each branch with the select decided.

After deinterleave and unroll, camera_pipe's demosaic chooses by `(x.min + 1) % 2 == 0` and
`y % 2 == 0`, the same for every lane: C's `c ? a[i] : b[j]` reads only one arm, so gcc
vectorizes it with masked loads and stores, which it has none of for 16-bit lanes (the loop
stayed scalar).  In each copy the arm is plain arithmetic on plain loads.  At most
UNSWITCHED conditions are taken out of one loop (2^UNSWITCHED copies of it).

rewrite:
    vectorized for x in 0 .. 32 {                  if c {
      out[x] = select(c, a[x], b[x])         ->        vectorized for x in 0 .. 32 { out[x] = a[x] }
    }                                              } else { vectorized for x in 0 .. 32 { out[x] = b[x] } }
"""
from __future__ import annotations

from dataclasses import replace

from irc.ir.nodes import Expr, For, If, LetStmt, Select
from irc.ir.visitor import Mutator, free_vars, reads_memory, walk

UNSWITCHED = 2


def _fixed_conditions(loop: For) -> list[Expr]:
    """The distinct conditions of the selects in `loop` that no variable bound in it decides and
    no read of memory enters, in the order they appear."""
    bound = {loop.var} | {n.var for n in walk(loop.body) if isinstance(n, (For, LetStmt))}
    found: list[Expr] = []
    for n in walk(loop.body):
        if isinstance(n, Select) and n.cond not in found and not free_vars(n.cond) & bound \
                and not reads_memory(n.cond):
            found.append(n.cond)
    return found


class _Decide(Mutator):
    """Every select on `cond` replaced by its arm for `value`."""

    def __init__(self, cond: Expr, value: bool):
        self.cond, self.value = cond, value

    def visit_Select(self, e: Select):
        if e.cond == self.cond:
            return self.visit(e.true_value if self.value else e.false_value)
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
