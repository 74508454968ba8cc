"""Schedules: validate a `schedule NAME { ... }` block, or build a named policy, into a `Schedule`.

Every check happens here, before lowering, and a refusal names the func, the loop and what
would be legal.  Loop variables are tracked as the schedule words rename them: `split(x, xo,
xi, 8)` replaces loop `x` by `xo` (outer) and `xi` (inner); `vectorize(x, 8)` and `unroll(x,
4)` split `x` into `x.o` and `x.v` / `x.u` and mark the inner loop.
"""
from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field

from . import ast
from .diagnostics import CompileError, UsageError
from .ir.nodes import Load
from .ir.visitor import walk
from .module import FuncSchedule, Module, Schedule, Split

POLICIES = ("root", "inline", "tile", "sliding")
GPU_WORDS = ("gpu_tile", "cache", "coarsen", "pad")
PROC_WORDS = ("skew", "interchange")
WORDS = ("compute_root", "compute_inline", "compute_at", "store_root", "store_at", "split", "tile",
         "reorder", "vectorize", "parallel", "unroll")


@dataclass
class _Draft:
    """A func's schedule while its words are read."""
    name: str
    order: list[str]
    compute: str = "inline"
    compute_at: tuple | None = None
    store_at: tuple | None = None
    splits: list = field(default_factory=list)
    kinds: dict = field(default_factory=dict)
    spans: dict = field(default_factory=dict)
    words: set = field(default_factory=set)

    def freeze(self) -> FuncSchedule:
        return FuncSchedule(self.compute, self.compute_at, self.store_at, tuple(self.splits),
                            tuple(self.order), tuple(sorted(self.kinds.items())),
                            tuple(self.spans.items()))


def consumers(module: Module) -> dict[str, set[str]]:
    """func or input -> the funcs whose definitions read it."""
    out: dict[str, set[str]] = {}
    for f in module.funcs:
        for n in walk(f.body):
            if isinstance(n, Load):
                out.setdefault(n.buffer, set()).add(f.name)
    return out


