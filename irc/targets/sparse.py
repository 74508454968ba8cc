"""The sparse target: a program with format annotations lowered by TACO's rules (SPARSE_TO_C),
built as C, called on scipy.sparse matrices, irc.sparse tensors and numpy arrays.

Each sparse operand is checked (irc.sparse.check: shapes, sorted in-range coordinates, monotone
pos) and converted into its declared format when it comes in another, before the C runs over
its level arrays without bounds checks.
"""
from __future__ import annotations

import numpy as np

from ..ir.evaluate import eval_int
from ..ir.nodes import Function
from ..ir.types import NUMPY_TYPES
from ..lower.pass_manager import Context, Instrumentation, lower
from ..lower.pipelines import SPARSE_TO_C
from ..module import Module, Schedule
from ..sizes import bind_sizes, dense_input, split_arguments
from ..sparse.convert import as_tensor
from ..sparse.formats import count_param, crd_array, pos_array, vals_array
from ..sparse.build import tensor
from ..sparse.tensor import Tensor
from .c import CompiledC, _check_out


def compile_sparse(module: Module, schedule: Schedule | None = None,
                   inst: Instrumentation | None = None) -> "CompiledSparse":
    """The program through SPARSE_TO_C, its loops marked as `schedule` (checked) says."""
    return CompiledSparse(module, lower(SPARSE_TO_C, Context(module, schedule), inst), schedule)


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
    """The positions of each compressed level (`A.n1`), which the code takes with the sizes."""
    return {count_param(name, k): len(t.crd[k]) for k, kind in enumerate(t.format.levels) if kind == "compressed"}


class CompiledSparse(CompiledC):
    """`y = f(A, x)`: scipy.sparse or irc.sparse operands in, a numpy array out (`out=` reuses
    one); `f.source`, `f.ir`, `f.time(...)`."""

    def __init__(self, module: Module, fn: Function, schedule: Schedule | None = None):
        super().__init__(module, fn)
        self.schedule = schedule

    def output_shape(self, env) -> tuple[int, ...]:
        return tuple(eval_int(ext, env) for _, ext in self.module.output.ranges)

    def prepare(self, *args, out=None, **kwargs):
        """Bind (and check) the operands once; returns (call, output) where call() runs again."""
        operands, env = bind_operands(self.module, args, kwargs)
        arrays = {}
        for name, value in operands.items():
            arrays.update(level_arrays(name, value) if isinstance(value, Tensor) else {name: value})
            env.update(level_sizes(name, value) if isinstance(value, Tensor) else {})
        output = self.module.output.func
        shape = self.output_shape(env)
        dtype = np.dtype(NUMPY_TYPES[self.module.func(output).dtype])
        if out is None:
            out = np.empty(shape, dtype)
        _check_out(out, shape, dtype)
        if not any(np.may_share_memory(out, a) for a in arrays.values()):
            return self._caller({**arrays, output: out}, env, self._scratch_for(env)), out
        apart = np.empty(shape, dtype)       # an output over an input: computed apart, then copied
        compute = self._caller({**arrays, output: apart}, env, self._scratch_for(env))

        def call():
            compute()
            np.copyto(out, apart)
        return call, out


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

