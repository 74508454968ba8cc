"""The lowering driver: a Module and a schedule through the pass pipeline to final loop IR."""
from __future__ import annotations

from .ir.nodes import Function
from .module import Module, Schedule
from .pass_manager import Context, Instrumentation, run_passes
from .pipeline import PIPELINE, initial_function


def lower(module: Module, schedule: Schedule, inst: Instrumentation | None = None,
          passes=PIPELINE) -> Function:
    return run_passes(passes, initial_function(module), Context(module, schedule), inst)
