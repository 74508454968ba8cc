"""The one way irc dispatches over trees: `visit(node, *args)` calls `visit_<Class>(node, *args)`.

`Dispatcher` is the convention itself: a class of node it has no method for is a compiler bug
(`InternalError`), unless the subclass says otherwise in `missing`.  `Visitor` and `Mutator`
fall back to a generic walk over the dataclass fields instead; the Mutator returns the *same
object* when nothing below a node changed, so `new is old` tells a pass (and the pass manager)
that nothing happened.  Passes, the printer, the checkers (over syntax trees), the C emitter
and the SIMT interpreter all dispatch this way.
"""
from __future__ import annotations

import sys
from dataclasses import fields, replace
from functools import lru_cache
from operator import attrgetter

from ..diagnostics import InternalError
from .nodes import Expr, For, LetStmt, Load, Node, Reduce, Var

# Trees are walked recursively, a few frames a level.  The front end refuses expressions nested
# past MAX_NESTING levels and inlining refuses to build one past MAX_DEPTH (both measured without
# recursion, by `depth`), which this limit covers; 3,000 levels of the deepest kind (nested calls)
# were measured to fit the C stack of a thread with the usual 8 MiB.
MAX_NESTING = 1_000
MAX_DEPTH = 3_000
sys.setrecursionlimit(max(sys.getrecursionlimit(), 15 * MAX_DEPTH))


# (class of dispatcher, class of node) -> its visit_<Class> function, or None: `visit` is the
# hottest call of the compiler, and a method found by name each time is a string built and a
# lookup through the class's bases per node.  A visit_ method set on an instance is not seen.
_METHODS: dict[tuple[type, type], object] = {}
_UNKNOWN = object()


class Dispatcher:
    """`visit(node, *args)` -> `self.visit_<type(node).__name__>(node, *args)`."""

    def visit(self, node, *args):
        key = (type(self), type(node))
        method = _METHODS.get(key, _UNKNOWN)
        if method is _UNKNOWN:
            method = _METHODS[key] = getattr(type(self), "visit_" + type(node).__name__, None)
        return method(self, node, *args) if method is not None else self.missing(node, *args)

    def missing(self, node, *args):
        raise InternalError(f"{type(self).__name__} has no rule for {type(node).__name__} nodes")


@lru_cache(maxsize=None)
def _child_fields(cls) -> tuple[str, ...]:
    return tuple(f.name for f in fields(cls) if f.compare and f.name != "dtype")


def _children(node):
    for name in _child_fields(type(node)):
        yield name, getattr(node, name)


@lru_cache(maxsize=None)
def _child_values(cls):
    """A function from a node of class `cls` to the tuple of its child fields' values (one C
    call, attrgetter's: walk is the hottest loop of the compiler after visit)."""
    names = _child_fields(cls)
    if len(names) == 1:
        get = attrgetter(names[0])
        return lambda node: (get(node),)
    return attrgetter(*names) if names else (lambda node: ())


@lru_cache(maxsize=None)
def _sees_expressions(cls, base) -> bool:
    """Whether walker class `cls` (a subclass of `base`, Visitor or Mutator) may act on an
    expression: it has a visit_ method for a kind of expression, or replaces how the walk itself
    goes.  One that does not (a pass over loops and lets only) need not enter expressions, which
    are most of the nodes of a lowered program."""
    walking = ("visit", "missing", "generic_visit", "_visit_value", "_mutate_value")
    return (any(getattr(cls, name, None) is not getattr(base, name, None) for name in walking)
            or any(hasattr(cls, "visit_" + e.__name__) for e in _expression_classes()))


def _expression_classes() -> tuple[type, ...]:
    """Expr and its subclasses, as defined when asked (once per walker class: _sees_expressions)."""
    found, stack = [], [Expr]
    while stack:
        cls = stack.pop()
        found.append(cls)
        stack.extend(cls.__subclasses__())
    return tuple(found)


