"""The Python API: `irc.load(path)` / `irc.parse(text)` give a Program to compile and run."""
from __future__ import annotations

from .diagnostics import UsageError
from .ir.nodes import Function
from .kinds import choose
from .lower.pass_manager import Context, Instrumentation
from .module import Module
from .program import load_module, parse_module
from .registry import KINDS
from .schedule.builder import ScheduleBuilder
from .schedule.procs import proc_to_run
from .schedule.resolve import available
from .schedules import KernelSchedule, ProcSchedule, Schedule
from .targets import DEFAULT_BUDGET
from .tune.search import tune


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
        (the output's launch), or a sparse program through its pipeline: the final loop IR."""
        kind, ctx = choose(self.module, schedule, fast_math=fast_math)
        return kind.lower(ctx, kind.default_target(ctx), inst)

    def lower_proc(self, proc: str | None = None, schedule: str | ProcSchedule | None = None,
                   inst: Instrumentation | None = None, until: str | None = None) -> Function:
        """Proc `proc` (as written, or under `schedule`, a block of it) through PROC_TO_C: the final
        loop IR, or the IR after pass (or checkpoint) `until`."""
        return KINDS["proc"].lower(self._proc(proc, schedule), "c", inst, until)

    def _proc(self, proc: str | None, schedule=None) -> Context:
        found = proc_to_run(self.module, proc, schedule)
        if found is None:
            raise UsageError(f"{self.module.source.name} has no procs" if not self.module.procs else
                             f"name the proc, one of {', '.join(self.procs)}")
        return Context(self.module, proc=found[0], proc_schedule=found[1])

    def compile(self, schedule: str | Schedule | None = None, target: str = "c",
                inst: Instrumentation | None = None, proc: str | None = None,
                threads: int | None = None, fast_math: bool = False):
        """The funcs under `schedule` (a block of the file, a policy, or a built Schedule), ready
        to call on arrays; or a proc, to call on its arrays, which it updates in place: `f(A, B,
        T=100, N=4000)` — proc `proc` as written (a file's only proc, when it has no funcs), or
        under `schedule`, a block of the proc (`schedule="auto"`).  `threads`: the team size of
        its parallel loops on the C target (default: OpenMP's, every core).  `fast_math`: a
        pipeline's float arithmetic by constants as Halide's simplifier does it: divisions as
        products with the reciprocals (each within 1.5 units in the last place of the exact
        quotient), products by one constant factored out of sums, two constants folded
        (passes/funcs/fast_math.py states the bound)."""
        kind, ctx = choose(self.module, schedule, proc=proc, fast_math=fast_math)
        kind.check(ctx, target, threads)
        f = kind.compile(ctx, target, inst)
        f.threads = threads
        return f

    def tune(self, budget: int | None = 50, strategy: str = "random", seed: int = 0, sizes: dict | None = None,
             threads: int | None = None, rounds: int = 3, fast_math: bool = False, target: str = "c",
             gpu: str = "a6000", records: str | None = None, resume: bool = False, seconds: float | None = None,
             client=None):
        """The program's schedules searched (irc/tune/): a pipeline's, a proc's `autotile` sizes, or
        (target="simt") a pipeline's GPU schedules, `budget` candidates (or as many as `seconds`
        allow) drawn with `strategy` ("random", "evolution", "model") from a space derived from
        the program at `sizes`, each checked against the reference and timed (on the SIMT target:
        its time on `gpu` by the model).  `result.best.schedule` is the fastest one's text, which
        `compile` takes; `result.history` every candidate, timed or why not; `result.block()` the
        text of a block.  `records`: a JSON-lines file every measurement is appended to; with
        `resume`, a candidate found there is not measured again.  `client`: a `distributed.Client`
        whose workers measure the candidates, as many at once as it has workers."""
        return tune(self, budget, strategy, seed, sizes, threads=threads, rounds=rounds, fast_math=fast_math,
                    target=target, gpu=gpu, records=records, resume=resume, seconds=seconds, client=client)

    def reference(self, *args, proc: str | None = None, **kwargs):
        """The output computed by the numpy reference evaluator; with `proc` (or in a file whose
        only program is one proc), that proc run as written on its arrays, in place."""
        kind, ctx = choose(self.module, proc=proc)
        return kind.reference(ctx)(*args, **kwargs)

    def deps(self, proc: str | None = None):
        """The exact dependences of proc `proc` as written (a file's only proc by default): flow,
        anti and output, with their distances, and each loop's properties (parallel, permutable
        band); `.text()` is what `irc deps` prints."""
        return KINDS["proc"].deps(self._proc(proc))

    def kernel(self, name: str, inst: Instrumentation | None = None,
               schedule: str | KernelSchedule | None = None):
        """Kernel `name` lowered into its launch, ready to run at any sizes; with `schedule`, under
        that schedule of the file's kernels (`schedule padded { K.pad(s, 1) }`)."""
        kind, ctx = choose(self.module, schedule, kernel=name)
        return kind.compile(ctx, "simt", inst)

    def simt(self, kernel: str | None = None, schedule: str | Schedule | KernelSchedule | None = None,
             races: bool = True, gpu: str = "a6000", budget: int = DEFAULT_BUDGET, **buffers_and_sizes):
        """Launch `kernel` on the SIMT interpreter (under `schedule`, a schedule of kernels, if
        given): buffers (numpy arrays) and sizes by name; or, with `schedule` alone (a GPU
        schedule of the funcs), the output's launch on the inputs.  The launch must fit `gpu`'s
        limits, and its loops may run `budget` lane-iterations.
        Returns a SimtRun: outputs, stats, by_line, races, checks, predict(gpu)."""
        runner = self._launch(kernel, schedule, "simt")
        return runner(races=races, gpu=gpu, budget=budget, **buffers_and_sizes)

    def opencl(self, kernel: str | None = None, schedule: str | Schedule | KernelSchedule | None = None,
               **buffers_and_sizes):
        """Like `simt`, on OpenCL: `kernel` (under a schedule of kernels), or the funcs under a GPU
        `schedule`, built as OpenCL C by pyopencl's device (PoCL on the CPU) and launched; the
        run's `checks` compare the results with the file's `check` declarations or the numpy
        reference."""
        return self._launch(kernel, schedule, "opencl")(**buffers_and_sizes)

    def _launch(self, kernel: str | None, schedule, target: str):
        """A kernel (under a schedule of kernels), or the funcs under a GPU schedule, for `target`."""
        if kernel is None and schedule is None:
            raise UsageError(USAGE.format(target))
        kind, ctx = choose(self.module, schedule, kernel=kernel)
        return kind.compile(ctx, target)

    def gpu(self, schedule: str | Schedule, inst: Instrumentation | None = None):
        """The funcs under a GPU schedule, lowered into the output's launch, ready to run at any sizes."""
        kind, ctx = choose(self.module, schedule)
        return kind.compile(ctx, "simt", inst)

    def counters(self, schedule: str | Schedule | None = None, **sizes):
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
