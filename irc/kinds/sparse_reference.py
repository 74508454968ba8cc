"""The reference of sparse programs: the index expression evaluated on coordinates, with numpy.

It shares nothing with the lowering (no lattices, no levels, no loops): the summand is expanded
into a sum of products; each product is a relational join of its sparse operands' coordinate
lists (every stored entry, explicit zeros included), crossed with the ranges of the variables
only dense operands index, its dense factors gathered at those coordinates; the products'
entries are added into the output.  A function of a sparse subexpression (`abs`, `sqrt`) is
applied to that subexpression's entries once they are summed.  Its cost is the number of
entries each product has (nonzeros times dense extents), so it checks SpMV at n = 10^6 where a
dense reference could not hold A.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..ir import ufuncs
from ..ir.evaluate import eval_int
from ..ir.nodes import Binary, Call, Cast, Const, Expr, Function, Load, Unary, Var
from ..ir.types import NUMPY_TYPES
from ..ir.visitor import walk
from ..lower.dumps import Verifier
from ..lower.pass_manager import Context
from ..lower.pipelines import SPARSE_TO_C
from ..module import Module
from ..schedules import Schedule
from ..sizes import bind_sizes
from ..sparse.build import tensor
from ..sparse.tensor import Tensor
from ..targets.compare import compare
from .reference import Evaluator, evaluate, evaluating
from .sparse_compiled import CompiledSparse, bind_operands, random_operands


@dataclass
class Relation:
    """Entries over `vars`: per variable a coordinate array, and one value per entry."""
    vars: tuple[str, ...]
    coords: tuple[np.ndarray, ...]
    vals: np.ndarray

    def column(self, v: str) -> np.ndarray:
        return self.coords[self.vars.index(v)]


class SparseReference:
    """`ref(A, x, **sizes)`: the output of a sparse program, dense, computed on coordinates."""

    def __init__(self, module: Module):
        self.module = module

    def __call__(self, *args, **kwargs) -> np.ndarray:
        operands, env = bind_operands(self.module, args, kwargs)
        with evaluating(self.module, env):
            return _Reference(self.module, operands, env).output()


class _Reference:
    def __init__(self, module: Module, operands: dict, env: dict[str, int]):
        self.module, self.operands, self.env = module, operands, env
        self.func = module.func(module.output.func)
        self.extents = {a: eval_int(ext, env) for a, (_, ext) in zip(self.func.args, module.output.ranges)}
        self.extents.update({r.var: eval_int(r.extent, env) for r in self.func.sums()})
        dense = {n: a for n, a in operands.items() if not isinstance(a, Tensor)}
        self.dense = Evaluator(module, dense, env)
        self.dtype = np.dtype(NUMPY_TYPES[self.func.dtype])

    def output(self):
        """Dense, or for a sparse output its entries (scipy.sparse for 2-D, else a tensor)."""
        r = self.crossed(self.relation(self.func.summand()), self.func.args)
        shape = tuple(self.extents[a] for a in self.func.args)
        coords = np.array([r.column(a) for a in self.func.args]).reshape(len(shape), -1)
        fmt = self.module.output.format
        if fmt is not None:
            t = tensor(coords, r.vals.astype(self.dtype), shape, fmt)
            return t.to_scipy() if t.ndim == 2 else t
        out = np.zeros(shape, self.dtype)
        np.add.at(out, tuple(coords), r.vals.astype(self.dtype))
        return out

    def relation(self, e: Expr) -> Relation:
        """The entries of `e`: its products' entries, concatenated (duplicates not yet added)."""
        parts = [self.product(factors) for factors in self.terms(e)]
        variables = tuple(dict.fromkeys(v for p in parts for v in p.vars))
        parts = [self.crossed(p, variables) for p in parts]
        return Relation(variables, tuple(np.concatenate([p.column(v) for p in parts]) for v in variables),
                        np.concatenate([p.vals for p in parts]))

    def terms(self, e: Expr) -> list[list[Expr]]:
        """`e` as a sum of products of factors: sparse reads, functions of sparse subexpressions
        and dense subexpressions (a -1 factor for a subtracted term)."""
        if not self.is_sparse(e) or isinstance(e, Load) or isinstance(e, Call):
            return [[e]]
        if isinstance(e, Binary) and e.op in ("+", "-"):
            right = self.terms(e.b)
            return self.terms(e.a) + (right if e.op == "+" else [[Const(-1.0, "f64")] + t for t in right])
        if isinstance(e, Binary) and e.op == "*":
            return [a + b for a in self.terms(e.a) for b in self.terms(e.b)]
        if isinstance(e, Binary) and e.op == "/":
            return [t + [Binary("/", Const(1.0, "f64"), e.b, "f64")] for t in self.terms(e.a)]
        if isinstance(e, Unary):
            return [[Const(-1.0, "f64")] + t for t in self.terms(e.a)]
        if isinstance(e, Cast):
            return self.terms(e.value)
        raise TypeError(f"no reference rule for {type(e).__name__}")

    def is_sparse(self, e: Expr) -> bool:
        return any(isinstance(n, Load) and isinstance(self.operands.get(n.buffer), Tensor) for n in walk(e))

    def product(self, factors: list[Expr]) -> Relation:
        r = Relation((), (), np.ones(1))
        for f in factors:
            if self.is_sparse(f):
                r = _join(r, self.sparse_factor(f))
        for f in factors:
            if not self.is_sparse(f):
                r = self.crossed(r, self.index_vars(f))
                env = dict(zip(r.vars, r.coords))
                with np.errstate(all="ignore"):
                    value = self.dense.expr(f, env)
                r = Relation(r.vars, r.coords, r.vals * np.broadcast_to(np.asarray(value, np.float64), r.vals.shape))
        return r

    def sparse_factor(self, f: Expr) -> Relation:
        if isinstance(f, Load):
            t = self.operands[f.buffer]
            c = t.coords()
            names = tuple(i.name for i in f.indices)
            return Relation(names, tuple(c[d] for d in range(t.ndim)), t.vals.astype(np.float64))
        inner = _summed(self.relation(f.args[0]), self.extents)
        with np.errstate(all="ignore"):           # sqrt of a negative entry: NaN, as the C computes it
            return Relation(inner.vars, inner.coords, ufuncs.MATH[f.name](inner.vals))

    def index_vars(self, e: Expr) -> tuple[str, ...]:
        return tuple(dict.fromkeys(n.name for n in walk(e) if isinstance(n, Var) and n.name in self.extents))

    def crossed(self, r: Relation, variables) -> Relation:
        """`r` over every variable of `variables` too: crossed with the ranges of those it lacks."""
        for v in variables:
            if v not in r.vars:
                n = self.extents[v]
                r = Relation(r.vars + (v,), tuple(np.repeat(c, n) for c in r.coords) + (np.tile(np.arange(n), len(r.vals)),),
                             np.repeat(r.vals, n))
        return r


