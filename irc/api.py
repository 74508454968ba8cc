"""The Python API: `irc.load(path)` / `irc.parse(text)` give a Program to compile and run."""
from __future__ import annotations

from .diagnostics import UsageError
from .ir.analysis.deps import Deps, analyze
from .ir.nodes import Function
from .lower.pass_manager import Context, Instrumentation, lower
from .lower.pipelines import FUNCS_TO_C, FUNCS_TO_SIMT, PROC_TO_C
from .module import Module
from .schedules import KernelSchedule, ProcSchedule, Schedule
from .program import load_module, parse_module
from .schedule.builder import ScheduleBuilder
from .schedule.gpu import maps_gpu
from .schedule.procs import proc_to_run
from .schedule.resolve import available, resolve
from .schedule.sparse import check_sparse_schedule
from .targets import TARGETS, target as target_named
from .targets.c import CompiledPipeline, CompiledProc, Counters
from .targets.opencl import OpenclRun
from .targets.sparse import CompiledSparse, compile_sparse
from .targets.sparse_reference import SparseReference
from .targets.simt import DEFAULT_BUDGET, KernelRunner, PipelineRunner, SimtRun, kernel_named


USAGE = "{} takes a kernel's name (and a schedule of kernels, schedule=..., if it is to run under one) or a GPU " \
        "schedule of the funcs (schedule=...)"


