"""A program's schedules as data: what the words of a schedule block say, checked (schedule/
reads them): of funcs (splits, fuses, loop kinds, where each func is computed and stored, its
updates' loops), of kernels (padding of shared arrays) and of procs (isl's words)."""
from __future__ import annotations

from dataclasses import dataclass, field, fields

from .diagnostics import Source, Span


@dataclass(frozen=True)
class Split:
    """Split loop `var` into `outer` and `inner` (`inner` runs `factor` times); `tail` is the
    strategy where `factor` does not divide the extent (irc/tails.py)."""
    var: str
    outer: str
    inner: str
    factor: int
    span: Span | None = field(default=None, compare=False)
    tail: str = "Auto"


@dataclass(frozen=True)
class Fuse:
    """Fuse loop `outer` and loop `inner`, directly inside it, into one loop `fused` (their
    extents' product of iterations): outer = fused / inner's extent, inner = fused % it."""
    outer: str
    inner: str
    fused: str
    span: Span | None = field(default=None, compare=False)


def loop_names(s: Split | Fuse) -> tuple[str, ...]:
    """The loops a split or a fuse names (those it replaces and those it makes)."""
    return (s.var, s.outer, s.inner) if isinstance(s, Split) else (s.outer, s.inner, s.fused)


@dataclass(frozen=True)
class Coarsen:
    """`f.coarsen(var, factor)`: each thread computes `factor` points of dimension `var`, one tile
    of `tile` (gpu_tile's split of `var`) apart, in its loop `var.c`; `var.r` is the point's offset
    in the block's `factor` tiles."""
    var: str
    factor: int
    tile: Split
    span: Span | None = field(default=None, compare=False)

    @property
    def point(self) -> str:
        return f"{self.var}.c"

    @property
    def rest(self) -> str:
        return f"{self.var}.r"


# `f.store_in(Stack)`: Halide's memory types irc's C honours -> the scope of the func's allocation
MEMORY_TYPES = {"Auto": "global", "Stack": "stack", "Heap": "heap"}


@dataclass(frozen=True)
class FuncSchedule:
    """Where a func is computed and stored, and how its loops are split, ordered and run."""
    compute: str = "inline"                       # "inline" | "root" | "at"
    compute_at: tuple[str, str] | None = None     # (consumer func, its loop var)
    store_at: tuple[str, str] | None = None       # None: where computed; ("", "") root
    splits: tuple[Split | Fuse, ...] = ()          # the splits and fuses of its loops, in order
    order: tuple[str, ...] = ()                   # loop vars outer -> inner after splits/reorders
    kinds: tuple[tuple[str, str], ...] = ()       # (loop var, kind)
    spans: tuple[tuple[str, Span | None], ...] = field(default=(), compare=False)
    coarsens: tuple[Coarsen, ...] = ()            # in `order` as their loops `v.c`, made by pass coarsen
    updates: tuple["FuncSchedule", ...] = ()      # the loops of each update (splits, order, kinds)
    # (condition on the sizes, the func's loops where it holds): the first that holds, else these
    specializations: tuple = ()
    bounds: tuple[tuple[str, int, int], ...] = ()   # (dimension, min, extent): its region there, fixed
    storage: tuple[str, ...] = ()                  # its dimensions in storage order, outer to inner (): as indexed
    memory: str = "Auto"                          # where its storage is (store_in): a key of MEMORY_TYPES
    fold: tuple = ()                              # (dimension, rows) its storage folds to (fold_storage)
    prefetches: tuple[tuple[str, str, int], ...] = ()     # (input, loop, offset): prefetch
    hoisted: bool = False                         # store_at by hoist_storage: each iteration's region anew
    compute_with: tuple = ()                      # (func, its loop, alignment): computed in its nest (compute_with)

    def span(self, word: str) -> Span | None:
        return next((s for w, s in self.spans if w == word), None)

    def kind(self, var: str) -> str:
        return next((k for v, k in self.kinds if v == var), "serial")

    def split_loops(self) -> tuple[str, ...]:
        """`order` without the loops of coarsen, which pass coarsen makes after split made the others."""
        points = {c.point for c in self.coarsens}
        return tuple(v for v in self.order if v not in points)

    def split_factor(self, var: str) -> int:
        """The factor of the first split of loop `var` (1 when it is not split)."""
        return next((s.factor for s in self.splits if isinstance(s, Split) and s.var == var), 1)


