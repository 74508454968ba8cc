"""Tests for the cffi build cache and the timing helpers of the C backend."""

import subprocess
import tempfile
import sys
import uuid
from pathlib import Path

import numpy as np
import pytest

import irc.backends.c.build as build_module
from irc.backends.c.build import CBuildError, build, compile_count
from irc.backends.c.timing import Timing, time_call
from irc.units import format_seconds

ADD_CDEF = "void add(const float* a, float* b, int n);"
ADD_SOURCE = """
void add(const float* a, float* b, int n) {
    for (int i = 0; i < n; i++) b[i] += a[i];
}
"""

OMP_CDEF = "void scale(const double* x, double* y, double k, int n); int omp_enabled(void);"
OMP_SOURCE = """
void scale(const double* x, double* y, double k, int n) {
    #pragma omp parallel for
    for (int i = 0; i < n; i++) y[i] = k * x[i];
}
int omp_enabled(void) {
#ifdef _OPENMP
    return 1;
#else
    return 0;
#endif
}
"""

# Run in a fresh interpreter: builds ADD_SOURCE-like code given on argv and
# reports whether a compiler ran, so the on-disk cache is what gets tested.
CHILD = """
import sys
import numpy as np
from irc.backends.c.build import build, compile_count
built = build(sys.argv[1], sys.argv[2])
a = np.arange(16, dtype=np.float32)
b = np.ones(16, dtype=np.float32)
built.lib.add(built.ffi.cast("float *", a.ctypes.data), built.ffi.cast("float *", b.ctypes.data), 16)
print(compile_count(), built.from_cache, float(b.sum()))
"""
CHILD_SUM = float(np.arange(16).sum() + 16)


@pytest.fixture(autouse=True)
def cache_dir(tmp_path, monkeypatch):
    """Give every test its own cache so none touches the user's ~/.cache."""
    path = tmp_path / "cache"
    monkeypatch.setenv("IRC_CACHE_DIR", str(path))
    return path


@pytest.fixture
def add_source():
    """ADD_SOURCE made unique per test, so no test reuses another's in-memory module."""
    return ADD_SOURCE + f"/* {uuid.uuid4().hex} */\n"


def ptr(ffi, array, ctype):
    """A zero-copy C pointer into a contiguous numpy array."""
    return ffi.cast(ctype, array.ctypes.data)


def run_add(built, n=1000):
    a = np.arange(n, dtype=np.float32)
    b = np.full(n, 2.0, dtype=np.float32)
    built.lib.add(ptr(built.ffi, a, "const float *"), ptr(built.ffi, b, "float *"), n)
    return a, b


def child(source):
    return subprocess.Popen(
        [sys.executable, "-c", CHILD, source, ADD_CDEF],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        cwd=tempfile.gettempdir(),  # not the repo root, whose irc/ would shadow the installed one
    )


def child_result(proc):
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 0, err
    count, from_cache, total = out.split()
    return int(count), from_cache == "True", float(total)


def test_build_calls_c_on_numpy_arrays(add_source, cache_dir):
    built = build(add_source, ADD_CDEF)
    a, b = run_add(built)
    np.testing.assert_array_equal(b, a + 2.0)
    assert not built.from_cache and not built.openmp
    assert len(list(cache_dir.glob(f"_irc_{built.key[:16]}.*.so"))) == 1


def test_same_source_twice_is_served_from_memory(add_source):
    first = build(add_source, ADD_CDEF)
    count = compile_count()
    second = build(add_source, ADD_CDEF)
    assert second.from_cache and compile_count() == count
    assert second.lib is first.lib and second.key == first.key


def test_flags_are_part_of_the_key(add_source):
    fast = build(add_source, ADD_CDEF)
    slow = build(add_source, ADD_CDEF, flags=("-O0",))
    assert fast.key != slow.key and not slow.from_cache
    np.testing.assert_array_equal(run_add(slow)[1], run_add(fast)[1])


