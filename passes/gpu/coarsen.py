"""coarsen: a thread computes n points of a dimension, one tile apart, and a block n tiles
(`C.coarsen(j, 2)`: the seed's matmul_tiled_coarse; in two dimensions, SGEMM's register blocking).

gpu_map has made the launch of gpu_tile's tiles: the dimension's block loop runs ceil(e / T)
blocks and each thread computes its point, `j = j.min + bj * T + tj`, and that point's guard.
Coarsened, the block loop runs ceil(e / (n T)) blocks, and the let and the guard move into a
new loop `j.c` of n iterations where the schedule's order puts it (inside the sum's first loop,
else after the thread loops): `j.r = j.c * T + tj`, `j = j.min + bj * n T + j.r`.  Consecutive
threads still touch consecutive points, so a warp's accesses stay coalesced, and what does not
depend on `j` (a cached tile of A) is loaded once for the n points.  Inside the sum the
accumulator gets a dimension of n (one register per point), zeroed over loop `j.c.init` and
stored over loop `j.c.out`, which computes the point again.

Legality: the dimension's block and thread loops must be as gpu_tile made them (not split,
still mapped); a refusal points at the coarsen word.  The extent needs no check: gpu_tile's
guard already skips the points past the edge, and every thread reaches the same barriers.

rewrite (C.gpu_tile(i, j, bi, bj, ti, tj, 32, 32).split(k, ko, ki, 32).coarsen(j, 2)):
    gpu_block for blockIdx.x in 0 .. (N + 31) / 32 {      gpu_block for blockIdx.x in 0 .. (N + 63) / 64 {
      ...                                                   ...
        let C.j = 0 + blockIdx.x * 32 + threadIdx.x          allocate local C.acc: f32[0 .. 2] {
        if C.j < 0 + N {                                       for C.j.c.init in 0 .. 2 { C.acc[C.j.c.init] = 0.0f }
          allocate local C.acc: f32[] {           ->           for C.ko in ... {
            C.acc[] = 0.0f                                       for C.j.c in 0 .. 2 {
            for C.ko in ... { ... C.acc[] ... }                    let C.j.r = C.j.c * 32 + threadIdx.x
            C[C.i, C.j] = C.acc[]                                  let C.j = 0 + blockIdx.x * 2 * 32 + C.j.r
                                                                   if C.j < 0 + N { ... C.acc[C.j.c] ... }
                                                               for C.j.c.out in 0 .. 2 { let C.j.r ...; let C.j ...
                                                                 if C.j < 0 + N { C[C.i, C.j] = C.acc[C.j.c.out] } }
"""
from __future__ import annotations

from dataclasses import replace

from irc.diagnostics import CompileError, InternalError
from irc.ir.nodes import GPU_LOOP_KINDS, Allocate, Binary, Block, Const, Expr, For, If, LetStmt, Stmt, Var, block
from irc.ir.visitor import Mutator, free_vars, replace_loop, replace_where, substitute, walk
from irc.naming import launch_axes, loop_var

ROLES = {"gpu_block": "block", "gpu_thread": "thread"}


def _i(op, a, b) -> Expr:
    return Binary(op, a, b, "i32")


def _check(fs, c) -> None:
    """A coarsened dimension spreads gpu_tile's block and thread loops over n tiles: they must be
    as gpu_tile made them."""
    for loop, kind in ((c.tile.outer, "gpu_block"), (c.tile.inner, "gpu_thread")):
        split = next((s for s in fs.splits if s.var == loop), None)
        if split is not None:
            now = f"it is split into '{split.outer}' and '{split.inner}' here: split another loop"
        elif fs.kind(loop) != kind:
            now = f"it is {fs.kind(loop)} here: leave it a {ROLES[kind]} loop"
        else:
            continue
        raise CompileError(f"coarsen({c.var}, {c.factor}) needs the {ROLES[kind]} loop '{loop}' that gpu_tile made of "
                           f"'{c.var}' unchanged; {now}", c.span)


