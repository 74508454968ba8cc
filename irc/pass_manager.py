"""Passes by name, and the pass manager that runs them, dumps the IR and checks each step.

A pass is a function `(Function, Context) -> Function`, registered once with `@register`.
It returns the very same Function when it changed nothing, which is how dumps know to say
`(unchanged)` and how `--print-ir-after-change` works.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Callable

from .ir.nodes import Function
from .module import Module, Schedule

PASSES: dict[str, Callable] = {}
DESCRIPTIONS: dict[str, str] = {}


def register(name: str):
    def wrap(fn):
        PASSES[name] = fn
        DESCRIPTIONS[name] = (fn.__doc__ or "").strip().splitlines()[0] if fn.__doc__ else ""
        return fn
    return wrap


@dataclass
class Context:
    """What passes may read besides the IR: the checked program and the chosen schedule."""
    module: Module
    schedule: Schedule
    notes: list[str] = field(default_factory=list)


@dataclass
class Instrumentation:
    """Hooks around each pass: dumps (`after`), and checks (`verify`)."""
    after: Callable[[str, Function, Function], None] | None = None
    verify: Callable[[str, Function], None] | None = None


def load_passes():
    """Import the pass modules so that their `@register` runs."""
    from .pipeline import PIPELINE
    for name in PIPELINE:
        if name not in PASSES:
            importlib.import_module(f"irc.passes.{name}")


def run_passes(names, fn: Function, ctx: Context, inst: Instrumentation | None = None) -> Function:
    for name in names:
        if name not in PASSES:
            importlib.import_module(f"irc.passes.{name}")
        new = PASSES[name](fn, ctx)
        if inst and inst.verify:
            inst.verify(name, new)
        if inst and inst.after:
            inst.after(name, fn, new)
        fn = new
    return fn
