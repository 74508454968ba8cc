"""The funcs under a GPU schedule (gpu_tile, gpu_blocks, ...) on the SIMT and OpenCL targets: the
launch of the program's one output, as a kernel whose buffers are the inputs and the output.
It binds inputs and sizes by name (the output allocated), is checked against the numpy
reference, is written as irc kernel source, OpenCL C or CUDA C, and its `--verify-each` runs
the IR after every pass on the SIMT interpreter."""
from __future__ import annotations

from pathlib import PurePath

import numpy as np

from ..arrays import allocate
from ..diagnostics import UsageError
from ..ir.evaluate import eval_int
from ..ir.nodes import GPU_LOOP_KINDS, Block, Function, Load
from ..ir.types import NUMPY_TYPES
from ..ir.visitor import walk
from ..lower.dumps import Verifier
from ..lower.pass_manager import Context, Instrumentation, lower
from ..lower.pipelines import FUNCS_TO_OPENCL, FUNCS_TO_SIMT, KERNEL_TO_OPENCL, Pipeline
from ..module import Input, Kernel, Module
from ..registry import TARGET_OBJECTS as TARGETS
from ..schedule.gpu import GPU_WORDS
from ..schedules import Schedule, Split
from ..sizes import bind_sizes, scalar_arrays
from ..targets.compare import relative_error
from ..targets.opencl import GpuSource
from ..targets.simt import buffer_shape
from .launch import Launcher, launch_sizes
from .reference import evaluate, random_inputs


def output_kernel(module: Module, schedule: Schedule) -> Kernel:
    """The kernel a GPU schedule makes of the funcs: the inputs and the output as its buffers,
    its spans those of the output's definition and of the schedule's GPU word."""
    if len(module.outputs) > 1:
        raise UsageError(f"a GPU launch computes one output; {module.name} has {len(module.outputs)} "
                         f"({', '.join(o.func for o in module.outputs)}): run it as C (irc run)")
    out = module.func(module.output.func)
    if not any(k in GPU_LOOP_KINDS for _, k in schedule.of(out.name).kinds):
        raise UsageError(f"schedule '{schedule.name}' maps no loop onto the GPU; the SIMT interpreter and "
                         f"OpenCL run a func under gpu_tile / gpu_blocks / gpu_threads (others run as C: irc run)")
    buffers = module.inputs + (Input(out.name, out.dtype, tuple(e for _, e in module.output.ranges), "none",
                                     module.output.span),)
    fs = schedule.of(out.name)
    word = next((fs.span(w) for w in GPU_WORDS if fs.span(w)), None)
    return Kernel(out.name, buffers, (), (), None, (), Block(()), out.span, word)


def flat_launch(module: Module, unit: Kernel | Schedule, inst: Instrumentation | None = None) -> tuple[Kernel, Function, str]:
    """(the kernel, its flattened launch, the name its source gives it) of a kernel or of the
    funcs under a GPU schedule."""
    if isinstance(unit, Kernel):
        return unit, lower(KERNEL_TO_OPENCL, Context(module, kernel=unit), inst), unit.name
    kernel = output_kernel(module, unit)
    return kernel, lower(FUNCS_TO_OPENCL, Context(module, unit), inst), f"{kernel.name}_{unit.name}"


def emit_gpu_source(module: Module, unit: Kernel | Schedule, dialect: str,
                    inst: Instrumentation | None = None) -> GpuSource:
    """OpenCL C or CUDA C (`dialect`) of a kernel or of the funcs under a GPU schedule."""
    _, fn, name = flat_launch(module, unit, inst)
    return TARGETS["opencl"].source(fn, name, dialect)


def ptxas_registers(module: Module, unit: Kernel | Schedule) -> int:
    """The registers per thread ptxas gives the CUDA source of a (single-launch) kernel."""
    _, fn, name = flat_launch(module, unit)
    return TARGETS["opencl"].ptxas_registers(fn, name)


