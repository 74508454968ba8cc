"""A sparse program built as C (CompiledSparse), called on scipy.sparse matrices, irc.sparse
tensors and numpy arrays: each sparse operand checked (irc.sparse.check: shapes, sorted in-range
coordinates, monotone pos) and converted into its declared format when it comes in another,
then bound as its levels' arrays, which the C reads without bounds checks; a sparse output
assembled and returned as scipy.sparse or a tensor."""
from __future__ import annotations

import numpy as np
import scipy.sparse as sp

from ..arrays import allocate
from ..diagnostics import UsageError
from ..ir.analysis.assembly import assembly, capacity
from ..ir.evaluate import eval_int
from ..ir.formats import count_param, crd_array, pos_array, vals_array
from ..ir.nodes import Function
from ..ir.types import NUMPY_TYPES
from ..module import Module
from ..schedules import Schedule
from ..sizes import bind_sizes, dense_input, split_arguments
from ..sparse.build import tensor
from ..sparse.convert import as_tensor
from ..sparse.tensor import INDEX, Tensor, parent_positions, readonly
from .outputs import OutputsC


def bind_operands(module: Module, args: tuple, kwargs: dict) -> tuple[dict, dict]:
    """The inputs of a call (sparse ones as tensors of their formats, dense ones as arrays) and
    the sizes, bound from keywords, then the operands' shapes, then the defaults."""
    given, sizes = split_arguments(module, args, kwargs)
    operands = {i.name: as_tensor(given[i.name], i.format, i.name, np.dtype(NUMPY_TYPES[i.dtype]))
                if i.format is not None else dense_input(i, given[i.name]) for i in module.inputs}
    return operands, bind_sizes(module, operands, sizes)


def level_arrays(name: str, t: Tensor) -> dict[str, np.ndarray]:
    """A tensor's arrays by the names the generated code gives them."""
    arrays = {vals_array(name): t.vals}
    for k in range(t.ndim):
        if t.pos[k] is not None:
            arrays[pos_array(name, k)] = t.pos[k]
        if t.crd[k] is not None:
            arrays[crd_array(name, k)] = t.crd[k]
    return arrays


def level_sizes(name: str, t: Tensor) -> dict[str, int]:
    """The sizes each level takes (`A.n1`: compressed level 1's positions), which the code takes
    with the program's sizes."""
    return {n: size for k, (level, parent) in enumerate(zip(t.format.levels, parent_positions(t)))
            for n, size in level.sizes(name, k, parent, t.crd[k]).items()}


