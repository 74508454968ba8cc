"""The words said of one func (`blury.tile(y, x, 64, 64)`), and of one of its updates.

Loop variables are tracked as the words rename them: `split(x, xo, xi, 8)` replaces loop `x`
by `xo` (outer) and `xi` (inner); `vectorize(x, 8)` and `unroll(x, 4)` split `x` into `x.o`
and `x.v` / `x.u` and mark the inner loop.

`hist.update(0)` gives the words of an update's loops (StageBuilder):
`hist.update(0).split(r.y, ryo, ryi, 16).parallel(y)`.  An update (Halide's stage) has loops of its own: its pure variables, then its reduction
domain's.  They are split, reordered, vectorized, unrolled and run in parallel with the words
of a func's loops, checked the same way, but a loop of the reduction domain is never run in
parallel or in vector lanes (two of its points may touch the same point of the func), and the
domain is visited in its order (legality.check_stages).  Where the func is computed is said of
the func itself.  The words that map loops onto a GPU are GpuWords' (gpu_words.py), those of a
func's region and storage StorageWords' (storage_words.py), compute_with ComputeWithWord's
(compute_with.py): FuncBuilder has them all.
"""
from __future__ import annotations

from ..diagnostics import CompileError
from ..ir.nodes import Reduce
from ..ir.printer import expr_str
from ..ir.visitor import walk
from ..schedules import Fuse, Split, loop_names
from ..tails import checked_tail
from ..naming import loop_var
from .draft import NOWHERE, Draft, Where
from .legality import refuse_updated
from .rfactor import rfactor
from .specialize import condition
from .compute_with import ComputeWithWord
from .gpu_words import GpuWords
from .spoken import spoken
from .storage_words import STORAGE_WORDS, StorageWords


