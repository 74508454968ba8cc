"""The Python API: `irc.load(path)` / `irc.parse(text)` give a Program to compile and run."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .backends.c.emit import emit_c
from .diagnostics import UsageError
from .ir.nodes import Load
from .ir.printer import to_str
from .ir.visitor import walk
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

    def counters(self, schedule: str | None = None, **sizes):
        """Evaluations and peak storage per func under a schedule (a counting build, run once)."""
        import numpy as np

        from .compiled import NUMPY_TYPES, CompiledPipeline, Counters
        from .sizes import bind_sizes
        sched = resolve(self.module, schedule)
        fn = lower(self.module, sched)
        realised = tuple(f.name for f in self.module.funcs
                         if any(isinstance(n, Load) and n.buffer == f.name for n in walk(fn.body))
                         or f.name == self.module.output.func)
        counting = CompiledPipeline(self.module, sched, fn, emit_c(fn, counted=realised), "")
        env = bind_sizes(self.module, {}, sizes)
        arrays = {i.name: np.zeros(tuple(int(v) for v in _shape(i, env)), NUMPY_TYPES[i.dtype])
                  for i in self.module.inputs}
        counts = np.zeros(len(realised), np.int64)
        peaks = np.zeros(len(realised), np.int64)
        ffi = counting.built.ffi
        out = np.empty(counting.output_shape(env), NUMPY_TYPES[self.module.func(self.module.output.func).dtype])
        call = counting._caller(arrays, out, env, counting._scratch_for(env),
                                (ffi.cast("int64_t *", counts.ctypes.data), ffi.cast("int64_t *", peaks.ctypes.data)))
        call()
        evaluations = dict(zip(realised, (int(c) for c in counts)))
        storage = dict(zip(realised, (int(p) for p in peaks)))
        storage.pop(self.module.output.func, None)
        _inline_evaluations(self.module, evaluations, storage)
        order = [f.name for f in self.module.funcs if f.name in evaluations]
        return Counters({f: evaluations[f] for f in order}, {f: storage.get(f, 0) for f in order})


def _shape(inp, env):
    from .ir.evaluate import eval_int
    return [eval_int(e, env) for e in inp.shape]


def _inline_evaluations(module: Module, evaluations: dict, storage: dict):
    """An inlined func is evaluated once per read in each evaluation of its readers (the seed's rule)."""
    for f in reversed(module.funcs):
        if f.name in evaluations:
            continue
        total = 0
        for g in module.funcs:
            if g.name in evaluations:
                reads = sum(1 for n in walk(g.body) if isinstance(n, Load) and n.buffer == f.name)
                total += evaluations[g.name] * reads
        if total:
            evaluations[f.name] = total
            storage[f.name] = 0


def load(path) -> Program:
    return Program(load_module(path))


def parse(text: str, filename: str = "<string>") -> Program:
    return Program(parse_module(text, filename))
