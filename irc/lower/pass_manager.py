"""The pass manager: runs a pipeline's passes, with hooks for dumps and checks after each.

A pass is a function `(Function, Context) -> Function`.  It returns the very same Function
when it changed nothing, which is how dumps know to say `(unchanged)` and how
`--print-ir-after-change` works.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from .. import cycles
from ..diagnostics import CompileError
from ..ir.nodes import Function
from ..module import Kernel, Module, Proc
from ..schedules import ProcSchedule, Schedule
from ..registry import KINDS, PASSES
from .pipelines import Pipeline


@dataclass
class Context:
    """What passes may read besides the IR: the checked program and what is being lowered of
    it (a schedule of its funcs, one of its kernels or one of its procs, with its schedule if any)."""
    module: Module
    schedule: Schedule | None = None
    kernel: Kernel | None = None
    proc: Proc | None = None
    proc_schedule: ProcSchedule | None = None
    fast_math: bool = False            # float division by a constant as a product (passes/funcs/fast_math.py)
    count_inlined: bool = False        # the counting build: each use of an inlined func marked (passes/funcs/inline.py)
    notes: list[str] = field(default_factory=list)

    def __post_init__(self):
        if self.schedule is not None and self.schedule.module is not None:
            self.module = self.schedule.module      # the algorithm its rfactors rewrote


@dataclass
class Instrumentation:
    """Hooks around each pass: dumps (`after`), and checks (`verify`)."""
    after: Callable[[str, Function, Function], None] | None = None
    verify: Callable[[str, Function], None] | None = None


def run_passes(names, fn: Function, ctx: Context, inst: Instrumentation | None = None) -> Function:
    for name in names:
        try:
            new = PASSES[name](fn, ctx)
        except CompileError as e:       # refused at a word of a schedule given as text: point into it
            if e.source is None and ctx.schedule is not None and ctx.schedule.says(e.span):
                e.source = ctx.schedule.source
            raise
        if inst and inst.verify:
            inst.verify(name, new)
        if inst and inst.after:
            inst.after(name, fn, new)
        fn = new
    return fn


def lower(pipeline: Pipeline, ctx: Context, inst: Instrumentation | None = None, until: str | None = None) -> Function:
    """The program (`ctx`) through every pass of `pipeline`, or through pass (or checkpoint) `until`."""
    names = pipeline.passes
    if until is not None:
        names = names[:names.index(pipeline.resolve(until)) + 1]
    with cycles.paused():       # (irc/cycles.py)
        return run_passes(names, KINDS[pipeline.kind].start(ctx), ctx, inst)
