"""The C target: a program's funcs under a schedule, or a proc as written, lowered, emitted as
C, built with cffi.

A compiled pipeline is called on numpy arrays (no copies), timed, and counts what it computes
(a counting build of the same IR); a compiled proc updates its arrays in place, is timed, and
runs through the cache model (cache_model.py: an instrumented build counting LRU misses).
"""
from __future__ import annotations

import warnings
from dataclasses import dataclass
from pathlib import PurePath
from functools import cached_property

import numpy as np

from ..backends.c.build import (Built, CBuildError, build, openmp_threads,  # noqa: F401  (CBuildError: the driver's)
                                set_openmp_threads)
from ..backends.c.cache_sim import LruState, emit_cache_sim
from ..backends.c.emit import CSource, emit_c
from ..backends.c.timing import Timing, time_call
from ..arrays import allocate, check_passed, in_place_problem
from ..diagnostics import CompileError, RunError, UsageError
from ..ir.analysis.access_bounds import first_out_of_bounds
from ..ir.analysis.polyhedral import build_scop
from ..ir.evaluate import eval_int
from ..ir.nodes import Function, Store
from ..ir.printer import to_str
from ..ir.types import C_TYPES, NUMPY_TYPES
from ..ir.visitor import walk
from ..lower.dumps import Verifier
from ..lower.pass_manager import Context, Instrumentation, lower
from ..lower.pipelines import FUNCS_TO_C, PROC_TO_C
from ..schedule.gpu import maps_gpu
from ..schedule.legality import strided_innermost
from ..module import Module, Proc
from ..schedules import ProcSchedule, Schedule, Split
from ..sizes import bind_inputs, bind_proc_args, bind_sizes
from .cache_model import CacheMisses, cache_geometry, cache_misses
from .compare import compare
from .reference import ProcReference, copies, evaluate, random_arrays, random_inputs, relative_error, result


class StridedLoop(UserWarning):
    """A func's innermost loop does not run along its contiguous dimension (it still runs)."""


class CTarget:
    name = "c"
    kind = "funcs"
    pipeline = FUNCS_TO_C
    description = "C through cffi: timed, with counters"

    def compile(self, module: Module, schedule: Schedule, inst: Instrumentation | None = None,
                fast_math: bool = False) -> "CompiledPipeline":
        if maps_gpu(schedule):
            raise UsageError(f"schedule '{schedule.name}' maps the funcs onto a GPU; run it on the SIMT interpreter "
                             f"(irc simt --schedule {schedule.name}, prog.simt(schedule=...)) or on OpenCL (irc run "
                             f"--target opencl): the C target runs CPU schedules")
        ctx = Context(module, schedule, fast_math=fast_math)
        for note in strided_innermost(ctx.module, schedule):
            warnings.warn(note, StridedLoop, stacklevel=3)
        return CompiledPipeline(ctx.module, schedule, lower(self.pipeline, ctx, inst))

    def compile_proc(self, module: Module, proc: Proc, schedule: ProcSchedule | None = None,
                     inst: Instrumentation | None = None) -> "CompiledProc":
        """A proc as written, or under `schedule`, through PROC_TO_C."""
        fn = lower(PROC_TO_C, Context(module, proc=proc, proc_schedule=schedule), inst)
        return CompiledProc(module, proc, fn, schedule)


@dataclass
class Counters:
    """Per func: points computed (evaluations) and the most storage held at once (elements)."""
    evaluations: dict[str, int]
    storage: dict[str, int]

    def table(self) -> str:
        rows = [f"  {'func':<12} {'evaluations':>14} {'peak storage':>14}"]
        for f, n in self.evaluations.items():
            rows.append(f"  {f:<12} {n:>14,} {self.storage.get(f, 0):>14,}")
        return "\n".join(rows)


