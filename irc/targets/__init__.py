"""The targets: each builds and runs a lowered Function, whatever the kind of program it came
from (targets/base.py); the kinds (irc/kinds/) say how a program binds to it.

    c          C built with cffi: called, timed, by a team of OpenMP threads, through the cache model
    simt       the SIMT interpreter: a launch on the CPU, counted, races checked, time modelled
    opencl     OpenCL C built by pyopencl's device (PoCL on the CPU) and launched

Each is loaded on first use (irc/registry.py's TARGET_OBJECTS: the C target imports cffi, not before).
"""
from __future__ import annotations

from ..backends.simt.budget import DEFAULT_BUDGET  # noqa: F401 (the command line's --budget)
