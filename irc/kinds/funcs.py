"""Pipelines: a program's funcs under a schedule (Halide-style).  A CPU schedule lowers for the
C target; a GPU schedule (gpu_tile, gpu_blocks, ...) is funcs on the SIMT or OpenCL target, the
launch of its output.  Its reference realises the funcs with numpy, whole arrays at a time."""
from __future__ import annotations

import warnings
from dataclasses import dataclass

import numpy as np

from ..arrays import allocate
from ..diagnostics import UsageError
from ..ir.evaluate import eval_int
from ..ir.nodes import Block, Buffer, Const, Function, Store
from ..ir.types import NUMPY_TYPES
from ..ir.visitor import walk
from ..lower.dumps import Verifier
from ..lower.pass_manager import Context, Instrumentation, lower
from ..lower.pipelines import FUNCS_TO_C
from ..module import Module
from ..registry import KINDS, TARGET_OBJECTS as TARGETS
from ..schedule.gpu import maps_gpu
from ..schedule.legality import strided_innermost
from ..schedules import Schedule, Split
from ..sizes import bind_inputs, bind_sizes
from ..targets.compare import relative_error
from .base import Kind
from .outputs import OutputsC, shape_of
from .reference import Reference, evaluate, random_inputs


class StridedLoop(UserWarning):
    """A func's innermost loop does not run along its contiguous dimension (it still runs)."""


class Funcs(Kind):
    name = "funcs"
    plural = "pipelines"
    noun = "a pipeline"
    tune_spaces = {"c": "irc.tune.pipelines:pipeline_search", "simt": "irc.tune.gpu:gpu_search"}

    def start(self, ctx: Context) -> Function:
        """The empty Function that `realize` fills: the program's sizes and array arguments."""
        module = ctx.module
        buffers = [Buffer(i.name, i.dtype, tuple((Const(0), e) for e in i.shape), "input")
                   for i in module.inputs]
        buffers += [Buffer(out.func, module.func(out.func).dtype, out.ranges, "output") for out in module.outputs]
        return Function(module.name, tuple(p.name for p in module.params), tuple(buffers), Block(()))

    def default_target(self, ctx: Context) -> str:
        """A GPU schedule's launch runs on the SIMT interpreter; any other schedule, as C."""
        return "simt" if maps_gpu(ctx.schedule) else "c"

    def compile(self, ctx: Context, target: str, inst: Instrumentation | None = None):
        """The funcs under `ctx.schedule`, ready to call: C (a CompiledPipeline), the SIMT
        interpreter or OpenCL (the output's launch), or the numpy reference."""
        self.check(ctx, target)
        if target == "reference":
            return self.reference(ctx)
        if TARGETS[target].launches:
            return KINDS["kernel"].launch_funcs(ctx, target, inst)
        return self._c(ctx, inst)

    def fast_math_on(self, target: str) -> bool:
        return target == "c"

    def launches(self, target: str) -> bool:
        return target != "reference" and TARGETS[target].launches

    def gpu_source(self, ctx: Context, dialect: str, inst: Instrumentation | None = None) -> str:
        """OpenCL C or CUDA C of the output's launch under a GPU schedule (the kernel kind's)."""
        return KINDS["kernel"].gpu_source(ctx, dialect, inst)

    def launch_text(self, ctx: Context, fn: Function) -> str:
        """The output's launch under a GPU schedule (`fn`, lowered) as irc kernel source."""
        return KINDS["kernel"].launch_text(ctx, fn)

    def _c(self, ctx: Context, inst: Instrumentation | None) -> "CompiledPipeline":
        schedule = ctx.schedule
        if maps_gpu(schedule):
            raise UsageError(f"schedule '{schedule.name}' maps the funcs onto a GPU; run it on the SIMT interpreter "
                             f"(irc simt --schedule {schedule.name}, prog.simt(schedule=...)) or on OpenCL (irc run "
                             f"--target opencl): the C target runs CPU schedules")
        for note in strided_innermost(ctx.module, schedule):
            warnings.warn(note, StridedLoop, stacklevel=5)
        return CompiledPipeline(ctx.module, schedule, self.lower(ctx, "c", inst), fast_math=ctx.fast_math)

    def reference(self, ctx: Context):
        """`ref(*inputs, **sizes)`: the outputs as numpy computes them, whatever the schedule."""
        return Reference(ctx.module)

    def verifier(self, ctx: Context, target: str, log=None):
        """`--verify-each`: the IR after every pass run at small sizes against the reference — as
        C, or as the launch on the SIMT interpreter (flattened, for OpenCL)."""
        if TARGETS[target].launches:
            return KINDS["kernel"].verify_funcs(ctx, target, log)
        return verify_each(ctx.module, ctx.schedule, log)


