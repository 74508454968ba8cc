"""Which schedule a name means: a block of the file, a policy for every func, or the default.

The policies are the seed's `sched_lab`: `root`, `inline`, `tile` (64 x 64, or `tile:AxB`)
and `sliding` apply that placement to every func the outputs need; a block of the file with
the same name wins.  A sparse program has no policies: its loops follow its formats, and its
blocks only mark them parallel or vectorized (schedule/sparse.py).  Blocks are read when the
program is loaded (program.py), so a bad block is refused even when another one is chosen.  A
name with a parenthesis is the text of a block (`blurx.compute_root(); blury.parallel(y)`),
read as a block of the file would be; its errors point into that text (`<schedule>:1:7`).
"""
from __future__ import annotations

import re
from dataclasses import replace

from ..diagnostics import CompileError, UsageError
from ..module import Module
from ..schedules import KernelSchedule, ProcSchedule, Schedule
from .builder import ScheduleBuilder
from .funcs import read_block, read_text
from .legality import consumers
from .sparse import check_sparse_schedule

POLICIES = ("root", "inline", "tile", "sliding")


def available(module: Module) -> list[str]:
    """Schedule names this program accepts: its own blocks of funcs, then the policies it lacks
    (a pipeline's: not a sparse program's); in a file of procs only, the blocks of its procs."""
    if not module.outputs and module.procs and not module.kernels:
        return [name for name, s in module.schedules if isinstance(s, ProcSchedule)]
    own = [name for name, s in module.schedules if not isinstance(s, (KernelSchedule, ProcSchedule))]
    return own if module.sparse or not module.outputs else own + [p for p in POLICIES if p not in own]


def resolve(module: Module, name: str | Schedule | ScheduleBuilder | None) -> Schedule:
    """The Schedule called `name`: a block of the file, or a policy (`tile:32x32`), or the text of
    a block; with no name, every func inline; a Schedule is itself, a ScheduleBuilder's words
    are checked as a whole."""
    require_pipeline(module)
    if isinstance(name, Schedule):
        return name
    if isinstance(name, ScheduleBuilder):
        if name.program is not module:
            raise UsageError(f"this schedule was built for {name.module.source.name}, not {module.source.name}")
        return name.finish(str(name) or "default", "built in Python")
    if name is None:
        return ScheduleBuilder(module).finish("default", "every func inline (Halide's default)")
    if "(" in name:
        return schedule_text(module, name)
    own = module.schedule(name)
    if isinstance(own, KernelSchedule):
        raise UsageError(f"schedule '{name}' schedules kernels ({', '.join(own.kernels())}); run one under it "
                         f"with --kernel (or prog.simt(kernel, schedule=...))")
    if own is not None:
        return own
    policy = _parse_policy(name)
    if policy is None or module.sparse:
        raise UsageError(_unknown(module, name, policy is not None))
    kind, tile = policy
    return _policy(module, kind, tile).finish(name, f"policy '{kind}' for every func")


def schedule_text(module: Module, text: str) -> Schedule:
    """The schedule the body of a block spells, its words checked as a block's of the file."""
    return read_text(text, lambda block, source: replace(read_block(module, block), source=source))


def _unknown(module: Module, name: str, policy: bool) -> str:
    """Why `name` is no schedule of this program, and what is (a sparse program has no policies)."""
    if not module.sparse:
        return (f"unknown schedule '{name}'; available: {', '.join(available(module))} (and tile:AxB, or a "
                f"block's text such as '{_example(module)}')")
    why = (f"schedule '{name}' is a policy of pipelines (it places funcs): a sparse program's loops follow "
           f"its formats" if policy else f"unknown schedule '{name}'")
    takes = [f"its blocks ({', '.join(available(module))})"] if available(module) else []
    takes += [f"a block's text that marks its loops, such as '{t}'" for t in _sparse_examples(module)[:1]]
    if not takes:
        return f"{why}; no schedule applies to {module.source.name}: its loops run in the order its formats give"
    return f"{why}; {module.source.name} takes {' or '.join(takes)}"


def _sparse_examples(module: Module) -> list[str]:
    """The words `parallel` of the outermost loop and `vectorize` of the innermost, where legal."""
    out = module.output.func
    args = module.func(out).args
    found = []
    for text in (f"{out}.parallel({args[0]})", f"{out}.vectorize({args[-1]})"):
        try:
            check_sparse_schedule(module, schedule_text(module, text))
            found.append(text)
        except CompileError:
            continue
    return found


def _example(module: Module) -> str:
    funcs = module.needed_funcs()
    return f"{funcs[0]}.compute_root()" if len(funcs) > 1 else f"{funcs[-1]}.parallel({module.func(funcs[-1]).args[0]})"


def require_pipeline(module: Module) -> None:
    """Schedules are of funcs: a file of kernels or procs only has none (UsageError)."""
    if not module.outputs and module.procs and not module.kernels:
        raise UsageError(f"{module.source.name} has no pipeline (no output) to schedule; its procs "
                         f"({', '.join(p.name for p in module.procs)}) run as written or under their schedule "
                         f"blocks: irc run --proc P [--schedule S], prog.compile(S, proc=...)")
    if not module.outputs:
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
    """root / inline / tile / sliding for every func the outputs need: each output tiled (tile),
    the other funcs at the output's tile (tile) or row (sliding).  Where that cannot be — several
    outputs, a func with updates (a histogram would be recomputed whole at every tile), or a func
    a root func reads — they are computed at the root."""
    b = ScheduleBuilder(module)
    at = {out: _tiled(b, module, out, kind, tile) for out in b.outputs}
    out, loop = next(iter(at.items())) if len(at) == 1 else (None, None)     # the one output, if one
    readers, inside = consumers(module), {out}
    for name in reversed(module.needed_funcs()):        # consumers first
        if kind == "inline" or name in at:
            continue
        f = b.func(name)
        if kind == "root" or out is None or module.func(out).updates or module.func(name).updates \
                or not readers.get(name, set()) <= inside:
            f.compute_root()
            continue
        inside.add(name)
        f.compute_at(out, loop)
        if kind == "sliding":
            f.store_root()
    return b


def _tiled(b: ScheduleBuilder, module: Module, out: str, kind: str, tile: tuple[int, int]) -> str:
    """Output `out` split or tiled under the tile policy; the loop to compute its producers at."""
    dims = list(module.func(out).args)
    if kind == "tile" and len(dims) == 1:
        b.func(out).split(dims[0], dims[0] + "o", dims[0] + "i", tile[1])
        return dims[0] + "o"
    if kind == "tile":
        y, x = dims[-2], dims[-1]
        b.func(out).tile(y, x, y + "o", x + "o", y + "i", x + "i", *tile)
        return x + "o"
    return dims[0]