class _Reader:
    def __init__(self, module: Module):
        self.m = module
        self.output = module.output.func
        self.drafts = {f.name: _Draft(f.name, list(f.args)) for f in module.funcs}
        self.drafts[self.output].compute = "root"

    # -- argument helpers
    def var_arg(self, call: ast.SchedCall, i: int) -> str:
        a = call.args[i]
        if not isinstance(a, ast.Name):
            raise CompileError(f"argument {i + 1} of {call.method} must be a loop variable name", a.span or call.span)
        return a.id

    def int_arg(self, call: ast.SchedCall, i: int) -> int:
        a = call.args[i]
        negated = isinstance(a, ast.UnOp) and a.op == "-"
        num = a.a if negated else a
        if not (isinstance(num, ast.Num) and num.kind == "int"):
            raise CompileError(f"argument {i + 1} of {call.method} must be an integer constant", a.span or call.span)
        value = -num.value if negated else num.value
        if value <= 0:
            raise CompileError(f"{call.method} factor must be positive, got {value}", a.span)
        if value >= 2 ** 31:
            raise CompileError(f"{call.method} factor {value} does not fit in i32", a.span)
        return value

    def arity(self, call: ast.SchedCall, *allowed: int):
        if len(call.args) not in allowed:
            forms = " or ".join(str(k) for k in allowed)
            raise CompileError(f"{call.method} takes {forms} arguments, got {len(call.args)}", call.span)

    def loop(self, d: _Draft, call: ast.SchedCall, var: str, i: int) -> str:
        if var not in d.order:
            raise CompileError(f"func '{d.name}' has no loop '{var}' here; its loops are "
                               f"{', '.join(d.order)}", call.args[i].span or call.span)
        return var

    def fresh(self, d: _Draft, call: ast.SchedCall, name: str, i: int):
        if name in d.order or any(name in (s.var, s.outer, s.inner) for s in d.splits):
            raise CompileError(f"loop name '{name}' is already used in func '{d.name}'", call.args[i].span)

    # -- the words
    def split(self, d: _Draft, call, var, outer, inner, factor, marks=None):
        i = d.order.index(var)
        d.order[i:i + 1] = [outer, inner]
        d.splits.append(Split(var, outer, inner, factor, call.span))
        if marks:
            d.kinds[inner] = marks

    def word(self, call: ast.SchedCall):
        m = call.method
        if m in GPU_WORDS or m in PROC_WORDS:
            what = "GPU kernels" if m in GPU_WORDS else "procs (loop nests)"
            raise CompileError(f"'{m}' schedules {what}; the pipeline backend (C) cannot honour it",
                               call.span)
        if m not in WORDS:
            close = difflib.get_close_matches(m, WORDS, 1)
            hint = f" (did you mean '{close[0]}'?)" if close else ""
            raise CompileError(f"unknown schedule word '{m}'{hint}; the words are {', '.join(WORDS)}",
                               call.span)
        if call.func not in self.drafts:
            what = "an input" if self.m.input(call.func) else "not a func"
            raise CompileError(f"cannot schedule '{call.func}': it is {what}; the funcs are "
                               f"{', '.join(self.drafts)}", call.func_span)
        d = self.drafts[call.func]
        d.words.add(m)
        d.spans.setdefault(m, call.span)
        getattr(self, "w_" + m)(d, call)

    def w_compute_root(self, d, call):
        self.arity(call, 0)
        self.not_output(d, call)
        d.compute, d.compute_at = "root", None

    def w_compute_inline(self, d, call):
        self.arity(call, 0)
        if d.name == self.output:
            raise CompileError(f"'{d.name}' is the output; it cannot be computed inline", call.span)
        d.compute = "inline"

    def w_compute_at(self, d, call):
        self.arity(call, 2)
        self.not_output(d, call)
        d.compute, d.compute_at = "at", (self.var_arg(call, 0), self.var_arg(call, 1))

    def w_store_root(self, d, call):
        self.arity(call, 0)
        self.not_output(d, call)
        d.store_at = ("", "")

    def w_store_at(self, d, call):
        self.arity(call, 2)
        self.not_output(d, call)
        d.store_at = (self.var_arg(call, 0), self.var_arg(call, 1))

    def not_output(self, d, call):
        if d.name == self.output:
            raise CompileError(f"'{d.name}' is the output; it is always computed and stored at the root",
                               call.span)

    def w_split(self, d, call):
        self.arity(call, 4)
        var = self.loop(d, call, self.var_arg(call, 0), 0)
        outer, inner = self.var_arg(call, 1), self.var_arg(call, 2)
        self.fresh(d, call, outer, 1)
        self.fresh(d, call, inner, 2)
        if outer == inner:
            raise CompileError(f"split's outer and inner loops need different names, got '{outer}' twice",
                               call.args[2].span)
        self.split(d, call, var, outer, inner, self.int_arg(call, 3))

    def w_tile(self, d, call):
        self.arity(call, 8)
        a, b = (self.loop(d, call, self.var_arg(call, i), i) for i in (0, 1))
        if a == b:
            raise CompileError(f"tile needs two different loops, got '{a}' twice", call.args[1].span)
        ao, bo, ai, bi = (self.var_arg(call, i) for i in (2, 3, 4, 5))
        for i, n in zip((2, 3, 4, 5), (ao, bo, ai, bi)):
            self.fresh(d, call, n, i)
        if len({ao, bo, ai, bi}) < 4:
            raise CompileError("tile's four new loop names must differ", call.span)
        self.split(d, call, a, ao, ai, self.int_arg(call, 6))
        self.split(d, call, b, bo, bi, self.int_arg(call, 7))
        self.place(d, [ao, bo, ai, bi])

    @staticmethod
    def place(d: _Draft, names: list[str]):
        """Put `names` outer to inner into the positions they occupy now (Halide's reorder)."""
        slots = sorted(d.order.index(n) for n in names)
        for slot, n in zip(slots, names):
            d.order[slot] = n

    def w_reorder(self, d, call):
        if len(call.args) < 2:
            raise CompileError("reorder needs at least two loops, outer to inner", call.span)
        names = [self.loop(d, call, self.var_arg(call, i), i) for i in range(len(call.args))]
        if len(set(names)) != len(names):
            raise CompileError("reorder names a loop twice", call.span)
        self.place(d, names)

    def _mark(self, d, call, kind, suffix):
        self.arity(call, 1, 2)
        var = self.loop(d, call, self.var_arg(call, 0), 0)
        if len(call.args) == 1:
            d.kinds[var] = kind
            return
        outer, inner = f"{var}.o", f"{var}.{suffix}"
        self.split(d, call, var, outer, inner, self.int_arg(call, 1), kind)

    def w_vectorize(self, d, call):
        self._mark(d, call, "vectorized", "v")

    def w_unroll(self, d, call):
        self._mark(d, call, "unrolled", "u")

    def w_parallel(self, d, call):
        self.arity(call, 1)
        d.kinds[self.loop(d, call, self.var_arg(call, 0), 0)] = "parallel"

    # -- whole-schedule checks
    def finish(self) -> dict[str, FuncSchedule]:
        for d in self.drafts.values():
            if d.compute == "inline" and (d.splits or d.kinds or d.store_at):
                word = next(w for w in ("split", "tile", "vectorize", "unroll", "parallel", "reorder",
                                        "store_root", "store_at") if w in d.words)
                raise CompileError(f"func '{d.name}' is computed inline, so it has no loops for '{word}'; "
                                   f"add {d.name}.compute_root() or compute_at(...)", d.spans[word])
        for d in self.drafts.values():
            if d.compute == "at":
                self.check_target(d)
        for d in self.drafts.values():
            if d.compute == "at":
                self.check_compute_at(d)
            if d.store_at and d.store_at != ("", ""):
                self.check_store_at(d)
        return {n: d.freeze() for n, d in self.drafts.items()}

    def uses(self, f: str) -> set[str]:
        """Funcs that read f, looking through inlined funcs."""
        direct = consumers(self.m).get(f, set())
        out = set()
        for g in direct:
            out |= {g} if self.drafts[g].compute != "inline" else self.uses(g) | {g}
        return out

    def readers(self, f: str) -> list[str]:
        return sorted(u for u in self.uses(f) if self.drafts[u].compute != "inline")

    def check_target(self, d: _Draft):
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

    def check_compute_at(self, d: _Draft):
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

    def check_store_at(self, d: _Draft):
        g, var = d.store_at
        span = d.spans["store_at"]
        if d.compute != "at" or d.compute_at[0] != g:
            raise CompileError(f"store_at({g}, {var}) needs '{d.name}' computed at a loop of '{g}' too", span)
        order = self.drafts[g].order
        if var not in order:
            raise CompileError(f"func '{g}' has no loop '{var}'; its loops are {', '.join(order)}", span)
        if order.index(var) > order.index(d.compute_at[1]):
            raise CompileError(f"'{d.name}' is stored at {g}.{var}, inside the loop {g}.{d.compute_at[1]} "
                               f"where it is computed; storage must be at or outside it", span)


