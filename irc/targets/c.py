"""The C target: a lowered Function, whatever its kind, emitted as C and built with cffi
(CompiledC): called on bound arrays and sizes, timed, run by a team of OpenMP threads, or through
the cache model (an instrumented build feeding every access to an LRU cache).  How a call binds
a program's arguments is its kind's (irc/kinds/: a pipeline's inputs and outputs, a proc's
arrays in place, a sparse program's levels)."""
from __future__ import annotations

from functools import cached_property
from pathlib import PurePath

import numpy as np

from ..backends.c.build import Built, build, openmp_threads, set_openmp_threads, vector_registers
from ..backends.c.cache_sim import LruState, emit_cache_sim
from ..backends.c.emit import emit_c
from ..backends.c.gathers import gather_padding
from ..backends.c.source import CSource
from ..backends.c.timing import Timing, rotated_rounds, time_call
from ..arrays import allocate, check_passed
from ..diagnostics import RunError, UsageError
from ..ir.evaluate import eval_int
from ..ir.nodes import Function
from ..ir.printer import to_str
from ..ir.types import C_TYPES, NUMPY_TYPES
from .cache_model import CacheMisses, cache_geometry, cache_misses


class CTarget:
    name = "c"
    title = "C"               # how a refusal names it
    description = "C through cffi: timed, with counters"
    launches = False
    timed = True
    sources = ()


class CompiledC:
    """A Function built as C: `f.source`, `f.ir`, `f(...)` and `f.time(...)`; a kind of program
    says how a call binds its arguments (`prepare`).  `f.threads`: the team size of its parallel
    loops (None: OpenMP's default, the machine's cores or OMP_NUM_THREADS)."""

    narrow_auto_vectors = False         # emit_c's: a pipeline's loops that gcc vectorizes use 32-byte vectors

    def __init__(self, fn: Function, program_file: str, csource: CSource | None = None, counted: tuple[str, ...] = (),
                 fast_math: bool = False):
        """`program_file`: the program's file (its name marks the C's lines); `counted`: the funcs
        whose evaluations and peak storage a counting build counts; `fast_math`: built assuming
        no NaN and no infinity (emit_c's)."""
        self.function = fn
        self.program_file = program_file
        self.csource = csource or emit_c(fn, counted=counted, source=PurePath(program_file).name,
                                         narrow_auto_vectors=self.narrow_auto_vectors, fast_math=fast_math)
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
        return (f"<{type(self).__name__} {self.function.name} of {self.program_file}"
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

    def release_storage(self) -> None:
        """Drop the scratch storage kept for calls at each size (the next call allocates it
        again): irc tune keeps the fastest candidates' functions, not their GBs of storage."""
        self._scratch.clear()

    def _scratch_for(self, env) -> list[np.ndarray]:
        key = tuple(sorted(env.items()))
        if key not in self._scratch:
            bufs = []
            for s in self.csource.scratch:
                elements = max(_evaluated(size, lets, env) for lets, size in s.sizes)
                bufs.append(allocate(f"the storage of '{s.name}'", (max(elements, 1) + gather_padding(s.dtype),),
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

    def __call__(self, *args, **kwargs):
        """Bind the arguments (each kind's `prepare`: (call, result)) and run once."""
        call, result = self.prepare(*args, **kwargs)
        call()
        return result

    def time(self, *args, repeat: int = 5, warmup: int = 1, **kwargs) -> Timing:
        call, _ = self.prepare(*args, **kwargs)
        return time_call(call, warmup=warmup, repeat=repeat)


    def simulate_cache(self, arrays: dict, env: dict, size: int | str, line: int | str) -> CacheMisses:
        """Run once on bound `arrays` through the cache model: a build of this IR that feeds every
        element access, in the order it executes them, to a fully associative LRU cache of `size`
        bytes in `line`-byte lines; per array the accesses and misses."""
        geometry = cache_geometry(size, line)
        sim = self._simulator
        state = LruState(self.function, arrays, geometry.size, geometry.line)
        sim._caller(arrays, env, sim._scratch_for(env), state.arguments(sim.built.ffi))()
        return cache_misses(geometry, state.per_array())

    @cached_property
    def _simulator(self) -> "CompiledC":
        """The cache model's build of this IR (backends/c/cache_sim.py), made at its first use."""
        return CompiledC(self.function, self.program_file, emit_cache_sim(self.function))


def _with_threads(n: int, fn, cargs) -> int:
    """`fn(*cargs)` with teams of `n` threads; the runtime's setting is restored after."""
    before = openmp_threads()
    set_openmp_threads(n)
    try:
        return fn(*cargs)
    finally:
        set_openmp_threads(before)


TARGET = CTarget()


def _evaluated(e, lets, env) -> int:
    """Integer expression `e` at sizes `env`, under the root lets in force where it stands."""
    local = dict(env)
    for name, value in lets:
        local[name] = eval_int(value, local)
    return eval_int(e, local)
