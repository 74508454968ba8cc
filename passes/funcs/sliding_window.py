"""sliding_window: a func stored outside a serial loop computes only the rows that are new.

When `f` is computed inside serial loop `v` but stored outside it, the rows an iteration
needs overlap those of the previous iteration.  If the region's end `hi(v)` grows with `v`,
the previous iterations already computed everything up to `hi(v - 1)`, so iteration `v`
starts at `hi(v - 1) + 1`: no point is computed twice.

The first iteration still computes its whole window (blurx's 3 rows, a stencil chain's first
stage 29).  Where every slid func's end grows by a constant step, the loop is rewound, as
Halide's sliding window does: it starts early enough that no iteration computes more than a
step's rows, and what the loop did before (the consumer's own work, anything not slid) runs
only from the loop's old start on.  Each iteration then reads the same few rows, so storage
folding keeps a small window (a stencil chain's stages 8 rows, not 32):

rewrite (blurx.store_root().compute_at(blury, y)):
    for blury.y in blury.y.min .. e             for blury.y in blury.y.min - 2 .. e
      let blurx.y.min = blury.y - 1                let blurx.y.min = max(blury.y + 1, blury.y.min - 1)
      let blurx.y.extent = 3              ->       let blurx.y.extent = blury.y + 1 - blurx.y.min + 1
      produce blurx { ... }                        produce blurx { ... }
      blury[blury.y, ...] = ...                    if blury.y >= blury.y.min { blury[blury.y, ...] = ... }
Where the steps are not constant (a clamped region), or the loop's lets read memory (they run
in the early iterations too), iteration `v` after the first starts at `max(hi(v - 1) + 1, lo(v))`
and the first computes its whole window.

Loops that are parallel or vectorized are never slid (their iterations do not run in order),
nor a dimension split with RoundUp (its tiles are computed whole, past the new rows), nor storage
hoisted by hoist_storage (each iteration computes its region anew).
When the func's own loop over that dimension is split by F, each iteration computes at least
F rows (some again), as Halide does, so that the split still has rows to split; such a loop is
not rewound.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from irc.ir.analysis.affine import moves_forward
from irc.ir.analysis.simplify import simplify_expr
from irc.ir.analysis.sites import expand, produced_here, site_lets, stored_outside_compute
from irc.ir.nodes import Binary, Block, Const, Expr, For, If, LetStmt, Produce, Select, Stmt, Var
from irc.ir.visitor import Mutator, reads_memory, substitute
from irc.naming import region_extent, region_min
from irc.tails import region_multiples


@dataclass(frozen=True)
class _Window:
    """One func's window along one dimension in an iteration of the loop: its first row `lo`
    and last `hi` (the loop's lets expanded), `prev` the last row of the iteration before, and
    the factor of the func's own split of that dimension."""
    func: str
    lo_name: str
    ext_name: str
    lo: Expr
    hi: Expr
    prev: Expr
    factor: int

    def new_rows(self, loop: For) -> Expr:
        """The first row iteration `v` computes: after the first iteration, past `hi(v - 1)`."""
        fresh = Binary("max", Binary("+", self.prev, Const(1), "i32"), self.lo, "i32")
        if self.factor > 1:         # never fewer new rows than the func's own split needs
            fresh = Binary("min", fresh, Binary("-", self.hi, Const(self.factor - 1), "i32"), "i32")
        return Select(Binary(">", Var(loop.var), loop.min, "bool"), fresh, self.lo, "i32")

    def rewound_rows(self, loop: For) -> Expr:
        """The first row iteration `v` of the rewound loop computes: past `hi(v - 1)`, and never
        before the first row the loop's old first iteration needed (in the iterations before
        that row's, none: the window ends before it)."""
        first = substitute(self.lo, {loop.var: loop.min})
        return simplify_expr(Binary("max", Binary("+", self.prev, Const(1), "i32"), first, "i32"))

    def warm_up(self, loop: For, outer: list) -> int | None:
        """The iterations to run before the loop's start so that none computes more than one
        step's rows; None where the step or the first window is not a constant (the lets
        around the loop, `outer`, substituted), or where the func's own split of the dimension
        would get a number of rows it does not divide."""
        step = simplify_expr(Binary("-", self.hi, self.prev, "i32"))
        rows = expand(substitute(Binary("+", Binary("-", self.hi, self.lo, "i32"), Const(1), "i32"),
                                 {loop.var: loop.min}), outer)
        if not (isinstance(step, Const) and isinstance(rows, Const)) or step.value < 1:
            return None
        count = max(0, -(-(rows.value - step.value) // step.value))
        first = rows.value - count * step.value
        return None if step.value % self.factor or first % self.factor else count


class _Slide(Mutator):
    def __init__(self, ctx, stored_outside: set[str]):
        self.ctx = ctx
        self.stored_outside = stored_outside
        self.outer: list[tuple[str, Expr]] = []     # the lets around the loop visited, outer first
        self.fused = [(f.name, ctx.schedule.of(f.name).compute_with[0]) for f in ctx.module.funcs
                      if ctx.schedule.of(f.name).compute_with]       # (f, g) of f.compute_with(g, ...)

    def visit_LetStmt(self, s: LetStmt):
        self.outer.append((s.var, s.value))
        try:
            return self.generic_visit(s)
        finally:
            self.outer.pop()

    def visit_For(self, loop: For):
        loop = self.generic_visit(loop)
        if loop.kind != "serial":
            return loop
        lets, rest = site_lets(loop.body)
        here = [f for f, _ in produced_here(rest) if f in self.stored_outside]
        values = dict(lets)
        windows = []
        for func in here:       # producers first: each one's window is its consumers' as they were
            window = self._window(func, loop, lets)
            if window is None:
                continue
            windows.append(window)
            values[window.lo_name] = simplify_expr(window.new_rows(loop))
            lets = [(n, values[n]) for n, _ in lets]
        if not windows:
            return loop
        counts = _warm_ups(loop, windows, self.outer, lets, rest, self.fused)
        for w in windows:
            if counts:
                values[w.lo_name] = w.rewound_rows(loop)
            rows = Binary("+", Binary("-", w.hi, values[w.lo_name], "i32"), Const(1), "i32")
            values[w.ext_name] = simplify_expr(rows)
        body = _guarded(loop, rest, counts) if counts else rest
        for name, _ in reversed(lets):
            body = LetStmt(name, values[name], body)
        if counts:
            warm_up = Const(max(counts.values()))
            return replace(loop, min=simplify_expr(Binary("-", loop.min, warm_up, "i32")),
                           extent=simplify_expr(Binary("+", loop.extent, warm_up, "i32")), body=body)
        return replace(loop, body=body)

    def _window(self, func: str, loop: For, lets) -> _Window | None:
        """The window of `func` along the first of its dimensions that moves forward with the loop."""
        args = self.ctx.module.func(func).args
        rounded = region_multiples(self.ctx.schedule.of(func), args)
        names = {n for n, _ in lets}
        for arg in args:
            lo_name, ext_name = region_min(func, arg), region_extent(func, arg)
            if lo_name not in names or rounded[arg] > 1:      # RoundUp computes whole tiles: none slide
                continue
            lo, ext = Var(lo_name), Var(ext_name)
            hi = expand(Binary("-", Binary("+", lo, ext, "i32"), Const(1), "i32"), lets)
            if not moves_forward(hi, loop.var):
                continue
            prev = substitute(hi, {loop.var: Binary("-", Var(loop.var), Const(1), "i32")})
            return _Window(func, lo_name, ext_name, expand(lo, lets), hi, prev,
                           self.ctx.schedule.of(func).split_factor(arg))
        return None


def _warm_ups(loop: For, windows: list[_Window], outer: list, lets, rest: Stmt, fused: list) -> dict[str, int]:
    """For each slid func, the iterations of the rewound loop before its start that compute its
    rows; none where the loop is not rewound (a window without a constant step, lets that read
    memory, a slid func computed after something that is not, no window wider than a step, or
    two funcs computed together by compute_with from different iterations)."""
    counts = {w.func: w.warm_up(loop, outer) for w in windows}
    if None in counts.values() or not any(counts.values()) or any(reads_memory(v) for _, v in lets):
        return {}
    if any(counts.get(f) != counts.get(g) for f, g in fused):
        return {}
    stmts = rest.stmts if isinstance(rest, Block) else (rest,)
    lead = [s.func for s in stmts[:len(windows)] if isinstance(s, Produce)]
    return counts if set(lead) == set(counts) else {}


def _guarded(loop: For, rest: Stmt, counts: dict[str, int]) -> Stmt:
    """The rewound loop's body: a slid func's produce from the iteration its rows start at on
    (consecutive ones under one condition, which compute_with may fuse under), and everything
    after them from the loop's old start on."""
    stmts = rest.stmts if isinstance(rest, Block) else (rest,)
    start = max(counts.values())
    runs: list[tuple[int, list[Stmt]]] = []
    for s in stmts[:len(counts)]:
        count = counts[s.func]
        if runs and runs[-1][0] == count:
            runs[-1][1].append(s)
        else:
            runs.append((count, [s]))
    runs.append((0, list(stmts[len(counts):])))
    out = []
    for count, run in runs:
        if run:
            out.append(_from(loop, count, run[0] if len(run) == 1 else Block(tuple(run)), start))
    return out[0] if len(out) == 1 else Block(tuple(out))


def _from(loop: For, count: int, body: Stmt, start: int) -> Stmt:
    """`body` run from iteration `loop.min - count` on, in the loop rewound by `start`."""
    if count == start:
        return body
    return If(Binary(">=", Var(loop.var), simplify_expr(Binary("-", loop.min, Const(count), "i32")), "bool"), body)


def sliding_window(fn, ctx):
    """A func stored outside a serial loop computes only the new rows."""
    funcs = {f.name for f in ctx.module.funcs} - ctx.schedule.hoisted()
    slide = _Slide(ctx, stored_outside_compute(fn.body, funcs))
    body = slide.visit(fn.body)
    return fn if body == fn.body else replace(fn, body=body)
