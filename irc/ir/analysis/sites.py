"""Compute sites: where in a loop nest a func is computed and stored.

A func is computed where its `produce` stands (the root, or the body of a loop) and stored
where its `allocate` stands; the lets that open a loop's body define the regions computed
there.  Bounds inference, sliding windows and storage folding walk these places.
"""
from __future__ import annotations

from dataclasses import replace

from ..nodes import Allocate, Block, Expr, For, If, LetStmt, Produce, Stmt, block
from ..visitor import substitute, walk
from .footprint import loop_interval
from .interval import bounds_of
from .simplify import simplify_expr


def produced_here(site: Stmt) -> list[tuple[str, tuple]]:
    """(func, statements after its produce) for each func computed directly at this site."""
    out = []

    def visit(s):
        if isinstance(s, Block):
            for i, child in enumerate(s.stmts):
                if isinstance(child, Produce):
                    out.append((child.func, s.stmts[i + 1:]))
                else:
                    visit(child)
        elif isinstance(s, (Allocate, LetStmt)):
            visit(s.body)
        elif isinstance(s, If):
            visit(s.then)
            if s.otherwise is not None:
                visit(s.otherwise)
        elif isinstance(s, Produce):
            out.append((s.func, ()))
    visit(site)
    return out


def scope_down_to(s: Stmt, func: str, scope=None, crossed=False):
    """Intervals of the loops and lets from `s` down to `produce func`; None if no loop between."""
    scope = {} if scope is None else scope
    if isinstance(s, Produce) and s.func == func:
        return scope if crossed else None
    if isinstance(s, For):
        inner = {**scope, s.var: loop_interval(s.min, s.extent, scope)}
        return scope_down_to(s.body, func, inner, True)
    if isinstance(s, LetStmt):
        return scope_down_to(s.body, func, {**scope, s.var: bounds_of(s.value, scope)}, crossed)
    children = s.stmts if isinstance(s, Block) else (s.body,) if isinstance(s, (Allocate, Produce)) \
        else tuple(c for c in (getattr(s, "then", None), getattr(s, "otherwise", None)) if c is not None)
    for c in children:
        if _contains_produce(c, func):
            return scope_down_to(c, func, scope, crossed)
    return None


def _contains_produce(s: Stmt, func: str) -> bool:
    return any(isinstance(n, Produce) and n.func == func for n in walk(s))


def stored_outside_compute(body: Stmt, funcs) -> set[str]:
    """Those of `funcs` whose allocate lies outside the loop they are computed in."""
    return {n.buffer for n in walk(body)
            if isinstance(n, Allocate) and n.buffer in funcs and scope_down_to(n.body, n.buffer) is not None}


def site_lets(body: Stmt) -> tuple[list[tuple[str, Expr]], Stmt]:
    """The lets that open a site's body, outer first, and the statement inside them."""
    lets = []
    while isinstance(body, LetStmt):
        lets.append((body.var, body.value))
        body = body.body
    return lets, body


def expand(e: Expr, lets: list[tuple[str, Expr]]) -> Expr:
    """Substitute the site's lets into `e` (innermost first), to see its dependence on the loop."""
    for name, value in reversed(lets):
        e = substitute(e, {name: value})
    return simplify_expr(e)


def inside_root_lets(s: Stmt, wrap) -> Stmt:
    """Apply `wrap` to the root body inside the lets (and checks) that open it."""
    if isinstance(s, LetStmt):
        return replace(s, body=inside_root_lets(s.body, wrap))
    if isinstance(s, Block) and s.stmts and isinstance(s.stmts[-1], LetStmt):
        return block(*s.stmts[:-1], inside_root_lets(s.stmts[-1], wrap))
    return wrap(s)