class Program:
    """A checked program: its funcs, inputs, sizes, schedules, kernels and procs."""

    def __init__(self, module: Module):
        self.module = module

    def __repr__(self) -> str:
        m = self.module
        outputs = ", ".join(o.func for o in m.outputs)
        parts = [f"output{'s' * (len(m.outputs) > 1)} {outputs}" if m.outputs else "",
                 f"{len(m.funcs)} func{'s' * (len(m.funcs) != 1)}" if m.outputs else "",
                 f"kernels {', '.join(self.kernels)}" if m.kernels else "",
                 f"procs {', '.join(self.procs)}" if m.procs else "",
                 f"schedules {', '.join(n for n, _ in m.schedules)}" if m.schedules else ""]
        return f"<irc program {m.source.name}: {'; '.join(p for p in parts if p)}>"

    @property
    def schedules(self) -> list[str]:
        return available(self.module)

    @property
    def kernels(self) -> list[str]:
        return [k.name for k in self.module.kernels]

    @property
    def procs(self) -> list[str]:
        return [p.name for p in self.module.procs]

    def schedule(self) -> ScheduleBuilder:
        """A schedule built in Python, word by word, with the checks of a schedule block:
        `b = prog.schedule(); b.func("blury").tile("y", "x", 32, 32); prog.compile(schedule=b)`;
        `str(b)` is the block's text."""
        return ScheduleBuilder(self.module)

    def lower(self, schedule: str | Schedule | None = None, inst: Instrumentation | None = None,
              fast_math: bool = False) -> Function:
        """The funcs under `schedule` through the C pipeline, or a GPU schedule through the SIMT one
        (the output's launch): the final loop IR."""
        if self.module.sparse:
            return self._sparse(schedule, "c", inst).function
        schedule = resolve(self.module, schedule)
        gpu = maps_gpu(schedule)
        if fast_math and gpu:
            raise UsageError("fast_math applies to a pipeline's funcs on the C target, not to a GPU schedule")
        return lower(FUNCS_TO_SIMT if gpu else FUNCS_TO_C, Context(self.module, schedule, fast_math=fast_math), inst)

    def lower_proc(self, proc: str | None = None, schedule: str | ProcSchedule | None = None,
                   inst: Instrumentation | None = None, until: str | None = None) -> Function:
        """Proc `proc` (as written, or under `schedule`, a block of it) through PROC_TO_C: the final
        loop IR, or the IR after pass (or checkpoint) `until`."""
        found = proc_to_run(self.module, proc, schedule)
        if found is None:
            raise UsageError(f"{self.module.source.name} has no procs" if not self.module.procs else
                             f"name the proc, one of {', '.join(self.procs)}")
        return lower(PROC_TO_C, Context(self.module, proc=found[0], proc_schedule=found[1]), inst, until)

    def compile(self, schedule: str | Schedule | None = None, target: str = "c",
                inst: Instrumentation | None = None, proc: str | None = None,
                threads: int | None = None, fast_math: bool = False) -> CompiledPipeline | CompiledProc:
        """The funcs under `schedule` (a block of the file, a policy, or a built Schedule), ready
        to call on arrays; or a proc, to call on its arrays, which it updates in place: `f(A, B,
        T=100, N=4000)` — proc `proc` as written (a file's only proc, when it has no funcs), or
        under `schedule`, a block of the proc (`schedule="auto"`).  `threads`: the team size of
        its parallel loops on the C target (default: OpenMP's, every core).  `fast_math`: a
        pipeline's float arithmetic by constants as Halide's simplifier does it: divisions as
        products with the reciprocals (each within 1.5 units in the last place of the exact
        quotient), products by one constant factored out of sums, two constants folded
        (passes/funcs/fast_math.py states the bound)."""
        if threads is not None and target != "c":
            raise UsageError(f"threads= sets the OpenMP threads of the C target, not of '{target}'")
        f = self._compile(schedule, target, inst, proc, fast_math)
        f.threads = threads
        return f

    def _compile(self, schedule, target: str, inst: Instrumentation | None, proc: str | None, fast_math: bool):
        found = proc_to_run(self.module, proc, schedule)
        if fast_math and (found is not None or self.module.sparse or target != "c"):
            raise UsageError("fast_math applies to a pipeline's funcs on the C target (procs and sparse programs "
                             "divide exactly)")
        if found is not None:
            if target != "c":
                raise UsageError(f"procs run on the C target, not '{target}'")
            return TARGETS["c"].compile_proc(self.module, *found, inst=inst)
        if self.module.sparse:
            return self._sparse(schedule, target, inst)
        if fast_math:
            return TARGETS["c"].compile(self.module, resolve(self.module, schedule), inst, fast_math=True)
        return target_named(target, "funcs").compile(self.module, resolve(self.module, schedule), inst)

    def _sparse(self, schedule, target: str, inst: Instrumentation | None) -> CompiledSparse:
        if target != "c":
            raise UsageError(f"sparse programs run on the C target, not '{target}'")
        chosen = None if schedule is None else resolve(self.module, schedule)
        if chosen is not None:
            check_sparse_schedule(self.module, chosen)
        return compile_sparse(self.module, chosen, inst)

    def reference(self, *args, proc: str | None = None, **kwargs):
        """The output computed by the numpy reference evaluator; with `proc` (or in a file whose
        only program is one proc), that proc run as written on its arrays, in place."""
        found = proc_to_run(self.module, proc)
        if found is not None:
            return TARGETS["reference"].compile_proc(self.module, found[0])(*args, **kwargs)
        if self.module.sparse:
            return SparseReference(self.module)(*args, **kwargs)
        return TARGETS["reference"].compile(self.module)(*args, **kwargs)

    def deps(self, proc: str | None = None) -> Deps:
        """The exact dependences of proc `proc` as written (a file's only proc by default): flow,
        anti and output, with their distances, and each loop's properties (parallel, permutable
        band); `.text()` is what `irc deps` prints."""
        return analyze(self.lower_proc(proc, until="lowered"))

    def kernel(self, name: str, inst: Instrumentation | None = None,
               schedule: str | KernelSchedule | None = None) -> KernelRunner:
        """Kernel `name` lowered into its launch, ready to run at any sizes; with `schedule`, under
        that schedule of the file's kernels (`schedule padded { K.pad(s, 1) }`)."""
        return TARGETS["simt"].compile(self.module, kernel_named(self.module, name, schedule), inst)

    def simt(self, kernel: str | None = None, schedule: str | Schedule | KernelSchedule | None = None,
             races: bool = True, gpu: str = "a6000", budget: int = DEFAULT_BUDGET, **buffers_and_sizes) -> SimtRun:
        """Launch `kernel` on the SIMT interpreter (under `schedule`, a schedule of kernels, if
        given): buffers (numpy arrays) and sizes by name; or, with `schedule` alone (a GPU
        schedule of the funcs), the output's launch on the inputs.  The launch must fit `gpu`'s
        limits, and its loops may run `budget` lane-iterations.
        Returns a SimtRun: outputs, stats, by_line, races, checks, predict(gpu)."""
        if kernel is None and schedule is None:
            raise UsageError(USAGE.format("simt"))
        runner = self.kernel(kernel, schedule=schedule) if kernel is not None else self.gpu(schedule)
        return runner(races=races, gpu=gpu, budget=budget, **buffers_and_sizes)

    def opencl(self, kernel: str | None = None, schedule: str | Schedule | KernelSchedule | None = None,
               **buffers_and_sizes) -> OpenclRun:
        """Like `simt`, on OpenCL: `kernel` (under a schedule of kernels), or the funcs under a GPU
        `schedule`, built as OpenCL C by pyopencl's device (PoCL on the CPU) and launched; the
        run's `checks` compare the results with the file's `check` declarations or the numpy
        reference."""
        if kernel is None and schedule is None:
            raise UsageError(USAGE.format("opencl"))
        opencl = TARGETS["opencl"]
        runner = (opencl.compile_kernel(self.module, kernel_named(self.module, kernel, schedule)) if kernel is not None
                  else opencl.compile(self.module, resolve(self.module, schedule)))
        return runner(**buffers_and_sizes)

    def gpu(self, schedule: str | Schedule, inst: Instrumentation | None = None) -> PipelineRunner:
        """The funcs under a GPU schedule, lowered into the output's launch, ready to run at any sizes."""
        return TARGETS["simt"].compile_funcs(self.module, resolve(self.module, schedule), inst)

    def counters(self, schedule: str | Schedule | None = None, **sizes) -> Counters:
        """Evaluations and peak storage per func under a schedule (a counting build, run once)."""
        return self.compile(schedule).counters(**sizes)


def load(path) -> Program:
    """The program in file `path`, parsed and checked: `prog = irc.load("examples/blur.dsl")`.
    Then `prog.compile(schedule)` builds it as C, `prog.reference(...)` runs the numpy reference,
    `prog.simt(kernel)` runs a kernel on the SIMT interpreter, `prog.deps(proc)` gives a proc's
    dependences.  A bad program raises irc.CompileError (`e.render(source)` is its diagnostic)."""
    return Program(load_module(path))


def parse(text: str, filename: str = "<string>") -> Program:
    """The program in `text`, as `load` reads a file (`filename` names it in diagnostics)."""
    return Program(parse_module(text, filename))