class CompiledC:
    """A Function built as C: `f.source`, `f.ir`, `f(...)` and `f.time(...)`; a kind of program
    says how a call binds its arguments (`prepare`).  `f.threads`: the team size of its parallel
    loops (None: OpenMP's default, the machine's cores or OMP_NUM_THREADS)."""

    narrow_auto_vectors = False         # emit_c's: a pipeline's loops that gcc vectorizes use 32-byte vectors

    def __init__(self, module: Module, fn: Function, csource: CSource | None = None):
        self.module = module
        self.function = fn
        self.csource = csource or emit_c(fn, source=PurePath(module.source.name).name,
                                         narrow_auto_vectors=self.narrow_auto_vectors)
        self.source = self.csource.source
        self._built: Built | None = None
        self._scratch: dict[tuple, list[np.ndarray]] = {}
        self._threads: int | None = None

    @property
    def threads(self) -> int | None:
        return self._threads

    @threads.setter
    def threads(self, n: int | None) -> None:
        if n is not None and (isinstance(n, bool) or not isinstance(n, int) or n < 1):
            raise UsageError(f"threads={n!r}: a number of threads is an integer >= 1")
        self._threads = n

    def __repr__(self) -> str:
        how = getattr(self.schedule, "name", None) if getattr(self, "schedule", None) is not None else None
        threads = f", threads={self.threads}" if self.threads else ""
        built = "C built" if self._built is not None else "C built at the first call (or by f.built)"
        return (f"<{type(self).__name__} {self.function.name} of {self.module.source.name}"
                f"{f' under {how!r}' if how else ''}{threads}: {built}; call it on arrays; .source, .ir, .time(...)>")

    def team_size(self) -> int | None:
        """The threads its parallel loops run on; None when it has none (or no OpenMP)."""
        return (self.threads or openmp_threads()) if self.built.openmp else None

    @property
    def ir(self) -> str:
        """The final loop IR, as `irc compile --emit ir` prints it."""
        return to_str(self.function)

    @property
    def built(self) -> Built:
        """The compiled module: the C compiler runs (once, cached on disk) at the first call, or
        here; `prog.compile` itself only lowers."""
        if self._built is None:
            self._built = build(self.csource.source, self.csource.cdef, openmp=self.csource.openmp)
        return self._built

    def _scratch_for(self, env) -> list[np.ndarray]:
        key = tuple(sorted(env.items()))
        if key not in self._scratch:
            bufs = []
            for s in self.csource.scratch:
                local = dict(env)
                for name, value in s.lets:
                    local[name] = eval_int(value, local)
                bufs.append(allocate(f"the storage of '{s.name}'", (max(eval_int(s.size, local), 1),),
                                     NUMPY_TYPES[s.dtype]))
            self._scratch[key] = bufs
        return self._scratch[key]

    def _caller(self, arrays, env, scratch, extra=()):
        """A call of the C entry on `arrays` (each input and output by name) and the sizes `env`."""
        lib, ffi = self.built.lib, self.built.ffi
        buffers = {**arrays, **{s.name: b for s, b in zip(self.csource.scratch, scratch)}}
        for kind, name, dtype in self.csource.args:
            if kind != "param":
                check_passed(name, buffers[name], np.dtype(NUMPY_TYPES[dtype]))
        cargs = [env[name] if kind == "param" else ffi.cast(f"{C_TYPES[dtype]} *", buffers[name].ctypes.data)
                 for kind, name, dtype in self.csource.args]
        cargs.extend(extra)
        fn = getattr(lib, self.csource.entry)
        messages = self.csource.messages
        keep_alive = (self, buffers)  # the C code holds raw pointers into these
        threads = self.threads if self.built.openmp else None

        def call():
            assert keep_alive
            status = fn(*cargs) if threads is None else _with_threads(threads, fn, cargs)
            if status:
                raise RunError(messages[status - 1])
        return call

    def output_shape(self, env) -> tuple[int, ...]:
        """The shape of the program's one output (a sparse program's) at sizes `env`."""
        return _shape(self.module.output, env)

    def _output_call(self, arrays: dict, env: dict, out):
        """(call, result): the code on `arrays` into the program's dense outputs `out` (new arrays
        when None, else checked: an array, or a tuple of one per output); an output over an input
        or another output is computed apart, then copied (numpy's rule)."""
        outs = {}
        several = len(self.module.outputs) > 1
        for k, (o, given) in enumerate(zip(self.module.outputs, _given_outputs(self.module, out))):
            shape, dtype = _shape(o, env), np.dtype(NUMPY_TYPES[self.module.func(o.func).dtype])
            if given is not None:
                _check_out(given, shape, dtype, f"out[{k}] (output '{o.func}')" if several else "out")
            outs[o.func] = allocate(f"output '{o.func}'", shape, dtype) if given is None else given
        apart = {name: allocate(f"output '{name}'", buf.shape, buf.dtype) for name, buf in outs.items()
                 if any(np.may_share_memory(buf, a) for a in arrays.values())
                 or any(other != name and np.may_share_memory(buf, b) for other, b in outs.items())}
        compute = self._caller({**arrays, **outs, **apart}, env, self._scratch_for(env))
        if not apart:
            return compute, result(self.module, outs)

        def call():
            compute()
            for name, buf in apart.items():
                np.copyto(outs[name], buf)
        return call, result(self.module, outs)

    def __call__(self, *args, **kwargs):
        """Bind the arguments (each kind's `prepare`: (call, result)) and run once."""
        call, result = self.prepare(*args, **kwargs)
        call()
        return result

    def time(self, *args, repeat: int = 5, warmup: int = 1, **kwargs) -> Timing:
        call, _ = self.prepare(*args, **kwargs)
        return time_call(call, warmup=warmup, repeat=repeat)