class Visitor(Dispatcher):
    """Walks every node; override `visit_<Class>` and call `self.generic_visit(node)` to descend.
    A visitor with no visit_ method for an expression does not enter expressions."""

    def missing(self, node):
        return self.generic_visit(node)

    def generic_visit(self, node):
        if isinstance(node, Expr) and not _sees_expressions(type(self), Visitor):
            return
        for _, value in _children(node):
            self._visit_value(value)

    def _visit_value(self, value):
        if isinstance(value, Node):
            self.visit(value)
        elif isinstance(value, tuple):
            for v in value:
                self._visit_value(v)


class Mutator(Dispatcher):
    """Rebuilds the tree bottom-up; unchanged subtrees are returned as the same objects.  A
    mutator with no visit_ method for an expression returns expressions as they are, unwalked."""

    def missing(self, node):
        return self.generic_visit(node)

    def generic_visit(self, node):
        if isinstance(node, Expr) and not _sees_expressions(type(self), Mutator):
            return node
        changes = {}
        for name in _child_fields(type(node)):
            value = getattr(node, name)
            if isinstance(value, Node):
                new = self.visit(value)
            elif isinstance(value, tuple):
                new = self._mutate_value(value)
            else:
                continue
            if new is not value:
                changes[name] = new
        return replace(node, **changes) if changes else node

    def _mutate_value(self, value):
        if isinstance(value, Node):
            return self.visit(value)
        if isinstance(value, tuple):
            new = tuple(self._mutate_value(v) for v in value)
            return value if all(a is b for a, b in zip(new, value)) else new
        return value


def child_nodes(node) -> list:
    """The nodes directly under `node`, in field order (those inside its tuples too)."""
    out = []
    for v in _child_values(type(node))(node):
        if isinstance(v, Node):
            out.append(v)
        elif isinstance(v, tuple):
            _nodes_in(v, out)
    return out


def _nodes_in(values: tuple, out: list) -> None:
    for v in values:
        if isinstance(v, Node):
            out.append(v)
        elif isinstance(v, tuple):
            _nodes_in(v, out)


def span_key(node) -> int:
    """A hash of the source spans of `node` and of every node under it, kept in the node.

    Equality of nodes leaves spans out (`x + 1` is `x + 1` on any line), so a cache keyed by
    an expression alone would hand back an equal tree with another line's spans: a result
    cached from one kernel would put the SIMT counters of the next on the wrong lines.  The
    caches that return expressions key by (expression, span_key) instead."""
    key = node._spans
    if key is None:
        key = hash((getattr(node, "span", None), *map(span_key, child_nodes(node))))
        object.__setattr__(node, "_spans", key)
    return key


def walk(node):
    """Every node under (and including) `node`, parents before children (its own stack of
    fields and tuples, not child_nodes: walk is hot, and this is 1.5x faster)."""
    stack = [node]
    pop, push = stack.pop, stack.extend
    while stack:
        n = pop()
        if isinstance(n, Node):
            yield n
            push(reversed(_child_values(type(n))(n)))
        elif isinstance(n, tuple):
            push(reversed(n))


def depth(node) -> int:
    """The number of nodes on the longest path down from `node` (without recursion)."""
    deepest, stack = 0, [(node, 1)]
    while stack:
        n, d = stack.pop()
        if isinstance(n, Node):
            deepest = max(deepest, d)
            stack.extend((v, d + 1) for _, v in _children(n))
        elif isinstance(n, tuple):
            stack.extend((v, d) for v in n)
    return deepest


class Substitute(Mutator):
    """Replace variables by expressions (no capture handling: IR names are unique).  A subtree
    that reads none of them is returned unwalked."""

    def __init__(self, mapping: dict):
        self.mapping = mapping

    def generic_visit(self, node):
        names = var_names(node)     # the smaller side is iterated (isdisjoint iterates a dict)
        untouched = names.isdisjoint(self.mapping) if len(names) > len(self.mapping) else \
            not any(name in self.mapping for name in names)
        return node if untouched else super().generic_visit(node)

    def visit_Var(self, node):
        return self.mapping.get(node.name, node)


