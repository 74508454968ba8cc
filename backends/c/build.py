"""Compile C source into a loadable module through cffi, with a persistent cache.

Compiling C is slow compared with everything else the toolchain does, so a
module is keyed by everything that can change the machine code it contains
and kept on disk; rebuilding the same program, in this process or a later
one, then costs a dlopen instead of a compiler run.

Several processes may build the same key at once (parallel test runs,
benchmark workers).  Each compiles in a private temporary directory and
publishes the finished ``.so`` with ``os.replace``, which is atomic on POSIX,
so a reader sees either no file or a complete one and no lock is needed.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import threading
import warnings
from dataclasses import dataclass, replace
from pathlib import Path
from types import ModuleType
from typing import Any, Iterator

import cffi

from ...diagnostics import RunError

# Python's own CFLAGS (which distutils passes first) include -fwrapv; undoing it lets gcc treat
# index arithmetic as non-wrapping, which is what makes the generated loops vectorize (10x).
# -fopenmp-simd honours `#pragma omp simd` on vectorized loops without the OpenMP runtime.
# -fno-trapping-math: no program reads the floating-point exception flags, and with them gcc
# would neither if-convert nor hoist a float comparison (the saturating float-to-integer
# conversion's, prelude.FLOAT_TO_INT) out of a loop; no value changes.
# The code is built for this machine's processor, or for the one IRC_MARCH names (read when irc
# loads: IRC_MARCH=haswell builds what an AVX2 machine without AVX-512 would run, to measure it).
DEFAULT_FLAGS = ("-O3", f"-march={os.environ.get('IRC_MARCH') or 'native'}", "-fno-wrapv", "-fno-math-errno",
                 "-fno-trapping-math", "-fopenmp-simd")
# The same without FMA contraction: gcc fuses a * b + c into one rounding where the code around
# lets it, so two shapes of one loop may round apart; built so, they agree bit for bit (what the
# tests and benchmarks/polybench.py fall back on where results differ).
NO_CONTRACTION = DEFAULT_FLAGS + ("-ffp-contract=off",)

# The probe is also the process's handle on the OpenMP runtime: every module built with
# -fopenmp shares one libgomp, so the team size set here holds for all of them.
_OPENMP_PROBE = """
#include <omp.h>
int irc_openmp_threads(void) { return omp_get_max_threads(); }
void irc_openmp_set_threads(int n) { omp_set_num_threads(n); }
"""
_OPENMP_CDEF = "int irc_openmp_threads(void); void irc_openmp_set_threads(int n);"

# libgomp's default wait policy spins a thread for about 300,000 turns after each parallel region
# and at each barrier; on a machine where another process holds a core that spinning takes the
# core from the thread that still has work (blur's `fast` at 1024^2 beside two busy loops on a
# 2-core machine: 8 ms a call instead of 0.5 ms; jacobi1d's wavefronts 261 ms instead of 0.6 ms;
# benchmarks/openmp_wait.py).  Passive threads sleep at once: a wake-up per region or barrier
# (short wavefronts on an idle machine pay most: 3.5 ms instead of 0.6 ms on one thread).
# Read once, when libgomp loads: a user's OMP_WAIT_POLICY or GOMP_SPINCOUNT is left alone.
_WAIT_POLICY = ("OMP_WAIT_POLICY", "passive")

# cffi chdir()s into its build directory and we swap file descriptors 1 and 2
# while the compiler runs; both are process-wide, so builds in one process
# take turns.  The lock is never held across processes, so it cannot deadlock.
_lock = threading.RLock()
_loaded: dict[str, Built] = {}
_compiles = 0
_openmp_ok: bool | None = None
_runtime: Any = None          # the probe's lib, once loaded


class CBuildError(RunError):
    """The C compiler rejected the source, or the built module did not load.

    ``output`` holds what the compiler printed and ``source_path`` the
    generated C file kept for inspection (None when no file was produced).
    """

    def __init__(self, reason: str, output: str = "", source_path: str | None = None):
        self.reason, self.output, self.source_path = reason, output, source_path
        super().__init__(reason)

    def __str__(self) -> str:
        parts = [self.reason]
        if self.output.strip():
            parts.append("compiler output:\n" + self.output.rstrip())
        if self.source_path:
            parts.append(f"generated C source kept at {self.source_path}")
        return "\n".join(parts)


@dataclass(frozen=True)
class Built:
    """A compiled module: call ``lib.f(...)``, make pointers with ``ffi.cast``."""

    lib: Any
    ffi: Any
    key: str
    from_cache: bool
    openmp: bool


def compile_count() -> int:
    """Number of modules this process compiled, so tests can tell a cache hit."""
    return _compiles


def cache_dir() -> Path:
    """The cache directory, read from ``$IRC_CACHE_DIR`` at each call so tests can redirect it."""
    path = Path(os.environ.get("IRC_CACHE_DIR") or Path.home() / ".cache" / "irc" / "c")
    path.mkdir(parents=True, exist_ok=True)
    return path


def openmp_available() -> bool:
    """Whether the compiler cffi uses can build and load OpenMP code (probed once per process)."""
    global _openmp_ok
    with _lock:
        if _openmp_ok is None:
            _openmp_ok = _probe_openmp()
        return _openmp_ok


def build(
    source: str,
    cdef: str,
    *,
    flags: tuple[str, ...] = DEFAULT_FLAGS,
    openmp: bool = False,
) -> Built:
    """Compile ``source`` exposing the declarations in ``cdef``, or reuse a cached build.

    With ``openmp=True`` and no OpenMP support in the compiler, the module is
    built serially (``Built.openmp`` is False) and a warning says so.
    """
    flags = tuple(flags)
    with _lock:
        use_openmp = openmp and _openmp_or_warn()
        key = _cache_key(source, cdef, flags, use_openmp)
        if key in _loaded:
            return replace(_loaded[key], from_cache=True)
        module, from_cache = _load_or_compile(source, cdef, flags, use_openmp, key)
        built = Built(module.lib, module.ffi, key, from_cache, use_openmp)
        _loaded[key] = built
        return built


def _openmp_or_warn() -> bool:
    """Check OpenMP support, warning when the program will silently lose its parallelism."""
    if openmp_available():
        return True
    warnings.warn(
        "OpenMP is not available with this C compiler; parallel loops will run serially",
        RuntimeWarning,
        stacklevel=3,
    )
    return False


@functools.cache
def vector_registers() -> tuple[int, int]:
    """(bytes, count) of the vector registers the code is built for (DEFAULT_FLAGS' -march), read
    from the compiler's predefined macros: AVX-512's 32 of 64 bytes, AVX's 16 of 32, else SSE's or
    NEON's 16 of 16 (`irc tune` sizes the tiles of sums kept in registers by it)."""
    march = [f for f in DEFAULT_FLAGS if f.startswith("-march=")]
    command = [*(_compiler() or "cc").split(), *march, "-dM", "-E", "-x", "c", os.devnull]
    try:
        macros = subprocess.run(command, capture_output=True, text=True, timeout=60).stdout
    except (OSError, subprocess.SubprocessError):
        macros = ""
    if "__AVX512F__" in macros:
        return 64, 32
    return (32, 16) if "__AVX__" in macros else (16, 16)


def _compiler() -> str:
    """The compiler command distutils will run: ``$CC`` overrides the interpreter's build CC."""
    return os.environ.get("CC") or sysconfig.get_config_var("CC") or ""


def _cache_key(source: str, cdef: str, flags: tuple[str, ...], openmp: bool) -> str:
    """Hash everything that changes the binary or whether it can be loaded here."""
    parts = [source, cdef, list(flags), openmp, cffi.__version__,
             sysconfig.get_config_var("EXT_SUFFIX"), _compiler()]
    return hashlib.sha256(json.dumps(parts).encode()).hexdigest()


def _module_name(key: str) -> str:
    return f"_irc_{key[:16]}"


def _so_path(directory: Path, modname: str) -> Path:
    return directory / (modname + sysconfig.get_config_var("EXT_SUFFIX"))


def _load_or_compile(
    source: str, cdef: str, flags: tuple[str, ...], openmp: bool, key: str
) -> tuple[ModuleType, bool]:
    """Load the cached ``.so`` if another process (or an earlier run) left one, else compile it."""
    global _compiles
    directory, modname = cache_dir(), _module_name(key)
    final = _so_path(directory, modname)
    if final.exists():
        try:
            return _load(final, modname), True
        except CBuildError:
            pass   # a corrupt module (a full disk, a killed writer of an old version): built again, atomically
    ffi = _make_ffi(modname, source, cdef, flags, openmp)
    workdir = tempfile.mkdtemp(prefix=".build-", dir=directory)
    try:
        _compiles += 1
        os.replace(_compile(ffi, modname, workdir, keep_dir=directory), final)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    try:
        return _load(final, modname), False
    except CBuildError:
        final.unlink(missing_ok=True)  # never leave an unloadable module for the next caller
        raise


def _make_ffi(
    modname: str, source: str, cdef: str, flags: tuple[str, ...], openmp: bool
) -> cffi.FFI:
    """An API-mode FFI for ``source``; a malformed ``cdef`` is reported as a build error."""
    ffi = cffi.FFI()
    try:
        ffi.cdef(cdef)
    except cffi.CDefError as exc:
        raise CBuildError(f"invalid cdef for {modname}: {exc}") from exc
    omp = ["-fopenmp"] if openmp else []
    ffi.set_source(modname, source, extra_compile_args=[*flags, *omp], extra_link_args=omp)
    return ffi


def _compile(ffi: cffi.FFI, modname: str, workdir: str, keep_dir: Path | None) -> str:
    """Run the compiler with its output captured; return the built ``.so`` path.

    On failure the generated C file is moved to ``keep_dir`` (the temporary
    ``workdir`` is about to be deleted) and named in the error.
    """
    with tempfile.TemporaryFile() as log:
        try:
            with _output_to(log.fileno()):
                return ffi.compile(tmpdir=workdir, verbose=False)
        except cffi.VerificationError as exc:
            log.seek(0)
            output = log.read().decode(errors="replace")
            reason = f"C compilation of {modname} failed: {exc}"
    raise CBuildError(reason, output, _keep_source(workdir, modname, keep_dir))


def _keep_source(workdir: str, modname: str, keep_dir: Path | None) -> str | None:
    """Move the generated C file out of ``workdir`` so the user can read what failed."""
    generated = Path(workdir) / f"{modname}.c"
    if keep_dir is None or not generated.exists():
        return None
    kept = keep_dir / generated.name
    os.replace(generated, kept)
    return str(kept)


@contextlib.contextmanager
def _output_to(fd: int) -> Iterator[None]:
    """Point file descriptors 1 and 2 at ``fd``: the compiler is a child process
    that writes to them directly, so swapping ``sys.stdout`` would not catch it."""
    sys.stdout.flush()
    sys.stderr.flush()
    saved = [os.dup(1), os.dup(2)]
    try:
        os.dup2(fd, 1)
        os.dup2(fd, 2)
        yield
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
        for target, copy in zip((1, 2), saved):
            os.dup2(copy, target)
            os.close(copy)


def _load(path: Path, modname: str) -> ModuleType:
    """Import the extension at ``path`` without touching ``sys.path`` or ``sys.modules``."""
    spec = importlib.util.spec_from_file_location(modname, path)
    try:
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    except ImportError as exc:
        raise CBuildError(f"built module {path} does not load: {exc}") from exc
    return module


def _probe_openmp() -> bool:
    """Build, load and call a tiny OpenMP function through the same cffi toolchain (the first
    OpenMP code irc loads: the wait policy is set before it).

    The probe is cached on disk like any build, so a process that finds everything in the
    cache runs no compiler at all.
    """
    global _runtime
    if not any(v in os.environ for v in ("OMP_WAIT_POLICY", "GOMP_SPINCOUNT")):
        os.environ[_WAIT_POLICY[0]] = _WAIT_POLICY[1]
    key = _cache_key(_OPENMP_PROBE, _OPENMP_CDEF, (), True)
    try:
        module, _ = _load_or_compile(_OPENMP_PROBE, _OPENMP_CDEF, (), True, key)
        _runtime = module.lib
        return _runtime.irc_openmp_threads() >= 1
    except CBuildError:
        return False


def openmp_threads() -> int:
    """The team size of the next parallel region (OpenMP's max threads; 1 without OpenMP)."""
    return _runtime.irc_openmp_threads() if openmp_available() else 1


def set_openmp_threads(n: int) -> None:
    """The team size of every later parallel region of this thread, in every irc module."""
    if openmp_available():
        _runtime.irc_openmp_set_threads(n)
