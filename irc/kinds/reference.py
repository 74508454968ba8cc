"""The reference evaluator: every func realised with numpy over the region the output needs;
a proc run as written, statement by statement, by a small interpreter of its loop IR.

It shares only the front end with the compiler (the checked definitions and the region
rule of regions.py), so differential tests compare the passes and backends against an
independent, obviously-correct evaluation: whole arrays, no schedules, no loops but the
reductions'; a proc in its original order, with every access checked against its array's shape.
"""
from __future__ import annotations

import itertools

import numpy as np

from ..arrays import nbytes, out_of_memory
from ..diagnostics import RunError
from ..ir import ufuncs
from ..ir.evaluate import eval_int
from ..ir.nodes import Allocate, Binary, Block, Call, Cast, Const, Expr, For, If, LetStmt, Load, Reduce, Select, Stmt, Store, \
    Unary, Var, identity
from ..ir.printer import expr_str
from ..ir.types import FLOAT_TYPES, NUMPY_TYPES
from ..module import Func, Module, Proc, Update
from ..naming import loop_var
from ..regions import required_regions
from ..sizes import bind_inputs, bind_proc_args, bind_sizes, proc_sizes, scalar_arrays


class Evaluator:
    def __init__(self, module: Module, inputs: dict[str, np.ndarray], sizes: dict[str, int]):
        self.module = module
        self.inputs = inputs
        self.sizes = sizes
        self.values: dict[str, tuple[np.ndarray, tuple[int, ...]]] = {}  # func -> (array, origin)

    def realise(self, func: str, region: list[tuple[int, int]]):
        f = self.module.func(func)
        shape = tuple(hi - lo + 1 for lo, hi in region)
        grids = np.ix_(*[np.arange(lo, hi + 1, dtype=np.int64) for lo, hi in region])
        env = dict(zip(f.args, grids))
        with np.errstate(all="ignore"):
            value = self.expr(f.body, env)
        array = np.broadcast_to(np.asarray(value, NUMPY_TYPES[f.dtype]), shape).copy()
        self.values[func] = (array, tuple(lo for lo, _ in region))
        for u in f.updates:
            self.update(f, u, region)

    def update(self, f: Func, u: Update, region: list[tuple[int, int]]):
        """Update `u` of `f`, in place: at every point of its reduction domain in order (outer
        variables first), all its pure points at once (they are independent); an update
        `f(i) = f(i) op e` with e not reading f, as one `ufunc.at` over every point in that order."""
        array, origin = self.values[f.name]
        pure = [(a, range(lo, hi + 1)) for a, (lo, hi) in zip(f.args, region) if a in u.pure]
        domain = [(loop_var(f.name, r.name), range(lo, lo + n)) for r in u.rvars
                  for lo, n in [(int(self.expr(r.min, {})), int(self.expr(r.extent, {})))]]
        at = _UFUNCS.get(f.reduction(u))
        loops = pure + domain if at else pure
        grids = np.ix_(*[np.arange(r.start, r.stop, dtype=np.int64) for _, r in loops]) if loops else ()
        env = dict(zip((name for name, _ in loops), grids))
        points = [()] if at else itertools.product(*(r for _, r in domain))
        with np.errstate(all="ignore"):
            for point in points:
                here = {**env, **{name: np.int64(v) for (name, _), v in zip(domain, point)}}
                shape = np.broadcast_shapes(*[np.shape(g) for g in grids]) if grids else ()
                keep = slice(None) if u.condition is None else \
                    np.broadcast_to(np.asarray(self.expr(u.condition, here), bool), shape).ravel()
                index = tuple((np.broadcast_to(np.asarray(self.expr(i, here), np.int64), shape) - o).ravel()[keep]
                              for i, o in zip(u.indices, origin))
                value = u.value.b if at else u.value
                value = np.broadcast_to(np.asarray(self.expr(value, here), array.dtype), shape).ravel()[keep]
                if at:
                    at.at(array, index, value)
                else:
                    array[index] = value

    def expr(self, e: Expr, env):
        if isinstance(e, Const):
            return NUMPY_TYPES[e.dtype](e.value)
        if isinstance(e, Var):
            return env[e.name] if e.name in env else np.int64(self.sizes[e.name])
        if isinstance(e, Binary):
            return self.binary(e, env)
        if isinstance(e, Unary):
            a = self.expr(e.a, env)
            return ufuncs.UNARY[e.op](a)
        if isinstance(e, Select):
            return np.where(self.expr(e.cond, env), self.expr(e.true_value, env), self.expr(e.false_value, env))
        if isinstance(e, Cast):
            return ufuncs.cast(self.expr(e.value, env), e.value.dtype, e.dtype)
        if isinstance(e, Call):
            return ufuncs.MATH[e.name](*[self.expr(a, env) for a in e.args]).astype(NUMPY_TYPES[e.dtype])
        if isinstance(e, Load):
            return self.load(e, env)
        if isinstance(e, Reduce):
            return self.reduce(e, env)
        raise TypeError(type(e).__name__)

    def binary(self, e: Binary, env):
        a, b = self.expr(e.a, env), self.expr(e.b, env)
        if e.op in ("/", "%"):
            if e.dtype in FLOAT_TYPES:
                out = np.divide(a, b) if e.op == "/" else np.fmod(a, b)
            else:
                out = ufuncs.integer_divide(e.op, a, b)
        else:
            out = ufuncs.elementwise(e.op)(a, b)
        return out if e.dtype == "bool" else np.asarray(out).astype(NUMPY_TYPES[e.dtype], copy=False)

    def load(self, e: Load, env):
        idx = [np.asarray(self.expr(i, env), np.int64) for i in e.indices]
        inp = self.module.input(e.buffer)
        if inp is None:
            array, origin = self.values[e.buffer]
            return array[tuple(i - o for i, o in zip(idx, origin))]
        array = self.inputs[e.buffer]
        shape = array.shape
        clamped = tuple(np.clip(i, 0, n - 1) for i, n in zip(idx, shape))
        if inp.boundary == "none":
            for i, n in zip(idx, shape):
                if np.any((i < 0) | (i >= n)):
                    raise RunError(f"input '{e.buffer}' read outside its extent")
        value = array[clamped]
        if inp.boundary == "zero":
            inside = np.ones(np.broadcast_shapes(*[i.shape for i in idx]), bool)
            for i, n in zip(idx, shape):
                inside &= (i >= 0) & (i < n)
            value = np.where(inside, value, array.dtype.type(0))
        return value

    def reduce(self, e: Reduce, env):
        """The sum (or the reduction by `e.op`) over `var`; where the range differs between points
        (`ptr(i) .. ptr(i + 1)`) every point folds only the terms inside its own range."""
        lo = np.asarray(self.expr(e.min, env), np.int64)
        hi = lo + np.asarray(self.expr(e.extent, env), np.int64)
        fold, total = ufuncs.BINARY[e.op], NUMPY_TYPES[e.dtype](identity(e.op, e.dtype).value)
        if lo.ndim == 0 and hi.ndim == 0:
            for k in range(int(lo), int(hi)):
                total = fold(total, self.expr(e.body, {**env, e.var: np.int64(k)}))
            return total
        for k in range(int(lo.min()), int(hi.max()) if hi.size else 0):
            inside = (lo <= k) & (k < hi)
            term = self.expr(e.body, {**env, e.var: np.int64(k)})
            total = np.where(inside, fold(total, term), total)
        return total


