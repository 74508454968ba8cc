"""irc: a compiler toolchain for array programs.

    import irc
    prog = irc.load("examples/blur.dsl")
    f = prog.compile(schedule="tile")
    out = f(img)
"""
from .api import Program, load, parse  # noqa: F401
from .compiled import RunError  # noqa: F401
from .diagnostics import CompileError, UsageError  # noqa: F401

__version__ = "0.1.0"
