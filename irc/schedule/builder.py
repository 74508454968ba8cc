"""Building a schedule of a program's funcs word by word, each word checked as it is given.

    b = ScheduleBuilder(module)
    b.func("blury").tile("y", "x", "yo", "xo", "yi", "xi", 64, 64)     # or tile("y", "x", 64, 64)
    b.func("blurx").compute_at("blury", "xo")
    schedule = b.finish("tile")
    str(b)          # the words as a block's text: "blury.tile(y, x, yo, xo, yi, xi, 64, 64); blurx...."

Schedule blocks of a file are read into the same calls (schedule/funcs.py), and so are the
policies (schedule/resolve.py), so every schedule, however it is made, passes the same checks.
Loop variables are tracked as the words rename them: `split(x, xo, xi, 8)` replaces loop `x`
by `xo` (outer) and `xi` (inner); `vectorize(x, 8)` and `unroll(x, 4)` split `x` into `x.o`
and `x.v` / `x.u` and mark the inner loop.  A refusal names the func, the loop and what would
be legal, at the place `where` says (a word of a schedule block; nowhere for calls from Python).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..diagnostics import CompileError, Span
from ..ir.nodes import Reduce
from ..ir.visitor import walk
from ..module import Cache, Coarsen, FuncSchedule, Module, Schedule, Split
from ..naming import loop_var
from .gpu import check_gpu
from .legality import check_schedule, check_sums
from .spoken import spoken


@dataclass(frozen=True)
class Where:
    """Where a word was written: the whole call, each argument, and the func it is called on."""
    call: Span | None = None
    args: tuple[Span | None, ...] = ()
    func: Span | None = None

    def arg(self, i: int) -> Span | None:
        return self.args[i] if i < len(self.args) else None


NOWHERE = Where()
MAX_PAD = 64            # words `pad` adds to a row: two rows of banks, past any use


def check_pad_words(words: int, span: Span | None) -> int:
    """The words `pad` adds to the last dimension of a shared array (of a cache or of a kernel)."""
    if not 0 < words <= MAX_PAD:
        raise CompileError(f"pad takes 1 to {MAX_PAD} words, got {words}", span)
    return words


@dataclass
class Draft:
    """A func's schedule while its words are given."""
    name: str
    order: list[str]
    compute: str = "inline"
    compute_at: tuple | None = None
    store_at: tuple | None = None
    splits: list = field(default_factory=list)
    kinds: dict = field(default_factory=dict)
    spans: dict = field(default_factory=dict)
    words: set = field(default_factory=set)
    sum_loops: dict = field(default_factory=dict)   # a loop of a sum -> the sum's variable
    coarsens: list = field(default_factory=list)

    def freeze(self) -> FuncSchedule:
        return FuncSchedule(self.compute, self.compute_at, self.store_at, tuple(self.splits),
                            tuple(self.order), tuple(sorted(self.kinds.items())),
                            tuple(self.spans.items()), tuple(self.coarsens))


