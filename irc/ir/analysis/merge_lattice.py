"""Merge lattices (Kjolstad et al. 2017, section 5): how the operands of an index expression are
co-iterated along one index variable.

Along variable `v`, each read of a sparse tensor whose next level stores `v` in a compressed or
singleton level is an *iterator*: it visits only the coordinates it stores.  Everything else is
*full* along `v` (a dense level, a dense array, a read that does not depend on `v`, a constant):
it has a value at every coordinate and is located, not iterated.

A lattice point is a set of iterators, the expression that holds where exactly those iterators
have the current coordinate (the other operands being zero there), and whether it is full (it
holds at every coordinate).  `*` intersects: its points are the unions of its operands' points.
`+` and `-` unite: both operands' points together, then each operand's alone.  The points are
ordered so that a point comes before the points it contains; the first is the top, whose
iterators are all those of the expression.  When the top is full the loop over `v` is dense and
the points that are not full cannot occur (a full operand is never absent).

Only operations that are zero where their sparse operands are zero are lowered: `+ - *`,
negation, division by a full operand, and `abs`, `sqrt`; anything else of a sparse operand is
refused with its location, never computed as if it were.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...diagnostics import CompileError
from ..formats import Format
from ..nodes import Binary, Call, Cast, Expr, Load, Unary, Var
from ..visitor import walk

ZERO_AT_ZERO = ("abs", "sqrt")


@dataclass(frozen=True)
class Iterator:
    """Level `level` of the tensor read `access` (a Load of a sparse input, indexed by variables)."""
    access: Load
    level: int

    def __str__(self) -> str:
        return f"{self.access.buffer}{self.level}"


@dataclass(frozen=True)
class Point:
    iterators: frozenset[Iterator]
    full: bool
    expr: Expr

    def describe(self) -> str:
        its = ", ".join(sorted(str(i) for i in self.iterators)) or "-"
        return f"{{{its}}}{' full' if self.full else ''}"


def var_of(access: Load, fmt: Format, level: int) -> str:
    """The index variable level `level` of `access` stores."""
    return access.indices[fmt.order[level]].name


def reads_var(e: Expr, var: str) -> bool:
    return any(isinstance(n, Var) and n.name == var for n in walk(e))


def lattice(expr: Expr, var: str, formats: dict[str, Format]) -> tuple[Point, ...]:
    """The merge lattice of `expr` along `var`; `formats` gives each sparse input's format."""
    points = _Builder(var, formats).points(expr)
    top = points[0]
    if top.full:
        points = tuple(p for p in points if p.full)
    return _ordered(points)


def iterators(points: tuple[Point, ...]) -> tuple[Iterator, ...]:
    """The top point's iterators, in a stable order (by tensor, then by the order of the reads)."""
    return tuple(sorted(points[0].iterators, key=lambda it: (it.access.buffer, str(it.access.indices))))


def cases(points: tuple[Point, ...], within: Point) -> tuple[Point, ...]:
    """The points under `within` (their iterators a subset of its own), largest first: inside the
    loop of `within`, the first whose iterators all stand at the coordinate is the case computed."""
    return tuple(p for p in points if p.iterators <= within.iterators)


def _ordered(points: tuple[Point, ...]) -> tuple[Point, ...]:
    """The larger iterator sets first (stable); of points with the same set, the first built
    (`A + A`: both reads present), since where those iterators stand the others cannot be."""
    first: dict[frozenset, Point] = {}
    for p in points:
        first.setdefault(p.iterators, p)
    return tuple(sorted(first.values(), key=lambda p: -len(p.iterators)))


class _Builder:
    def __init__(self, var: str, formats: dict[str, Format]):
        self.var = var
        self.formats = formats

    def points(self, e: Expr) -> tuple[Point, ...]:
        if isinstance(e, Load) and e.buffer in self.formats:
            return (self.access(e),)
        if isinstance(e, Binary) and e.op in ("+", "-"):
            return self.union(e)
        if isinstance(e, Binary) and e.op == "*":
            return self.intersection(e)
        if isinstance(e, Binary) and e.op == "/":
            return self.divided(e)
        if isinstance(e, Unary) and e.op == "-":
            return tuple(Point(p.iterators, p.full, Unary("-", p.expr, p.expr.dtype, e.span)) for p in self.points(e.a))
        if isinstance(e, Cast) or (isinstance(e, Call) and e.name in ZERO_AT_ZERO and len(e.args) == 1):
            inner = e.value if isinstance(e, Cast) else e.args[0]
            rebuild = (lambda x: Cast(e.dtype, x, e.span)) if isinstance(e, Cast) else \
                (lambda x: Call(e.name, (x,), e.dtype, e.span))
            return tuple(Point(p.iterators, p.full, rebuild(p.expr)) for p in self.points(inner))
        self.refuse_sparse_operand(e)
        return (Point(frozenset(), True, e),)

    def access(self, e: Load) -> Point:
        fmt = self.formats[e.buffer]
        for k in range(fmt.ndim):
            if var_of(e, fmt, k) == self.var:
                full = fmt.levels[k].full
                return Point(frozenset() if full else frozenset({Iterator(e, k)}), full, e)
        return Point(frozenset(), True, e)

    def union(self, e: Binary) -> tuple[Point, ...]:
        left, right = self.points(e.a), self.points(e.b)
        both = tuple(Point(p.iterators | q.iterators, p.full or q.full, Binary(e.op, p.expr, q.expr, e.dtype, e.span))
                     for p in left for q in right)
        alone = tuple(Point(q.iterators, q.full, Unary("-", q.expr, q.expr.dtype, e.span)) for q in right) \
            if e.op == "-" else right
        return both + left + alone

    def intersection(self, e: Binary) -> tuple[Point, ...]:
        return tuple(Point(p.iterators | q.iterators, p.full and q.full, Binary("*", p.expr, q.expr, e.dtype, e.span))
                     for p in self.points(e.a) for q in self.points(e.b))

    def divided(self, e: Binary) -> tuple[Point, ...]:
        if self.sparse_reads(e.b):
            raise CompileError(f"cannot divide by the sparse tensor '{self.sparse_reads(e.b)[0].buffer}': it is zero "
                               f"where it stores nothing; divide by a dense operand", e.b.span or e.span)
        return tuple(Point(p.iterators, p.full, Binary("/", p.expr, e.b, e.dtype, e.span)) for p in self.points(e.a))

    def sparse_reads(self, e: Expr) -> list[Load]:
        return [n for n in walk(e) if isinstance(n, Load) and n.buffer in self.formats]

    def refuse_sparse_operand(self, e: Expr) -> None:
        reads = self.sparse_reads(e)
        if reads:
            what = e.name if isinstance(e, Call) else "this expression"
            raise CompileError(f"{what} of the sparse tensor '{reads[0].buffer}' is not zero where it stores nothing: "
                               f"only + - *, negation, division by a dense operand, abs and sqrt of a sparse operand "
                               f"are lowered", e.span or reads[0].span)
