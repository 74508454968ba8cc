"""`f.compute_with(g, x)` (Halide's `Func::compute_with`): f's loops, from the outermost down to
loop x, are g's loops too: one nest computes both funcs, g's point before f's in each iteration
of x, each func's own loops inside x (pass compute_with).  Two funcs that read the same inputs
at the same places then read them once from the cache (harris's Ix and Iy, camera_pipe's
green at red and at blue sites).

Each fused loop runs over both funcs' ranges, and each func's body is guarded where its own
range is smaller (no guard where irc proves the ranges equal).  `compute_with(g, x, AlignStart)`
lines the two ranges up at their starts (f's iteration i is g's iteration i, whatever their
first points); `AlignEnd` at their ends; `NoAlign` (and `Auto`, the default) fuses the points of
the same coordinates, the loop running over the union of the two ranges.

It holds where fusion cannot change a value: f and g computed at the same place, neither
reading the other (through any funcs), neither read by a func computed between them there; the
same loops, outer to x, of the same kinds, none vectorized (a vector loop computes one func);
neither an output, nor a func with update definitions or specializations, nor a func fused with
a third.
"""
from __future__ import annotations

from ..diagnostics import CompileError
from ..module import Module
from .draft import NOWHERE, Where
from .legality import consumers
from .spoken import spoken

ALIGNMENTS = ("Auto", "NoAlign", "AlignStart", "AlignEnd")


class ComputeWithWord:
    """FuncBuilder's `compute_with` (a mixin: `self.d` is the func's draft)."""

    @spoken
    def compute_with(self, func: str, var: str, align: str = "Auto", where: Where = NOWHERE):
        """`f.compute_with(g, x)`: f computed in g's loops down to x (checked with the whole schedule)."""
        self._word("compute_with", where)
        self._not_output(where)
        align = str(align).removeprefix("LoopAlignStrategy.")
        if align not in ALIGNMENTS:
            raise CompileError(f"unknown loop alignment '{align}'; compute_with aligns by {', '.join(ALIGNMENTS)}",
                               where.arg(2) or where.call)
        if func == self.d.name:
            raise CompileError(f"cannot compute '{func}' with itself; name another func computed where it is",
                               where.arg(0) or where.call)
        self.d.compute_with = (func, var, align)
        self.d.spans["compute_with.func"], self.d.spans["compute_with.loop"] = where.arg(0), where.arg(1)
        return self


def check_compute_with(module: Module, drafts: dict, specialized: set[str]) -> None:
    """Refuse, at its word, a compute_with that could change a value or that irc cannot fuse."""
    withs = {d.name: d for d in drafts.values() if d.compute_with}
    for d in withs.values():
        _FusedPair(module, drafts, d, d.spans.get("compute_with")).check(withs, specialized)


class _FusedPair:
    def __init__(self, module: Module, drafts: dict, d, span):
        self.m, self.drafts, self.d, self.span = module, drafts, d, span
        self.g, self.var, _ = d.compute_with

    def refuse(self, why: str, at: str = ""):
        """Refuse the word, pointing at the argument `at` names ("func" or "loop"), or at the call."""
        raise CompileError(f"cannot compute '{self.d.name}' with '{self.g}': {why}",
                           self.d.spans.get(f"compute_with.{at}") or self.span)

    def check(self, withs: dict, specialized: set[str]):
        f, g = self.d.name, self.g
        if g not in self.drafts:
            self.refuse(f"'{g}' is not a func; the funcs are {', '.join(self.drafts)}", "func")
        other = self.drafts[g]
        if g in (o.func for o in self.m.outputs):
            self.refuse(f"'{g}' is an output, computed alone at the root", "func")
        if other.compute == "inline":
            self.refuse(f"'{g}' is computed inline and has no loops", "func")
        if (self.d.compute, self.d.compute_at) != (other.compute, other.compute_at):
            self.refuse(f"'{f}' is computed {_place(self.d)} and '{g}' {_place(other)}; compute both at the same place")
        if g in withs or any(o.compute_with[0] == g for o in withs.values() if o is not self.d) or \
                any(o.compute_with[0] == f for o in withs.values()):
            self.refuse("a func is fused with one other only (irc fuses pairs)")
        for name in (f, g):
            if self.m.func(name).updates:
                self.refuse(f"'{name}' has update definitions, whose nests are their own")
            if name in specialized:
                self.refuse(f"'{name}' is specialized, so its loops differ between versions")
        self.check_loops(other)
        self.check_independent()

    def check_loops(self, other):
        f, g, var = self.d.name, self.g, self.var
        for d in (self.d, other):
            if var not in d.order:
                self.refuse(f"'{d.name}' has no loop '{var}'; its loops are {', '.join(d.order)}", "loop")
        fused = self.d.order[:self.d.order.index(var) + 1]
        if other.order[:other.order.index(var) + 1] != fused:
            self.refuse(f"their loops down to '{var}' differ ({', '.join(fused)} in '{f}', "
                        f"{', '.join(other.order[:other.order.index(var) + 1])} in '{g}'); split and reorder "
                        f"them alike", "loop")
        for v in fused:
            kinds = (self.d.kinds.get(v, "serial"), other.kinds.get(v, "serial"))
            if kinds[0] != kinds[1]:
                self.refuse(f"loop '{v}' is {kinds[0]} in '{f}' and {kinds[1]} in '{g}'; mark it alike in both")
            if kinds[0] == "vectorized":
                self.refuse(f"loop '{v}' is vectorized, and a vector loop computes one func; fuse the loops "
                            f"outside it", "loop")
            if v in self.d.sum_loops or v in other.sum_loops:
                self.refuse(f"'{v}' is a loop of a sum")
        ahead = [p for p in self.d.prefetches if p[1] in fused[:-1]]
        if ahead:
            self.refuse(f"'{f}' prefetches at loop '{ahead[0][1]}', outside the innermost fused loop '{var}'")

    def check_independent(self):
        """Neither func reads the other, nor is read by a func computed between them (which
        would then run before the fused nest computes it)."""
        f, g = self.d.name, self.g
        reads = _reads(self.m)
        for a, b in ((f, g), (g, f)):
            if b in reads[a]:
                self.refuse(f"'{a}' reads '{b}', so '{b}' must be complete before '{a}' starts")
        names = [x.name for x in self.m.funcs]
        first, last = sorted((f, g), key=names.index)
        for h in names[names.index(first) + 1:names.index(last)]:
            d = self.drafts.get(h)
            if d is not None and d.compute != "inline" and (d.compute, d.compute_at) == (self.d.compute, self.d.compute_at) \
                    and first in reads[h]:
                self.refuse(f"'{h}' is computed between them and reads '{first}', which the fused nest computes "
                            f"after it; compute '{h}' elsewhere")


def _place(d) -> str:
    return f"at {d.compute_at[0]}.{d.compute_at[1]}" if d.compute == "at" else "at the root"


def _reads(module: Module) -> dict[str, set[str]]:
    """func -> every func and input it reads, directly or through other funcs."""
    readers = consumers(module)
    direct: dict[str, set[str]] = {f.name: set() for f in module.funcs}
    for read, by in readers.items():
        for f in by:
            direct[f].add(read)
    out: dict[str, set[str]] = {}
    for f in module.funcs:          # pipeline order: producers first
        out[f.name] = set(direct[f.name]).union(*(out.get(r, set()) for r in direct[f.name]))
    return out