def launch_source(module: Module, schedule: Schedule, fn: Function) -> str:
    """The launch a GPU schedule lowered into (`fn`), as irc kernel source: the file's sizes, the
    kernel, and a `check` of its output where the output's definition reads inputs only."""
    out = module.func(module.output.func)
    name = f"{out.name}_{schedule.name}"
    header = [f"# {out.name} under GPU schedule '{schedule.name}' of {PurePath(module.source.name).name}, as irc "
              f"generated it",
              *(f"param {p.name}: i32 = {p.default}" for p in module.params)]
    reads = {n.buffer for n in walk(out.body) if isinstance(n, Load)}
    edged = sorted(i.name for i in module.inputs if i.name in reads and i.boundary != "none")
    if edged:
        checks = [f"# no check: {out.name} reads {', '.join(edged)} with a boundary condition, which a kernel's "
                  f"buffers do not have; `irc simt --schedule {schedule.name}` checks it against the reference"]
    elif reads <= {i.name for i in module.inputs} and out.span is not None:
        text = "\n".join(module.source.line(n) for n in range(out.span.line, out.span.end_line + 1))
        definition = text[out.span.column - 1:].split("#")[0].strip().removeprefix("func").strip()
        checks = [f"check {name}: {definition}"]
    else:
        checks = [f"# no check: {out.name} reads funcs ({', '.join(sorted(reads - {i.name for i in module.inputs}))}); "
                  f"`irc simt --schedule {schedule.name}` checks it against the reference"]
    return TARGETS["simt"].source(fn, name, header, checks)


class PipelineLauncher(Launcher):
    """The output of a program's funcs under a GPU schedule, launched: inputs and sizes by name
    (the output is allocated), checked against the numpy reference; `output(...)` the array."""

    def bind(self, inputs_and_sizes: dict) -> tuple[dict, dict]:
        return super().bind(with_output(self.module, self.kernel, inputs_and_sizes))

    def output(self, **inputs_and_sizes) -> np.ndarray:
        return self(**inputs_and_sizes).outputs[self.module.output.func]

    def expected(self, arrays: dict, env: dict) -> list[tuple[str, np.ndarray]]:
        return pipeline_expected(self.module, arrays, env)


def with_output(module: Module, kernel: Kernel, inputs_and_sizes: dict) -> dict:
    """The arguments of the launch of a GPU schedule: the inputs and sizes given, scalar params
    as one-element arrays (given, or their defaults), and the output allocated (zeros)."""
    out = module.output.func
    if out in inputs_and_sizes:
        raise UsageError(f"'{out}' is the output; the launch allocates it")
    inputs_and_sizes = {**inputs_and_sizes, **scalar_arrays(module, inputs_and_sizes)}
    sizes = {k: v for k, v in inputs_and_sizes.items() if module.input(k) is None}
    shape = buffer_shape(kernel.buffer(out), launch_sizes(module, sizes))
    dtype = NUMPY_TYPES[kernel.buffer(out).dtype]
    return {**inputs_and_sizes, out: allocate(f"output '{out}'", shape, dtype, zeros=True)}


def pipeline_expected(module: Module, arrays: dict, env: dict) -> list[tuple[str, np.ndarray]]:
    """(the output, what the numpy reference computes of the inputs in `arrays`)."""
    inputs = {i.name: arrays[i.name] for i in module.inputs}
    return [(module.output.func, evaluate(module, inputs, env))]


def verify_each_gpu(module: Module, schedule: Schedule, pipeline: Pipeline = FUNCS_TO_SIMT, log=None) -> Verifier:
    """`--verify-each` of a GPU schedule: the Verifier of `pipeline` (FUNCS_TO_SIMT, or
    FUNCS_TO_OPENCL, whose flattened buffers the launch reads as one-dimensional arrays).  After
    every pass, the IR so far (with the passes that make a launch of it: the pipeline's
    `runnable`) runs on the SIMT interpreter on random inputs, against the numpy reference, at
    sizes 3 past the largest region a schedule's split makes: at least two blocks along each
    dimension, the last partly outside.  A fault or a race fails the pass as a wrong result does."""
    output_kernel(module, schedule)                  # one output, loops mapped onto the GPU: else refused
    sizes = {p.name: block_reach(schedule) + 3 for p in module.params}
    env = bind_sizes(module, {}, sizes)
    inputs = random_inputs(module, env)
    expected = evaluate(module, inputs, env)
    out = module.output.func

    def error_of(fn: Function) -> float:
        arrays = {**inputs, out: np.zeros(expected.shape, NUMPY_TYPES[module.func(out).dtype])}
        arrays = {b.name: arrays[b.name].reshape([eval_int(e, env) for _, e in b.bounds]) for b in fn.buffers}
        outputs = TARGETS["simt"].run_or_fail(fn, arrays, env)
        return relative_error(outputs[out].reshape(expected.shape), expected)
    return Verifier(pipeline, Context(module, schedule), error_of, sizes, log)


def block_reach(schedule: Schedule) -> int:
    """The largest split factor of the schedule, or tile a coarsened thread covers (at least 4)."""
    return max([s.factor for _, fs in schedule.funcs for s in fs.splits if isinstance(s, Split)] +
               [c.factor * c.tile.factor for _, fs in schedule.funcs for c in fs.coarsens] + [4])
