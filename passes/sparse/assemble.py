"""assemble: the stores into a sparse output as the code that builds its arrays.

The output `C` (dense levels, then one compressed: ir/analysis/assembly.py) becomes the arrays
`C.pos1`, `C.crd1`, `C.vals` (`C.n1` entries: the capacity the caller allocated):
- points the merge lattice visits in order (`A + B`, SDDMM) are appended at a cursor, in one
  pass: the rows come in order and each row's columns in ascending order, so the result is
  sorted and holds every point once; each row's end goes into `pos[row + 1]`, and a row no
  loop visits keeps the offset before it;
- with a workspace (SpGEMM's sums outside the column), the code runs twice.  `C.phase` 0 bounds
  each row: the stores into it (products, for SpGEMM), at most the column's extent, into
  `pos[row + 1]` (the caller sums them: the capacity).  Phase 1 gathers a row's sums into a
  dense row `C.w`, each column set once flagged in `C.flag` and listed in `C.list`; at the
  row's end the list is sorted (`sort`, as TACO's code calls `qsort`), and the columns and
  their values are written into `crd` and `vals` at the cursor, and the flags cleared.

rewrite (C = A + B, both CSR, output CSR; one case of the merge shown):
    C[C.i, C.j] = A.vals[pA1[0]] + B.vals[pB1[0]]
 -> C.crd1[C.cursor[0]] = C.j
    C.vals[C.cursor[0]] = A.vals[pA1[0]] + B.vals[pB1[0]]
    C.cursor[0] = C.cursor[0] + 1
    ... and at the end of row C.i: C.pos1[C.i + 1] = C.cursor[0]
"""
from __future__ import annotations

from dataclasses import replace

from irc.ir.analysis.assembly import Assembly, assembly
from irc.ir.formats import count_param, crd_array, pos_array, vals_array
from irc.ir.nodes import Allocate, Binary, Buffer, Cast, Const, Expr, For, If, LetStmt, Load, Sort, Stmt, Store, Var, block
from irc.ir.visitor import replace_where


def assemble(fn, ctx):
    """A sparse output's stores as appends at a cursor, or into a row workspace counted then copied out."""
    module = ctx.module
    ix = module.index_notation()
    if ix.format is None:
        return fn
    plan = assembly(ix.order(module.formats()), ix.out_vars, ix.format)
    out = fn.buffer(ix.output)
    build = _Assembly(ix, plan, out)
    buffers = tuple(b for b in fn.buffers if b.name != out.name) + build.buffers()
    if not plan.workspace:
        return replace(fn, params=fn.params + (build.count,), buffers=buffers, body=build.appended(fn.body))
    body = If(Binary("==", Var(build.phase), Const(0), "bool"), build.symbolic(fn.body), build.numeric(fn.body))
    return replace(fn, params=fn.params + (build.count, build.phase), buffers=buffers, body=build.around(body))


