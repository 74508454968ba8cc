"""`--verify-each` of a GPU schedule: after every pass, the IR so far (with the passes that make a
launch of it: FUNCS_TO_SIMT.runnable) run on the SIMT interpreter at small sizes on random inputs,
against the numpy reference; a fault or a race of that run fails the pass as a wrong result does."""
from __future__ import annotations

import numpy as np

from ..backends.simt.errors import SimtError
from ..backends.simt.launch import launch_shapes, simulate
from ..ir.evaluate import eval_int
from ..ir.nodes import Function
from ..ir.types import NUMPY_TYPES
from ..lower.dumps import FailedRun, Verifier
from ..lower.pass_manager import Context
from ..lower.pipelines import FUNCS_TO_SIMT, Pipeline
from ..module import Module
from ..schedules import Schedule, Split
from ..sizes import bind_sizes
from .reference import evaluate, random_inputs, relative_error
from .simt import output_kernel


def verify_each_gpu(module: Module, schedule: Schedule, pipeline: Pipeline = FUNCS_TO_SIMT, log=None) -> Verifier:
    """The Verifier of `pipeline` (FUNCS_TO_SIMT, or FUNCS_TO_OPENCL, whose flattened buffers the
    launch reads as one-dimensional arrays) at sizes 3 past the largest region a schedule's split
    makes: at least two blocks along each dimension, the last partly outside."""
    output_kernel(module, schedule)                  # one output, loops mapped onto the GPU: else refused
    sizes = {p.name: block_reach(schedule) + 3 for p in module.params}
    env = bind_sizes(module, {}, sizes)
    inputs = random_inputs(module, env)
    expected = evaluate(module, inputs, env)
    out = module.output.func

    def error_of(fn: Function) -> float:
        arrays = {**inputs, out: np.zeros(expected.shape, NUMPY_TYPES[module.func(out).dtype])}
        arrays = {b.name: arrays[b.name].reshape([eval_int(e, env) for _, e in b.bounds]) for b in fn.buffers}
        try:
            result = simulate(fn, arrays, env, launch_shapes(fn, env, None))
        except SimtError as e:
            line = f" (line {e.span.line})" if e.span else ""
            raise FailedRun(f"faults on the SIMT interpreter: {e.message}{line}") from None
        if result.races:
            raise FailedRun(f"races on the SIMT interpreter: {result.races[0].describe()}")
        return relative_error(result.outputs[out].reshape(expected.shape), expected)
    return Verifier(pipeline, Context(module, schedule), error_of, sizes, log)


def block_reach(schedule: Schedule) -> int:
    """The largest split factor of the schedule, or tile a coarsened thread covers (at least 4)."""
    return max([s.factor for _, fs in schedule.funcs for s in fs.splits if isinstance(s, Split)] +
               [c.factor * c.tile.factor for _, fs in schedule.funcs for c in fs.coarsens] + [4])