def substitute(node, mapping: dict):
    return Substitute(mapping).visit(node) if mapping else node


def uses_var(node, name: str) -> bool:
    """Does `node` read variable `name` where no let, loop or reduction inside it binds it?"""
    return name in free_names(node)


def reads_memory(node) -> bool:
    """Whether `node` reads a buffer anywhere (a Load under it)."""
    return bool(loaded_buffers(node))


def from_data(e, data_lets: set[str]) -> bool:
    """Whether `e` reads memory, or names one of `data_lets` (lets whose values do)."""
    return reads_memory(e) or not data_lets.isdisjoint(free_vars(e))


def free_vars(node) -> set[str]:
    """Names of variables read in `node` (or in a tuple of nodes) that no loop, let or reduction
    inside it defines."""
    return set(free_names(node))


@lru_cache(maxsize=1 << 16)
def free_names(node) -> frozenset[str]:
    """free_vars as a frozenset, each node's from its children's and kept: a pass asks of the
    same subtrees again and again (simplify whether each let's body reads it, partition_loops
    whether each condition moves with the loop), and most survive a pass unchanged."""
    if isinstance(node, Var):
        return frozenset((node.name,))
    if isinstance(node, tuple):
        return frozenset().union(*map(free_names, node))
    if isinstance(node, (For, LetStmt, Reduce)):    # the variable is bound in the body only
        outside = (node.value,) if isinstance(node, LetStmt) else (node.min, node.extent)
        return frozenset().union(*map(free_names, outside), free_names(node.body) - {node.var})
    return frozenset().union(*map(free_names, child_nodes(node)))


@lru_cache(maxsize=1 << 16)
def var_names(node) -> frozenset[str]:
    """The names of every variable read under `node`, bound inside it or not (kept per node)."""
    if isinstance(node, Var):
        return frozenset((node.name,))
    return frozenset().union(*map(var_names, child_nodes(node)))


@lru_cache(maxsize=1 << 16)
def loaded_buffers(node) -> frozenset[str]:
    """The buffers read (by a Load) anywhere under `node` (kept per node)."""
    names = frozenset().union(*map(loaded_buffers, child_nodes(node)))
    return names | {node.buffer} if isinstance(node, Load) else names


class Reindex(Mutator):
    """Rewrites the indices of every read and write of the buffers it `reindexes` (after their
    operands), by `reindexed(buffer, indices)`; an expression reading none of them is returned
    unwalked.  The passes that lay storage out anew build on it (flatten, storage_order,
    storage_folding, gpu_map's output counted from zero)."""

    def reindexes(self, buffer: str) -> bool:
        raise NotImplementedError

    def reindexed(self, buffer: str, indices: tuple) -> tuple:
        raise NotImplementedError

    def generic_visit(self, node):
        if isinstance(node, Expr) and not any(map(self.reindexes, loaded_buffers(node))):
            return node
        return super().generic_visit(node)

    def visit_Load(self, e):
        e = self.generic_visit(e)
        return replace(e, indices=self.reindexed(e.buffer, e.indices)) if self.reindexes(e.buffer) else e

    def visit_Store(self, s):
        s = self.generic_visit(s)
        return replace(s, indices=self.reindexed(s.buffer, s.indices)) if self.reindexes(s.buffer) else s


class _ReplaceWhere(Mutator):
    def __init__(self, test, make):
        self.test, self.make = test, make

    def missing(self, node):
        return self.make(node) if self.test(node) else self.generic_visit(node)


def replace_where(node, test, make):
    """`node` with every node that `test` accepts replaced by `make(it)` (not looked into)."""
    return _ReplaceWhere(test, make).visit(node)


def replace_loop(node, var: str, make):
    """`node` with the loop over `var` replaced by `make(loop)`."""
    return replace_where(node, lambda n: isinstance(n, For) and n.var == var, make)
