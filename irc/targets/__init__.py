"""The targets: each compiles one kind of program into something to run (targets/base.py).

    c          a program's funcs under a schedule, as C built with cffi (timed, counted)
    simt       a kernel, as its launch on the SIMT interpreter (counted, races, GPU model)
    opencl     the funcs under a GPU schedule (or a kernel), as OpenCL C on a real OpenCL compiler
    reference  a program's funcs, evaluated by numpy whole-array (what the others are checked against)
"""
from __future__ import annotations

from ..diagnostics import UsageError
from .base import Target
from .c import CTarget
from .opencl import OpenclTarget
from .reference import ReferenceTarget
from .simt import SimtTarget

TARGETS: dict[str, Target] = {t.name: t for t in (CTarget(), SimtTarget(), OpenclTarget(), ReferenceTarget())}


def target(name: str, kind: str) -> Target:
    """The target called `name`, which must run programs of `kind`."""
    found = TARGETS.get(name)
    if found is None or found.kind != kind:
        names = ", ".join(n for n, t in TARGETS.items() if t.kind == kind)
        raise UsageError(f"unknown target '{name}'; available: {names}")
    return found
