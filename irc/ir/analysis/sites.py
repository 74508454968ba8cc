"""Compute sites: where in a loop nest a func is computed and stored.

A func is computed where its `produce` stands (the root, or the body of a loop) and stored
where its `allocate` stands; the lets that open a loop's body define the regions computed
there.  Bounds inference, sliding windows and storage folding walk these places.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from ..nodes import Allocate, Block, Expr, For, If, LetStmt, Produce, Stmt, block
from ..visitor import free_vars, substitute
from .footprint import loop_interval
from .interval import Interval, bounds_of
from .simplify import simplify_expr


def produced_here(site: Stmt) -> list[tuple[str, tuple]]:
    """(func, the statements that run after its produce) for each func computed directly at this
    site; a produce inside an if (a rewound sliding window's) is followed by the if's own
    successors too."""
    out = []

    def visit(s, after: tuple):
        if isinstance(s, Block):
            for i, child in enumerate(s.stmts):
                if isinstance(child, Produce):
                    out.append((child.func, s.stmts[i + 1:] + after))
                else:
                    visit(child, s.stmts[i + 1:] + after)
        elif isinstance(s, (Allocate, LetStmt)):
            visit(s.body, after)
        elif isinstance(s, If):
            visit(s.then, after)
            if s.otherwise is not None:
                visit(s.otherwise, after)
        elif isinstance(s, Produce):
            out.append((s.func, after))
    visit(site, ())
    return out


def storage_scopes(body: Stmt, funcs) -> dict[str, "StorageScope"]:
    """For each of `funcs` stored outside the loop it is computed in: the loops and lets from its
    allocate down to its produce.

    One walk of `body`: allocates with nothing between them share one scope, so a let inside
    the loop is expanded once, not once per func stored above the loop."""
    found: dict[str, StorageScope] = {}

    def visit(s: Stmt, groups: tuple[StorageScope, ...]):
        if isinstance(s, Allocate) and s.buffer in funcs:
            last = groups[-1] if groups else None
            if last is not None and not last.lets and not last.loops:
                groups = groups[:-1] + (replace(last, buffers=last.buffers | {s.buffer}),)
            else:
                groups += (StorageScope(frozenset({s.buffer}), {}, {}),)
        elif isinstance(s, For):
            groups = tuple(g.with_loop(s) for g in groups)
        elif isinstance(s, LetStmt):
            groups = tuple(g.with_let(s) for g in groups)
        elif isinstance(s, Produce):
            found.update({s.func: g for g in groups if s.func in g.buffers and g.loops})
        for c in _nested(s):
            visit(c, groups)
    visit(body, ())
    return found


def stored_outside_compute(body: Stmt, funcs) -> set[str]:
    """Those of `funcs` whose allocate lies outside the loop they are computed in (the funcs of
    storage_scopes, without expanding a let or bounding a loop)."""
    found: set[str] = set()

    def visit(s: Stmt, allocated: frozenset, crossed: frozenset):
        if isinstance(s, Allocate) and s.buffer in funcs:
            allocated |= {s.buffer}
        elif isinstance(s, For):
            crossed |= allocated
        elif isinstance(s, Produce) and s.func in crossed:
            found.add(s.func)
        for c in _nested(s):
            visit(c, allocated, crossed)
    visit(body, frozenset(), frozenset())
    return found


def _nested(s: Stmt) -> tuple[Stmt, ...]:
    """The statements directly inside `s`."""
    children = s.stmts if isinstance(s, Block) else (s.then, s.otherwise) if isinstance(s, If) else \
        (s.body,) if isinstance(s, (Allocate, Produce, For, LetStmt)) else ()
    return tuple(c for c in children if c is not None)


@dataclass(frozen=True)
class StorageScope:
    """Allocates opened at one place, and the lets (their values expanded) and loops (their
    intervals) walked through since."""
    buffers: frozenset
    lets: dict[str, Expr]
    loops: dict[str, Interval]

    def expand(self, e: Expr) -> Expr:
        used = {v: self.lets[v] for v in free_vars(e) if v in self.lets}
        return simplify_expr(substitute(e, used)) if used else e

    def with_let(self, s: LetStmt) -> "StorageScope":
        return replace(self, lets={**self.lets, s.var: self.expand(s.value)})

    def with_loop(self, s: For) -> "StorageScope":
        interval = loop_interval(self.expand(s.min), self.expand(s.extent), self.loops)
        return replace(self, loops={**self.loops, s.var: interval})

    def bounds(self, e: Expr) -> Interval:
        """The values `e` takes over every iteration of the loops (lets substituted, so that a
        region's end `min + extent - 1` stays its end, not the sum of two intervals)."""
        return bounds_of(self.expand(e), self.loops)


def site_lets(body: Stmt) -> tuple[list[tuple[str, Expr]], Stmt]:
    """The lets that open a site's body, outer first, and the statement inside them."""
    lets = []
    while isinstance(body, LetStmt):
        lets.append((body.var, body.value))
        body = body.body
    return lets, body


def expand(e: Expr, lets: list[tuple[str, Expr]]) -> Expr:
    """Substitute the site's lets into `e`, to see its dependence on the loop."""
    return simplify_expr(substitute(e, expanded_lets(tuple(lets))))


@lru_cache(maxsize=256)
def expanded_lets(lets: tuple[tuple[str, Expr], ...]) -> dict[str, Expr]:
    """Each let's value with the lets before it substituted, simplified one let at a time.

    A region refers to its consumers' regions by name, and a pyramid's regions form a DAG in
    which a func is reached along exponentially many paths: substituting name by name
    without simplifying in between would copy each consumer's region once per path."""
    values: dict[str, Expr] = {}
    for name, value in lets:
        used = {v: values[v] for v in free_vars(value) if v in values}
        values[name] = simplify_expr(substitute(value, used)) if used else value
    return values


def inside_root_lets(s: Stmt, wrap) -> Stmt:
    """Apply `wrap` to the root body inside the lets (and checks) that open it."""
    if isinstance(s, LetStmt):
        return replace(s, body=inside_root_lets(s.body, wrap))
    if isinstance(s, Block) and s.stmts and isinstance(s.stmts[-1], LetStmt):
        return block(*s.stmts[:-1], inside_root_lets(s.stmts[-1], wrap))
    return wrap(s)
