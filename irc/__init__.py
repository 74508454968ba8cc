"""irc: a compiler toolchain for array programs.

    import irc
    prog = irc.load("examples/blur.dsl")
    f = prog.compile(schedule="tile")
    out = f(img)

`import irc` is light: `load`, `parse`, `Program` and `sparse` are imported on first use
(irc/registry.py), so neither the front end's parser nor cffi, islpy or scipy load before a
program does.
"""
from . import registry
from .diagnostics import CompileError, RunError, UsageError
from .source_tree import add_source_tree

add_source_tree(__path__)

__version__ = "0.1.0"
__all__ = ["load", "parse", "Program", "RunError", "CompileError", "UsageError", "sparse"]


def __getattr__(name: str):
    if name not in registry.API:
        raise AttributeError(f"module 'irc' has no attribute '{name}'")
    return registry.api(name)
