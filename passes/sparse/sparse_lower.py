"""sparse_lower: the dense loops of index_loops as co-iteration over the sparse tensors' levels.

Each loop over an index variable `v` becomes the loops of its merge lattice
(ir/analysis/merge_lattice.py) over the expression it computes:
- no iterator (every operand full along `v`): the dense loop stays; a dense level of a sparse
  tensor is located, its position `p * extent + v`;
- one iterator, unique coordinates, and nothing else: a loop over the level's positions, `v`
  its coordinate (CSR's row);
- a full top with iterators: the dense loop, each iterator advanced where its coordinate is `v`;
- else, per lattice point, a while loop as long as none of the point's iterators is exhausted:
  `v` is the least of their coordinates, and the first point (case) whose iterators all stand at
  `v` computes its expression; the iterators at `v` advance.
A level whose coordinates repeat (COO's rows) advances by segments of equal coordinates, the
segment being the positions its singleton child iterates.  Reads of a sparse tensor become
reads of its values at the position of its last level.

rewrite (SpMV, A in CSR; the dense loop over y.i stays, A's first level being dense):
    for y.j in 0 .. M {                           for pA1 in A.pos1[y.i] .. A.pos1[y.i + 1] {
      y.acc[0] = y.acc[0] + A[y.i, y.j] * x[y.j]   ->   let y.j = A.crd1[pA1]
    }                                                   y.acc[0] = y.acc[0] + A.vals[pA1] * x[y.j]
                                                      }
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from irc.ir.analysis.merge_lattice import Iterator, Point, cases, iterators, lattice, var_of
from irc.ir.formats import Format, crd_array, vals_array
from irc.ir.nodes import (Allocate, Binary, Block, Const, Expr, For, If, LetStmt, Load, Select, Stmt, Store, Var,
                          While, block)
from irc.ir.visitor import Mutator, walk


@dataclass(frozen=True)
class Place:
    """Where a read of a sparse tensor stands: its first `bound` levels are at position `pos`, a
    segment `pos .. end` when the last of them repeats its coordinates (`end` None: one position)."""
    bound: int
    pos: Expr
    end: Expr | None = None


ROOT = Place(0, Const(0))       # a read no loop has bound a level of yet


def sparse_lower(fn, ctx):
    """Loops over index variables into co-iteration of the sparse operands' levels by merge lattices."""
    module = ctx.module
    lowering = _Lowering(module.formats(), {i.name: i.shape for i in module.inputs})
    return replace(fn, body=lowering.stmt(fn.body, {}))


def _compute_store(s: Stmt) -> Store | None:
    """The store under `s` that reads the inputs (the others set and write back accumulators)."""
    return next((n for n in walk(s) if isinstance(n, Store) and any(isinstance(m, Load) and m.buffer != n.buffer
                                                                    for m in walk(n.value))), None)


def _summand(s: Store) -> Expr:
    v = s.value
    added = isinstance(v, Binary) and v.op == "+" and v.a == Load(s.buffer, s.indices, v.dtype)
    return v.b if added else v


class _WithSummand(Mutator):
    """`s` with its compute store's summand replaced by `expr`."""

    def __init__(self, store: Store, expr: Expr):
        self.store, self.expr = store, expr

    def visit_Store(self, s: Store):
        if s != self.store:
            return s
        v = s.value
        return replace(s, value=replace(v, b=self.expr) if _summand(s) is not v else self.expr)