class ScheduleBuilder:
    """The funcs of `module`, all inline at first (Halide's default), the output at the root."""

    def __init__(self, module: Module):
        self.module = module
        self.output = module.output.func
        self.drafts = {f.name: Draft(f.name, list(f.loops()), sum_loops={v: v for v in f.loops()[len(f.args):]})
                       for f in module.funcs}
        self.drafts[self.output].compute = "root"
        self.caches: list[Cache] = []
        self.words: list[str] = []          # the words given, as text (str(builder))
        self._in_word = False

    def __str__(self) -> str:
        """The words given, as the text of a schedule block (what `prog.compile(schedule=...)` and
        `irc run --schedule '...'` take)."""
        return "; ".join(self.words)

    def __repr__(self) -> str:
        return f"<schedule of {self.module.name}: {str(self) or 'every func inline'}>"

    def func(self, name: str, where: Where = NOWHERE) -> "FuncBuilder":
        if name not in self.drafts:
            what = "an input" if self.module.input(name) else "not a func"
            raise CompileError(f"cannot schedule '{name}': it is {what}; the funcs are "
                               f"{', '.join(self.drafts)}", where.func)
        return FuncBuilder(self, self.drafts[name])

    def finish(self, name: str, description: str = "") -> Schedule:
        """The schedule, once the words together are legal (schedule/legality.py)."""
        check_schedule(self.module, self.drafts)
        check_gpu(self.module, self.drafts, self.caches)
        schedule = Schedule(name, tuple((n, d.freeze()) for n, d in self.drafts.items()), description,
                            tuple(self.caches))
        check_sums(self.module, schedule, self.drafts)
        return schedule


    # -- shared memory of a GPU launch
    @spoken
    def cache(self, buffer: str, func: str, loop: str, where: Where = NOWHERE) -> "ScheduleBuilder":
        """`A.cache(C, ko)`: stage input `A` in shared memory per iteration of loop `ko` of `C`."""
        if self.module.input(buffer) is None:
            what = "a func" if buffer in self.drafts else "not an input"
            computed = (f"; a func is kept in shared memory by computing it there: {buffer}.compute_at({func}, {loop})"
                        if buffer in self.drafts else "")
            raise CompileError(f"cannot cache '{buffer}': it is {what}; cache stages the inputs a GPU launch reads "
                               f"({', '.join(i.name for i in self.module.inputs)}){computed}", where.func or where.call)
        if func not in self.drafts:
            raise CompileError(f"cache target '{func}' is not a func; the funcs are {', '.join(self.drafts)}",
                               where.arg(0) or where.call)
        if any(c.buffer == buffer and c.func == func for c in self.caches):
            raise CompileError(f"'{buffer}' is cached for '{func}' twice", where.call)
        self.caches.append(Cache(buffer, func, loop, 0, where.call))
        return self

    @spoken
    def pad(self, buffer: str, words: int, where: Where = NOWHERE) -> "ScheduleBuilder":
        """`.pad(n)` after `A.cache(...)`: n extra words on the last dimension of its shared array."""
        mine = [i for i, c in enumerate(self.caches) if c.buffer == buffer]
        if not mine:
            raise CompileError(f"pad needs '{buffer}' cached first: {buffer}.cache(f, loop).pad(n)", where.call)
        check_pad_words(words, where.arg(0) or where.call)
        c = self.caches[mine[-1]]
        self.caches[mine[-1]] = Cache(c.buffer, c.func, c.loop, words, c.span)
        return self


