"""`irc compile --emit stats` of a proc: the order its schedule gives (the loops outer first, which
run in parallel, the tiles), what `autotile` chose and why, and, where it generated two versions
(the tiles, and the proc as written for arrays that fit in the cache), which one runs at the
given sizes on this machine and by how many bytes."""
from __future__ import annotations

import json
from dataclasses import dataclass, replace

from ..ir.analysis.deps import analyze
from ..ir.analysis.proc_order import original
from ..ir.evaluate import eval_int
from ..ir.ufuncs import cache_bytes
from ..lower.pass_manager import Context
from ..passes.loops.isl_codegen import footprint, scheduled


@dataclass(frozen=True)
class ProcStats:
    proc: str
    schedule: str | None
    sizes: dict[str, int]
    order: tuple[str, ...]
    parallel: tuple[str, ...]
    choices: tuple[str, ...]
    notes: tuple[str, ...]
    reused: tuple[str, ...] = ()
    reused_bytes: int | None = None       # the bytes of `reused` at `sizes`, where two versions exist
    level2_bytes: int | None = None

    @property
    def runs(self) -> str:
        if self.reused_bytes is None:
            return "as written" if self.schedule is None else "the order above"
        return "as written" if self.reused_bytes <= self.level2_bytes else "the tiles"

    def table(self) -> str:
        at = ", ".join(f"{k}={v}" for k, v in self.sizes.items())
        lines = [f"proc {self.proc}" + (f" schedule {self.schedule}" if self.schedule else " as written") + f" ({at})",
                 f"order       ({', '.join(self.order)})",
                 f"parallel    {', '.join(self.parallel) or 'none'}"]
        lines += [f"autotile    {c}" for c in self.choices]
        lines += [f"note        {n}" for n in self.notes if n not in self.choices]
        if self.reused_bytes is not None:
            fits = "<=" if self.reused_bytes <= self.level2_bytes else ">"
            lines.append(f"runs        {self.runs}: {', '.join(self.reused)} take {self.reused_bytes:,} bytes {fits} "
                         f"the level-2 cache, {self.level2_bytes:,} bytes here")
        else:
            lines.append(f"runs        {self.runs}")
        return "\n".join(lines) + "\n"

    def json(self) -> str:
        return json.dumps({"proc": self.proc, "schedule": self.schedule, "sizes": self.sizes, "order": self.order,
                           "parallel": self.parallel, "choices": self.choices, "notes": self.notes,
                           "reused_arrays": self.reused, "reused_bytes": self.reused_bytes,
                           "level2_bytes": self.level2_bytes, "runs": self.runs}, indent=2)


def proc_stats(kind, ctx: Context, sizes: dict[str, int]) -> ProcStats:
    """The stats of ctx's proc under its schedule (or as written) at `sizes` (every size given)."""
    schedule = ctx.proc_schedule
    fn = kind.lower(ctx, "c", until="lowered")
    deps = analyze(fn)
    if schedule is None:
        return ProcStats(ctx.proc.name, None, sizes, original(deps.scop).names, (), (), ())
    order = scheduled(deps, schedule.words)
    parallel = order.parallel + tuple(f"{dim} (in {', '.join(nest)})" for dim, nest in order.nests)
    stats = ProcStats(ctx.proc.name, schedule.name, sizes, order.names, parallel, order.choices, order.notes)
    if order.small is None:
        return stats
    used = eval_int(footprint(fn, deps.scop, order.reused), sizes)
    return replace(stats, reused=order.reused, reused_bytes=used, level2_bytes=int(cache_bytes(2)))
