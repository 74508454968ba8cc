"""A program's dense outputs, bound for a C call: new arrays, or the caller's `out=` checked
(shape, type, writable in place), an output over an input computed apart then copied — the
rule of every kind that returns outputs (pipelines, sparse programs)."""
from __future__ import annotations

import numpy as np

from ..arrays import allocate, in_place_problem
from ..diagnostics import UsageError
from ..ir.evaluate import eval_int
from ..ir.types import NUMPY_TYPES
from ..module import Module
from ..targets.c import CompiledC
from .reference import result


class OutputsC(CompiledC):
    """A CompiledC of a program (`self.module`) that returns its outputs."""
    module: Module

    def output_shape(self, env) -> tuple[int, ...]:
        """The shape of the program's one output (a sparse program's) at sizes `env`."""
        return shape_of(self.module.output, env)

    def _output_call(self, arrays: dict, env: dict, out):
        """(call, result): the code on `arrays` into the program's dense outputs `out` (new arrays
        when None, else checked: an array, or a tuple of one per output); an output over an input
        or another output is computed apart, then copied (numpy's rule)."""
        outs = {}
        several = len(self.module.outputs) > 1
        for k, (o, given) in enumerate(zip(self.module.outputs, _given_outputs(self.module, out))):
            shape, dtype = shape_of(o, env), np.dtype(NUMPY_TYPES[self.module.func(o.func).dtype])
            if given is not None:
                _check_out(given, shape, dtype, f"out[{k}] (output '{o.func}')" if several else "out")
            outs[o.func] = allocate(f"output '{o.func}'", shape, dtype) if given is None else given
        apart = {name: allocate(f"output '{name}'", buf.shape, buf.dtype) for name, buf in outs.items()
                 if any(np.may_share_memory(buf, a) for a in arrays.values())
                 or any(other != name and np.may_share_memory(buf, b) for other, b in outs.items())}
        compute = self._caller({**arrays, **outs, **apart}, env, self._scratch_for(env))
        if not apart:
            return compute, result(self.module, outs)

        def call():
            compute()
            for name, buf in apart.items():
                np.copyto(outs[name], buf)
        return call, result(self.module, outs)


def shape_of(out, env) -> tuple[int, ...]:
    return tuple(eval_int(ext, env) for _, ext in out.ranges)


def _given_outputs(module: Module, out) -> list:
    """`out=` as one array (or None) per output: an array for a program of one output, a tuple
    of one per output (each may be None) for several."""
    names = [o.func for o in module.outputs]
    if len(names) == 1:
        return [out]
    if out is None:
        return [None] * len(names)
    if not isinstance(out, (tuple, list)) or len(out) != len(names):
        raise UsageError(f"out takes a tuple of {len(names)} arrays, one per output ({', '.join(names)})")
    return list(out)


def _check_out(out, shape: tuple[int, ...], dtype: np.dtype, what: str) -> None:
    """`out=` (`what`) must be a numpy array of the output's shape and type that the code can
    write in place: C-contiguous, aligned, in the machine's byte order, writable (a copy would
    leave the caller's array unwritten)."""
    if not isinstance(out, np.ndarray):
        raise UsageError(f"{what} must be a numpy array ({dtype.name}, shape {shape}), got {type(out).__name__}")
    if out.shape != shape or out.dtype.newbyteorder("=") != dtype:
        raise UsageError(f"{what} must be a C-contiguous {dtype.name} array of shape {shape}, "
                         f"got {out.dtype.name} {out.shape}")
    problem = in_place_problem(out)
    if problem == "read-only":
        raise UsageError(f"{what} is read-only")
    if problem is not None:
        raise UsageError(f"{what} is {problem}: the code writes it in place, so it must be a C-contiguous, aligned "
                         f"{dtype.name} array in the machine's byte order")