def _key(r: Relation, variables: tuple[str, ...], extents: dict[str, int]) -> np.ndarray:
    key = np.zeros(len(r.vals), np.int64)
    for v in variables:
        key = key * extents[v] + r.column(v)
    return key


def _summed(r: Relation, extents: dict[str, int]) -> Relation:
    """`r` with the values of equal coordinates added (sorted by them)."""
    key = _key(r, r.vars, extents)
    unique, inverse = np.unique(key, return_inverse=True)
    vals = np.zeros(len(unique))
    np.add.at(vals, inverse, r.vals)
    first = np.zeros(len(unique), np.int64)
    first[inverse] = np.arange(len(key))
    return Relation(r.vars, tuple(c[first] for c in r.coords), vals)


def _join(a: Relation, b: Relation) -> Relation:
    """The entries of a and b that agree on their shared variables, values multiplied."""
    shared = tuple(v for v in a.vars if v in b.vars)
    extents = {v: int(max(a.column(v).max(initial=0), b.column(v).max(initial=0))) + 1 for v in shared}
    ka, kb = _key(a, shared, extents), _key(b, shared, extents)
    order = np.argsort(kb, kind="stable")
    lo, hi = np.searchsorted(kb[order], ka, "left"), np.searchsorted(kb[order], ka, "right")
    counts = hi - lo
    left = np.repeat(np.arange(len(ka)), counts)
    starts = np.repeat(lo - (np.cumsum(counts) - counts), counts)
    right = order[starts + np.arange(len(left))] if len(left) else np.zeros(0, np.int64)
    extra = tuple(v for v in b.vars if v not in a.vars)
    return Relation(a.vars + extra, tuple(c[left] for c in a.coords) + tuple(b.column(v)[right] for v in extra),
                    a.vals[left] * b.vals[right])


def verify_each_sparse(module: Module, schedule: Schedule | None = None, log=None) -> Verifier:
    """`--verify-each` of a sparse program (under `schedule`, its loops marked): after every pass,
    the IR built and run at small sizes (7, 8, ...) on random operands, against the dense
    evaluator (the pipelines' numpy reference) on the operands made dense: a sparse output is
    compared entry by entry, and dense before pass `assemble` builds it."""
    sizes = {p.name: 7 + k for k, p in enumerate(module.params)}
    operands = random_operands(module, sizes)
    dense = {name: a.todense() if isinstance(a, Tensor) else a for name, a in operands.items()}
    expected = evaluate(module, dense, bind_sizes(module, dense, sizes))

    def error_of(fn: Function) -> float:
        return compare(CompiledSparse(module, fn, schedule)(**operands, **sizes), expected).error
    return Verifier(SPARSE_TO_C, Context(module, schedule), error_of, sizes, log)
