"""Where irc finds a pass, a target, a program kind, a command or a name of its Python API —
and the one module that defers imports (xDSL's pattern: small tables of names, one getter).

`import irc`, `import irc.ir` and `irc --help` load neither cffi, islpy, lark, scipy nor Pillow:
each is imported when something asks for what needs it (tests/test_kinds.py).  Entries
are dotted names, `module` or `module:attribute`, so this module imports nothing of irc and sits
below every layer; the layering of what it loads is checked where that is imported statically.
"""
from __future__ import annotations

from importlib import import_module
from importlib.util import find_spec
from typing import Any, Callable

# Each pass is the function of its own name in a file of that name in one of passes/'s folders.
PASS_FOLDERS = ("funcs", "gpu", "loops", "sparse", "")

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
    "tune": "irc.cli.tune:cmd_tune",
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


def installed_version() -> str:
    """The version of the installed distribution (`irc --version`), read from its metadata."""
    metadata = load("importlib.metadata")
    try:
        return metadata.version("irc")
    except metadata.PackageNotFoundError:     # run from a source tree that is not installed
        return "(not installed)"


class LazyTable(dict):
    """A dict filled on first lookup: `table[name]` loads what `spec_of(name)` names (a KeyError
    where it names nothing).  Assignment works as on any dict, so a test may put a broken pass in
    its place."""

    def __init__(self, spec_of: Callable[[str], str | None], make: Callable[[Any], Any] = lambda found: found):
        super().__init__()
        self.spec_of, self.make = spec_of, make

    def __missing__(self, name: str):
        spec = self.spec_of(name)
        if spec is None:
            raise KeyError(name)
        self[name] = found = self.make(load(spec))
        return found


def target_spec(name: str) -> str | None:
    """A target is the TARGET of module irc.targets.<name> (found by its name: the table of
    pipelines names the targets, and a new one is its module and its rows there)."""
    found = name.isidentifier() and find_spec(f"irc.targets.{name}") is not None
    return f"irc.targets.{name}:TARGET" if found else None


def pass_spec(name: str) -> str | None:
    """Pass `name` is function `name` of the module of that name in one of PASS_FOLDERS (a new
    pass is its file and its place in a pipeline of lower/pipelines.py)."""
    if not name.isidentifier():
        return None
    for folder in PASS_FOLDERS:
        module = f"irc.passes.{folder + '.' if folder else ''}{name}"
        if find_spec(module) is not None:
            return f"{module}:{name}"
    return None


PASSES: LazyTable = LazyTable(pass_spec)            # name -> (Function, Context) -> Function
KINDS: LazyTable = LazyTable(KIND_CLASSES.get, make=lambda cls: cls())     # name -> a Kind (irc/kinds)
TARGET_OBJECTS: LazyTable = LazyTable(target_spec)             # name -> a Target (irc/targets)
COMMAND_FUNCTIONS: LazyTable = LazyTable(COMMANDS.get)       # name -> (args, Program, out) -> exit status
