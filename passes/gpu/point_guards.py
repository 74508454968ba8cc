"""point_guards: a point's guard dropped from its accumulation where nothing reads the point's
accumulator past that guard.

A thread that computes several points (coarsen, register blocking: one element of `C.acc` per
point) guards each point's accumulation (`if C.i < N`) as it guards the point's store.  Past the
edge the accumulation adds what the tiles hold there into an element that is never read: the
store of the point's result stands under the same condition.  Without the guard the step's loop
holds no condition, and nvcc compiles it as the model counts it (backends/simt/fusion.py):
unrolled whole and its operand loads fused along it.  With a guard in each trip nvcc unrolls the
step in part only, and sinks each operand load into the one guarded block that reads it, where
no load of a neighbouring trip is: no 128-bit load (gpu_blocktile_1d: 72 scalar shared loads
per step of 8 unrolled by hand, 8 + 16 fused without the guard, as Boehm's kernel 4, which
guards nothing).

A guard `if c` (no else) inside a step of the sum (a loop of constant trips around it that is not
one of the points': such a guard splits the unrolled step) is dropped when
- what it guards does nothing but accumulate into a thread's local arrays (`acc[..] = acc[..] +
  term`, with lets, loops and other guards around them), every index of a shared or local array
  inside its bounds over the loops' whole ranges, and the terms read no global memory (nothing
  past the edge may fault) and no array accumulated into there (no dead value flows on);
- each accumulator is indexed by distinct loops (one element per point), and `c`, in terms of
  the element (those loops replaced by the dimensions they index), depends on nothing else that
  varies in the thread (loops, not block and thread ids);
- every other read of the accumulator stands under `c` of the element it reads, and every store
  that initialises it under no guard but those that stay around the accumulation (so that it
  never reads an element left uninitialised).

rewrite (gpu_blocktile_1d; the store `if C.i < N { C[C.i, C.j] = C.acc[C.mi.out] }`):
    for C.mi in 0 .. 8 {                            for C.mi in 0 .. 8 {
      let C.i = blockIdx.y * 64 + ty * 8 + C.mi        let C.i = blockIdx.y * 64 + ty * 8 + C.mi
      if C.i < N {                          ->         C.acc[C.mi] = C.acc[C.mi] + A.shared[..] * B.shared[..]
        C.acc[C.mi] = C.acc[C.mi] + A.shared[..] * B.shared[..]
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from irc.ir.analysis.simplify import simplify_expr
from irc.ir.analysis.thread_scope import Scope, ScopedMutator, accesses, accumulated, conjuncts, only_guardable
from irc.ir.nodes import GPU_LOOP_KINDS, Allocate, Binary, Const, Expr, For, If, LetStmt, Load, Store, Var, While
from irc.ir.visitor import child_nodes, free_vars, substitute, walk



@dataclass(frozen=True)
class _At:
    """An access of an accumulator: its indices and the conditions it stands under (resolved), and
    the loops that vary around it; `guards` None: under an `else` or a `while` (not known)."""
    indices: tuple[Expr, ...]
    guards: tuple[Expr, ...] | None
    varying: frozenset[str]


@dataclass
class _Uses:
    reads: list[_At] = field(default_factory=list)    # all but an accumulation's read of its own element
    inits: list[_At] = field(default_factory=list)    # stores that are no accumulation


def _element(at: _At) -> dict | None:
    """The accumulator's loops at `at` -> the dimensions they index, or None."""
    names = [i.name for i in at.indices if isinstance(i, Var) and i.name in at.varying]
    if len(names) != len(at.indices) or len(set(names)) != len(names):
        return None
    return {n: Var(f"@{d}") for d, n in enumerate(names)}


def _key(condition: Expr, element: dict) -> tuple[str, Expr]:
    """`condition` in terms of the element, comparable: `a < b` as ("<", a - b)."""
    if isinstance(condition, Binary) and condition.op in ("<", "<=", ">", ">=", "==", "!="):
        difference = Binary("-", condition.a, condition.b, condition.a.dtype)
        return condition.op, simplify_expr(substitute(difference, element))
    return "", simplify_expr(substitute(condition, element))


def _keys(at: _At) -> set[tuple[str, Expr]] | None:
    element = _element(at)
    return None if element is None or at.guards is None else {_key(g, element) for g in at.guards}


def _collect(node, scope: Scope, guards, varying: frozenset, uses: dict[str, _Uses]) -> None:
    """The reads and initialising stores of the local arrays in `uses`, under `node`."""
    if isinstance(node, Store) and node.buffer in uses:
        at = _At(tuple(scope.resolved(i) for i in node.indices), guards, varying)
        term = accumulated(node)
        if term is None:
            uses[node.buffer].inits.append(at)
        for child in (term if term is not None else node.value, *node.indices):
            _collect(child, scope, guards, varying, uses)
        return
    if isinstance(node, Load) and node.buffer in uses:
        uses[node.buffer].reads.append(_At(tuple(scope.resolved(i) for i in node.indices), guards, varying))
    if isinstance(node, If):
        _collect(node.cond, scope, guards, varying, uses)
        inner = None if guards is None else guards + tuple(scope.resolved(c) for c in conjuncts(node.cond))
        _collect(node.then, scope, inner, varying, uses)
        if node.otherwise is not None:
            _collect(node.otherwise, scope, None, varying, uses)
        return
    if isinstance(node, (LetStmt, For, Allocate)):
        for child in child_nodes(node):
            if child is not node.body:
                _collect(child, scope, guards, varying, uses)
        if isinstance(node, For) and node.kind not in GPU_LOOP_KINDS:
            varying = varying | {node.var}
        _collect(node.body, scope.inside(node), guards, varying, uses)
        return
    if isinstance(node, While):                      # its body may run no trip, or many
        guards = None
    for child in child_nodes(node):
        _collect(child, scope, guards, varying, uses)