class _Lowering:
    def __init__(self, formats: dict[str, Format], shapes: dict[str, tuple[Expr, ...]]):
        self.formats, self.shapes = formats, shapes
        self.reads: dict[str, list[Load]] = {}

    def stmt(self, s: Stmt, places: dict) -> Stmt:
        if isinstance(s, For):
            return self.loop(s, places)
        if isinstance(s, Block):
            return block(*(self.stmt(c, places) for c in s.stmts))
        if isinstance(s, (Allocate, LetStmt)):
            return replace(s, body=self.stmt(s.body, places))
        if isinstance(s, Store):
            return replace(s, value=_Values(self, places).visit(s.value))
        return s

    # ------------------------------------------------------------------ one index variable
    def loop(self, s: For, places: dict) -> Stmt:
        store = _compute_store(s)
        if store is None or not any(m.buffer in self.formats for m in walk(store.value) if isinstance(m, Load)):
            return replace(s, body=self.stmt(s.body, places))
        points = lattice(_summand(store), s.var, self.formats)
        its = iterators(points)
        body = lambda p, at: self.stmt(_WithSummand(store, p.expr).visit(s.body), self.bind(p, s.var, places, at))
        if not its:
            return replace(s, body=body(points[0], {}))
        ranges = {it: self.range(it, places.get(it.access, ROOT))
                  for it in its}
        if len(its) == 1 and len(points) == 1 and not points[0].full and self.unique(its[0]):
            return self.positions(s, its[0], ranges[its[0]], body(points[0], {its[0]: Var(self.p(its[0]))}))
        loops = self.dense(s, points, its, body) if points[0].full else \
            block(*(self.merge(s, p, points, body) for p in points if p.iterators))
        for it in reversed(its):
            begin, end = ranges[it]
            if not self.unique(it):
                loops = _scalar(self.seg(it), loops)
            loops = _scalar(self.p(it), block(Store(self.p(it), (Const(0),), begin), LetStmt(self.end(it), end, loops)))
        return loops

    def positions(self, s: For, it: Iterator, bounds: tuple[Expr, Expr], body: Stmt) -> Stmt:
        """One iterator of unique coordinates: a loop over its positions, the variable its coordinate."""
        begin, end = bounds
        p = self.p(it)
        return For(p, begin, Binary("-", end, begin, "i32"), "serial",
                   LetStmt(s.var, self.crd(it, Var(p)), body), s.span)

    def dense(self, s: For, points, its, body) -> Stmt:
        """A full top: the dense loop, each iterator tested against the coordinate and advanced."""
        v = Var(s.var)
        hits = {it: Binary("&&", Binary("<", self.cur(it), Var(self.end(it)), "bool"),
                           Binary("==", self.crd(it, self.cur(it)), v, "bool"), "bool") for it in its}
        inner = self.chosen(points, points[0], body, its, lambda it: Var(self.hit(it)), s.var)
        for it in reversed(its):
            inner = LetStmt(self.hit(it), hits[it], inner)
        return replace(s, body=inner)

    def merge(self, s: For, within: Point, points, body) -> Stmt:
        """The while loop of lattice point `within`: its iterators' least coordinate, the case there."""
        its = iterators((within,))
        live = None
        for it in its:
            c = Binary("<", self.cur(it), Var(self.end(it)), "bool")
            live = c if live is None else Binary("&&", live, c, "bool")
        least = None
        for it in its:
            least = Var(self.coord(it, s.var)) if least is None else Binary("min", least, Var(self.coord(it, s.var)), "i32")
        alone = len(its) == 1          # the least coordinate is its own
        inner = self.chosen(points, within, body, its, lambda it: Const(True, "bool") if alone else
                            Binary("==", Var(self.coord(it, s.var)), Var(s.var), "bool"), s.var)
        inner = LetStmt(s.var, least, inner)
        for it in reversed(its):
            inner = LetStmt(self.coord(it, s.var), self.crd(it, self.cur(it)), inner)
        return While(live, inner, s.span)

    def chosen(self, points, within: Point, body, its, hit, var: str) -> Stmt:
        """The cases under `within` as an if-else chain on which iterators stand at the coordinate,
        then every iterator at the coordinate advanced (past its segment where coordinates repeat)."""
        chain = None
        for p in reversed(cases(points, within)):
            cond = None
            for it in iterators((p,)) if p.iterators else ():
                cond = hit(it) if cond is None else Binary("&&", cond, hit(it), "bool")
            at = {it: self.cur(it) for it in p.iterators}
            case = body(p, at)
            chain = case if cond is None else If(cond, case, chain)
        advance = [self.advance(it, hit(it)) for it in its]
        segments = [self.segment(it, hit(it), var) for it in its if not self.unique(it)]
        return block(*segments, chain if chain is not None else Block(()), *advance)

    def segment(self, it: Iterator, hit: Expr, var: str) -> Stmt:
        """Where coordinates repeat: the end of the run of the coordinate `var` (the child's positions)."""
        seg, p = self.seg(it), self.cur(it)
        c = Var(var)
        scan = While(Binary("&&", Binary("<", Load(seg, (Const(0),), "i32"), Var(self.end(it)), "bool"),
                            Binary("==", self.crd(it, Load(seg, (Const(0),), "i32")), c, "bool"), "bool"),
                     Store(seg, (Const(0),), Binary("+", Load(seg, (Const(0),), "i32"), Const(1), "i32")))
        return block(Store(seg, (Const(0),), Binary("+", p, Const(1), "i32")), If(hit, scan))

    def advance(self, it: Iterator, hit: Expr) -> Stmt:
        nxt = Binary("+", self.cur(it), Const(1), "i32") if self.unique(it) else Load(self.seg(it), (Const(0),), "i32")
        return Store(self.p(it), (Const(0),), Select(hit, nxt, self.cur(it), "i32"))

    # ------------------------------------------------------------------ positions
    def bind(self, point: Point, var: str, places: dict, at: dict) -> dict:
        """The places of the reads in `point`'s expression once `var` is bound: an iterator at
        its position (`at`), a dense level located."""
        new = dict(places)
        for a in {n for n in walk(point.expr) if isinstance(n, Load) and n.buffer in self.formats}:
            fmt = self.formats[a.buffer]
            place = places.get(a, ROOT)
            if place.bound == fmt.ndim or var_of(a, fmt, place.bound) != var:
                continue
            it = Iterator(a, place.bound)
            if it in at:
                end = None if self.unique(it) else Load(self.seg(it), (Const(0),), "i32")
                new[a] = Place(place.bound + 1, at[it], end)
            else:
                extent = self.shapes[a.buffer][fmt.order[place.bound]]
                new[a] = Place(place.bound + 1, fmt.levels[place.bound].located(place.pos, extent, Var(var)))
        return new

    def range(self, it: Iterator, parent: Place) -> tuple[Expr, Expr]:
        """The positions of `it`'s level under its parent's position (or segment)."""
        last = parent.end if parent.end is not None else Binary("+", parent.pos, Const(1), "i32")
        level = self.formats[it.access.buffer].levels[it.level]
        return level.positions(it.access.buffer, it.level, parent.pos, last)

    def unique(self, it: Iterator) -> bool:
        return self.formats[it.access.buffer].level(it.level).unique

    def crd(self, it: Iterator, p: Expr) -> Expr:
        return Load(crd_array(it.access.buffer, it.level), (p,), "i32")

    def name(self, it: Iterator) -> str:
        """`A1` for level 1 of the read of A (`A_2.1` for a second, different read of A)."""
        reads = self.reads.setdefault(it.access.buffer, [])
        if it.access not in reads:
            reads.append(it.access)
        n = reads.index(it.access)
        return f"{it.access.buffer}{it.level}" if n == 0 else f"{it.access.buffer}_{n + 1}.{it.level}"

    def p(self, it: Iterator) -> str:
        return f"p{self.name(it)}"

    def cur(self, it: Iterator) -> Expr:
        return Load(self.p(it), (Const(0),), "i32")

    def end(self, it: Iterator) -> str:
        return f"p{self.name(it)}.end"

    def seg(self, it: Iterator) -> str:
        return f"p{self.name(it)}.seg"

    def coord(self, it: Iterator, var: str) -> str:
        return f"{var.rsplit('.', 1)[-1]}{self.name(it)}"

    def hit(self, it: Iterator) -> str:
        return f"{self.name(it)}.here"


def _scalar(name: str, body: Stmt) -> Stmt:
    """A mutable i32 (an iterator's position) while `body` runs."""
    return Allocate(name, "i32", ((Const(0), Const(1)),), "local", body)


class _Values(Mutator):
    """Reads of sparse tensors as reads of their values, at their last level's position."""

    def __init__(self, lowering: _Lowering, places: dict):
        self.lowering, self.places = lowering, places

    def visit_Load(self, e: Load):
        if e.buffer not in self.lowering.formats:
            return self.generic_visit(e)
        return Load(vals_array(e.buffer), (self.places[e].pos,), e.dtype, e.span)
