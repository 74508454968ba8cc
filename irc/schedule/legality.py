"""The checks a schedule passes as a whole, once every word is given: a func computed inline
has no loops to schedule; `compute_at(g, v)` names a loop of another func that every reader of
the func runs inside; `store_at` encloses the compute site.  A refusal says what would be legal.
"""
from __future__ import annotations

from ..diagnostics import CompileError
from ..ir.visitor import free_vars
from ..module import Module
from ..schedules import Fuse, Schedule, Split
from ..naming import loop_var
from .gpu import GPU_WORDS, is_gpu
from .storage_words import STORAGE_WORDS

# the words that schedule a func's loops or storage, which a func computed inline has none of
INLINE_REFUSED = ("split", "tile", "vectorize", "unroll", "parallel", "reorder", "fuse", "store_root", "store_at",
                  *GPU_WORDS, "coarsen", *STORAGE_WORDS)


def consumers(module: Module) -> dict[str, set[str]]:
    """func or input -> the funcs whose definitions read it."""
    out: dict[str, set[str]] = {}
    for f in module.funcs:
        for n in f.loads():
            if n.buffer != f.name:
                out.setdefault(n.buffer, set()).add(f.name)
    return out


def check_sums(module: Module, schedule: Schedule, drafts: dict) -> None:
    """A sum made a loop of its func must run over bounds of sizes and constants only: its loop
    may be reordered around the func's other loops."""
    for f in module.funcs:
        if not schedule.sums_are_loops(f):
            continue
        loops = {loop_var(f.name, v) for v in f.loops()} | set(f.args)
        for r in f.sums():
            used = sorted(v for v in free_vars(r.min) | free_vars(r.extent) if v in loops)
            if used:
                d = drafts[f.name]
                word = next((w for w in ("split", "tile", "reorder", "unroll") if w in d.words), None)
                raise CompileError(f"the sum over '{f.sum_var(r)}' in '{f.name}' runs over bounds that depend on "
                                   f"'{used[0].split('.')[-1]}', so it cannot be a loop of its own; only a sum "
                                   f"over bounds of sizes and constants can be split or reordered",
                                   d.spans.get(word) if word else r.span)


def refuse_updated(module: Module, func: str, what: str, instead: str, span) -> None:
    """Refuses `what` of a func with update definitions, saying what to do `instead`."""
    f = module.func(func)
    if f is not None and f.updates:
        raise CompileError(f"'{func}' has update definitions, so {what}; {instead}", span)


def check_stages(module: Module, drafts: dict, stages: dict) -> None:
    """An update's reduction domain is visited in its order (outer variables first, each split's
    outer loop before its inner one): the update's result may depend on it (a cumulative sum
    does).  Its pure variables' loops may go anywhere."""
    if stages and any(is_gpu(d) for d in drafts.values()):
        f = next(f for f, _ in stages)
        raise CompileError(f"'{f}' has update definitions, which run on the CPU backends; schedule the "
                           f"pipeline without gpu_tile / gpu_blocks / gpu_threads",
                           next(d.spans.get(w) for d in drafts.values() if is_gpu(d)
                                for w in ("gpu_tile", "gpu_blocks", "gpu_threads") if d.spans.get(w)))
    for (f, n), d in stages.items():
        rank = {}
        for i, r in enumerate(d.sum_loops.get(v) for v in module.func(f).updates[n].loops()):
            if r is not None:
                rank[r] = (i,)
        for s in d.splits:
            if isinstance(s, Split) and s.var in rank:
                rank[s.outer], rank[s.inner] = rank[s.var] + (0,), rank[s.var] + (1,)
        visited = [v for v in d.order if v in rank]
        if visited != sorted(visited, key=rank.__getitem__):
            raise CompileError(f"the reorder of '{d.name}' visits its reduction domain in another order "
                               f"({', '.join(visited)}); the update's result may depend on that order: "
                               f"reorder the loops of its pure variables only", d.spans.get("reorder"))


def check_schedule(module: Module, drafts: dict) -> None:
    """Raise CompileError at the first word that makes the schedule (func -> Draft) illegal."""
    _Legality(module, drafts).check()


