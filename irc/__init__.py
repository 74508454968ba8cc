"""irc: a compiler toolchain for array programs.

    import irc
    prog = irc.load("examples/blur.dsl")
    f = prog.compile(schedule="tile")
    out = f(img)
"""
from .diagnostics import CompileError, UsageError  # noqa: F401

__version__ = "0.1.0"
__all__ = ["load", "parse", "Program", "RunError", "CompileError", "UsageError"]


def __getattr__(name):
    """The API is imported on first use, so `irc compile` starts without loading numpy."""
    if name in ("load", "parse", "Program"):
        from . import api
        return getattr(api, name)
    if name == "RunError":
        from .compiled import RunError
        return RunError
    raise AttributeError(f"module 'irc' has no attribute '{name}'")