class _Assembly:
    def __init__(self, ix, plan: Assembly, out: Buffer):
        self.ix, self.plan, self.out = ix, plan, out
        self.level = ix.format.ndim - 1
        self.pos, self.crd = pos_array(out.name, self.level), crd_array(out.name, self.level)
        self.vals, self.count = vals_array(out.name), count_param(out.name, self.level)
        self.phase, self.cursor = f"{out.name}.phase", f"{out.name}.cursor"
        self.w, self.flag, self.list, self.n, self.tmp = (f"{out.name}.{s}" for s in ("w", "flag", "list", "n", "tmp"))
        self.rows_extent = Const(1)
        for v in plan.rows:
            self.rows_extent = _mul(self.rows_extent, ix.extents[v])

    def buffers(self) -> tuple[Buffer, ...]:
        n = Var(self.count)
        return (Buffer(self.pos, "i32", ((Const(0), Binary("+", self.rows_extent, Const(1), "i32")),), "output"),
                Buffer(self.crd, "i32", ((Const(0), n),), "output"),
                Buffer(self.vals, self.out.dtype, ((Const(0), n),), "output"))

    def row(self) -> Expr:
        """The row's number: its variables' coordinates, row-major over the dense levels."""
        r = None
        for v in self.plan.rows:
            r = Var(v) if r is None else Binary("+", Binary("*", r, self.ix.extents[v], "i32"), Var(v), "i32")
        return Const(0) if r is None else r

    def around(self, body: Stmt) -> Stmt:
        """The workspace's arrays around both phases."""
        if not self.plan.workspace:
            return body
        m = self.ix.extents[self.plan.column]
        for name, dtype in ((self.w, self.out.dtype), (self.flag, "i32"), (self.list, "i32"), (self.tmp, "i32")):
            body = Allocate(name, dtype, ((Const(0), m),), "global", body)
        return body

    # ------------------------------------------------------------------ appended in one pass
    def appended(self, body: Stmt) -> Stmt:
        """Each visited point appended at the cursor, each row's end recorded in `pos` (rows no
        loop visits keep the offset before them)."""
        filled = replace_where(body, lambda s: isinstance(s, Store) and s.buffer == self.out.name, self.append)
        filled = self.each_row(filled, lambda s: block(s, self.row_end()))
        return block(self.zero_pos(), self.with_cursor(filled), self.scan_pos("max"))

    def row_end(self) -> Stmt:
        return Store(self.pos, (Binary("+", self.row(), Const(1), "i32"),), _scalar_load(self.cursor))

    def append(self, s: Store) -> Stmt:
        column = s.indices[self.ix.out_vars.index(self.plan.column)]
        at = (_scalar_load(self.cursor),)
        return block(Store(self.crd, at, column), Store(self.vals, at, s.value),
                     Store(self.cursor, (Const(0),), Binary("+", at[0], Const(1), "i32")))

    def with_cursor(self, body: Stmt) -> Stmt:
        return Allocate(self.cursor, "i32", ((Const(0), Const(1)),), "local",
                        block(Store(self.cursor, (Const(0),), Const(0)), body))

    def zero_pos(self) -> Stmt:
        r = f"{self.pos}.r"
        return For(r, Const(0), Binary("+", self.rows_extent, Const(1), "i32"), "serial",
                   Store(self.pos, (Var(r),), Const(0)))

    def scan_pos(self, op: str) -> Stmt:
        """`pos[r + 1] = pos[r + 1] op pos[r]` over the rows: `+` turns counts into offsets, `max`
        gives a row no loop visited the offset before it."""
        r = Var(f"{self.pos}.r")
        nxt = Binary("+", r, Const(1), "i32")
        return For(r.name, Const(0), self.rows_extent, "serial",
                   Store(self.pos, (nxt,), Binary(op, Load(self.pos, (nxt,), "i32"), Load(self.pos, (r,), "i32"), "i32")))

    def each_row(self, body: Stmt, wrap) -> Stmt:
        """`body` with the body of the loop (or let) that binds the last row variable wrapped."""
        if not self.plan.rows:
            return wrap(body)
        last = self.plan.rows[-1]
        return replace_where(body, lambda s: isinstance(s, (For, LetStmt)) and s.var == last,
                             lambda s: replace(s, body=wrap(s.body)))

    # ------------------------------------------------------------------ a workspace: phase 0, phase 1
    def symbolic(self, body: Stmt) -> Stmt:
        """Phase 0: each row's bound, its stores (counted in i64: a loop of stores becomes one
        addition of its trip count) but at most the column's extent, into `pos[row + 1]`."""
        n = Load(self.n, (Const(0),), "i64")
        count = replace_where(body, lambda t: isinstance(t, Store) and t.buffer == self.out.name,
                              lambda t: Store(self.n, (Const(0),), Binary("+", n, Const(1, "i64"), "i64")))
        m = Cast("i64", self.ix.extents[self.plan.column])
        bound = Store(self.pos, (Binary("+", self.row(), Const(1), "i32"),), Cast("i32", Binary("min", n, m, "i64")))
        counted = self.each_row(count, lambda s: Allocate(self.n, "i64", ((Const(0), Const(1)),), "local",
                                                          block(Store(self.n, (Const(0),), Const(0, "i64")), s, bound)))
        return block(self.zero_pos(), counted)

    def numeric(self, body: Stmt) -> Stmt:
        """Phase 1: the rows gathered, sorted and written at the cursor, each row's end in `pos`."""
        m = self.ix.extents[self.plan.column]
        clear = For(f"{self.flag}.j", Const(0), m, "serial", Store(self.flag, (Var(f"{self.flag}.j"),), Const(0)))
        filled = self.gather(body, self.out.dtype, self.copy_out)
        return block(clear, self.zero_pos(), self.with_cursor(filled), self.scan_pos("max"))

    # ------------------------------------------------------------------ the workspace
    def gather(self, body: Stmt, dtype: str, row_end) -> Stmt:
        """Each row's stores into the workspace, then `row_end()`."""
        def row(s: Stmt) -> Stmt:
            inner = replace_where(s, lambda t: isinstance(t, Store) and t.buffer == self.out.name,
                                  lambda t: self.set_column(t, dtype))
            return Allocate(self.n, "i32", ((Const(0), Const(1)),), "local",
                            block(Store(self.n, (Const(0),), Const(0)), inner, row_end()))
        return self.each_row(body, row)

    def set_column(self, s: Store, dtype: str) -> Stmt:
        j = s.indices[self.ix.out_vars.index(self.plan.column)]
        value = s.value.b           # the store adds into the output: `C[i, j] = C[i, j] + e`
        n = _scalar_load(self.n)
        first = [Store(self.flag, (j,), Const(1)), Store(self.list, (n,), j),
                 Store(self.n, (Const(0),), Binary("+", n, Const(1), "i32"))]
        w = Load(self.w, (j,), dtype)
        return If(Binary("==", Load(self.flag, (j,), "i32"), Const(0), "bool"),
                  block(*first, Store(self.w, (j,), value)), Store(self.w, (j,), Binary("+", w, value, dtype)))

    def copy_out(self) -> Stmt:
        """The row's columns sorted in `C.list` (`C.tmp` the sort's scratch), then each written at
        the cursor with its value from the dense row, its flag cleared.  Then the cursor moves
        past the row and the row's end goes into `pos`."""
        n, q = _scalar_load(self.n), f"{self.out.name}.q"
        j = Var(f"{q}.j")
        at = Binary("+", _scalar_load(self.cursor), Var(q), "i32")
        written = LetStmt(j.name, Load(self.list, (Var(q),), "i32"), block(
            Store(self.crd, (at,), j), Store(self.vals, (at,), Load(self.w, (j,), self.out.dtype)),
            Store(self.flag, (j,), Const(0))))
        return block(Sort(self.list, Const(0), n, self.tmp), For(q, Const(0), n, "serial", written),
                     Store(self.cursor, (Const(0),), Binary("+", _scalar_load(self.cursor), n, "i32")),
                     self.row_end())


def _scalar_load(name: str) -> Expr:
    return Load(name, (Const(0),), "i32")


def _mul(a: Expr, b: Expr) -> Expr:
    return b if a == Const(1) else Binary("*", a, b, "i32")