_UFUNCS = {"+": np.add, "-": np.subtract, "*": np.multiply, "min": np.minimum, "max": np.maximum}


class _ProcInterpreter(Evaluator):
    """A proc's statements run one by one on its arrays, in place: the loops in their order, each
    expression as the reference evaluates it, on numpy scalars of the IR's types."""

    def __init__(self, module: Module, arrays: dict[str, np.ndarray], sizes: dict[str, int]):
        super().__init__(module, arrays, sizes)
        self.env: dict[str, object] = {}

    def run(self, s: Stmt) -> None:
        if isinstance(s, Block):
            for child in s.stmts:
                self.run(child)
        elif isinstance(s, For):
            lo = int(self.expr(s.min, self.env))
            for v in range(lo, lo + int(self.expr(s.extent, self.env))):
                self.scoped(s.var, v, s.body)
        elif isinstance(s, LetStmt):
            self.scoped(s.var, self.expr(s.value, self.env), s.body)
        elif isinstance(s, If):
            branch = s.then if self.expr(s.cond, self.env) else s.otherwise
            if branch is not None:
                self.run(branch)
        elif isinstance(s, Store):
            self.inputs[s.buffer][self.index(s)] = self.expr(s.value, self.env)
        elif isinstance(s, Allocate):
            self.allocated(s)
        else:
            raise TypeError(type(s).__name__)

    def allocated(self, s: Allocate) -> None:
        """`s.body` run with a fresh local array (a var: zero-dimensional), NaN until written where
        it holds floats (C leaves it undefined: a read before a write shows in a check)."""
        shape = tuple(int(self.expr(extent, self.env)) for _, extent in s.bounds)
        dtype = NUMPY_TYPES[s.dtype]
        self.inputs[s.buffer] = np.full(shape, np.nan if np.issubdtype(dtype, np.floating) else 0, dtype)
        self.run(s.body)
        del self.inputs[s.buffer]

    def scoped(self, var: str, value, body: Stmt) -> None:
        """`body` run with `var` bound to `value` (a loop's variable, a let)."""
        self.env[var] = value
        self.run(body)
        del self.env[var]

    def index(self, access: Load | Store) -> tuple[int, ...]:
        """The element an access names, which must lie inside its array."""
        array = self.inputs[access.buffer]
        idx = tuple(int(self.expr(i, self.env)) for i in access.indices)
        if not all(0 <= i < n for i, n in zip(idx, array.shape)):
            line = f" (line {access.span.line})" if access.span else ""
            raise RunError(f"{access.buffer}[{', '.join(expr_str(i) for i in access.indices)}] is "
                           f"{access.buffer}[{', '.join(map(str, idx))}], outside its shape {array.shape}{line}")
        return idx

    def load(self, e: Load, env):
        return self.inputs[e.buffer][self.index(e)]


