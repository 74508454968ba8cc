"""storage_folding: storage outside a serial loop keeps only the rows one iteration reads.

If each iteration of serial loop `v` reads a window of at most `c` rows (a constant) of `f`
along a dimension whose window moves forward with `v`, and `f` is computed in that loop
(all of it, or only its new rows after `sliding_window`), the rows older than `c` are never
read again: the storage of that dimension shrinks to `c` rows rounded up to a power of two (as
Halide folds), indexed modulo that: `& 3` where `% 3` would take a division.

`f.fold_storage(y, 8)` (Halide's word) folds f along y into 8 rows exactly where the pass would
fold it: refused where it finds no window along y, or where one iteration needs more than 8.

Storage shared by the iterations of a parallel loop (stored outside it, computed inside) is
never folded: the threads would overwrite each other's rows; nor a dimension split with RoundUp
(its whole tiles reach past the rows the readers need, into rows still in use).  A func stored
outside a loop that computes it and left whole says why in a note (`irc: note: func 'p' keeps
all of its storage ...`): its readers' windows do not move forward together, or no constant
bounds their span.

rewrite (blur, sliding):
    allocate blurx: f32[blury.y.min - 1 .. , ...]      allocate blurx: f32[0 .. 4, ...]
      blurx[blurx.y, blurx.x] = ...               ->     blurx[blurx.y % 4, blurx.x] = ...
"""
from __future__ import annotations

import warnings
from dataclasses import replace
from itertools import product

from irc.ir.analysis.affine import moves_forward
from irc.ir.analysis.footprint import footprint
from irc.ir.analysis.simplify import const_bounds, simplify_expr
from irc.diagnostics import CompileError, ScheduleNote
from irc.ir.analysis.sites import expand, produced_here, site_lets, stored_outside_compute
from irc.ir.nodes import Allocate, Binary, Const, Expr, For, Select, Var
from irc.ir.visitor import Mutator, Reindex, free_vars, walk
from irc.tails import region_multiples


def _window(loop: For, func: str, args: tuple[str, ...]) -> tuple[int, int] | str | None:
    """(dim, rows) of the moving window of `func` read in one iteration of `loop`; None where
    `loop` does not compute `func`, and why not where it does but no window folds.

    With several readers the window is the union of theirs, `min(...)` to `max(...)`: it moves
    if every reader's bound moves forward, and its rows are bounded by the widest pair of a
    reader's end and a reader's start.  The rows the iteration computes count too (`_written`):
    a split's vectors compute whole vectors, past the rows read (resize's kernel_sum_y, one
    row read, 4 computed: folded to one row, the last of the 4 was what the reader read)."""
    lets, rest = site_lets(loop.body)
    consume = next((c for f, c in produced_here(rest) if f == func), None)
    if consume is None:
        return None
    region = footprint(func, consume)
    moving = False
    for dim, iv in enumerate(region or ()):
        lo, hi = expand(iv.lo, lets), expand(iv.hi, lets)
        if loop.var not in free_vars(hi) or not (moves_forward(lo, loop.var) and moves_forward(hi, loop.var)):
            continue
        moving = True
        written = _written(func, args[dim], lets)
        if written is not None:
            lo, hi = Binary("min", lo, written[0], "i32"), Binary("max", hi, written[1], "i32")
        span = _span(hi, lo)
        if span is not None:
            return dim, span + 1
    if moving:
        return f"no constant bounds the rows its readers need in one iteration of loop '{loop.var}'"
    return f"the rows its readers need do not move forward with loop '{loop.var}' (every reader's window must)"


def _written(func: str, arg: str, lets: list[tuple[str, Expr]]) -> tuple[Expr, Expr] | None:
    """The first and last rows along `arg` that the site computes (its region's lets, expanded)."""
    names = {name for name, _ in lets}
    low, extent = f"{func}.{arg}.min", f"{func}.{arg}.extent"
    if low not in names or extent not in names:
        return None
    first, rows = expand(Var(low, "i32"), lets), expand(Var(extent, "i32"), lets)
    return first, simplify_expr(Binary("-", Binary("+", first, rows, "i32"), Const(1), "i32"))


def _span(hi: Expr, lo: Expr) -> int | None:
    """A constant upper bound of `hi - lo`, through the mins and maxes of both (None: none)."""
    hi, lo = _offset_inside(hi), _offset_inside(lo)
    for e, high in ((hi, True), (lo, False)):
        if isinstance(e, Binary) and e.op in ("min", "max"):
            parts = [_span(x, lo) if high else _span(hi, x) for x in (e.a, e.b)]
            if (e.op == "max") == high:     # the larger of a max end, or of a min start: both count
                return None if None in parts else max(parts)
            known = [p for p in parts if p is not None]
            return min(known) if known else None
    return _case_bound(simplify_expr(Binary("-", hi, lo, "i32")))


def _offset_inside(e: Expr) -> Expr:
    """`max(a, b) / 2 - 1` as `max(a / 2 - 1, b / 2 - 1)` (min too; a product or floor division by
    a positive constant is monotone): a reader's window around a rewound sliding window's start,
    so that `_span` sees the max."""
    monotone = isinstance(e, Binary) and isinstance(e.b, Const) and \
        (e.op in ("+", "-") or e.op in ("*", "/") and e.b.value > 0)
    if monotone:
        inner = _offset_inside(e.a)
        if isinstance(inner, Binary) and inner.op in ("min", "max"):
            return replace(inner, a=_offset_inside(replace(e, a=inner.a)), b=_offset_inside(replace(e, a=inner.b)))
    return e


