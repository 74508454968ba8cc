"""Schedules of procs: a block of the file that names a proc.

Procs run as written (`prog.compile(proc=...)`, `irc run --proc P`) until their transformations
(skew, interchange, tile, wavefront, autotile) land; until then such a block is refused, when it
is chosen and by `irc check`, with that reason.  `proc_to_run` says which proc a compile means.
"""
from __future__ import annotations

from typing import NoReturn

from ..diagnostics import CompileError, UsageError
from ..frontend import ast
from ..module import Module, Proc

NOT_YET = ("schedules of procs are not supported yet: procs run as written (irc run --proc P, "
           "prog.compile(proc=...)) until their transformations land")


def is_proc_block(module: Module, block: ast.ScheduleDecl) -> bool:
    """A block that names a proc, or any block of a file of procs only."""
    only_procs = module.procs and module.output is None and not module.kernels
    return bool(only_procs) or any(module.proc(c.func) for c in block.calls)


def read_proc_block(module: Module, block: ast.ScheduleDecl) -> NoReturn:
    """A block of the file's procs: refused, for now."""
    call = next((c for c in block.calls if module.proc(c.func)), block.calls[0] if block.calls else None)
    raise CompileError(NOT_YET, call.span if call else block.span)


def proc_to_run(module: Module, proc: str | None = None, schedule=None) -> Proc | None:
    """The proc a compile runs: the one `proc` names; with neither a proc nor a schedule, a file's
    only proc when it has no funcs.  A schedule block of the procs raises its refusal here.  None:
    the compile is of the funcs."""
    if proc is not None:
        if schedule is not None:
            raise UsageError("a proc runs as written for now: give the proc or a schedule, not both")
        found = module.proc(proc)
        if found is None:
            names = ", ".join(p.name for p in module.procs)
            raise UsageError(f"unknown proc '{proc}'; " + (f"the procs are {names}" if names else
                                                           f"{module.source.name} has none"))
        return found
    if isinstance(schedule, str) and module.procs:
        module.schedule(schedule)                   # a refused block raises its reason when chosen
    if schedule is not None or module.output is not None or not module.procs:
        return None
    if len(module.procs) > 1:
        raise UsageError(f"{module.source.name} has {len(module.procs)} procs "
                         f"({', '.join(p.name for p in module.procs)}); name one: --proc P, prog.compile(proc=...)")
    return module.procs[0]
