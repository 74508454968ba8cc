"""isl_codegen: a proc's loop nest in the order its schedule block gives, written by isl's AST builder.

Under a schedule (`schedule skewed { jacobi1d.skew(i, t, 1).tile(t, i, 16, 64) }`), the words
change the proc's order (irc/ir/analysis/reschedule.py; `autotile`: autotile.py), each checked
on the exact dependences (deps.py) before anything is generated; `isl.AstBuild` then scans every
statement's iteration domain in that order and returns an AST of `for`s, `if`s and blocks whose
leaves are statement instances `S0(c0, c1)`; this pass writes it back as loop IR: each leaf is
the statement's assignment with its loop variables replaced by the leaf's arguments (a let's
value is in it already), a loop the words marked parallel is a `parallel` For (OpenMP in C).
The proc's vars and local arrays are declared around the whole nest, and a var that a parallel
loop privatises again in the loop's body.
Loops are named by the order's dimensions: the proc's own, `to` / `ti` of a tile, `w` of a
wavefront.  Without a schedule the proc runs as written and the pass changes nothing.

rewrite (jacobi1d, schedule skewed: i' = i + t, then tiles of 16 x 64 of (t, i')):
    for t in 0 .. T {                                   for to in 0 .. (T - 1) / 16 + 1 {
      for i in 1 .. 1 + N {                      ->       for io in to / 4 .. min((N + T - 1) / 64, (N + to * 16 + 15) / 64) + 1 {
        A[t + 1, i] = (A[t, i - 1] + ...) / 3.0             for ti in max(io * 64 - N - to * 16, 0) .. min(..., 15) + 1 {
                                                              for ii in max(ti + to * 16 - io * 64 + 1, 0) .. min(..., 63) + 1 {
                                                                A[ti + to * 16 + 1, ii + io * 64 - ti - to * 16] = ...
"""
from __future__ import annotations

import warnings
from dataclasses import replace

import islpy as isl
import numpy as np

from irc.diagnostics import CompileError, InternalError, ScheduleNote
from irc.ir.analysis import reschedule
from irc.ir.analysis.autotile import autotile
from irc.ir.analysis.deps import Deps, analyze
from irc.ir.analysis.polyhedral import Scop
from irc.ir.analysis.live_ranges import loop_dimension
from irc.ir.analysis.proc_order import ProcOrder, original
from irc.ir.analysis.simplify import simplify_expr
from irc.ir.nodes import (CACHE_BYTES, Block, Call, Cast, Const, Expr, For, If, LetStmt, Load, Select, Stmt, Store, Unary,
                          Var, add, binary, block, div, mul, sub)
from irc.ir.types import NUMPY_TYPES
from irc.ir.visitor import Mutator, substitute, walk

_OPS = {"add": "+", "sub": "-", "mul": "*", "div": "/", "fdiv_q": "/", "pdiv_q": "/", "pdiv_r": "%",
        "zdiv_r": "%", "min": "min", "max": "max", "and_": "&&", "and_then": "&&", "or_": "||",
        "or_else": "||", "eq": "==", "le": "<=", "lt": "<", "ge": ">=", "gt": ">"}
_NODE = isl.ast_node_type


def isl_codegen(fn, ctx):
    """the proc's statements in the order its schedule gives, scanned by isl's AST builder"""
    if ctx.proc_schedule is None:
        return fn
    deps = analyze(fn)
    try:
        order = scheduled(deps, ctx.proc_schedule.words)
    except CompileError as e:          # a refused word of a schedule given as text points into it
        e.source = e.source or ctx.proc_schedule.source
        raise
    for note in order.notes:
        warnings.warn(note, ScheduleNote, stacklevel=2)
    if not deps.scop.statements:
        return replace(fn, body=Block(()))
    body = written(fn.body, order) if order.written else generate(order)
    if order.small is not None:
        fits = binary("<=", footprint(fn, deps.scop, order.reused), Call(CACHE_BYTES, (Const(2),), "i64"))
        body = If(fits, written(fn.body, order.small), body)
    return replace(fn, body=body)


def written(body: Stmt, order: ProcOrder) -> Stmt:
    """The proc's loop nest as its text has it (`body`: names, lets and ifs kept), with the loops
    that `order` (its own order) runs in parallel marked so, as `generate` marks them."""
    return _ParallelMarks(order).visit(body)


class _ParallelMarks(Mutator):
    """Loop k of the text (its loops counted in the order the polyhedral walker counts them:
    before the loops in its body) parallel where the order says so."""

    def __init__(self, order: ProcOrder):
        self.order, self.writer, self.count = order, _Writer(order.scop, order), 0

    def visit_For(self, s: For):
        k = self.count
        self.count += 1
        loop = self.generic_visit(s)
        found = loop_dimension(self.order, k)
        if found is None or not self.writer.is_parallel(self.order.names[found[0]], set(found[1])):
            return loop
        inner, values = self.writer.shared_vars(self.order.names[found[0]], set(found[1]), loop.body)
        return lets(values, replace(loop, kind="parallel", body=inner))