def evaluate(module: Module, inputs: dict[str, np.ndarray], sizes: dict[str, int]):
    """The output of the program on `inputs`, as numpy computes it (a tuple of its outputs, in
    declaration order, where it has several)."""
    regions = required_regions(module)
    ev = Evaluator(module, inputs, sizes)
    for f in module.funcs:
        if f.name in regions:
            ev.realise(f.name, [(eval_int(iv.lo, sizes), eval_int(iv.hi, sizes)) for iv in regions[f.name]])
    return result(module, {o.func: ev.values[o.func][0] for o in module.outputs})


def result(module: Module, outputs: dict[str, np.ndarray]):
    """What a pipeline returns: its output's array, or a tuple of its outputs' in declaration order."""
    arrays = tuple(outputs[o.func] for o in module.outputs)
    return arrays[0] if len(arrays) == 1 else arrays


def per_output(module: Module, returned) -> dict[str, np.ndarray]:
    """What a pipeline returned, by output name (`result`'s inverse)."""
    arrays = returned if len(module.outputs) > 1 else (returned,)
    return {o.func: a for o, a in zip(module.outputs, arrays)}


def evaluate_func(module: Module, func: str, shape: tuple[int, ...], inputs: dict[str, np.ndarray],
                  sizes: dict[str, int]) -> np.ndarray:
    """One func of `module` over [0, shape), from inputs alone (a kernel's `check`)."""
    ev = Evaluator(module, inputs, sizes)
    ev.realise(func, [(0, n - 1) for n in shape])
    return ev.values[func][0]


class Reference:
    """`ref(*inputs, **sizes)`: the output as numpy computes it."""

    def __init__(self, module: Module):
        self.module = module

    def __call__(self, *args, **kwargs):
        arrays, sizes = bind_inputs(self.module, args, kwargs)
        env = bind_sizes(self.module, arrays, sizes)
        with evaluating(self.module, env):
            return evaluate(self.module, arrays, env)


def evaluating(module: Module, env: dict[str, int]):
    """A block evaluating the reference at sizes `env`: running out of memory in it is a
    UsageError naming the largest output, with its bytes where it is dense (numpy's otherwise)."""
    def need(o) -> int | None:
        shape = [eval_int(e, env) for _, e in o.ranges]
        return None if o.format is not None else nbytes(shape, NUMPY_TYPES[module.func(o.func).dtype])
    largest = max(module.outputs, key=lambda o: need(o) or 0)
    return out_of_memory(f"the numpy reference's output '{largest.func}'", need(largest))


class ProcReference:
    """`ref(A, B, T=.., N=..)`: the proc as written, on these arrays, in place (small sizes: it
    interprets one statement at a time)."""

    def __init__(self, module: Module, proc: Proc):
        self.module, self.proc = module, proc

    def __call__(self, *args, **kwargs) -> None:
        arrays, env = bind_proc_args(self.module, self.proc, args, kwargs)
        with np.errstate(all="ignore"):
            _ProcInterpreter(self.module, arrays, env).run(self.proc.body)


def random_inputs(module: Module, env: dict[str, int], seed: int = 0) -> dict[str, np.ndarray]:
    """Inputs of a program's funcs (for --verify-each, irc tune's checks), seeded: floats uniform
    in [0, 1), integers in [0, 256) (or their type's range, if narrower: an image's pixels), of
    their shapes at sizes `env`; scalar params at their defaults."""
    rng = np.random.default_rng(seed)
    arrays = {i.name: _random(rng, tuple(eval_int(e, env) for e in i.shape), np.dtype(NUMPY_TYPES[i.dtype]))
              for i in module.inputs if i.scalar is None}
    return {**arrays, **scalar_arrays(module, {})}


def _random(rng, shape: tuple[int, ...], dtype: np.dtype) -> np.ndarray:
    if np.issubdtype(dtype, np.floating):
        return rng.random(shape).astype(dtype)
    return rng.integers(0, min(256, np.iinfo(dtype).max + 1), shape).astype(dtype)


def random_arrays(module: Module, proc: Proc, sizes: dict, seed: int = 0) -> dict[str, np.ndarray]:
    """Arrays for a proc nobody gave arrays to, seeded: uniform in [0, 1) (integers: 0), of its
    shapes at `sizes` (a negative extent is left for the call to refuse, as empty)."""
    env = proc_sizes(module, sizes)
    rng = np.random.default_rng(seed)
    return {b.name: rng.random(tuple(max(eval_int(e, env), 0) for e in b.shape)).astype(NUMPY_TYPES[b.dtype])
            for b in proc.buffers}


def copies(arrays: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    return {k: a.copy() for k, a in arrays.items()}