class CompiledSparse(OutputsC):
    """`y = f(A, x)`: scipy.sparse or irc.sparse operands in, a numpy array out (`out=` reuses
    one); `f.source`, `f.ir`, `f.time(...)`."""

    def __init__(self, module: Module, fn: Function, schedule: Schedule | None = None):
        super().__init__(fn, module.source.name)
        self.module, self.schedule = module, schedule

    def __call__(self, *args, **kwargs):
        call, result = self.prepare(*args, **kwargs)
        made = call()
        return result if result is not None else made

    @property
    def assembles(self) -> bool:
        """Whether the code assembles a sparse output (pass `assemble` ran), or writes the output
        dense: a dense output, or a sparse one in the IR before `assemble` (`--verify-each`)."""
        out = self.module.output
        return out.format is not None and all(b.name != out.func for b in self.function.buffers)

    def prepare(self, *args, out=None, **kwargs):
        """Bind (and check) the operands once; returns (call, output) where call() runs again
        (a sparse output: (call, None), and call() returns the output it assembles)."""
        operands, env = bind_operands(self.module, args, kwargs)
        arrays = {}
        for name, value in operands.items():
            arrays.update(level_arrays(name, value) if isinstance(value, Tensor) else {name: value})
            env.update(level_sizes(name, value) if isinstance(value, Tensor) else {})
        if self.assembles:
            if out is not None:
                raise UsageError("out= takes a dense output's array; a sparse output is assembled anew by each call")
            return self._assembling(operands, arrays, env), None
        if self.module.output.format is not None:      # before `assemble`: the entries it stores, in zeros
            out = np.zeros(self.output_shape(env), NUMPY_TYPES[self.module.func(self.module.output.func).dtype])
        return self._output_call(arrays, env, out)

    def _assembling(self, operands: dict, arrays: dict, env: dict):
        """A call that assembles the sparse output (ir/analysis/assembly.py): appended in one
        pass into arrays of its capacity, or, through a workspace, each row bounded into `pos`,
        then filled into arrays of the bounds' sum.  It returns scipy.sparse (2-D) or an
        irc.sparse tensor."""
        name, fmt = self.module.output.func, self.module.output.format
        shape = self.output_shape(env)
        level = fmt.ndim - 1
        rows = int(np.prod([shape[m] for m in fmt.order[:-1]], dtype=np.int64))
        dtype = np.dtype(NUMPY_TYPES[self.module.func(name).dtype])
        names = pos_array(name, level), crd_array(name, level), vals_array(name)
        count, phase = count_param(name, level), f"{name}.phase"
        scratch = self._scratch_for(env)
        pos = allocate(f"output '{name}'", (rows + 1,), INDEX)
        ix = self.module.index_notation()
        formats = self.module.formats()
        plan = assembly(ix.order(formats), ix.out_vars, fmt)

        def run(size: int, phase_value: int | None) -> tuple[np.ndarray, np.ndarray]:
            crd = allocate(f"output '{name}'", (max(size, 1),), INDEX)
            vals = allocate(f"output '{name}'", (max(size, 1),), dtype)
            sizes = {**env, count: size} | ({} if phase_value is None else {phase: phase_value})
            self._caller({**arrays, names[0]: pos, names[1]: crd, names[2]: vals}, sizes, scratch)()
            return crd, vals

        def fits(size: int) -> int:
            if size >= 2 ** 31:
                raise UsageError(f"output '{name}' may hold {size:,} entries, past the int32 positions irc uses")
            return size

        if plan.workspace:
            def call():
                run(0, 0)                                    # each row's bound into pos[row + 1]
                crd, vals = run(fits(int(pos[1:].sum(dtype=np.int64))), 1)
                nnz = int(pos[-1])
                return _result(shape, fmt, pos.copy(), _trimmed(crd, nnz), _trimmed(vals, nnz))
            return call
        extents = {v: eval_int(ix.extents[v], env) for v in ix.out_vars}
        size = fits(capacity(plan, ix.expr, formats, lambda t, k: len(operands[t].crd[k]), extents))

        def call():
            crd, vals = run(size, None)
            nnz = int(pos[-1])
            return _result(shape, fmt, pos.copy(), _trimmed(crd, nnz), _trimmed(vals, nnz))
        return call


def random_operands(module: Module, sizes: dict[str, int], density: float = 0.3, seed: int = 0) -> dict:
    """Random operands at `sizes`: dense arrays, and sparse tensors with about `density` of
    their entries stored (values in [0, 1))."""
    rng = np.random.default_rng(seed)
    env = bind_sizes(module, {}, sizes)
    operands = {}
    for i in module.inputs:
        shape = tuple(eval_int(e, env) for e in i.shape)
        a = rng.random(shape).astype(NUMPY_TYPES[i.dtype])
        if i.format is not None:
            a[rng.random(shape) >= density] = 0
            where = np.nonzero(a)
            a = tensor(np.array(where), a[where], shape, i.format)
        operands[i.name] = a
    return operands


def _trimmed(a: np.ndarray, n: int) -> np.ndarray:
    """The first `n` entries: a view, or a copy when that frees more than half of `a`."""
    return a[:n].copy() if 2 * n < len(a) else a[:n]


def _result(shape: tuple[int, ...], fmt, pos: np.ndarray, crd: np.ndarray, vals: np.ndarray):
    """The assembled arrays (canonical: each row sorted, each point once) as scipy.sparse (csr
    or csc) or, for other orders, a tensor."""
    level = fmt.ndim - 1
    if fmt.ndim == 2:
        build = sp.csr_array if fmt.order == (0, 1) else sp.csc_array
        m = build((vals, crd, pos), shape=shape)
        m.has_canonical_format = True
        return m
    levels = tuple(pos if k == level else None for k in range(fmt.ndim))
    crds = tuple(crd if k == level else None for k in range(fmt.ndim))
    return Tensor(shape, fmt, tuple(map(readonly, levels)), tuple(map(readonly, crds)), readonly(vals))