def _case_bound(e: Expr) -> int | None:
    """A constant upper bound of `e`, each condition of its selects taken both ways (a slid
    reader's window: its first iteration, and the others)."""
    conds = list(dict.fromkeys(n.cond for n in walk(e) if isinstance(n, Select)))[:3]
    bounds = [const_bounds(simplify_expr(_Decide(dict(zip(conds, truth))).visit(e)), {})[1]
              for truth in product((True, False), repeat=len(conds))]
    return None if None in bounds else max(bounds)


class _Decide(Mutator):
    def __init__(self, truth: dict):
        self.truth = truth

    def visit_Select(self, e: Select):
        if e.cond in self.truth:
            return self.visit(e.true_value if self.truth[e.cond] else e.false_value)
        return self.generic_visit(e)


class _FindWindows(Mutator):
    """Windows of funcs whose storage is not shared by the iterations of a parallel loop."""

    def __init__(self, funcs: set[str], rounded: dict[str, dict[int, str]], args: dict[str, tuple[str, ...]]):
        self.funcs, self.args = funcs, args
        self.rounded = rounded                   # func -> {dimension: its name} its RoundUp splits round up
        self.windows: dict[str, tuple[int, int]] = {}
        self.unfolded: dict[str, str] = {}       # func -> why the first loop computing it did not fold it
        self.needed: dict[str, int] = {}         # func -> the rows one iteration reads (windows: rounded up)
        self.parallel_depth = 0
        self.allocated_at: dict[str, int] = {}   # func -> parallel depth of its allocate

    def visit_Allocate(self, a: Allocate):
        self.allocated_at[a.buffer] = self.parallel_depth
        return self.generic_visit(a)

    def visit_For(self, loop: For):
        if loop.kind == "serial":
            for func in self.funcs - set(self.windows):
                w = _window(loop, func, self.args[func])
                if w is None:
                    continue
                if self.allocated_at.get(func) != self.parallel_depth:
                    w = f"its storage is shared by the iterations of a parallel loop around loop '{loop.var}'"
                elif not isinstance(w, str) and w[0] in self.rounded.get(func, {}):
                    w = (f"its RoundUp split of {self.rounded[func][w[0]]} computes whole tiles, past the rows its "
                         f"readers need")
                if isinstance(w, str):
                    self.unfolded.setdefault(func, w)
                else:               # rows rounded up to a power of two, as Halide does: `& 3`, not `% 3`
                    self.windows[func] = (w[0], 1 << (w[1] - 1).bit_length())
                    self.needed[func] = w[1]
        inside = loop.kind == "parallel"
        self.parallel_depth += inside
        out = self.generic_visit(loop)
        self.parallel_depth -= inside
        return out


class _Fold(Reindex):
    def __init__(self, windows):
        self.windows = windows

    def reindexes(self, buffer: str) -> bool:
        return buffer in self.windows

    def reindexed(self, buffer: str, indices: tuple) -> tuple:
        dim, rows = self.windows[buffer]
        idx = list(indices)
        idx[dim] = Binary("%", idx[dim], Const(rows), "i32")
        return tuple(idx)

    def visit_Allocate(self, a: Allocate):
        a = self.generic_visit(a)
        if a.buffer not in self.windows:
            return a
        dim, rows = self.windows[a.buffer]
        bounds = list(a.bounds)
        bounds[dim] = (Const(0), Const(rows))
        return replace(a, bounds=tuple(bounds))


def _folds_as_said(ctx, finder: _FindWindows) -> None:
    """The windows of the funcs whose schedule says fold_storage: its factor, where it holds."""
    for f in ctx.module.funcs:
        sched = ctx.schedule.of(f.name)
        if not sched.fold:
            continue
        dim, rows = sched.fold
        found = finder.windows.get(f.name)
        if found is None or found[0] != f.args.index(dim):
            why = finder.unfolded.get(f.name, "no serial loop it is computed in runs inside its storage (store it "
                                              "outside one: store_root or store_at, and compute_at inside; the "
                                              "iterations of a parallel loop would share the rows)")
            why = why if found is None else f"its window moves along {f.args[found[0]]}"
            raise CompileError(f"cannot fold the storage of '{f.name}' along {dim}: {why}", sched.span("fold_storage"))
        if rows < finder.needed[f.name]:
            raise CompileError(f"fold_storage keeps {rows} rows of '{f.name}' along {dim}, but one iteration reads "
                               f"{finder.needed[f.name]}; fold by at least {finder.needed[f.name]}",
                               sched.span("fold_storage"))
        finder.windows[f.name] = (found[0], rows)


def storage_folding(fn, ctx):
    """Storage outside a serial loop keeps only the rows in use, indexed modulo their number."""
    rounded = {}            # func -> {dimension: its name} where RoundUp splits round its region up
    for f in ctx.module.funcs:
        multiples = region_multiples(ctx.schedule.of(f.name), f.args)
        rounded[f.name] = {i: a for i, a in enumerate(f.args) if multiples[a] > 1}
    hoisted = ctx.schedule.hoisted()
    finder = _FindWindows(stored_outside_compute(fn.body, {f.name for f in ctx.module.funcs} - hoisted), rounded,
                          {f.name: f.args for f in ctx.module.funcs})
    finder.visit(fn.body)
    finder.unfolded.update({f: "hoist_storage keeps one iteration's region, indexed from its start" for f in hoisted
                            if ctx.schedule.of(f).fold})
    _folds_as_said(ctx, finder)
    for func, why in finder.unfolded.items():
        if func not in finder.windows:
            warnings.warn(f"func '{func}' keeps all of its storage, not folded: {why}", ScheduleNote, stacklevel=2)
    if not finder.windows:
        return fn
    return replace(fn, body=_Fold(finder.windows).visit(fn.body))