class FuncBuilder(GpuWords, StorageWords, ComputeWithWord):
    """The words of one func; each returns the builder, so they chain as in Halide."""

    def __init__(self, schedule, draft: Draft):      # schedule: the ScheduleBuilder
        self.schedule = schedule
        self.d = draft
        self.func = draft.name      # the func whose loops these are (an update's draft is `f.update(0)`)

    def update(self, n: int = 0, where: Where = NOWHERE) -> "FuncBuilder":
        """`f.update(n)`: the words after it schedule the loops of f's update n (from 0)."""
        return StageBuilder.of(self, n, where)

    def specialize(self, cond, where: Where = NOWHERE) -> "FuncBuilder":
        """`f.specialize(W % 8 == 0)`: the words after it schedule f's loops where the condition
        holds (a copy of the schedule as it stands; the same condition again: the same copy)."""
        expr = condition(self.schedule.module, cond, where.arg(0) or where.call)
        text = f"{self.d.name}.specialize({expr_str(expr)})"
        if not self.schedule._in_word:
            self.schedule.words.append(text)
        child = self.schedule.specialized(self.d.name, expr, where.call)
        return SpecializedBuilder(child, child.drafts[self.d.name], text)

    def _word(self, word: str, where: Where):
        self.d.words.add(word)
        self.d.spans.setdefault(word, where.call)

    def _not_output(self, where: Where):
        if self.d.name in self.schedule.outputs:
            raise CompileError(f"'{self.d.name}' is an output; it is always computed and stored at the root",
                               where.call)

    def _loop(self, var: str, where: Where, i: int) -> str:
        if var not in self.d.order:
            func = self.schedule.module.func(self.func)
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
        if name in self.d.order or any(name in loop_names(s) for s in self.d.splits) or \
                any(name in (c.point, c.rest) for c in self.d.coarsens):
            raise CompileError(f"loop name '{name}' is already used in func '{self.d.name}'", where.arg(i))

    @staticmethod
    def _factor(word: str, value: int, where: Where, i: int) -> int:
        if value <= 0:
            raise CompileError(f"{word} factor must be positive, got {value}", where.arg(i))
        if value >= 2 ** 31:
            raise CompileError(f"{word} factor {value} does not fit in i32", where.arg(i))
        return value

    def _split(self, var, outer, inner, factor, where: Where, marks=None, tail=None, at: int = 0):
        tail = self._tail(var, factor, tail, where, at)     # tail: argument `at` of the word, or None
        i = self.d.order.index(var)
        self.d.order[i:i + 1] = [outer, inner]
        self.d.splits.append(Split(var, outer, inner, factor, where.call, tail))
        if var in self.d.sum_loops:
            self.d.sum_loops[outer] = self.d.sum_loops[inner] = self.d.sum_loops[var]
        if marks:
            self.d.kinds[inner] = marks

    def _tail(self, var: str, factor: int, given, where: Where, at: int) -> str:
        """The tail strategy a split names (irc/tails.py), where it can hold."""
        made = next((s.factor for s in self.d.splits if isinstance(s, Split) and s.inner == var), None)
        try:
            return checked_tail(given, self.func, var, factor, made,
                                var in self.d.sum_loops or isinstance(self, StageBuilder))
        except ValueError as e:
            raise CompileError(str(e), where.arg(at) or where.call) from None

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
        if self.d.name in self.schedule.outputs:
            raise CompileError(f"'{self.d.name}' is an output; it cannot be computed inline", where.call)
        refuse_updated(self.schedule.module, self.d.name, "it cannot be computed inline",
                       "compute it at the root or at a loop of its consumer", where.call)
        self.d.compute = "inline"
        return self

    @spoken
    def compute_at(self, func: str, var: str, where: Where = NOWHERE) -> "FuncBuilder":
        self._word("compute_at", where)
        self._not_output(where)
        refuse_updated(self.schedule.module, func, f"its loops are no place to compute '{self.d.name}' at (its "
                       f"definition and each update are nests of their own)",
                       f"compute '{self.d.name}' at the root, or at a loop of the func '{func}' is computed in",
                       where.arg(0) or where.call)
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
    def split(self, var: str, outer: str, inner: str, factor: int, tail: str | None = None,
              where: Where = NOWHERE) -> "FuncBuilder":
        """`split(x, xo, xi, 8)`, or with a tail strategy: `split(x, xo, xi, 8, RoundUp)`."""
        self._word("split", where)
        var = self._loop(var, where, 0)
        self._fresh(outer, where, 1)
        self._fresh(inner, where, 2)
        if outer == inner:
            raise CompileError(f"split's outer and inner loops need different names, got '{outer}' twice",
                               where.arg(2))
        self._split(var, outer, inner, self._factor("split", factor, where, 3), where, tail=tail, at=4)
        return self

    @spoken
    def tile(self, a: str, b: str, *rest, where: Where = NOWHERE) -> "FuncBuilder":
        """`tile(a, b, ao, bo, ai, bi, fa, fb)`, or `tile(a, b, fa, fb)` with the new loops named
        `ao, bo, ai, bi` (a + o, a + i: Halide's habit); a tail strategy after the factors is
        both splits'."""
        tail = rest[-1] if rest and isinstance(rest[-1], str) and len(rest) in (3, 7) else None
        rest = rest[:-1] if tail is not None else rest
        if len(rest) == 2:
            rest = (f"{a}o", f"{b}o", f"{a}i", f"{b}i", *rest)
            where = Where(where.call, where.args[:2] + (where.call,) * 4 + where.args[2:], where.func)
        if len(rest) != 6:
            raise CompileError(f"tile takes (a, b, fa, fb) or (a, b, ao, bo, ai, bi, fa, fb), got {2 + len(rest)} arguments", where.call)
        ao, bo, ai, bi, fa, fb = rest
        self._word("tile", where)
        a, b = self._loop(a, where, 0), self._loop(b, where, 1)
        if a == b:
            raise CompileError(f"tile needs two different loops, got '{a}' twice", where.arg(1))
        for i, n in zip((2, 3, 4, 5), (ao, bo, ai, bi)):
            self._fresh(n, where, i)
        if len({ao, bo, ai, bi}) < 4:
            raise CompileError("tile's four new loop names must differ", where.call)
        self._split(a, ao, ai, self._factor("tile", fa, where, 6), where, tail=tail, at=8)
        self._split(b, bo, bi, self._factor("tile", fb, where, 7), where, tail=tail, at=8)
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

    @spoken
    def fuse(self, outer: str, inner: str, fused: str, where: Where = NOWHERE) -> "FuncBuilder":
        """`f.fuse(y, x, t)`: loop `y` and loop `x` directly inside it become one loop `t`."""
        self._word("fuse", where)
        outer, inner = self._loop(outer, where, 0), self._loop(inner, where, 1)
        self._fresh(fused, where, 2)
        at = self.d.order.index(outer)
        if self.d.order[at + 1:at + 2] != [inner]:
            raise CompileError(f"fuse needs '{inner}' directly inside '{outer}'; the loops of '{self.d.name}' are "
                               f"{', '.join(self.d.order)} (reorder them first)", where.call)
        for i, v in enumerate((outer, inner)):
            if v in self.d.sum_loops:
                raise CompileError(f"'{v}' is a loop of a sum or of a reduction domain of '{self.d.name}'; fuse "
                                   f"joins loops of its arguments", where.arg(i) or where.call)
            if v in self.d.kinds:
                raise CompileError(f"'{v}' is already {self.d.kinds[v]}; fuse loops before marking them (mark "
                                   f"'{fused}' instead)", where.arg(i) or where.call)
        self.d.order[at:at + 2] = [fused]
        self.d.splits.append(Fuse(outer, inner, fused, where.call))
        return self

    def _mark(self, word: str, kind: str, suffix: str, var: str, factor: int | None, tail, where: Where):
        self._word(word, where)
        var = self._loop(var, where, 0)
        if kind == "vectorized":
            self._not_a_sum(var, word, "vector lanes", where)
        if factor is None:
            self.d.kinds[var] = kind
        else:
            self._split(var, f"{var}.o", f"{var}.{suffix}", self._factor(word, factor, where, 1), where, kind,
                        tail, 2)
        return self

    @spoken
    def vectorize(self, var: str, factor: int | None = None, tail: str | None = None,
                  where: Where = NOWHERE) -> "FuncBuilder":
        return self._mark("vectorize", "vectorized", "v", var, factor, tail, where)

    @spoken
    def unroll(self, var: str, factor: int | None = None, tail: str | None = None,
               where: Where = NOWHERE) -> "FuncBuilder":
        return self._mark("unroll", "unrolled", "u", var, factor, tail, where)

    def in_(self, func: str | None = None, where: Where = NOWHERE) -> "FuncBuilder":
        """`f.in(g)` (`in_` in Python): a wrapper of f that g reads instead (schedule/wrappers.py)."""
        return self.schedule.in_(self.d.name, func, where=where)

    def clone_in(self, func: str, where: Where = NOWHERE) -> "FuncBuilder":
        """`f.clone_in(g)`: a copy of f's definition that g reads instead."""
        return self.schedule.clone_in(self.d.name, func, where=where)

    @spoken
    def parallel(self, var: str, where: Where = NOWHERE) -> "FuncBuilder":
        self._word("parallel", where)
        var = self._loop(var, where, 0)
        self._not_a_sum(var, "parallelize", "parallel iterations", where)
        self.d.kinds[var] = "parallel"
        return self


