"""Which schedule a name means: a block of the file, a policy for every func, or the default.

The policies are the seed's `sched_lab`: `root`, `inline`, `tile` (64 x 64, or `tile:AxB`)
and `sliding` apply that placement to every func the output needs; a block of the file with
the same name wins.  Blocks are read when the program is loaded (program.py), so a bad block
is refused even when another one is chosen.
"""
from __future__ import annotations

import re

from ..diagnostics import UsageError
from ..module import KernelSchedule, Module, ProcSchedule, Schedule
from .builder import ScheduleBuilder

POLICIES = ("root", "inline", "tile", "sliding")


def available(module: Module) -> list[str]:
    """Schedule names this program accepts: its own blocks of funcs, then the policies it lacks;
    in a file of procs only, the blocks of its procs."""
    if module.output is None and module.procs and not module.kernels:
        return [name for name, s in module.schedules if isinstance(s, ProcSchedule)]
    own = [name for name, s in module.schedules if not isinstance(s, (KernelSchedule, ProcSchedule))]
    return own + [p for p in POLICIES if p not in own]


def resolve(module: Module, name: str | Schedule | None) -> Schedule:
    """The Schedule called `name`: a block of the file, or a policy (`tile:32x32`); with no name,
    every func inline; a Schedule (from a ScheduleBuilder) is itself."""
    require_pipeline(module)
    if isinstance(name, Schedule):
        return name
    if name is None:
        return ScheduleBuilder(module).finish("default", "every func inline (Halide's default)")
    own = module.schedule(name)
    if isinstance(own, KernelSchedule):
        raise UsageError(f"schedule '{name}' schedules kernels ({', '.join(own.kernels())}); run one under it "
                         f"with --kernel (or prog.simt(kernel, schedule=...))")
    if own is not None:
        return own
    policy = _parse_policy(name)
    if policy is None:
        raise UsageError(f"unknown schedule '{name}'; available: {', '.join(available(module))} "
                         f"(and tile:AxB)")
    kind, tile = policy
    return _policy(module, kind, tile).finish(name, f"policy '{kind}' for every func")


def require_pipeline(module: Module) -> None:
    """Schedules are of funcs: a file of kernels or procs only has none (UsageError)."""
    if module.output is None and module.procs and not module.kernels:
        raise UsageError(f"{module.source.name} has no pipeline (no output) to schedule; its procs "
                         f"({', '.join(p.name for p in module.procs)}) run as written or under their schedule "
                         f"blocks: irc run --proc P [--schedule S], prog.compile(S, proc=...)")
    if module.output is None:
        kernels = ", ".join(k.name for k in module.kernels)
        raise UsageError(f"{module.source.name} has no pipeline (no output) to schedule; its kernels "
                         f"({kernels}) run with `irc simt`, and `irc compile --kernel K` prints their IR")


def _parse_policy(name: str) -> tuple[str, tuple[int, int]] | None:
    m = re.fullmatch(r"tile(?::(\d+)x(\d+))?", name)
    if m:
        tile = (int(m.group(1) or 64), int(m.group(2) or 64))
        if min(tile) <= 0:
            raise UsageError(f"schedule '{name}': tile sizes must be positive")
        return "tile", tile
    return (name, (64, 64)) if name in POLICIES else None


def _policy(module: Module, kind: str, tile: tuple[int, int]) -> ScheduleBuilder:
    """root / inline / tile / sliding for every func the output needs."""
    b = ScheduleBuilder(module)
    out = b.func(b.output)
    dims = list(module.func(b.output).args)
    if kind == "tile" and len(dims) == 1:
        out.split(dims[0], dims[0] + "o", dims[0] + "i", tile[1])
        at = dims[0] + "o"
    elif kind == "tile":
        y, x = dims[-2], dims[-1]
        out.tile(y, x, y + "o", x + "o", y + "i", x + "i", *tile)
        at = x + "o"
    else:
        at = dims[0]
    for name in module.needed_funcs()[:-1]:
        f = b.func(name)
        if kind == "root":
            f.compute_root()
        elif kind in ("tile", "sliding"):
            f.compute_at(b.output, at)
            if kind == "sliding":
                f.store_root()
    return b