class _Legality:
    def __init__(self, module: Module, drafts: dict):
        self.m = module
        self.drafts = drafts

    def check(self):
        for d in self.drafts.values():
            word = next((w for w in INLINE_REFUSED if w in d.words), None) if d.compute == "inline" else None
            if word is not None:
                what = STORAGE_WORDS.get(word, f"loops for '{word}'")
                raise CompileError(f"func '{d.name}' is computed inline, so it has no {what}; "
                                   f"add {d.name}.compute_root() or compute_at(...)", d.spans[word])
        for d in self.drafts.values():
            if d.compute == "at":
                self.check_target(d)
        for d in self.drafts.values():
            if d.compute == "at":
                self.check_compute_at(d)
            if d.store_at and d.store_at != ("", ""):
                self.check_store_at(d)
            elif d.hoisted:
                self.check_hoisted_root(d)

    def uses(self, f: str) -> set[str]:
        """Funcs that read f, looking through inlined funcs."""
        direct = consumers(self.m).get(f, set())
        out = set()
        for g in direct:
            out |= {g} if self.drafts[g].compute != "inline" else self.uses(g) | {g}
        return out

    def readers(self, f: str) -> list[str]:
        return sorted(u for u in self.uses(f) if self.drafts[u].compute != "inline")

    def check_target(self, d):
        """compute_at(g, var): g is another func with a loop var, and not computed inside d."""
        g, var = d.compute_at
        span = d.spans["compute_at"]
        if g not in self.drafts:
            raise CompileError(f"compute_at target '{g}' is not a func; the funcs are "
                               f"{', '.join(self.drafts)}", span)
        if g == d.name:
            raise CompileError(f"cannot compute '{d.name}' at its own loop; compute it at a loop of a "
                               f"func that reads it ({', '.join(self.readers(d.name)) or 'none'})", span)
        if self.drafts[g].compute == "inline":
            raise CompileError(f"cannot compute '{d.name}' at '{g}': '{g}' is computed inline and has no loops", span)
        order = self.drafts[g].order
        if var not in order:
            options = ", ".join(f"compute_at({g}, {v})" for v in order)
            raise CompileError(f"func '{g}' has no loop '{var}'; legal: {options}, or compute_root()", span)
        if self.loop_in(g, d.name) is not None:
            raise CompileError(f"cannot compute '{d.name}' at '{g}': '{g}' is itself computed inside "
                               f"'{d.name}'; compute_at cannot go round in a circle", span)

    def check_compute_at(self, d):
        """Legal when every reader of the func runs inside loop `var` of `g` (or is `g`)."""
        g, var = d.compute_at
        span = d.spans["compute_at"]
        readers, order = self.readers(d.name), self.drafts[g].order
        inside = {r: self.loop_in(r, g) for r in readers}
        if not any(r == g or inside[r] for r in readers):
            raise CompileError(f"cannot compute '{d.name}' at '{g}': neither '{g}' nor a func computed in "
                               f"its loops reads '{d.name}'; funcs that read it: {', '.join(readers) or 'none'}",
                               span)
        for r in readers:
            if r != g and (inside[r] is None or order.index(inside[r]) < order.index(var)):
                raise CompileError(f"cannot compute '{d.name}' at '{g}.{var}': '{r}' also reads it outside "
                                   f"that loop; compute it at a loop that encloses every reader, or "
                                   f"compute_root()", span)

    def loop_in(self, f: str, g: str) -> str | None:
        """The loop of `g` under which `f` is computed (following compute_at), or None."""
        at, seen = self.drafts[f].compute_at, {f}
        while at is not None and at[0] in self.drafts and at[0] not in seen:  # targets unchecked yet
            if at[0] == g:
                return at[1]
            seen.add(at[0])
            at = self.drafts[at[0]].compute_at
        return None

    def check_store_at(self, d):
        g, var = d.store_at
        word = "hoist_storage" if d.hoisted else "store_at"
        span = d.spans["store_at"]
        if d.compute != "at" or d.compute_at[0] != g:
            raise CompileError(f"{word}({g}, {var}) needs '{d.name}' computed at a loop of '{g}' too", span)
        order = self.drafts[g].order
        if var not in order:
            raise CompileError(f"func '{g}' has no loop '{var}'; its loops are {', '.join(order)}", span)
        if order.index(var) > order.index(d.compute_at[1]):
            raise CompileError(f"'{d.name}' is stored at {g}.{var}, inside the loop {g}.{d.compute_at[1]} "
                               f"where it is computed; storage must be at or outside it", span)
        shared = [v for v in order[order.index(var) + 1:order.index(d.compute_at[1]) + 1]     # inside var's body
                  if self.drafts[g].kinds.get(v) == "parallel"]
        if d.hoisted and shared:
            raise CompileError(f"'{d.name}' is hoisted to {g}.{var}, where the iterations of the parallel loop "
                               f"{g}.{shared[0]} would share the buffer; hoist it to a loop inside that one", span)

    def check_hoisted_root(self, d):
        """Storage hoisted to the root: computed at a loop, none of those around it parallel."""
        span = d.spans.get("hoist_storage_root")
        if d.compute != "at":
            raise CompileError(f"hoist_storage_root needs '{d.name}' computed at a loop (compute_at)", span)
        at = d
        while at.compute == "at":
            g, v = at.compute_at
            order = self.drafts[g].order
            shared = [u for u in order[:order.index(v) + 1] if self.drafts[g].kinds.get(u) == "parallel"]
            if shared:
                raise CompileError(f"'{d.name}' is hoisted to the root, where the iterations of the parallel loop "
                                   f"{g}.{shared[0]} would share the buffer; hoist it to a loop inside that one", span)
            at = self.drafts[g]


def strided_innermost(module: Module, schedule: Schedule) -> list[str]:
    """Notes for the funcs computed in loops (not inline, not on a GPU) whose innermost loop runs
    along another dimension than their last, contiguous one: every step of it strides a whole
    row (blur written with Halide's `tile(x, y, ...)` runs column by column, 2.6x slower)."""
    notes = []
    for f in module.funcs:
        s = schedule.of(f.name)
        if s.compute == "inline" or len(f.args) < 2 or not s.order or any(k.startswith("gpu") for _, k in s.kinds):
            continue
        origin = {n: split.var for split in s.splits if isinstance(split, Split) for n in (split.outer, split.inner)}
        origin.update({fuse.fused: fuse.inner for fuse in s.splits if isinstance(fuse, Fuse)})   # along the inner one
        loop = dim = s.order[-1]
        while dim in origin:
            dim = origin[dim]
        contiguous = (s.storage or f.args)[-1]
        if dim in f.args and dim != contiguous:
            notes.append(f"func '{f.name}' runs its innermost loop '{loop}' along {dim}, not along {contiguous}, its "
                         f"contiguous dimension (the last index{' of its storage' if s.storage else ''}): each step "
                         f"strides a row; irc's tile(a, b, ...) and reorder(...) name loops outer first")
    return notes