class StageBuilder(FuncBuilder):
    """The words of update `n` of a func: FuncBuilder's words on the update's own loops."""

    def __init__(self, func: FuncBuilder, n: int):
        super().__init__(func.schedule, func.schedule.stages[func.d.name, n])
        self.func, self.n = func.d.name, n

    @classmethod
    def of(cls, func: FuncBuilder, n: int, where: Where = NOWHERE) -> "StageBuilder":
        count = len(func.schedule.module.func(func.d.name).updates)
        if not isinstance(n, int) or not 0 <= n < count:
            has = f"updates 0 to {count - 1}" if count > 1 else "update 0" if count else "no update definition"
            raise CompileError(f"'{func.d.name}' has {has}; got update({n})", where.arg(0) or where.call)
        return cls(func, n)

    def update(self, n: int = 0, where: Where = NOWHERE) -> "FuncBuilder":
        raise CompileError(f"update({n}) follows the func's name: {self.func}.update({n})", where.call)

    @spoken
    def rfactor(self, rvar: str, var: str, where: Where = NOWHERE) -> FuncBuilder:
        """`f.update(n).rfactor(r.y, u)`: the update's partial results over `r.y` computed by a new
        func `f_intm(u, ...)`, which the next words schedule (schedule/rfactor.py)."""
        split = next((s for s in self.d.splits if isinstance(s, Split) and s.outer == rvar), None)
        if self.d.words - {"split"} or len(self.d.splits) != (split is not None) or \
                (split is not None and split.var not in self.d.sum_loops):
            raise CompileError(f"rfactor comes before the other words of '{self.d.name}' (after one split of the "
                               f"domain variable it factors, at most): it makes the update's loops anew", where.call)
        module, new = rfactor(self.schedule.module, self.func, self.n, rvar, var, where.call, split)
        self.schedule.adopt(module, self.func, self.n, new)
        return self.schedule.func(new)

    def _not_a_sum(self, var: str, word: str, why: str, where: Where):
        if var in self.d.sum_loops:
            hint = f"; or rfactor the update first: {self.d.name}.rfactor({var}, u)" if word == "parallelize" else ""
            raise CompileError(f"cannot {word} '{var}': it is a loop of the reduction domain of '{self.d.name}', "
                               f"whose {why} could touch the same point of '{self.func}' at once; {word} a loop "
                               f"of its pure variables ({', '.join(self._pure()) or 'it has none'}){hint}",
                               where.arg(0) or where.call)

    def _pure(self) -> list[str]:
        return [v for v in self.d.order if v not in self.d.sum_loops]