def _take(s: Stmt, names: set[str], taken: list) -> Stmt:
    """`s` without the lets and guards opening it that define or test `names`: those go to
    `taken` in order (their bodies left out), and the variables they define join `names`."""
    if isinstance(s, LetStmt):
        if s.var not in names and not free_vars(s.value) & names:
            return replace(s, body=_take(s.body, names, taken))
        names.add(s.var)
    elif isinstance(s, If) and s.otherwise is None:
        if not free_vars(s.cond) & names:
            return replace(s, then=_take(s.then, names, taken))
    else:
        return s
    taken.append(replace(s, **{"body" if isinstance(s, LetStmt) else "then": Block(())}))
    return _take(s.body if isinstance(s, LetStmt) else s.then, names, taken)


def _under(s: Stmt, wrap) -> Stmt:
    """`s` with what its opening lets and guards run replaced by `wrap(it)`."""
    if isinstance(s, LetStmt):
        return replace(s, body=_under(s.body, wrap))
    if isinstance(s, If) and s.otherwise is None:
        return replace(s, then=_under(s.then, wrap))
    return wrap(s)


def _chain(items, body: Stmt) -> Stmt:
    """The lets and guards `items` (outer to inner) around `body`."""
    for s in reversed(items):
        body = replace(s, body=body) if isinstance(s, LetStmt) else replace(s, then=body)
    return body


def _insert(s: Stmt, items, before) -> Stmt:
    """The lets and guards opening `s` with `items` put in before the first let whose variable
    `before` accepts (or around what they run)."""
    if isinstance(s, LetStmt) and not before(s.var):
        return replace(s, body=_insert(s.body, items, before))
    if isinstance(s, If) and s.otherwise is None:
        return replace(s, then=_insert(s.then, items, before))
    return _chain(items, s)


class _Index(Mutator):
    """The accumulator's loads and stores indexed by `index` too, as its dimension `at`."""

    def __init__(self, acc: str, at: int, index: Expr):
        self.acc, self.at, self.index = acc, at, index

    def _indexed(self, node):
        node = self.generic_visit(node)
        if node.buffer != self.acc:
            return node
        return replace(node, indices=node.indices[:self.at] + (self.index,) + node.indices[self.at:])

    visit_Load = visit_Store = _indexed


