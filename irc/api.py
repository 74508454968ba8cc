"""The Python API: `irc.load(path)` / `irc.parse(text)` give a Program to compile and run."""
from __future__ import annotations

from .ir.nodes import Function
from .lower.pass_manager import Context, Instrumentation, lower
from .lower.pipelines import FUNCS_TO_C
from .module import Module, Schedule
from .program import load_module, parse_module
from .schedule.builder import ScheduleBuilder
from .schedule.resolve import available, resolve
from .targets import TARGETS, target as target_named
from .targets.c import CompiledPipeline, Counters
from .targets.simt import DEFAULT_BUDGET, KernelRunner, SimtRun, kernel_named


class Program:
    """A checked program: its funcs, inputs, sizes, schedules and kernels."""

    def __init__(self, module: Module):
        self.module = module

    @property
    def schedules(self) -> list[str]:
        return available(self.module)

    @property
    def kernels(self) -> list[str]:
        return [k.name for k in self.module.kernels]

    def schedule(self) -> ScheduleBuilder:
        """A schedule built in Python, word by word, with the checks of a schedule block:
        `b = prog.schedule(); b.func("blury").tile(...); prog.compile(b.finish("mine"))`."""
        return ScheduleBuilder(self.module)

    def lower(self, schedule: str | Schedule | None = None, inst: Instrumentation | None = None) -> Function:
        """The funcs under `schedule` through the C pipeline: the final loop IR."""
        return lower(FUNCS_TO_C, Context(self.module, resolve(self.module, schedule)), inst)

    def compile(self, schedule: str | Schedule | None = None, target: str = "c",
                inst: Instrumentation | None = None) -> CompiledPipeline:
        """The funcs under `schedule` (a block of the file, a policy, or a built Schedule), ready
        to call on arrays."""
        return target_named(target, "funcs").compile(self.module, resolve(self.module, schedule), inst)

    def reference(self, *args, **kwargs):
        """The output computed by the numpy reference evaluator."""
        return TARGETS["reference"].compile(self.module)(*args, **kwargs)

    def kernel(self, name: str, inst: Instrumentation | None = None) -> KernelRunner:
        """Kernel `name` lowered into its launch, ready to run at any sizes."""
        return TARGETS["simt"].compile(self.module, kernel_named(self.module, name), inst)

    def simt(self, kernel: str, races: bool = True, gpu: str = "a6000", budget: int = DEFAULT_BUDGET,
             **buffers_and_sizes) -> SimtRun:
        """Launch `kernel` on the SIMT interpreter: buffers (numpy arrays) and sizes by name;
        the launch must fit `gpu`'s limits, and its loops may run `budget` lane-iterations.
        Returns a SimtRun: outputs, stats, by_line, races, checks, predict(gpu)."""
        return self.kernel(kernel)(races=races, gpu=gpu, budget=budget, **buffers_and_sizes)

    def counters(self, schedule: str | Schedule | None = None, **sizes) -> Counters:
        """Evaluations and peak storage per func under a schedule (a counting build, run once)."""
        return self.compile(schedule).counters(**sizes)


def load(path) -> Program:
    return Program(load_module(path))


def parse(text: str, filename: str = "<string>") -> Program:
    return Program(parse_module(text, filename))