def _with_threads(n: int, fn, cargs) -> int:
    """`fn(*cargs)` with teams of `n` threads; the runtime's setting is restored after."""
    before = openmp_threads()
    set_openmp_threads(n)
    try:
        return fn(*cargs)
    finally:
        set_openmp_threads(before)


class CompiledPipeline(CompiledC):
    """`f(img)`, `f(img, out=buf)`, `f.source`, `f.ir`, `f.time(...)`, `f.counters(...)`."""
    narrow_auto_vectors = True

    def __init__(self, module: Module, schedule: Schedule, fn: Function, csource: CSource | None = None):
        super().__init__(module, fn, csource)
        self.schedule = schedule

    def prepare(self, *args, out=None, **kwargs):
        """Bind arguments once; returns (call, output) where call() runs the code again."""
        arrays, sizes = bind_inputs(self.module, args, kwargs)
        env = bind_sizes(self.module, arrays, sizes)
        return self._output_call(arrays, env, out)

    def counters(self, **sizes) -> Counters:
        """Evaluations and peak storage per func at these sizes: a counting build of the same
        lowering, each use of an inlined func marked (passes/funcs/inline.py), run once on zeros
        (the counts do not depend on the data).  A func computed somewhere counts the points it
        stores; an inlined one each evaluation of a use (three per point in `sum(dx in -1 .. 2:
        f(y, x + dx))`), as Halide's tracing of the func computed at each use would."""
        module = self.module
        fn = lower(FUNCS_TO_C, Context(module, self.schedule, count_inlined=True))
        funcs = tuple(f.name for f in module.funcs)
        counting = CompiledPipeline(module, self.schedule, fn,
                                    emit_c(fn, counted=funcs, source=PurePath(module.source.name).name))
        env = bind_sizes(module, {}, sizes)
        arrays = {i.name: allocate(f"input '{i.name}'", [eval_int(e, env) for e in i.shape], NUMPY_TYPES[i.dtype],
                                   zeros=True) for i in module.inputs}
        counts, peaks = np.zeros(len(funcs), np.int64), np.zeros(len(funcs), np.int64)
        ffi = counting.built.ffi
        outs = {o.func: allocate(f"output '{o.func}'", _shape(o, env), NUMPY_TYPES[module.func(o.func).dtype])
                for o in module.outputs}
        pointers = (ffi.cast("int64_t *", counts.ctypes.data), ffi.cast("int64_t *", peaks.ctypes.data))
        counting._caller({**arrays, **outs}, env, counting._scratch_for(env), pointers)()
        stored = {n.buffer for n in walk(fn.body) if isinstance(n, Store)}
        shown = [(k, f) for k, f in enumerate(funcs) if f in stored or counts[k]]
        return Counters({f: int(counts[k]) for k, f in shown},
                        {f: 0 if module.output_of(f) else int(peaks[k]) for k, f in shown})