@dataclass
class Counters:
    """Per func: points computed (evaluations) and the most storage held at once (elements)."""
    evaluations: dict[str, int]
    storage: dict[str, int]

    def table(self) -> str:
        rows = [f"  {'func':<12} {'evaluations':>14} {'peak storage':>14}"]
        for f, n in self.evaluations.items():
            rows.append(f"  {f:<12} {n:>14,} {self.storage.get(f, 0):>14,}")
        return "\n".join(rows)


class CompiledPipeline(OutputsC):
    """`f(img)`, `f(img, out=buf)`, `f.source`, `f.ir`, `f.time(...)`, `f.counters(...)`."""
    narrow_auto_vectors = True

    def __init__(self, module: Module, schedule: Schedule, fn: Function, counted: tuple[str, ...] = (),
                 fast_math: bool = False):
        super().__init__(fn, module.source.name, counted=counted, fast_math=fast_math)
        self.module, self.schedule = module, schedule

    def prepare(self, *args, out=None, **kwargs):
        """Bind arguments once; returns (call, output) where call() runs the code again."""
        arrays, sizes = bind_inputs(self.module, args, kwargs)
        env = bind_sizes(self.module, arrays, sizes)
        return self._output_call(arrays, env, out)

    def counters(self, **sizes) -> Counters:
        """Evaluations and peak storage per func at these sizes: a counting build of the same
        lowering, each use of an inlined func marked (passes/funcs/inline.py), run once on zeros
        (the counts do not depend on the data).  A func computed somewhere counts the points it
        stores; an inlined one each evaluation of a use (three per point in `sum(dx in -1 .. 2:
        f(y, x + dx))`), as Halide's tracing of the func computed at each use would."""
        module = self.module
        fn = lower(FUNCS_TO_C, Context(module, self.schedule, count_inlined=True))
        funcs = tuple(f.name for f in module.funcs)
        counting = CompiledPipeline(module, self.schedule, fn, counted=funcs)
        env = bind_sizes(module, {}, sizes)
        arrays = {i.name: allocate(f"input '{i.name}'", [eval_int(e, env) for e in i.shape], NUMPY_TYPES[i.dtype],
                                   zeros=True) for i in module.inputs}
        counts, peaks = np.zeros(len(funcs), np.int64), np.zeros(len(funcs), np.int64)
        ffi = counting.built.ffi
        outs = {o.func: allocate(f"output '{o.func}'", shape_of(o, env), NUMPY_TYPES[module.func(o.func).dtype])
                for o in module.outputs}
        pointers = (ffi.cast("int64_t *", counts.ctypes.data), ffi.cast("int64_t *", peaks.ctypes.data))
        counting._caller({**arrays, **outs}, env, counting._scratch_for(env), pointers)()
        stored = {n.buffer for n in walk(fn.body) if isinstance(n, Store)}
        shown = [(k, f) for k, f in enumerate(funcs) if f in stored or counts[k]]
        return Counters({f: int(counts[k]) for k, f in shown},
                        {f: 0 if module.output_of(f) else int(peaks[k]) for k, f in shown})


def verify_each(module: Module, schedule: Schedule, log=None) -> Verifier:
    """`--verify-each`: after every pass, the IR built and run at small sizes (larger than every
    split factor, divisible by none) on random inputs, against the numpy reference."""
    factors = [s.factor for _, fs in schedule.funcs for s in fs.splits if isinstance(s, Split)] or [4]
    sizes = {p.name: 2 * max(factors) + 3 for p in module.params}
    env = bind_sizes(module, {}, sizes)
    inputs = random_inputs(module, env)
    expected = evaluate(module, inputs, env)

    def error_of(fn: Function) -> float:
        return relative_error(CompiledPipeline(module, schedule, fn)(**inputs, **sizes), expected)
    return Verifier(FUNCS_TO_C, Context(module, schedule), error_of, sizes, log)