def footprint(fn, scop: Scop, arrays: tuple[str, ...]) -> Expr:
    """The bytes of `arrays` (of the proc's arrays and local arrays), at the sizes of the call (i64)."""
    total: Expr = Const(0, "i64")
    for name, dtype, bounds in [(b.name, b.dtype, b.bounds) for b in fn.buffers] + \
            [(a.buffer, a.dtype, a.bounds) for a in scop.locals]:
        if name not in arrays:
            continue
        size: Expr = Const(np.dtype(NUMPY_TYPES[dtype]).itemsize, "i64")
        for _, extent in bounds:
            size = binary("*", size, Cast("i64", extent))
        total = binary("+", total, size)
    return simplify_expr(total)


def scheduled(deps: Deps, words) -> ProcOrder:
    """The proc's order after `words`, each checked on `deps` (`autotile` replaces the order, so
    it comes first; `parallel` words, one per nest if need be, come after those that reorder)."""
    order = original(deps.scop)
    for k, w in enumerate(words):
        if w.method == "autotile":
            if k:
                raise CompileError("autotile(n) chooses the whole order: it comes first", w.span)
            order = autotile(deps, w, *w.args)
        elif (order.parallel or order.nests) and w.method != "parallel":
            marked = order.parallel + tuple(dim for dim, _ in order.nests)
            raise CompileError(f"{w.text()} after parallel({', '.join(marked)}): mark loops parallel "
                               f"after the words that reorder them", w.span)
        elif w.method == "tile":
            half = len(w.args) // 2
            order = reschedule.tile(order, deps, w, w.args[:half], w.args[half:])
        else:
            order = getattr(reschedule, w.method)(order, deps, w, *w.args)
    return order


def generate(order: ProcOrder) -> Stmt:
    """The loop IR that runs the statements of `order.scop` in `order`."""
    scop = order.scop
    ctx = scop.context.get_ctx()
    ids = isl.IdList.alloc(ctx, len(order.names))
    for name in order.names:
        ids = ids.add(isl.Id(name, context=ctx))
    build = isl.AstBuild.from_context(scop.context).set_iterators(ids)
    body = _Writer(scop, order).node(build.node_from_schedule_map(order.union()))
    return declared(scop.locals, body)


def declared(allocations, body: Stmt) -> Stmt:
    """`body` inside the declarations of `allocations` (a proc's vars and local arrays), the first
    outermost."""
    for a in reversed(allocations):
        body = replace(a, body=body)
    return body


