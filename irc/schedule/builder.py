"""Building a schedule of a program's funcs word by word, each word checked as it is given.

    b = ScheduleBuilder(module)
    b.func("blury").tile("y", "x", "yo", "xo", "yi", "xi", 64, 64)     # or tile("y", "x", 64, 64)
    b.func("blurx").compute_at("blury", "xo")
    schedule = b.finish("tile")
    str(b)          # the words as a block's text: "blury.tile(y, x, yo, xo, yi, xi, 64, 64); blurx...."

Schedule blocks of a file are read into the same calls (schedule/funcs.py), and so are the
policies (schedule/resolve.py), so every schedule, however it is made, passes the same checks.
The words of one func are FuncBuilder's (func_words.py).  A refusal names the func, the loop and what would
be legal, at the place `where` says (a word of a schedule block; nowhere for calls from Python).
"""
from __future__ import annotations

import copy
from dataclasses import replace

from ..diagnostics import CompileError, Span
from ..ir.nodes import Expr
from ..ir.printer import expr_str
from ..module import Func, Module
from ..schedules import Cache, Schedule
from .compute_with import check_compute_with
from .draft import NOWHERE, Draft, Where
from .func_words import FuncBuilder
from .gpu import check_gpu, is_gpu
from .legality import check_schedule, check_stages, check_sums
from .spoken import spoken
from .wrappers import unread_output, wrap, wrap_output

MAX_PAD = 64            # words `pad` adds to a row: two rows of banks, past any use


def check_pad_words(words: int, span: Span | None) -> int:
    """The words `pad` adds to the last dimension of a shared array (of a cache or of a kernel)."""
    if not 0 < words <= MAX_PAD:
        raise CompileError(f"pad takes 1 to {MAX_PAD} words, got {words}", span)
    return words


class ScheduleBuilder:
    """The funcs of `module`, all inline at first (Halide's default), the outputs at the root."""

    def __init__(self, module: Module):
        self.program = module               # as written; `module` is the algorithm, as rfactor rewrites it
        self.module = module
        self.outputs = tuple(o.func for o in module.outputs)
        self.drafts: dict[str, Draft] = {}
        self.stages: dict[tuple[str, int], Draft] = {}    # (func, update) -> the update's loops
        for f in module.funcs:
            self._draft(f)
        self.caches: list[Cache] = []
        self.specializations: list = []     # (func, condition, its builder, span), in order
        self.words: list[str] = []          # the words given, as text (str(builder))
        self.wrappers: dict[tuple, str] = {}    # (func or input, reader or None, clone) -> its wrapper's name
        self._in_word = False

    def _draft(self, f: Func) -> None:
        """The drafts of a func and of its updates, before any word: a func with updates is
        computed at the root (Halide cannot inline one either), an output too."""
        self.drafts[f.name] = Draft(f.name, list(f.loops()), sum_loops={v: v for v in f.loops()[len(f.args):]})
        if f.updates or f.name in self.outputs:
            self.drafts[f.name].compute = "root"
        for n in range(len(f.updates)):
            self._stage(f, n)

    def _stage(self, f: Func, n: int) -> None:
        u = f.updates[n]
        self.stages[f.name, n] = Draft(f"{f.name}.update({n})", list(u.loops()), "root",
                                       sum_loops={r.name: r.name for r in u.rvars})

    def in_(self, buffer: str, func: str | None = None, where: Where = NOWHERE) -> FuncBuilder:
        """`f.in(g)`: a wrapper of func or input f that g reads instead (`f.in()`: every reader),
        whose builder is returned (schedule/wrappers.py)."""
        return self._wrapper(buffer, func, False, where)
    in_.__name__ = "in"
    in_ = spoken(in_)

    @spoken
    def clone_in(self, buffer: str, func: str, where: Where = NOWHERE) -> FuncBuilder:
        """`f.clone_in(g)`: a copy of f's definition that g reads instead, scheduled on its own."""
        return self._wrapper(buffer, func, True, where)

    def _wrapper(self, buffer: str, func: str | None, clone: bool, where: Where) -> FuncBuilder:
        key = (buffer, func, clone)
        if key not in self.wrappers and (func, clone) == (None, False) and unread_output(self.module, buffer):
            self._wrap_output(buffer, where)
        if key not in self.wrappers:
            self.module, self.wrappers[key] = wrap(self.module, buffer, (func,) if func else (), clone, where.func,
                                                   where.arg(0) or where.call)
            self._draft(self.module.func(self.wrappers[key]))
        return FuncBuilder(self, self.drafts[self.wrappers[key]])

    def _wrap_output(self, output: str, where: Where) -> None:
        """`C.in()` of an output no func reads: C's definition moves to `C_in`, which C copies;
        C's loops are the copy's from now on, so no word may have been said of them before."""
        f = self.module.func(output)
        if self.drafts[output] != Draft(output, list(f.loops()), "root", sum_loops=self.drafts[output].sum_loops) \
                or any(s == output for s, *_ in self.specializations):
            raise CompileError(f"in() of output '{output}' comes before its other words: its loops are then those "
                               f"of a copy ({output}({', '.join(f.args)}) = {output}_in(...))", where.call)
        self.module, name = wrap_output(self.module, output, where.call)
        self.wrappers[output, None, False] = name
        self._draft(self.module.func(output))
        self._draft(self.module.func(name))

    def adopt(self, module: Module, func: str, n: int, new: str) -> None:
        """rfactor rewrote update n of `func` and made func `new`: the algorithm from now on."""
        self.module = module
        self._draft(module.func(new))
        self._stage(module.func(func), n)

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
        check_stages(self.module, self.drafts, self.stages)
        check_compute_with(self.module, self.drafts, {f for f, *_ in self.specializations})
        funcs = tuple((n, replace(d.freeze(), updates=tuple(s.freeze() for (f, _), s in self.stages.items() if f == n)))
                      for n, d in self.drafts.items())
        rewritten = None if self.module is self.program else self.module
        versions = self._specializations(name)
        funcs = tuple((n, replace(fs, specializations=versions.get(n, ()))) for n, fs in funcs)
        schedule = Schedule(name, funcs, description, tuple(self.caches), rewritten)
        check_sums(self.module, schedule, self.drafts)
        return schedule

    def specialized(self, func: str, cond: Expr, span) -> "ScheduleBuilder":
        """The builder of `func`'s specialization where `cond` holds (the one made before, for the
        same func and condition): `func`'s loops copied as they stand, the other funcs' shared, so
        that what is said of them later holds in every version, as in Halide."""
        for f, c, child, _ in self.specializations:
            if (f, c) == (func, cond):
                return child
        child = copy.copy(self)             # the same program, words (str(builder) says them all), caches
        child.drafts = {**self.drafts, func: copy.deepcopy(self.drafts[func])}
        child.specializations = []
        self.specializations.append((func, cond, child, span))
        return child

    def _specializations(self, name: str) -> dict:
        """func -> its ((condition, FuncSchedule), ...) in the order they were made; each version is
        checked as a whole schedule (the other funcs' words hold in it too)."""
        out: dict = {}
        for func, cond, child, span in self.specializations:
            if any(is_gpu(d) for d in child.drafts.values()):
                raise CompileError(f"specialize is a word of CPU schedules: a GPU launch of '{self.outputs[0]}' "
                                   f"runs one schedule", span)
            version = child.finish(f"{name} where {expr_str(cond)}", f"'{func}' specialized").of(func)
            out[func] = out.get(func, ()) + ((cond, version),)
        return out


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


setattr(ScheduleBuilder, "in", ScheduleBuilder.in_)     # the word's own name, for schedule blocks
