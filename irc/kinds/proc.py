"""Procs: loop nests over arrays updated in place (PolyBench's style), as written or under a
schedule of loop words that isl checks against their exact dependences.  The reference runs
the proc as written, interpreted one statement at a time."""
from __future__ import annotations

from ..diagnostics import CompileError, RunError
from ..ir.analysis.access_bounds import first_out_of_bounds
from ..ir.analysis.deps import Deps, analyze
from ..ir.analysis.polyhedral import build_scop
from ..ir.nodes import Block, Buffer, Const, Function
from ..lower.dumps import Verifier
from ..lower.pass_manager import Context, Instrumentation, lower
from ..lower.pipelines import PROC_TO_C
from ..module import Module, Proc
from ..schedules import ProcSchedule
from ..sizes import bind_proc_args
from ..targets.c import CompiledC
from ..targets.cache_model import CacheMisses
from ..targets.compare import compare
from .proc_stats import ProcStats, proc_stats
from .reference import ProcReference, copies, random_arrays
from .base import Kind


class Procs(Kind):
    name = "proc"
    plural = "procs"
    noun = "a proc"
    tune_spaces = {"c": "irc.tune.procs:proc_search"}

    def start(self, ctx: Context) -> Function:
        """A proc's arrays (each read and written in place: inout, over [0, extent) per dimension)
        and the program's sizes, around the empty body that `as_written` fills."""
        buffers = tuple(Buffer(b.name, b.dtype, tuple((Const(0), e) for e in b.shape), "inout")
                        for b in ctx.proc.buffers)
        return Function(ctx.proc.name, tuple(p.name for p in ctx.module.params), buffers, Block(()))

    def default_target(self, ctx: Context) -> str:
        return "c"

    def compile(self, ctx: Context, target: str, inst: Instrumentation | None = None):
        """The proc as written or under its schedule, as C: call it on its arrays, which it updates
        in place; the reference target interprets it as written."""
        self.check(ctx, target)
        if target == "reference":
            return self.reference(ctx)
        return CompiledProc(ctx.module, ctx.proc, self.lower(ctx, target, inst), ctx.proc_schedule)

    def reference(self, ctx: Context):
        return ProcReference(ctx.module, ctx.proc)

    def verifier(self, ctx: Context, target: str, log=None):
        return verify_each_proc(ctx.module, ctx.proc, ctx.proc_schedule, log)

    def stats(self, ctx: Context, sizes: dict[str, int]) -> ProcStats:
        """The order under ctx's schedule, what `autotile` chose and which version runs at `sizes`
        (`irc compile --emit stats`)."""
        return proc_stats(self, ctx, sizes)

    def deps(self, ctx: Context) -> Deps:
        """The exact dependences of the proc as written, and its loops' properties."""
        return analyze(self.lower(ctx, "c", until="lowered"))


class CompiledProc(CompiledC):
    """`f(A, B, T=.., N=..)` updates the arrays in place (returns None); `f.source`, `f.ir`,
    `f.time(...)`, `f.cache_misses(...)`; `f.schedule` is the block it was lowered under (None:
    as written)."""

    def __init__(self, module: Module, proc: Proc, fn: Function, schedule: ProcSchedule | None = None):
        super().__init__(fn, module.source.name)
        self.module, self.proc = module, proc
        self.schedule = schedule
        self._scop = None
        self._inside: set[tuple] = set()       # sizes at which every access stays in its array

    def prepare(self, *args, **kwargs):
        """Bind arguments once; returns (call, None) where call() runs the proc again on them."""
        arrays, env = self._bind(args, kwargs)
        return self._caller(arrays, env, self._scratch_for(env)), None

    def _bind(self, args: tuple, kwargs: dict) -> tuple[dict, dict]:
        """A call's arrays and sizes, checked (every access inside its array) before anything runs."""
        arrays, env = bind_proc_args(self.module, self.proc, args, kwargs)
        self._check_bounds(arrays, {p.name: int(env[p.name]) for p in self.module.params})
        return arrays, env

    def cache_misses(self, *args, size: int | str, line: int | str = 64, **kwargs) -> CacheMisses:
        """Run once on these arrays (updated in place, as a call does) through the cache model: a
        build of this final IR that feeds every element access, in the order it executes them, to
        a fully associative LRU cache of `size` bytes (`32768`, `"32KiB"`) in `line`-byte lines;
        per array the accesses and misses, so that a schedule's locality is seen before it is timed."""
        arrays, env = self._bind(args, kwargs)
        return self.simulate_cache(arrays, env, size, line)

    def _check_bounds(self, arrays: dict, sizes: dict[str, int]) -> None:
        """The C indexes unchecked: before it runs, isl decides that no access leaves its array at
        these sizes, else a RunError names the access, its line and one iteration that does."""
        key = tuple(sorted(sizes.items()))
        if key in self._inside:
            return
        if self._scop is None:
            try:
                self._scop = build_scop(lower(PROC_TO_C, Context(self.module, proc=self.proc), until="lowered"))
            except CompileError:        # outside the dependence model (a let reading what its scope writes):
                self._scop = False      # such a proc runs unchecked, as written
        if self._scop is False:
            return
        bad = first_out_of_bounds(self._scop, {n: a.shape for n, a in arrays.items()}, sizes)
        if bad is not None:
            at = ", ".join(f"{k}={v}" for k, v in bad.at.items())
            line = f" (line {bad.statement.line})" if bad.statement.line else ""
            shape = arrays[bad.access.buffer].shape
            raise RunError(f"{self.proc.name} would {'write' if bad.write else 'read'} {bad.access.text}{line} outside "
                           f"'{bad.access.buffer}' (shape {shape}) at {', '.join(f'{k}={v}' for k, v in key)}: at "
                           f"{at} it is element {list(bad.element)}; nothing was run")
        self._inside.add(key)


def verify_each_proc(module: Module, proc: Proc, schedule: ProcSchedule | None = None, log=None) -> Verifier:
    """`--verify-each` of a proc (as written or under `schedule`): after every pass, the IR built
    and run at a small size (every size 7) on random arrays, against the proc as written,
    interpreted on the same arrays."""
    sizes = {p.name: 7 for p in module.params}
    arrays = random_arrays(module, proc, sizes)
    expected = copies(arrays)
    ProcReference(module, proc)(**expected, **sizes)

    def error_of(fn: Function) -> float:
        got = copies(arrays)
        CompiledProc(module, proc, fn)(**got, **sizes)
        return compare(got, expected).error
    return Verifier(PROC_TO_C, Context(module, proc=proc, proc_schedule=schedule), error_of, sizes, log)
