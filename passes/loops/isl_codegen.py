"""isl_codegen: a proc's loop nest rebuilt from its polyhedral model by isl's AST builder.

The SCoP (irc/ir/analysis/polyhedral.py) gives each statement its iteration domain and a
schedule; `isl.AstBuild` scans the scheduled domains and returns an AST of `for`s, `if`s and
blocks whose leaves are statement instances `S1(k, i, j)`; this pass writes it back as loop IR:
each leaf is the statement's assignment with its loop variables replaced by the leaf's
arguments.  With the original (2d+1) schedule the nest is the proc's own, its bounds tightened
to the iterations that run (isl drops a `k` iteration whose inner loops are all empty); a
transformed schedule (skew, tile, ...) would be scanned the same way.  A loop is named after the
statements' loop at its depth when they agree, else `c<depth>`.

rewrite (lu as written: for k in 0 .. N { for j in k + 1 .. N {S0}; for i in k + 1 .. N { for j ... {S1} } }):
    for k in 0 .. N {                   ->   for k in 0 .. N - 1 {
      for j in k + 1 .. N {                    for j in k + 1 .. N {
"""
from __future__ import annotations

from dataclasses import replace

import islpy as isl

from irc.diagnostics import InternalError
from irc.ir.analysis.polyhedral import Scop, build_scop
from irc.ir.analysis.simplify import simplify_expr
from irc.ir.nodes import Block, Const, Expr, For, If, Select, Stmt, Store, Unary, Var, add, binary, block, sub
from irc.ir.visitor import substitute

_OPS = {"add": "+", "sub": "-", "mul": "*", "div": "/", "fdiv_q": "/", "pdiv_q": "/", "pdiv_r": "%",
        "zdiv_r": "%", "min": "min", "max": "max", "and_": "&&", "and_then": "&&", "or_": "||",
        "or_else": "||", "eq": "==", "le": "<=", "lt": "<", "ge": ">=", "gt": ">"}
_NODE = isl.ast_node_type


def isl_codegen(fn, ctx):
    """a proc's loop nest scanned by isl's AST builder under its original schedule"""
    scop = build_scop(fn)
    return replace(fn, body=generate(scop, scop.schedule()) if scop.statements else Block(()))


def generate(scop: Scop, schedule: isl.UnionMap) -> Stmt:
    """The loop IR that runs `scop`'s statements in the order of `schedule` (one range space)."""
    build = isl.AstBuild.from_context(scop.context).set_iterators(_iterators(scop, schedule))
    return _Writer(scop).node(build.node_from_schedule_map(schedule))


def _iterators(scop: Scop, schedule: isl.UnionMap) -> isl.IdList:
    """Names of the schedule's dimensions: a loop dimension (odd position of the 2d+1 form) is
    named after the statements' loop at that depth where they all agree and no other dimension
    has the name; any other is `c<position>` (made unlike every size and loop)."""
    ctx = scop.context.get_ctx()
    n = schedule.get_map_list().get_at(0).dim(isl.dim_type.out)
    taken = set(scop.params) | {loop.var for loop in scop.loops}
    names: list[str] = []
    for k in range(n):
        agreed = {scop.loops[s.loops[k // 2]].var for s in scop.statements if k % 2 and len(s.loops) > k // 2}
        name = agreed.pop() if len(agreed) == 1 else None
        if name is None or name in names:
            name = f"c{k}"
            while name in taken or name in names:
                name += "_"
        names.append(name)
    ids = isl.IdList.alloc(ctx, n)
    for name in names:
        ids = ids.add(isl.Id(name, context=ctx))
    return ids


class _Writer:
    """An isl AST as loop IR."""

    def __init__(self, scop: Scop):
        self.statements = {s.name: s for s in scop.statements}

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
        """`for (v = init; v <= upper; v += 1)` (or `v < upper`) as `For(v, init, upper + 1 - init)`."""
        var = node.for_get_iterator().id_get_id().get_name()
        inc, cond = node.for_get_inc(), node.for_get_cond()
        bound = cond.op_get_arg(1) if cond.get_type() == isl.ast_expr_type.op else None
        if inc.get_type() != isl.ast_expr_type.int or inc.int_get_val().to_python() != 1 or bound is None \
                or cond.op_get_type().name not in ("le", "lt") or _expr(cond.op_get_arg(0)) != Var(var):
            raise InternalError(f"isl_codegen: a loop that does not step by 1 up to a bound: {node.to_C_str()}")
        lo = _expr(node.for_get_init())
        upper = _expr(bound)
        end = add(upper, Const(1)) if cond.op_get_type().name == "le" else upper
        return For(var, lo, simplify_expr(sub(end, lo)), "serial", self.node(node.for_get_body()))

    def instance(self, call: isl.AstExpr) -> Store:
        """`S(e1, ..., en)`: statement S's assignment at loop values e1 .. en."""
        s = self.statements[call.op_get_arg(0).id_get_id().get_name()]
        loops = s.domain.get_var_names(isl.dim_type.set)        # its loop variables, outer first
        store = substitute(s.store, {v: _expr(call.op_get_arg(k + 1)) for k, v in enumerate(loops)})
        return replace(store, indices=tuple(simplify_expr(i) for i in store.indices), value=simplify_expr(store.value))


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
