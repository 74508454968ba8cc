"""The Python API: `irc.load(path)` / `irc.parse(text)` give a Program to compile and run."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .backends.c.emit import emit_c
from .diagnostics import UsageError
from .ir.printer import to_str
from .lower import lower
from .module import Module
from .pass_manager import Instrumentation
from .program import load_module, parse_module
from .schedule import available, resolve

TARGETS = ("c",)

if TYPE_CHECKING:
    from .compiled import CompiledPipeline


class Program:
    """A checked program: its funcs, inputs, sizes and schedules."""

    def __init__(self, module: Module):
        self.module = module

    @property
    def schedules(self) -> list[str]:
        return available(self.module)

    def lower(self, schedule: str | None = None, inst: Instrumentation | None = None):
        return lower(self.module, resolve(self.module, schedule), inst)

    def compile(self, schedule: str | None = None, target: str = "c",
                inst: Instrumentation | None = None) -> "CompiledPipeline":
        from .compiled import CompiledPipeline
        if target not in TARGETS:
            raise UsageError(f"unknown target '{target}'; available: {', '.join(TARGETS)}")
        sched = resolve(self.module, schedule)
        fn = lower(self.module, sched, inst)
        return CompiledPipeline(self.module, sched, fn, emit_c(fn), to_str(fn))

    def reference(self, *args, **kwargs):
        """The output computed by the numpy reference evaluator."""
        from .compiled import bind_inputs
        from .sizes import bind_sizes
        from .reference import evaluate
        arrays, sizes = bind_inputs(self.module, args, kwargs)
        env = bind_sizes(self.module, arrays, sizes)
        return evaluate(self.module, arrays, env)

    @property
    def kernels(self) -> list[str]:
        return [k.name for k in self.module.kernels]

    def simt(self, kernel: str, races: bool = True, gpu: str = "a6000", **buffers_and_sizes):
        """Launch `kernel` on the SIMT interpreter: buffers (numpy arrays) and sizes by name;
        the launch must fit `gpu`'s limits.  Returns a SimtRun: outputs, stats, by_line, races,
        checks, predict(gpu)."""
        from .simt import KernelRunner, bind_kernel_args
        runner = KernelRunner(self.module, kernel)
        arrays, env = bind_kernel_args(self.module, runner.kernel, buffers_and_sizes)
        return runner.run(arrays, env, races, gpu)

    def counters(self, schedule: str | None = None, **sizes):
        """Evaluations and peak storage per func under a schedule (a counting build, run once)."""
        return self.compile(schedule).counters(**sizes)


def load(path) -> Program:
    return Program(load_module(path))


def parse(text: str, filename: str = "<string>") -> Program:
    return Program(parse_module(text, filename))
