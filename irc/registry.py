"""Where irc finds a pass, a target, a program kind, a command or a name of its Python API —
and the one module that defers imports (xDSL's pattern: small tables of names, one getter).

`import irc`, `import irc.ir` and `irc --help` load neither cffi, islpy, lark, scipy nor Pillow:
each is imported when something asks for what needs it (tests/test_import_budget.py).  Entries
are dotted names, `module` or `module:attribute`, so this module imports nothing of irc and sits
below every layer; the layering of what it loads is checked where that is imported statically.
"""
from __future__ import annotations

from importlib import import_module
from typing import Any, Callable

# Each pass is the function of its own name in one file of passes/ (the group is its folder).
PASS_GROUPS = {
    "funcs": ("realize", "inline", "split", "compute_at", "bounds", "sliding_window", "storage_folding",
              "lower_reductions", "partition_loops", "fuse_vector_lanes", "fast_math"),
    "gpu": ("launch_loops", "gpu_map", "coarsen", "gpu_compute_at", "cache", "pad", "zero_guards", "point_guards",
            "operand_registers"),
    "loops": ("as_written", "isl_codegen"),
    "sparse": ("index_loops", "sparse_lower", "assemble", "prefetch"),
    "": ("flatten", "simplify"),
}

TARGETS = {
    "c": "irc.targets.c:CTarget",
    "simt": "irc.targets.simt:SimtTarget",
    "opencl": "irc.targets.opencl:OpenclTarget",
}

KIND_CLASSES = {
    "funcs": "irc.kinds.funcs:Funcs",
    "kernel": "irc.kinds.kernel:Kernels",
    "proc": "irc.kinds.proc:Procs",
    "sparse": "irc.kinds.sparse:Sparse",
}

COMMANDS = {
    "compile": "irc.cli.compile:cmd_compile",
    "run": "irc.cli.run:cmd_run",
    "bench": "irc.cli.bench:cmd_bench",
    "check": "irc.cli.run:cmd_check",
    "simt": "irc.cli.simt:cmd_simt",
    "deps": "irc.cli.deps:cmd_deps",
}

# What `irc.load` and its neighbours are (irc/__init__.py asks here on first use).
API = {
    "load": "irc.api:load",
    "parse": "irc.api:parse",
    "Program": "irc.api:Program",
    "sparse": "irc.sparse",
}


def load(spec: str) -> Any:
    """The module `spec` names, or its attribute after a colon: `load("irc.api:load")`."""
    module, _, attribute = spec.partition(":")
    found = import_module(module)
    return getattr(found, attribute) if attribute else found


def api(name: str) -> Any:
    """`irc.<name>` of the Python API (`api("load")` is `irc.load`)."""
    return load(API[name])


class LazyTable(dict):
    """A dict filled on first lookup: `table[name]` loads `specs[name]` (a KeyError for a name it
    lacks).  Assignment works as on any dict, so a test may put a broken pass in its place."""

    def __init__(self, specs: dict[str, str], make: Callable[[Any], Any] = lambda found: found):
        super().__init__()
        self.specs, self.make = specs, make

    def __missing__(self, name: str):
        if name not in self.specs:
            raise KeyError(name)
        self[name] = found = self.make(load(self.specs[name]))
        return found

    def names(self) -> tuple[str, ...]:
        return tuple(self.specs)


def _pass_specs() -> dict[str, str]:
    return {name: f"irc.passes.{group + '.' if group else ''}{name}:{name}"
            for group, names in PASS_GROUPS.items() for name in names}


PASSES: LazyTable = LazyTable(_pass_specs())        # name -> (Function, Context) -> Function
KINDS: LazyTable = LazyTable(KIND_CLASSES, make=lambda cls: cls())     # name -> a Kind (irc/kinds)
TARGET_OBJECTS: LazyTable = LazyTable(TARGETS, make=lambda cls: cls())   # name -> a Target
COMMAND_FUNCTIONS: LazyTable = LazyTable(COMMANDS)   # name -> (args, Program, out) -> exit status