def test_fresh_process_loads_from_disk_without_compiling(add_source):
    assert not build(add_source, ADD_CDEF).from_cache
    count, from_cache, total = child_result(child(add_source))
    assert (count, from_cache, total) == (0, True, CHILD_SUM)


def test_a_corrupt_cached_module_is_built_again(add_source, cache_dir):
    """Bug: a cached .so that does not load (truncated by a full disk, say) failed every run and
    was never rebuilt.  Only child processes load it: overwriting a module this process has
    mapped would crash it."""
    assert child_result(child(add_source)) == (1, False, CHILD_SUM)
    [so] = cache_dir.glob("_irc_*.so")
    so.write_bytes(b"not an ELF file")
    assert child_result(child(add_source)) == (1, False, CHILD_SUM)      # built again
    assert child_result(child(add_source)) == (0, True, CHILD_SUM)       # and cached


def test_concurrent_processes_build_the_same_new_key(add_source, cache_dir):
    procs = [child(add_source), child(add_source)]
    results = [child_result(p) for p in procs]
    assert all(total == CHILD_SUM for _, _, total in results)
    assert sum(count for count, _, _ in results) >= 1
    leftovers = [p.name for p in cache_dir.iterdir() if not p.name.endswith(".so")]
    assert leftovers == [] and len(list(cache_dir.glob("*.so"))) == 1


def test_syntax_error_reports_compiler_output(cache_dir):
    with pytest.raises(CBuildError) as info:
        build("int broken(void) { return 1 }", "int broken(void);")
    assert "error" in str(info.value) and "error" in info.value.output
    assert info.value.source_path and "broken" in Path(info.value.source_path).read_text()
    assert not list(cache_dir.glob("*.so")) and not list(cache_dir.glob(".build-*"))


def test_unresolvable_module_is_a_build_error_and_not_cached(cache_dir):
    with pytest.raises(CBuildError):
        build("/* defines nothing */", "void irc_missing_symbol(void);")
    assert not list(cache_dir.glob("*.so"))


def test_invalid_cdef_is_a_build_error():
    with pytest.raises(CBuildError, match="cdef"):
        build("", "this is not C;")


def test_successful_build_is_quiet(capfd):
    build("int quiet(void) { int unused; return 0; }", "int quiet(void);")
    assert capfd.readouterr() == ("", "")


def test_openmp_parallel_loop():
    built = build(OMP_SOURCE, OMP_CDEF, openmp=True)
    x = np.linspace(0.0, 1.0, 100_000)
    y = np.empty_like(x)
    built.lib.scale(ptr(built.ffi, x, "const double *"), ptr(built.ffi, y, "double *"), 3.0, x.size)
    np.testing.assert_allclose(y, 3.0 * x)
    assert built.openmp == build_module.openmp_available() == bool(built.lib.omp_enabled())


def test_missing_openmp_falls_back_to_serial_with_warning(monkeypatch):
    monkeypatch.setattr(build_module, "_openmp_ok", False)
    with pytest.warns(RuntimeWarning, match="OpenMP is not available"):
        built = build(OMP_SOURCE, OMP_CDEF, openmp=True)
    assert not built.openmp and built.lib.omp_enabled() == 0


def test_time_call_counts_runs_and_summarises():
    calls = []
    timing = time_call(lambda: calls.append(1), warmup=2, repeat=4)
    assert len(calls) == 6 and len(timing.times) == 4
    assert timing.best == min(timing.times)
    assert timing.best <= timing.median <= max(timing.times)


def test_time_call_repeats_until_min_time():
    timing = time_call(lambda: sum(range(1000)), warmup=0, repeat=2, min_time=0.01)
    assert len(timing.times) > 2 and sum(timing.times) >= 0.01


def test_format_seconds_picks_units():
    assert format_seconds(2.5) == "2.50 s"
    assert format_seconds(0.0123) == "12.3 ms"
    assert format_seconds(0.25) == "250 ms"
    assert format_seconds(4.2e-6) == "4.20 µs"
    assert str(Timing(0.0123, 0.012, (0.012,) * 5)) == "median 12.3 ms (best 12.0 ms, 5 runs)"
