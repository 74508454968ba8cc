"""irc: a compiler toolchain for array programs.

    import irc
    prog = irc.load("examples/blur.dsl")
    f = prog.compile(schedule="tile")
    out = f(img)
"""
from . import sparse
from .api import Program, load, parse
from .diagnostics import CompileError, RunError, UsageError

__version__ = "0.1.0"
__all__ = ["load", "parse", "Program", "RunError", "CompileError", "UsageError", "sparse"]
