"""What a target is: something that compiles one kind of program into a runnable.

A target names the kind of program it takes (`funcs` under a schedule, a `kernel`) and the
pipeline that lowers it (lower/pipelines.py); `compile(module, unit, inst)` lowers `unit` (a
Schedule, a Kernel) of `module` and returns a runnable: call it on numpy arrays and sizes to
run it.  What else a runnable offers depends on what its backend measures: the C target's
`time(...)` and `counters(...)`, the SIMT target's counters, races and model in the run it
returns.  Targets are the only layer that imports backends.
"""
from __future__ import annotations

from typing import Protocol

from ..lower.pass_manager import Instrumentation
from ..lower.pipelines import Pipeline
from ..module import Module


class Target(Protocol):
    name: str
    kind: str                    # the kind of program it runs: "funcs" | "kernel"
    pipeline: Pipeline | None    # how that kind is lowered for it (None: it runs the module as is)
    description: str

    def compile(self, module: Module, unit, inst: Instrumentation | None = None):
        """`unit` of `module` (a Schedule for funcs, a Kernel), ready to run."""