@dataclass(frozen=True)
class Cache:
    """`A.cache(C, ko)`: input `A` staged in shared memory, the part that one iteration of loop
    `loop` of the GPU-mapped `func` reads, copied by the block's threads; `pad` extra words on
    its last dimension (`.pad(n)`)."""
    buffer: str
    func: str
    loop: str
    pad: int = 0
    span: Span | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Schedule:
    name: str
    funcs: tuple[tuple[str, FuncSchedule], ...]
    description: str = ""
    caches: tuple[Cache, ...] = ()
    module: object = None     # the algorithm (a Module) as its rfactors rewrote it; None: as written
    source: Source | None = field(default=None, compare=False)    # its text, where given apart from the file

    def of(self, func: str) -> FuncSchedule:
        return next(s for f, s in self.funcs if f == func)

    def says(self, span: Span | None) -> bool:
        """Whether `span` is one of this schedule's words or arguments (the very object): an
        error a pass raises there points into the schedule's text, not into the file."""
        return span is not None and any(s is span for s in _spans((self.funcs, self.caches)))

    def hoisted(self) -> set[str]:
        """The funcs whose storage hoist_storage places: each iteration's region anew, never slid nor folded."""
        return {f for f, s in self.funcs if s.hoisted}

    def sums_are_loops(self, func, version: FuncSchedule | None = None) -> bool:      # func: a module.Func
        """Whether this schedule (or `version` of `func`'s loops, a specialization's) makes `func`'s
        sums loops of its nest: splits, reorders or marks a sum's variable, or computes or stores a
        func at it.  Then `func` is computed as an initial value and an update (as Halide's update
        definitions are); else each point sums innermost."""
        sums = tuple(func.sum_var(r) for r in func.sums())
        if not sums:
            return False
        s = version or self.of(func.name)
        if s.order[len(s.order) - len(sums):] != sums or any(s.kind(v) != "serial" for v in sums):
            return True
        return any(at == (func.name, v) for _, o in self.funcs for at in (o.compute_at, o.store_at) for v in sums)


def _spans(value):
    """The spans in a schedule's data: its words, splits, caches and their arguments."""
    if isinstance(value, Span):
        yield value
    elif isinstance(value, tuple):
        for item in value:
            yield from _spans(item)
    elif isinstance(value, (FuncSchedule, Split, Fuse, Coarsen, Cache)):
        for f in fields(value):
            yield from _spans(getattr(value, f.name))


@dataclass(frozen=True)
class SharedPad:
    """`K.pad(s, n)`: `words` extra words on the last dimension of kernel `kernel`'s shared array `array`."""
    kernel: str
    array: str
    words: int


@dataclass(frozen=True)
class KernelSchedule:
    """A schedule block of a file's kernels: the words it says of each (pad, so far)."""
    name: str
    pads: tuple[SharedPad, ...]

    def kernels(self) -> tuple[str, ...]:
        """The kernels it schedules, in the block's order."""
        return tuple(dict.fromkeys(p.kernel for p in self.pads))


@dataclass(frozen=True)
class ProcWord:
    """One word of a schedule of a proc: `skew(i, t, 1)` is ("skew", ("i", "t", 1)); loop names
    are strings, factors ints.  `spans` locate the word and each argument."""
    method: str
    args: tuple
    span: Span | None = field(default=None, compare=False)
    arg_spans: tuple = field(default=(), compare=False)

    def text(self) -> str:
        return f"{self.method}({', '.join(str(a) for a in self.args)})"


@dataclass(frozen=True)
class ProcSchedule:
    """A schedule block of a proc: its words in order, applied to the proc's schedule (isl).
    `source`: the text its spans are in, when it was given apart from the file (`--schedule
    'lu.interchange(i, j)'`)."""
    name: str
    proc: str
    words: tuple[ProcWord, ...]
    source: Source | None = field(default=None, compare=False)