class FuncBuilder:
    """The words of one func; each returns the builder, so they chain as in Halide."""

    def __init__(self, schedule: ScheduleBuilder, draft: Draft):
        self.schedule = schedule
        self.d = draft

    def _word(self, word: str, where: Where):
        self.d.words.add(word)
        self.d.spans.setdefault(word, where.call)

    def _not_output(self, where: Where):
        if self.d.name == self.schedule.output:
            raise CompileError(f"'{self.d.name}' is the output; it is always computed and stored at the root",
                               where.call)

    def _loop(self, var: str, where: Where, i: int) -> str:
        if var not in self.d.order:
            func = self.schedule.module.func(self.d.name)
            if any(isinstance(n, Reduce) and n.var == loop_var(func.name, var) for n in walk(func.body)):
                raise CompileError(f"'{var}' is summed inside an expression of '{func.name}', so it is not "
                                   f"a loop of it; define the sum as a func of its own to schedule its loop",
                                   where.arg(i) or where.call)
            raise CompileError(f"func '{self.d.name}' has no loop '{var}' here; its loops are "
                               f"{', '.join(self.d.order)}", where.arg(i) or where.call)
        return var

    def _not_a_sum(self, var: str, word: str, why: str, where: Where):
        """Refuse to run a loop of a sum in parallel or in vector lanes: they would add to one point at once."""
        if var in self.d.sum_loops:
            raise CompileError(f"cannot {word} '{var}': it is a loop of the sum over '{self.d.sum_loops[var]}' "
                               f"in '{self.d.name}', whose {why} would add to the same point of "
                               f"'{self.d.name}' at once; {word} a loop of its arguments instead",
                               where.arg(0) or where.call)

    def _fresh(self, name: str, where: Where, i: int):
        if name in self.d.order or any(name in (s.var, s.outer, s.inner) for s in self.d.splits) or \
                any(name in (c.point, c.rest) for c in self.d.coarsens):
            raise CompileError(f"loop name '{name}' is already used in func '{self.d.name}'", where.arg(i))

    @staticmethod
    def _factor(word: str, value: int, where: Where, i: int) -> int:
        if value <= 0:
            raise CompileError(f"{word} factor must be positive, got {value}", where.arg(i))
        if value >= 2 ** 31:
            raise CompileError(f"{word} factor {value} does not fit in i32", where.arg(i))
        return value

    def _split(self, var, outer, inner, factor, where: Where, marks=None):
        i = self.d.order.index(var)
        self.d.order[i:i + 1] = [outer, inner]
        self.d.splits.append(Split(var, outer, inner, factor, where.call))
        if var in self.d.sum_loops:
            self.d.sum_loops[outer] = self.d.sum_loops[inner] = self.d.sum_loops[var]
        if marks:
            self.d.kinds[inner] = marks

    def _place(self, names: list[str]):
        """Put `names` outer to inner into the positions they occupy now (Halide's reorder)."""
        slots = sorted(self.d.order.index(n) for n in names)
        for slot, n in zip(slots, names):
            self.d.order[slot] = n

    # -- where the func is computed and stored
    @spoken
    def compute_root(self, where: Where = NOWHERE) -> "FuncBuilder":
        self._word("compute_root", where)
        self._not_output(where)
        self.d.compute, self.d.compute_at = "root", None
        return self

    @spoken
    def compute_inline(self, where: Where = NOWHERE) -> "FuncBuilder":
        self._word("compute_inline", where)
        if self.d.name == self.schedule.output:
            raise CompileError(f"'{self.d.name}' is the output; it cannot be computed inline", where.call)
        self.d.compute = "inline"
        return self

    @spoken
    def compute_at(self, func: str, var: str, where: Where = NOWHERE) -> "FuncBuilder":
        self._word("compute_at", where)
        self._not_output(where)
        self.d.compute, self.d.compute_at = "at", (func, var)
        return self

    @spoken
    def store_root(self, where: Where = NOWHERE) -> "FuncBuilder":
        self._word("store_root", where)
        self._not_output(where)
        self.d.store_at = ("", "")
        return self

    @spoken
    def store_at(self, func: str, var: str, where: Where = NOWHERE) -> "FuncBuilder":
        self._word("store_at", where)
        self._not_output(where)
        self.d.store_at = (func, var)
        return self

    # -- its loops
    @spoken
    def split(self, var: str, outer: str, inner: str, factor: int, where: Where = NOWHERE) -> "FuncBuilder":
        self._word("split", where)
        var = self._loop(var, where, 0)
        self._fresh(outer, where, 1)
        self._fresh(inner, where, 2)
        if outer == inner:
            raise CompileError(f"split's outer and inner loops need different names, got '{outer}' twice",
                               where.arg(2))
        self._split(var, outer, inner, self._factor("split", factor, where, 3), where)
        return self

    @spoken
    def tile(self, a: str, b: str, *rest, where: Where = NOWHERE) -> "FuncBuilder":
        """`tile(a, b, ao, bo, ai, bi, fa, fb)`, or `tile(a, b, fa, fb)` with the new loops named
        `ao, bo, ai, bi` (a + o, a + i: Halide's habit)."""
        if len(rest) == 2:
            rest = (f"{a}o", f"{b}o", f"{a}i", f"{b}i", *rest)
            where = Where(where.call, where.args[:2] + (where.call,) * 4 + where.args[2:], where.func)
        if len(rest) != 6:
            raise CompileError(f"tile takes (a, b, fa, fb) or (a, b, ao, bo, ai, bi, fa, fb), got {2 + len(rest)} "
                               f"arguments", where.call)
        ao, bo, ai, bi, fa, fb = rest
        self._word("tile", where)
        a, b = self._loop(a, where, 0), self._loop(b, where, 1)
        if a == b:
            raise CompileError(f"tile needs two different loops, got '{a}' twice", where.arg(1))
        for i, n in zip((2, 3, 4, 5), (ao, bo, ai, bi)):
            self._fresh(n, where, i)
        if len({ao, bo, ai, bi}) < 4:
            raise CompileError("tile's four new loop names must differ", where.call)
        self._split(a, ao, ai, self._factor("tile", fa, where, 6), where)
        self._split(b, bo, bi, self._factor("tile", fb, where, 7), where)
        self._place([ao, bo, ai, bi])
        return self

    @spoken
    def reorder(self, *names: str, where: Where = NOWHERE) -> "FuncBuilder":
        self._word("reorder", where)
        if len(names) < 2:
            raise CompileError("reorder needs at least two loops, outer to inner", where.call)
        names = [self._loop(n, where, i) for i, n in enumerate(names)]
        if len(set(names)) != len(names):
            raise CompileError("reorder names a loop twice", where.call)
        self._place(names)
        return self

    def _mark(self, word: str, kind: str, suffix: str, var: str, factor: int | None, where: Where):
        self._word(word, where)
        var = self._loop(var, where, 0)
        if kind == "vectorized":
            self._not_a_sum(var, word, "vector lanes", where)
        if factor is None:
            self.d.kinds[var] = kind
        else:
            self._split(var, f"{var}.o", f"{var}.{suffix}", self._factor(word, factor, where, 1), where, kind)
        return self

    @spoken
    def vectorize(self, var: str, factor: int | None = None, where: Where = NOWHERE) -> "FuncBuilder":
        return self._mark("vectorize", "vectorized", "v", var, factor, where)

    @spoken
    def unroll(self, var: str, factor: int | None = None, where: Where = NOWHERE) -> "FuncBuilder":
        return self._mark("unroll", "unrolled", "u", var, factor, where)

    # -- onto a GPU: block and thread loops (axes x, y, z from the innermost loop out)
    @spoken
    def gpu_tile(self, *args, where: Where = NOWHERE) -> "FuncBuilder":
        """`gpu_tile(x, bx, tx, Tx)` or `gpu_tile(y, x, by, bx, ty, tx, Ty, Tx)`: split into tiles,
        the tiles' loops onto blocks and the points of a tile onto the threads of a block."""
        self._word("gpu_tile", where)
        if len(args) == 4:
            var, outer, inner, factor = args
            self.split(var, outer, inner, factor, where=where)
            marks = ((outer, "gpu_block", 1), (inner, "gpu_thread", 2))
        else:
            a, b, ao, bo, ai, bi, fa, fb = args
            self.tile(a, b, ao, bo, ai, bi, fa, fb, where=where)
            marks = ((ao, "gpu_block", 2), (bo, "gpu_block", 3), (ai, "gpu_thread", 4), (bi, "gpu_thread", 5))
        for var, kind, i in marks:
            self._not_a_sum(var, "map", "blocks or threads", Where(where.call, where.args[i:i + 1]))
            self.d.kinds[var] = kind
        return self

    @spoken
    def coarsen(self, var: str, factor: int, where: Where = NOWHERE) -> "FuncBuilder":
        """`f.coarsen(v, n)` after gpu_tile: each thread computes n points of `v`, one block-width
        apart (a warp's accesses stay coalesced), and a block covers n times its tile along `v`.
        The new loop `v.c` (n iterations) runs in each thread, inside the sum's first loop when
        there is one, so that what does not depend on `v` is loaded once for the n points; pass
        coarsen makes it (gpu_tile's split stays as it is)."""
        self._word("coarsen", where)
        var = self._loop(var, where, 0) if var in self.d.order else var
        tile = next((s for s in self.d.splits if s.var == var and self.d.kinds.get(s.outer) == "gpu_block"
                     and self.d.kinds.get(s.inner) == "gpu_thread"), None)
        named = next((s for s in self.d.splits if var in (s.outer, s.inner)), None)
        if tile is None and named is not None:
            raise CompileError(f"coarsen names the dimension that gpu_tile split ('{named.var}'), not one of its "
                               f"loops: coarsen({named.var}, {factor})", where.arg(0) or where.call)
        if tile is None:
            raise CompileError(f"coarsen needs '{var}' tiled onto blocks and threads first "
                               f"(gpu_tile); the loops of '{self.d.name}' are {', '.join(self.d.order)}",
                               where.arg(0) or where.call)
        if any(c.var == var for c in self.d.coarsens):
            raise CompileError(f"'{var}' of '{self.d.name}' is coarsened twice; coarsen it once, by the product "
                               f"of the factors", where.call)
        coarse = Coarsen(var, self._factor("coarsen", factor, where, 1), tile, where.call)
        self._fresh(coarse.point, where, 0)
        self.d.coarsens.append(coarse)
        sums = [i for i, v in enumerate(self.d.order) if v in self.d.sum_loops]
        threads = [i for i, v in enumerate(self.d.order) if self.d.kinds.get(v) == "gpu_thread"]
        self.d.order.insert(sums[0] + 1 if sums else threads[-1] + 1, coarse.point)
        return self

    @spoken
    def gpu_blocks(self, *names: str, where: Where = NOWHERE) -> "FuncBuilder":
        return self._gpu_loops("gpu_blocks", "gpu_block", names, where)

    @spoken
    def gpu_threads(self, *names: str, where: Where = NOWHERE) -> "FuncBuilder":
        return self._gpu_loops("gpu_threads", "gpu_thread", names, where)

    def _gpu_loops(self, word: str, kind: str, names, where: Where) -> "FuncBuilder":
        self._word(word, where)
        if not 1 <= len(names) <= 3:
            raise CompileError(f"{word} maps one to three loops (x, y, z), got {len(names)}", where.call)
        for i, n in enumerate(names):
            var = self._loop(n, where, i)
            self._not_a_sum(var, "map", "blocks or threads", Where(where.call, where.args[i:i + 1]))
            self.d.kinds[var] = kind
        return self

    @spoken
    def parallel(self, var: str, where: Where = NOWHERE) -> "FuncBuilder":
        self._word("parallel", where)
        var = self._loop(var, where, 0)
        self._not_a_sum(var, "parallelize", "parallel iterations", where)
        self.d.kinds[var] = "parallel"
        return self
