"""Errors of a SIMT launch: user errors (exit status 1), with the DSL line when there is one."""
from __future__ import annotations

from ...diagnostics import CompileError
from ...ir.evaluate import eval_int


class SimtError(CompileError):
    """A launch that cannot run, or a fault while it runs."""


class LaunchError(SimtError):
    """The launch itself is impossible: too many threads per block, too much shared memory,
    no block fits on an SM, a size or buffer missing or of the wrong shape."""


class Fault(SimtError):
    """A thread did something a GPU would fault on (or silently get wrong): an out-of-bounds
    access, an integer division by zero, a barrier reached by only part of a block."""


def launch_size(expr, sizes: dict[str, int], what: str, span=None) -> int:
    """An extent of the launch (a grid or block dimension, an array's) at `sizes`: an int that is
    not negative, or a LaunchError naming `what`."""
    value = eval_int(expr, sizes)
    if value < 0:
        raise LaunchError(f"{what} is {value} at {_at(sizes)}; it cannot be negative", span)
    return value


def _at(sizes: dict[str, int]) -> str:
    return ", ".join(f"{k}={v}" for k, v in sizes.items()) or "these sizes"
