"""index_loops: a sparse program's index expression as a dense loop nest (concrete index notation).

The loops run in the iteration graph's order (ir/analysis/iteration_graph.py), every index
variable over its whole extent, reading the sparse tensors as if they were dense: what the
program means, which `sparse_lower` then makes iterate only what the tensors store.  Summed
variables innermost sum into a scalar accumulator (SpMV's row dot product); summed variables
outside an output variable add into the output.  The output starts at zero unless every point
of it is written: when its variables' loops are dense (full merge lattices) and the sums are
innermost.

rewrite (SpMV, A in CSR):
    func spmv(M, N)                            func spmv(M, N)
      input A.pos1: i32[0 .. N + 1]              ...
      input A.crd1: i32[0 .. A.n1]             {
      input A.vals: f64[0 .. A.n1]       ->      for y.i in 0 .. N {
      input x: f64[0 .. M]                         allocate local y.acc: f64[0 .. 1] {
      output y: f64[0 .. N]                          y.acc[0] = 0.0
    {                                                for y.j in 0 .. M { y.acc[0] = y.acc[0] + A[y.i, y.j] * x[y.j] }
    }                                                y[y.i] = y.acc[0]
"""
from __future__ import annotations

from dataclasses import replace

from irc.ir.analysis.merge_lattice import lattice
from irc.ir.nodes import Allocate, Binary, Const, For, Load, Stmt, Store, Var, block


def index_loops(fn, ctx):
    """The index expression as a dense loop nest in the iteration graph's order (concrete index notation)."""
    module = ctx.module
    ix = module.index_notation()
    formats = module.formats()
    order = ix.order(formats)
    sums_inner = set(order[:len(ix.out_vars)]) == set(ix.out_vars)
    point = tuple(Var(v) for v in ix.out_vars)
    every_point = sums_inner and all(lattice(ix.expr, v, formats)[0].full for v in ix.out_vars)
    kinds = sparse_loop_kinds(ctx)
    nest = _nest(ix.output, point, ix.expr, order, ix.extents, len(ix.out_vars) if ix.sums and sums_inner else None,
                 kinds)
    if not every_point and ix.format is None:
        dtype = module.func(ix.output).dtype
        nest = block(_zeros(ix.output, dtype, ix.out_vars, ix.extents, kinds), nest)
    return replace(fn, body=nest)


def sparse_loop_kinds(ctx) -> dict[str, str]:
    """The kinds a schedule of the program gives its loops (schedule/sparse.py checked them)."""
    if ctx.schedule is None:
        return {}
    ix = ctx.module.index_notation()
    return {ix.loop(v): kind for v, kind in ctx.schedule.of(ix.output).kinds}


def _nest(output: str, point: tuple, expr, order: tuple[str, ...], extents: dict, acc_depth: int | None,
          kinds: dict[str, str]) -> Stmt:
    """The loops of `order` around the store of `expr`: into accumulator `output.acc` from loop
    `acc_depth` in, else into the output (added to it when the output's point repeats)."""
    dtype = expr.dtype
    if acc_depth is not None:
        acc = f"{output}.acc"
        body = Store(acc, (Const(0),), Binary("+", Load(acc, (Const(0),), dtype), expr, dtype))
    elif len(order) > len(point):
        body = Store(output, point, Binary("+", Load(output, point, dtype), expr, dtype))
    else:
        body = Store(output, point, expr)
    for depth in reversed(range(len(order))):
        v = order[depth]
        body = For(v, Const(0), extents[v], kinds.get(v, "serial"), body)
        if depth == acc_depth:
            body = Allocate(acc, dtype, ((Const(0), Const(1)),), "local",
                            block(Store(acc, (Const(0),), _zero(dtype)), body,
                                  Store(output, point, Load(acc, (Const(0),), dtype))))
    return body


def _zeros(output: str, dtype: str, out_vars: tuple[str, ...], extents: dict, kinds: dict[str, str]) -> Stmt:
    body = Store(output, tuple(Var(v) for v in out_vars), _zero(dtype))
    for depth, v in reversed(list(enumerate(out_vars))):
        kind = "parallel" if depth == 0 and "parallel" in kinds.values() else "serial"
        body = For(v, Const(0), extents[v], kind, body)
    return body


def _zero(dtype: str) -> Const:
    return Const(0.0 if dtype.startswith("f") else 0, dtype)