class _Coarsening:
    """One coarsened dimension of the output's launch."""

    def __init__(self, func: str, fs, c):
        self.func, self.fs, self.c = func, fs, c
        axes = launch_axes([(v, fs.kind(v)) for v in fs.order if fs.kind(v) in GPU_LOOP_KINDS])
        self.block, self.thread = axes[c.tile.outer], axes[c.tile.inner]
        self.var, self.point, self.rest = (loop_var(func, v) for v in (c.var, c.point, c.rest))
        self.acc, self.kind = loop_var(func, "acc"), fs.kind(c.point)
        self.lets: list[Stmt] = []

    def apply(self, s: Stmt) -> Stmt:
        """The launch: the dimension's block loop over n times fewer blocks, each thread coarsened."""
        if isinstance(s, For) and s.kind in GPU_LOOP_KINDS:
            extent = self._blocks(s.extent) if s.var == self.block else s.extent
            return replace(s, extent=extent, body=self.apply(s.body))
        if isinstance(s, Allocate) and s.scope == "global":
            produce, launch = s.body.stmts      # a producer gpu_map left at the root (gpu_compute_at moves it in)
            return replace(s, body=block(produce, self.apply(launch)))
        return self._accumulate(self._thread(s))

    def _blocks(self, extent: Expr) -> Expr:
        """split counts gpu_tile's tiles as (e + T - 1) / T; n T wide, they are (e + n T - 1) / (n T)."""
        t, wide = self.c.tile.factor, self.c.tile.factor * self.c.factor
        if not (isinstance(extent, Binary) and extent.op == "/" and extent.b == Const(t)
                and isinstance(extent.a, Binary) and extent.a.op == "+" and extent.a.b == Const(t - 1)):
            raise InternalError(f"coarsen expects gpu_tile's blocks as (e + {t - 1}) / {t}, found {extent}")
        return _i("/", _i("+", extent.a.a, Const(wide - 1)), Const(wide))

    def _thread(self, code: Stmt) -> Stmt:
        """One thread's code, its point of the dimension computed in the loop `v.c` instead."""
        taken: list[Stmt] = []
        code = _take(code, {self.var}, taken)
        if not taken or not isinstance(taken[0], LetStmt) or taken[0].var != self.var:
            raise InternalError(f"coarsen expects the let of '{self.var}' to open a thread's code")
        scaled = {self.block: _i("*", Var(self.block), Const(self.c.factor)), self.thread: Var(self.rest)}
        offset = _i("+", _i("*", Var(self.point), Const(self.c.tile.factor)), Var(self.thread))
        self.lets = [LetStmt(self.rest, offset, Block(())),
                     replace(taken[0], value=substitute(taken[0].value, scaled)), *taken[1:]]

        def loop(s: Stmt) -> Stmt:
            return For(self.point, Const(0), Const(self.c.factor), self.kind, _chain(self.lets, s))
        outer = self.fs.order[self.fs.order.index(self.c.point) - 1]
        if self.fs.kind(outer) in GPU_LOOP_KINDS:
            return _under(code, loop)
        return replace_loop(code, loop_var(self.func, outer), lambda f: replace(f, body=_under(f.body, loop)))

    def _accumulate(self, code: Stmt) -> Stmt:
        """The sum's accumulator, where the loop `v.c` runs inside the sum, one per point."""
        def inside(n) -> bool:
            return isinstance(n, Allocate) and n.buffer == self.acc and \
                any(isinstance(m, For) and m.var == self.point for m in walk(n.body))
        return replace_where(code, inside, self._accumulators)

    def _accumulators(self, a: Allocate) -> Allocate:
        """A dimension of n more: zeroed over loop `v.c.init`, added to in `v.c`, stored over
        `v.c.out` (the point's lets again, in split's order: the later a split, the further out)."""
        initial, loop, result = a.body.stmts
        rank = {f"{loop_var(self.func, v)}.init": i for i, v in enumerate(self.fs.order)}
        mine = self.fs.order.index(self.c.point)
        at = sum(1 for lp in walk(initial) if isinstance(lp, For) and rank[lp.var] < mine)
        tile = self.fs.splits.index(self.c.tile)

        def before(name: str) -> bool:
            return self._split_index(name) < tile

        def recomputed(s: Stmt, var: str) -> Stmt:
            return _insert(s, [substitute(x, {self.point: Var(var)}) for x in self.lets], before)
        return replace(a, bounds=a.bounds[:at] + ((Const(0), Const(self.c.factor)),) + a.bounds[at:],
                       body=block(self._nest(initial, "init", at, lambda s, var: s),
                                  _Index(self.acc, at, Var(self.point)).visit(loop),
                                  self._nest(result, "out", at, recomputed)))

    def _nest(self, s: Stmt, role: str, at: int, inner) -> Stmt:
        """`s` (loops over the accumulator's points around a statement) with the loop `v.c.<role>`
        among them, as dimension `at`, and the statement indexing by it, rewritten by `inner`."""
        loops = []
        while isinstance(s, For):
            loops.append(s)
            s = s.body
        var = f"{self.point}.{role}"
        loops.insert(at, For(var, Const(0), Const(self.c.factor), self.kind, Block(())))
        body = _Index(self.acc, at, Var(var)).visit(inner(s, var))
        for lp in reversed(loops):
            body = replace(lp, body=body)
        return body

    def _split_index(self, name: str) -> int:
        """The split that defines let `name` (a coarsened dimension's `v.r`: its tile's), by index."""
        for i, s in enumerate(self.fs.splits):
            rests = {loop_var(self.func, c.rest) for c in self.fs.coarsens if c.tile == s}
            if name == loop_var(self.func, s.var) or name in rests:
                return i
        return -1


def coarsen(fn, ctx):
    """Coarsened dimensions: each thread computes n points, one tile apart; a block, n tiles."""
    func = ctx.module.output.func
    fs = ctx.schedule.of(func)
    if not fs.coarsens:
        return fn
    body = fn.body
    for c in sorted(fs.coarsens, key=lambda c: fs.order.index(c.point)):      # outer loops first
        _check(fs, c)
        body = _Coarsening(func, fs, c).apply(body)
    return replace(fn, body=body)