class _Unguard(ScopedMutator):
    def __init__(self):
        super().__init__()
        self.uses: dict[str, _Uses] = {}
        self.guards: tuple[Expr, ...] = ()           # the conditions kept around the statement visited
        self.varying: frozenset[str] = frozenset()
        self.loops: tuple[For, ...] = ()             # the thread's loops around the statement visited

    def visit_Allocate(self, s: Allocate):
        if s.scope == "local" and s.bounds:
            uses = {s.buffer: _Uses()}
            _collect(s.body, self.scope.inside(s), (), self.varying, uses)
            self.uses = {**self.uses, **uses}
        return self._within(s)

    def visit_For(self, s: For):
        saved = self.varying, self.loops
        if s.kind not in GPU_LOOP_KINDS:
            self.varying, self.loops = self.varying | {s.var}, self.loops + (s,)
        out = self._within(s)
        self.varying, self.loops = saved
        return out

    def visit_If(self, s: If):
        if s.otherwise is None and self._redundant(s):
            return self.visit(s.then)
        saved = self.guards
        self.guards = saved + tuple(self.scope.resolved(c) for c in conjuncts(s.cond))
        then = self.visit(s.then)
        self.guards = saved
        otherwise = self.visit(s.otherwise) if s.otherwise is not None else None
        return s if then is s.then and otherwise is s.otherwise else replace(s, then=then, otherwise=otherwise)

    def _redundant(self, s: If) -> bool:
        """Whether `s` guards only accumulations whose elements past it are never read (above)."""
        if not only_guardable(s.then):
            return False
        accumulators = {n.buffer for n in walk(s.then) if isinstance(n, Store)}
        if any(r.buffer in accumulators for r in _reads(s.then)):
            return False
        if not all(isinstance(a, Store) or (a.buffer in scope.shapes and scope.in_bounds(a))
                   for a, scope in accesses(s.then, self.scope)):
            return False
        points = {v.name for st in walk(s.then) if isinstance(st, Store) for v in st.indices if isinstance(v, Var)}
        if not any(isinstance(p.min, Const) and isinstance(p.extent, Const) and p.var not in points
                   for p in self.loops):
            return False                             # it splits no step the compiler unrolls
        condition = tuple(self.scope.resolved(c) for c in conjuncts(s.cond))
        found = False
        for st, scope, varying in _stores(s.then, self.scope, self.varying):
            if accumulated(st) is None or scope.scopes.get(st.buffer) != "local" or st.buffer not in self.uses \
                    or not scope.in_bounds(st) or not self._dead_past(st, condition, scope, varying):
                return False
            found = True
        return found

    def _dead_past(self, st: Store, condition: tuple[Expr, ...], scope: Scope, varying: frozenset) -> bool:
        """Whether accumulator element `st` is read only under `condition` of that element, and
        initialised under none but the conditions kept around it."""
        element = _element(_At(tuple(scope.resolved(i) for i in st.indices), (), varying))
        if element is None:
            return False
        wanted = {_key(c, element) for c in condition}
        if any(free_vars(k) & varying for _, k in wanted):
            return False
        uses = self.uses[st.buffer]
        kept = {_key(g, element) for g in self.guards}
        return all((keys := _keys(at)) is not None and wanted <= keys for at in uses.reads) and \
            all((keys := _keys(at)) is not None and keys <= kept for at in uses.inits)


def _reads(node) -> list[Load]:
    """The loads under `node`, but an accumulation's read of its own element."""
    if isinstance(node, Store):
        term = accumulated(node)
        return [n for part in (term if term is not None else node.value, *node.indices) for n in walk(part)
                if isinstance(n, Load)]
    return ([node] if isinstance(node, Load) else []) + [r for c in child_nodes(node) for r in _reads(c)]


def _stores(node, scope: Scope, varying: frozenset):
    """(Store, its scope, the loops varying around it) for each store under `node`."""
    if isinstance(node, Store):
        yield node, scope, varying
        return
    if isinstance(node, (LetStmt, For)):
        if isinstance(node, For) and node.kind not in GPU_LOOP_KINDS:
            varying = varying | {node.var}
        yield from _stores(node.body, scope.inside(node), varying)
        return
    for child in child_nodes(node):
        if not isinstance(child, Expr):
            yield from _stores(child, scope, varying)


def point_guards(fn, ctx):
    """A point's guard dropped from its accumulation where its accumulator is never read past it."""
    if ctx.schedule is None:
        return fn
    body = _Unguard().visit(fn.body)
    return fn if body is fn.body else replace(fn, body=body)