class SpecializedBuilder(FuncBuilder):
    """The loop words of a func where a specialization's condition holds."""

    def __init__(self, schedule, draft: Draft, subject: str):
        super().__init__(schedule, draft)
        self.subject = subject      # what its words are said of: `blury.specialize(W % 8 == 0)`


def _refusal(word: str, why: str):
    def refuse(self, *args, where: Where = NOWHERE):
        raise CompileError(why.format(word=word, func=self.func), where.call)
    refuse.__name__ = word
    return refuse


for _word in ("compute_root", "compute_inline", "compute_at", "store_root", "store_at", "in_",
              "clone_in", *STORAGE_WORDS):
    setattr(StageBuilder, _word, _refusal(_word, "{word} is said of func '{func}', not of its update: {func}.{word}(...)"))
for _word in ("compute_root", "compute_inline", "compute_at", "store_root", "store_at", "update", "specialize",
              "gpu_tile", "gpu_blocks", "gpu_threads", "coarsen", "in_", "clone_in"):
    setattr(SpecializedBuilder, _word, _refusal(_word, "{word} cannot follow specialize: a specialization of "
                                                       "'{func}' changes the order and kinds of its loops"))
for _word in STORAGE_WORDS:
    setattr(SpecializedBuilder, _word, _refusal(_word, "{word} is said of '{func}' before specialize: its region "
                                                       "and storage are the same in every version"))
for _word in ("gpu_tile", "gpu_blocks", "gpu_threads", "coarsen"):
    setattr(StageBuilder, _word, _refusal(_word, "{word}: an update of '{func}' runs on the CPU backends, not in "
                                                 "a GPU launch"))
