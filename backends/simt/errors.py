"""Errors of a SIMT launch: user errors (exit status 1), with the DSL line when there is one."""
from __future__ import annotations

from ...diagnostics import CompileError


class SimtError(CompileError):
    """A launch that cannot run, or a fault while it runs."""


class LaunchError(SimtError):
    """The launch itself is impossible: too many threads per block, too much shared memory,
    no block fits on an SM, a size or buffer missing or of the wrong shape."""


class Fault(SimtError):
    """A thread did something a GPU would fault on (or silently get wrong): an out-of-bounds
    access, an integer division by zero, a barrier reached by only part of a block."""