class _Writer:
    """An isl AST as loop IR; the body of a parallel loop declares the vars it privatises (a C
    variable of the iteration's block, which OpenMP gives each thread)."""

    def __init__(self, scop: Scop, order: ProcOrder):
        self.statements = {s.name: s for s in scop.statements}
        self.parallel = order.parallel
        self.nests = order.nests
        self.private = order.private
        self.written: list[str] = []        # the statements of the instances written so far
        self.scalars = [a for a in scop.locals if not a.bounds]
        self.values = 0                     # the lets of vars' values made so far

    def node(self, node: isl.AstNode) -> Stmt:
        kind = node.get_type()
        if kind == _NODE.block:
            children = node.block_get_children()
            return block(*(self.node(children.get_at(k)) for k in range(children.n_ast_node())))
        if kind == _NODE.for_:
            return self.loop(node)
        if kind == _NODE.if_:
            otherwise = self.node(node.if_get_else_node()) if node.if_has_else_node() else None
            return If(_expr(node.if_get_cond()), self.node(node.if_get_then_node()), otherwise)
        if kind == _NODE.user:
            return self.instance(node.user_get_expr())
        if kind == _NODE.mark:
            return self.node(node.mark_get_node())
        raise InternalError(f"isl_codegen: an AST node of type {kind}")

    def loop(self, node: isl.AstNode) -> For:
        """`for (v = init; v <= upper; v += s)` (or `v < upper`) as `For(v, init, upper + 1 - init)`
        when s is 1; with a stride (isl scans a lattice, `ii += 2`) as a loop over the iteration's
        number, `For(v.n, 0, (upper - init) / s + 1)` with `let v = init + s * v.n` (a kernel's
        `for v in a .. b step s` lowers so too)."""
        var = node.for_get_iterator().id_get_id().get_name()
        inc, cond = node.for_get_inc(), node.for_get_cond()
        bound = cond.op_get_arg(1) if cond.get_type() == isl.ast_expr_type.op else None
        step = inc.int_get_val().to_python() if inc.get_type() == isl.ast_expr_type.int else 0
        if step < 1 or bound is None or cond.op_get_type().name not in ("le", "lt") \
                or _expr(cond.op_get_arg(0)) != Var(var):
            raise InternalError(f"isl_codegen: a loop that does not step up to a bound: {node.to_C_str()}")
        lo = simplify_expr(_expr(node.for_get_init()))         # simplified alone, as the extent holds it
        upper = _expr(bound)
        end = simplify_expr(add(upper, Const(1)) if cond.op_get_type().name == "le" else upper)
        first = len(self.written)
        body = self.node(node.for_get_body())
        inside = set(self.written[first:])
        parallel = self.is_parallel(var, inside)
        kind = "parallel" if parallel else "serial"
        if parallel:
            body, values = self.shared_vars(var, inside, body)
        if step == 1:
            loop = For(var, lo, simplify_expr(sub(end, lo)), kind, body)
        else:
            number = f"{var}.n"
            trips = simplify_expr(add(div(sub(sub(end, Const(1)), lo), Const(step)), Const(1)))
            loop = For(number, Const(0), trips, kind, LetStmt(var, add(lo, mul(Const(step), Var(number))), body))
        return lets(values, loop) if parallel else loop

    def is_parallel(self, dim: str, inside: set[str]) -> bool:
        """Whether the loop of dimension `dim` around the statements `inside` runs in parallel."""
        return dim in self.parallel or any(d == dim and inside <= set(nest) for d, nest in self.nests)

    def shared_vars(self, loop: str, inside: set[str], body: Stmt) -> tuple[Stmt, list[tuple[str, Load]]]:
        """The body of parallel loop `loop` with the vars it uses that are private to an iteration
        declared in it, and those it only reads (a value from before the loop: deriche's
        coefficients) read through lets bound before the loop; (the body, those lets).  A var
        the loop writes that is not private stays one cell, which no OpenMP thread may share."""
        nodes = list(walk(body))
        used = {n.buffer for n in nodes if isinstance(n, (Load, Store))}
        written = {n.buffer for n in nodes if isinstance(n, Store)}
        private = [a for a in self.scalars if a.buffer in used and any(
            (dim, var) == (loop, a.buffer) and inside <= set(nest or inside) for dim, var, nest in self.private)]
        shared = [a for a in self.scalars if a.buffer in used and a not in private]
        if any(a.buffer in written for a in shared):
            bad = next(a.buffer for a in shared if a.buffer in written)
            raise CompileError(f"parallel({loop}): the var '{bad}' is written in the loop and its value read "
                               "outside it; OpenMP's threads cannot share it", None)
        self.values += 1            # a let's name is unique in the function (sibling loops read the same var)
        values = [(f"{a.buffer}.value{self.values}", Load(a.buffer, (), a.dtype)) for a in shared]
        reads = {Load(a.buffer, (), a.dtype): Var(name, a.dtype) for (name, _), a in zip(values, shared)}
        return declared(private, _ReadsReplaced(reads).visit(body)), values

    def instance(self, call: isl.AstExpr) -> Store:
        """`S(e1, ..., en)`: statement S's assignment at loop values e1 .. en."""
        s = self.statements[call.op_get_arg(0).id_get_id().get_name()]
        self.written.append(s.name)
        loops = s.domain.get_var_names(isl.dim_type.set)        # its loop variables, outer first
        store = substitute(s.store, {v: _expr(call.op_get_arg(k + 1)) for k, v in enumerate(loops)})
        return replace(store, indices=tuple(simplify_expr(i) for i in store.indices), value=simplify_expr(store.value))


def lets(values: list[tuple[str, Expr]], body: Stmt) -> Stmt:
    for name, value in reversed(values):
        body = LetStmt(name, value, body)
    return body


class _ReadsReplaced(Mutator):
    """Each read of a var in `reads` (a `Load` of no index) as the variable it maps to."""

    def __init__(self, reads: dict):
        self.reads = reads

    def visit_Load(self, e: Load):
        return self.reads.get(e, e) if not e.indices else self.generic_visit(e)


def _expr(e: isl.AstExpr) -> Expr:
    kind = e.get_type()
    if kind == isl.ast_expr_type.int:
        return Const(e.int_get_val().to_python())
    if kind == isl.ast_expr_type.id:
        return Var(e.id_get_id().get_name())
    op = e.op_get_type().name
    args = [_expr(e.op_get_arg(k)) for k in range(e.op_get_n_arg())]
    if op == "minus":
        return Unary("-", args[0])
    if op in ("cond", "select"):
        return Select(args[0], args[1], args[2])
    if op not in _OPS:
        raise InternalError(f"isl_codegen: an AST expression {e.to_C_str()}")
    out = args[0]
    for a in args[1:]:          # min and max may take more than two arguments
        out = binary(_OPS[op], out, a)
    return out