class CompiledProc(CompiledC):
    """`f(A, B, T=.., N=..)` updates the arrays in place (returns None); `f.source`, `f.ir`,
    `f.time(...)`, `f.cache_misses(...)`; `f.schedule` is the block it was lowered under (None:
    as written)."""

    def __init__(self, module: Module, proc: Proc, fn: Function, schedule: ProcSchedule | None = None):
        super().__init__(module, fn)
        self.proc = proc
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
        geometry = cache_geometry(size, line)
        arrays, env = self._bind(args, kwargs)
        sim = self._simulator
        state = LruState(self.function, arrays, geometry.size, geometry.line)
        sim._caller(arrays, env, sim._scratch_for(env), state.arguments(sim.built.ffi))()
        return cache_misses(geometry, state.per_array())

    @cached_property
    def _simulator(self) -> CompiledC:
        """The cache model's build of this proc (backends/c/cache_sim.py), made at its first use."""
        return CompiledC(self.module, self.function, emit_cache_sim(self.function))

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


def _shape(out, env) -> tuple[int, ...]:
    return tuple(eval_int(ext, env) for _, ext in out.ranges)


def _given_outputs(module: Module, out) -> list:
    """`out=` as one array (or None) per output: an array for a program of one output, a tuple
    of one per output (each may be None) for several."""
    names = [o.func for o in module.outputs]
    if len(names) == 1:
        return [out]
    if out is None:
        return [None] * len(names)
    if not isinstance(out, (tuple, list)) or len(out) != len(names):
        raise UsageError(f"out takes a tuple of {len(names)} arrays, one per output ({', '.join(names)})")
    return list(out)


def _check_out(out, shape: tuple[int, ...], dtype: np.dtype, what: str) -> None:
    """`out=` (`what`) must be a numpy array of the output's shape and type that the code can
    write in place: C-contiguous, aligned, in the machine's byte order, writable (a copy would
    leave the caller's array unwritten)."""
    if not isinstance(out, np.ndarray):
        raise UsageError(f"{what} must be a numpy array ({dtype.name}, shape {shape}), got {type(out).__name__}")
    if out.shape != shape or out.dtype.newbyteorder("=") != dtype:
        raise UsageError(f"{what} must be a C-contiguous {dtype.name} array of shape {shape}, "
                         f"got {out.dtype.name} {out.shape}")
    problem = in_place_problem(out)
    if problem == "read-only":
        raise UsageError(f"{what} is read-only")
    if problem is not None:
        raise UsageError(f"{what} is {problem}: the code writes it in place, so it must be a C-contiguous, aligned "
                         f"{dtype.name} array in the machine's byte order")


def verify_each(module: Module, schedule: Schedule, log=None) -> Verifier:
    """`--verify-each`: after every pass, the IR built and run at small sizes (larger than every
    split factor, divisible by none) on random inputs, against the numpy reference."""
    factors = [s.factor for _, fs in schedule.funcs for s in fs.splits if isinstance(s, Split)] or [4]
    sizes = {p.name: 2 * max(factors) + 3 for p in module.params}
    env = bind_sizes(module, {}, sizes)
    inputs = random_inputs(module, env)
    expected = evaluate(module, inputs, env)

    def error_of(fn: Function) -> float:
        return relative_error(CompiledPipeline(module, schedule, fn)(**inputs, **sizes), expected)
    return Verifier(FUNCS_TO_C, Context(module, schedule), error_of, sizes, log)


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
