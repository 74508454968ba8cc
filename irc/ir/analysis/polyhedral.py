"""The polyhedral model of a proc's loop nest (its static control part, SCoP), in isl (islpy).

Each `Store` is a statement, named S0, S1, ... in textual order.  Per statement: its iteration
domain (an isl set over its enclosing loop variables, outer first, with the sizes as parameters;
the bounds of the loops and the conditions of the `if`s around it included, triangular ones
too), its original schedule in the 2d+1 form (`[b0, v1, b1, ..., vn, bn]`: the textual position
among its siblings between the loop dimensions, padded with zeros to the deepest statement) and
its accesses: the write and the reads in textual order, each an isl map to `A[...]` (a var's
to `t[]`).  Affine `let`s are substituted into the indices, bounds and conditions that use them.

The context is "every size is at least 1" (`Scop.context`): a size is an extent (a negative one
is a usage error before anything runs, and the analyses say what may happen for some sizes).
Anything outside the model (a non-affine index, bound or condition, a `while`) is a
CompileError located at the offending expression.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

import islpy as isl

from ...diagnostics import CompileError, Span
from ..nodes import Allocate, Binary, Block, Cast, Const, Expr, For, Function, If, LetStmt, Load, Stmt, Store, Unary, Var
from ..printer import expr_str
from ..types import INT_TYPES
from ..visitor import Dispatcher, substitute, walk

_COMPARISONS = {"<": "lt_set", "<=": "le_set", ">": "gt_set", ">=": "ge_set", "==": "eq_set", "!=": "ne_set"}


@dataclass(frozen=True, eq=False)
class Access:
    """One reference of a statement: `text` as written (`A[t, i - 1]`), `relation` S[...] -> A[...]."""
    buffer: str
    text: str
    relation: isl.Map


@dataclass(frozen=True, eq=False)
class Statement:
    """`store` is the assignment with the lets around it substituted (self-contained)."""
    name: str
    line: int | None
    store: Store
    loops: tuple[int, ...]          # indices into Scop.loops, outer first
    domain: isl.Set
    schedule: isl.Map
    write: Access
    reads: tuple[Access, ...]


@dataclass(frozen=True)
class Loop:
    """A `for` of the nest: `perfect` when its body is one loop and nothing else (so that a band
    of permutable loops may go on into it)."""
    index: int
    var: str
    depth: int
    line: int | None
    parent: int | None
    perfect: bool


@dataclass(frozen=True, eq=False)
class Scop:
    """`locals` are the proc's vars and local arrays (`Allocate`s, bodies emptied), in textual
    order: the code generated under a schedule declares them again (isl_codegen.py)."""
    name: str
    params: tuple[str, ...]
    context: isl.Set
    statements: tuple[Statement, ...]
    loops: tuple[Loop, ...]
    locals: tuple[Allocate, ...] = ()

    @property
    def scalars(self) -> tuple[str, ...]:
        """The vars: zero-dimensional locals, which a parallel loop may privatise (deps.py)."""
        return tuple(a.buffer for a in self.locals if not a.bounds)

    def writes(self) -> isl.UnionMap:
        return self.union(s.write.relation for s in self.statements)

    def schedule(self) -> isl.UnionMap:
        """The original schedule of every statement (2d+1 form, one range space)."""
        return self.union(s.schedule for s in self.statements)

    def union(self, maps) -> isl.UnionMap:
        """`maps` (of the statements' spaces) as one isl union map."""
        out = isl.UnionMap.empty(self.context.get_space())
        for m in maps:
            out = out.union(isl.UnionMap.from_map(m))
        return out


def build_scop(fn: Function) -> Scop:
    """The SCoP of `fn`, a proc lowered into the loop IR (before flatten)."""
    ctx = isl.Context()
    context = isl.Set.universe(isl.Space.create_from_names(ctx, set=[], params=list(fn.params))).params()
    for k in range(len(fn.params)):
        context = context.lower_bound_val(isl.dim_type.param, k, isl.Val.int_from_si(ctx, 1))
    walker = _Walker()
    walker.visit(fn.body, _Env((), (), {}, (), [0]))
    depth = max((len(r.env.loops) for r in walker.records), default=0)
    statements = tuple(_statement(f"S{k}", r, fn.params, context, depth) for k, r in enumerate(walker.records))
    return Scop(fn.name, tuple(fn.params), context, statements, tuple(walker.loops), tuple(walker.locals))


# ----------------------------------------------------------------------------- walking the nest
@dataclass(frozen=True)
class _Env:
    """Where a statement sits: its loops (index, var, min, extent with lets substituted, span), its conditions
    (expression, polarity), the values of the lets in scope, the 2d+1 positions so far and the
    counter of the current level's items (shared by siblings)."""
    loops: tuple
    conds: tuple
    lets: dict
    betas: tuple
    counter: list

    def position(self) -> int:
        self.counter[0] += 1
        return self.counter[0] - 1


@dataclass(frozen=True)
class _Record:
    store: Store
    env: _Env
    beta: int


@dataclass
class _Walker(Dispatcher):
    records: list = field(default_factory=list)
    loops: list = field(default_factory=list)
    locals: list = field(default_factory=list)

    def missing(self, node, env):
        raise CompileError(f"a {type(node).__name__} is outside the polyhedral model (a proc's body is "
                           "loops, lets, ifs and assignments)", getattr(node, "span", None))

    def visit_Block(self, node: Block, env: _Env):
        for s in node.stmts:
            self.visit(s, env)

    def visit_LetStmt(self, node: LetStmt, env: _Env):
        """A let is substituted into the statements that use it; that reads an array element at the
        statement, so the element must not change in between."""
        read = {e.buffer for e in walk(node.value) if isinstance(e, Load)}
        written = sorted(read & {s.buffer for s in walk(node.body) if isinstance(s, Store)})
        if written:
            raise CompileError(f"let {node.var} reads {written[0]}, which the statements in its scope write: the "
                               f"dependence analysis places a read at an assignment; read {written[0]} in the "
                               f"assignments themselves", node.span)
        lets = {**env.lets, node.var: substitute(node.value, env.lets)}
        self.visit(node.body, _Env(env.loops, env.conds, lets, env.betas, env.counter))

    def visit_Allocate(self, node: Allocate, env: _Env):
        """A var or local array: its accesses are accesses to an array of its own (a var's have no
        index); its extents are sizes (the checker allows nothing else)."""
        declared = replace(node, body=Block(()))
        twin = next((a for a in self.locals if a.buffer == node.buffer), None)
        if twin is None:
            self.locals.append(declared)
        elif (twin.dtype, twin.bounds) != (declared.dtype, declared.bounds):
            raise CompileError(f"'{node.buffer}' is declared twice in the proc, as two different things; the "
                               "dependence analysis takes a name for one var or array: rename one", node.span)
        self.visit(node.body, env)

    def visit_If(self, node: If, env: _Env):
        cond = substitute(node.cond, env.lets)
        self.visit(node.then, _Env(env.loops, env.conds + ((cond, True, node.span),), env.lets, env.betas,
                                   env.counter))
        if node.otherwise is not None:
            self.visit(node.otherwise, _Env(env.loops, env.conds + ((cond, False, node.span),), env.lets,
                                            env.betas, env.counter))

    def visit_For(self, node: For, env: _Env):
        parent = env.loops[-1][0] if env.loops else None
        index = len(self.loops)
        self.loops.append(Loop(index, node.var, len(env.loops), node.span.line if node.span else None, parent,
                               _is_perfect(node.body)))
        loop = (index, node.var, substitute(node.min, env.lets), substitute(node.extent, env.lets), node.span)
        lets = {k: v for k, v in env.lets.items() if k != node.var}
        self.visit(node.body, _Env(env.loops + (loop,), env.conds, lets, env.betas + (env.position(),), [0]))

    def visit_Store(self, node: Store, env: _Env):
        store = Store(node.buffer, tuple(substitute(i, env.lets) for i in node.indices),
                      substitute(node.value, env.lets), node.span)
        self.records.append(_Record(store, env, env.position()))


def _items(s: Stmt) -> list[Stmt]:
    """The loops and statements at the top level of `s` (through blocks, lets and ifs)."""
    if isinstance(s, Block):
        return [x for c in s.stmts for x in _items(c)]
    if isinstance(s, LetStmt):
        return _items(s.body)
    if isinstance(s, If):
        return _items(s.then) + (_items(s.otherwise) if s.otherwise is not None else [])
    return [s]


def _is_perfect(body: Stmt) -> bool:
    items = _items(body)
    return len(items) == 1 and isinstance(items[0], For)


# ----------------------------------------------------------------------------- one statement in isl
def _statement(name: str, r: _Record, params: tuple[str, ...], context: isl.Set, depth: int) -> Statement:
    names = [var for _, var, _, _, _ in r.env.loops]
    space = isl.Space.create_from_names(context.get_ctx(), set=names, params=list(params))
    aff = _Affine(space.set_tuple_name(isl.dim_type.set, name), names, params)
    domain = _domain(aff, r.env, context)
    span = r.store.span
    write = _access(aff, domain, r.store.buffer, r.store.indices, span)
    reads = tuple(_access(aff, domain, e.buffer, e.indices, e.span or span)
                  for e in walk(r.store.value) if isinstance(e, Load))
    return Statement(name, span.line if span else None, r.store, tuple(loop[0] for loop in r.env.loops),
                     domain, _schedule(aff, domain, r.env.betas + (r.beta,), depth), write, reads)


def _domain(aff: "_Affine", env: _Env, context: isl.Set) -> isl.Set:
    """The iterations of a statement: its loops' bounds and its conditions, under the context."""
    domain = isl.Set.universe(aff.space).intersect_params(context)
    for k, (_, var, lo, extent, span) in enumerate(env.loops):
        v = aff.var_at(k)
        lo = aff.expr(lo, f"the lower bound of loop {var}", span)
        extent = aff.expr(extent, f"the extent of loop {var}", span)
        domain = domain & lo.le_set(v) & v.lt_set(lo.add(extent))
    for cond, polarity, span in env.conds:
        c = aff.condition(cond, span)
        domain = domain & (c if polarity else c.complement())
    return domain.coalesce()


def _schedule(aff: "_Affine", domain: isl.Set, betas: tuple[int, ...], depth: int) -> isl.Map:
    """`[b0, v1, b1, ..., vn, bn, 0, ...]`: 2 * depth + 1 dimensions for every statement."""
    dims = [aff.const(betas[0])]
    for k in range(len(betas) - 1):
        dims += [aff.var_at(k), aff.const(betas[k + 1])]
    return _map(domain, dims + [aff.const(0)] * (2 * depth + 1 - len(dims)), None)


def _access(aff: "_Affine", domain: isl.Set, buffer: str, indices, span) -> Access:
    text = expr_str(Load(buffer, tuple(indices)))
    dims = [aff.expr(e, f"index {k} of {buffer}", span) for k, e in enumerate(indices)]
    return Access(buffer, text, _map(domain, dims, buffer))


def _map(domain: isl.Set, dims: list, name: str | None) -> isl.Map:
    """domain -> [dims...] (a tuple named `name` when given)."""
    m = isl.Map.from_domain(domain)
    for d in dims:
        m = m.flat_range_product(isl.Map.from_pw_aff(d))
    if name is not None:
        m = m.set_tuple_name(isl.dim_type.out, name)
    return m.intersect_domain(domain).coalesce()


class _Affine(Dispatcher):
    """IR integer expressions as isl piecewise quasi-affine expressions over one statement's
    space: loop variables, sizes, constants, `+ - min max`, `*` by a constant, `/` and `%` by a
    constant (rounding toward minus infinity, as irc's integer division does)."""

    def __init__(self, space: isl.Space, loops: list[str], params: tuple[str, ...]):
        self.space = space
        self.local = isl.LocalSpace.from_space(space)
        # innermost wins where names repeat
        self.names = {**{p: (isl.dim_type.param, k) for k, p in enumerate(params)},
                      **{v: (isl.dim_type.set, k) for k, v in enumerate(loops)}}

    def var(self, name: str) -> isl.PwAff:
        kind, pos = self.names[name]
        return isl.PwAff.from_aff(isl.Aff.var_on_domain(self.local, kind, pos))

    def var_at(self, pos: int) -> isl.PwAff:
        """Loop dimension `pos` (by position: an inner loop may reuse an outer loop's name)."""
        return isl.PwAff.from_aff(isl.Aff.var_on_domain(self.local, isl.dim_type.set, pos))

    def const(self, value: int) -> isl.PwAff:
        zero = isl.Aff.zero_on_domain(self.local)
        return isl.PwAff.from_aff(zero.add_constant_val(isl.Val.int_from_si(self.space.get_ctx(), value)))

    def expr(self, e: Expr, what: str, span: Span | None) -> isl.PwAff:
        self.what, self.span = what, span
        return self.visit(e)

    def condition(self, e: Expr, span: Span | None) -> isl.Set:
        """The set where the condition `e` holds (comparisons of affine expressions, `&& || !`)."""
        self.what, self.span = "the condition", span
        if isinstance(e, Const) and e.dtype == "bool":
            return isl.Set.universe(self.space) if e.value else isl.Set.empty(self.space)
        if isinstance(e, Binary) and e.op in _COMPARISONS:
            return getattr(self.visit(e.a), _COMPARISONS[e.op])(self.visit(e.b))
        if isinstance(e, Binary) and e.op in ("&&", "||"):
            a, b = self.condition(e.a, span), self.condition(e.b, span)
            return a.intersect(b) if e.op == "&&" else a.union(b)
        if isinstance(e, Unary) and e.op == "!":
            return self.condition(e.a, span).complement()
        return self.refuse(e, "not a comparison of affine expressions")

    def refuse(self, e: Expr, why: str):
        raise CompileError(f"{self.what} is not affine: `{expr_str(e)}` ({why})", e.span or self.span)

    def missing(self, e):
        return self.refuse(e, "only sizes, loop variables, constants, + - min max and * / % by a "
                              "constant are affine")

    def visit_Const(self, e: Const):
        if e.dtype not in INT_TYPES:
            return self.refuse(e, "not an integer")
        return self.const(int(e.value))

    def visit_Var(self, e: Var):
        if e.name not in self.names:
            return self.refuse(e, f"`{e.name}` is neither a loop variable nor a size")
        return self.var(e.name)

    def visit_Cast(self, e: Cast):
        if e.dtype not in INT_TYPES:
            return self.refuse(e, "not an integer")
        return self.visit(e.value)

    def visit_Unary(self, e: Unary):
        return self.visit(e.a).neg() if e.op == "-" else self.missing(e)

    def visit_Binary(self, e: Binary):
        if e.op not in ("+", "-", "*", "/", "%", "min", "max"):
            return self.missing(e)
        a, b = self.visit(e.a), self.visit(e.b)
        if e.op in ("*", "/", "%") and not b.is_cst() and not (e.op == "*" and a.is_cst()):
            return self.refuse(e, "a product or quotient of two variable expressions")
        if e.op in ("/", "%") and not b.zero_set().is_empty():
            return self.refuse(e, "a division by zero")
        if e.op == "/":
            return a.div(b).floor()
        if e.op == "%":
            return a.sub(b.mul(a.div(b).floor()))
        return {"+": a.add, "-": a.sub, "*": a.mul, "min": a.min, "max": a.max}[e.op](b)