def _policy(module: Module, name: str, tile: tuple[int, int]) -> dict[str, FuncSchedule]:
    """The seed's policies: apply root / inline / tile / sliding to every func but the output."""
    r = _Reader(module)
    out = r.drafts[r.output]
    call = ast.SchedCall(r.output, name, ())
    if name in ("tile", "sliding"):
        dims = list(out.order)
        if name == "tile":
            if len(dims) == 1:
                r.split(out, call, dims[0], dims[0] + "o", dims[0] + "i", tile[1])
                at = dims[0] + "o"
            else:
                a, b = dims[-2], dims[-1]
                r.split(out, call, a, a + "o", a + "i", tile[0])
                r.split(out, call, b, b + "o", b + "i", tile[1])
                out.order = dims[:-2] + [a + "o", b + "o", a + "i", b + "i"]
                at = b + "o"
        else:
            at = dims[0]
    for f in module.funcs:
        if f.name == r.output:
            continue
        d = r.drafts[f.name]
        if name == "root":
            d.compute = "root"
        elif name in ("tile", "sliding"):
            d.compute, d.compute_at = "at", (r.output, at)
            d.store_at = ("", "") if name == "sliding" else None
    return {n: dr.freeze() for n, dr in r.drafts.items()}


def _parse_policy(name: str) -> tuple[str, tuple[int, int]] | None:
    m = re.fullmatch(r"tile(?::(\d+)x(\d+))?", name)
    if m:
        tile = (int(m.group(1) or 64), int(m.group(2) or 64))
        if min(tile) <= 0:
            raise UsageError(f"schedule '{name}': tile sizes must be positive")
        return "tile", tile
    return (name, (64, 64)) if name in POLICIES else None


def available(module: Module) -> list[str]:
    """Schedule names this program accepts: its own blocks, then the policies it lacks."""
    own = [s.name for s in module.schedules]
    return own + [p for p in POLICIES if p not in own]


def resolve(module: Module, name: str | None) -> Schedule:
    """The Schedule called `name`: a block of the file, or a policy (`tile:32x32`)."""
    if module.output is None:
        kernels = ", ".join(k.name for k in module.kernels)
        raise UsageError(f"{module.source.name} has no pipeline (no output) to schedule; its kernels "
                         f"({kernels}) run with `irc simt`, and `irc compile --kernel K` prints their IR")
    blocks = {s.name: s for s in module.schedules}
    if name is None:
        r = _Reader(module)
        return Schedule("default", tuple(r.finish().items()), "every func inline (Halide's default)")
    if name in blocks:
        r = _Reader(module)
        for call in blocks[name].calls:
            r.word(call)
        return Schedule(name, tuple(r.finish().items()), f"schedule block '{name}'")
    policy = _parse_policy(name)
    if policy is None:
        raise UsageError(f"unknown schedule '{name}'; available: {', '.join(available(module))} "
                         f"(and tile:AxB)")
    kind, tile = policy
    return Schedule(name, tuple(_policy(module, kind, tile).items()), f"policy '{kind}' for every func")
