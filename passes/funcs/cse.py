"""cse: a subexpression a store computes more than once is computed once, in a let (Halide's
CSE).  Inlining makes them: harris's Ixx(y, x) = Ix(y, x) * Ix(y, x) loads Ix twice, and its
det and trace read the same three sums (lower_reductions accumulates each once: here they are
loads of one accumulator).

Value numbering, in linear time: every subexpression of a store (its value and indices) gets the
number of its structure (its kind, its own fields and its children's numbers), so equal
subexpressions share one; counting from the store down, a repeated one is counted at each use
and what lies inside it once.  Each that is used twice or more and worth a let (an operation, a
read: not a variable, a constant, or index arithmetic of variables, which C's compiler shares
itself) becomes one, inner ones first.  Every value is the one the store computed before (the
same operations on the same operands): results do not change; only a counting build (`irc run`'s
evaluations, each use of an inlined func marked) keeps every use as written.

In a vectorized loop, a read of storage irc allocates that lies in an arm of a select is taken
out of it too, into a let, even where read once: C evaluates one arm of `c ? a : b`, so a read
there is control flow that gcc vectorizes only with masked loads, which AVX2 has none of for 8-
and 16-bit lanes (camera_pipe's demosaic stayed scalar there).  Bounds inference gives such
storage the reads of both arms at every point (a footprint does not look at conditions), so
the read is always inside it; an input's or an output's may lie past the caller's array (a
boundary condition's select), and stays where it is.

rewrite:
    Sxx.dx.acc[0] = Sxx.dx.acc[0] + Ix[y + dy, x + dx] * Ix[y + dy, x + dx]
 -> let Sxx.dx.acc.cse0 = Ix[y + dy, x + dx] { Sxx.dx.acc[0] = Sxx.dx.acc[0] + Sxx.dx.acc.cse0 * Sxx.dx.acc.cse0 }
"""
from __future__ import annotations

from dataclasses import fields, replace

from irc.ir.nodes import COUNTED, Binary, Call, Cast, Expr, For, LetStmt, Load, Node, Select, Store, Unary, Var
from irc.ir.types import INT_TYPES
from irc.ir.visitor import Mutator, walk

WORTH = (Binary, Unary, Select, Cast, Call, Load)      # what computing once saves work on


class _Numbering:
    """The value numbers of expressions: equal structure, equal number (keys of small tuples, so
    that no deep tree is hashed again and again)."""

    def __init__(self):
        self.keys: dict[tuple, int] = {}
        self.nodes: list[Expr] = []
        self.children: list[tuple[int, ...]] = []
        self.reads: list[bool] = []        # whether it reads memory or calls: no mere index arithmetic
        self.memo: dict[int, int] = {}     # id(node) -> number, for nodes shared by object

    def number(self, e: Expr) -> int:
        known = self.memo.get(id(e))
        if known is not None:
            return known
        parts, kids = [type(e).__name__], []
        for f in fields(e):
            if not f.compare:          # the span, the cached hash
                continue
            v = getattr(e, f.name)
            if isinstance(v, Node):
                kids.append(self.number(v))
                parts.append(("#", kids[-1]))
            elif isinstance(v, tuple) and any(isinstance(x, Node) for x in v):
                nums = tuple(self.number(x) for x in v)
                kids.extend(nums)
                parts.append(("#",) + nums)
            else:
                parts.append(v)
        key = tuple(parts)
        n = self.keys.get(key)
        if n is None:
            n = self.keys[key] = len(self.nodes)
            self.nodes.append(e)
            self.children.append(tuple(kids))
            self.reads.append(isinstance(e, (Load, Call)) or any(self.reads[k] for k in kids))
        self.memo[id(e)] = n
        return n


def _worth(e: Expr, reads: bool) -> bool:
    if not isinstance(e, WORTH) or (isinstance(e, Call) and e.name == COUNTED):
        return False
    return reads or e.dtype not in INT_TYPES


def common_subexpressions(values: list[Expr], prefix: str, also: tuple[Expr, ...] = ()) -> tuple[list[tuple[str, Expr]], list[Expr]]:
    """The lets (name, value) that compute each repeated subexpression of `values` once, and each
    of `also` (subexpressions of theirs), in the order they may be defined (each reads only those
    before it), and `values` reading them."""
    numbering = _Numbering()
    roots = [numbering.number(v) for v in values]
    hoisted = {numbering.number(e) for e in also}
    uses = [0] * len(numbering.nodes)
    stack = list(roots)
    while stack:                    # each use counted; the inside of a repeated one, once
        n = stack.pop()
        uses[n] += 1
        if uses[n] == 1:
            stack.extend(numbering.children[n])
    shared = {n for n, e in enumerate(numbering.nodes) if (uses[n] > 1 or n in hoisted) and _worth(e, numbering.reads[n])}
    if not shared:
        return [], values
    lets: list[tuple[str, Expr]] = []
    names: dict[int, Var] = {}
    rebuild = _Rebuild(numbering, shared, names, lets, prefix)
    return lets, [rebuild.visit(v) for v in values]


class _Rebuild(Mutator):
    """The expression with each shared subexpression a variable, its let defined at its first use."""

    def __init__(self, numbering: _Numbering, shared: set[int], names: dict, lets: list, prefix: str):
        self.numbering, self.shared, self.names, self.lets, self.prefix = numbering, shared, names, lets, prefix

    def visit(self, node, *args):
        n = self.numbering.memo.get(id(node))
        if n is None or n not in self.shared:
            return super().visit(node, *args)
        if n not in self.names:
            value = super().visit(node, *args)
            self.names[n] = Var(f"{self.prefix}.cse{len(self.lets)}", node.dtype)
            self.lets.append((self.names[n].name, value))
        return self.names[n]


def _arm_loads(e: Expr, callers: set[str]) -> tuple[Load, ...]:
    """The reads in the arms of the selects of `e` of storage irc allocates (not of `callers`,
    the function's inputs and outputs)."""
    arms = [side for n in walk(e) if isinstance(n, Select) for side in (n.true_value, n.false_value)]
    return tuple(dict.fromkeys(n for arm in arms for n in walk(arm) if isinstance(n, Load) and n.buffer not in callers))


class _CSE(Mutator):
    def __init__(self, callers: set[str]):
        self.callers, self.vectorized = callers, 0

    def visit_For(self, s: For):
        self.vectorized += s.kind == "vectorized"
        out = self.generic_visit(s)
        self.vectorized -= s.kind == "vectorized"
        return out

    def visit_Store(self, s: Store):
        also = _arm_loads(s.value, self.callers) if self.vectorized else ()
        lets, (value, *indices) = common_subexpressions([s.value, *s.indices], s.buffer, also)
        if not lets:
            return s
        out = replace(s, value=value, indices=tuple(indices))
        for name, e in reversed(lets):
            out = LetStmt(name, e, out, s.span)
        return out


def cse(fn, ctx):
    """Common subexpressions of each store computed once, in lets."""
    if ctx.count_inlined:
        return fn
    body = _CSE({b.name for b in fn.buffers}).visit(fn.body)
    return fn if body is fn.body else replace(fn, body=body)
