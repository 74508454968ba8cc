"""The cache model of procs (`f.cache_misses`, `irc run --cache`): the C simulator against a
reference LRU (an OrderedDict) on access streams written here from the loop nests — the seed's
1-D Jacobi addresses first —, its extremes (one line, a cache larger than the data), the run
still computing the proc, and the refusals of bad geometries."""
from __future__ import annotations

from collections import OrderedDict

import numpy as np
import pytest

import irc
from conftest import EXAMPLES
from irc.cli import main
from test_procs import SIZES, arrays_for

PROCS = EXAMPLES / "procs"


def lru_reference(stream, size: int, line: int) -> dict[str, tuple[int, int, int]]:
    """Per array (accesses, misses, cold misses) of a fully associative LRU cache of `size` bytes
    on `stream`, (array, byte offset in it) pairs; a line is (array, offset // line): arrays
    never share one."""
    cache, seen, counts = OrderedDict(), set(), {}
    for array, offset in stream:
        key, n = (array, offset // line), counts.setdefault(array, [0, 0, 0])
        n[0] += 1
        if key in cache:
            cache.move_to_end(key)
            continue
        n[1] += 1
        n[2] += key not in seen
        seen.add(key)
        cache[key] = None
        if len(cache) > size // line:
            cache.popitem(last=False)
    return {a: tuple(c) for a, c in counts.items()}


def jacobi1d_stream(T: int, N: int):
    """The seed's `jacobi_run` addresses: A[t, i - 1], A[t, i], A[t, i + 1], then A[t + 1, i]."""
    W = N + 2
    for t in range(T):
        for i in range(1, N + 1):
            for element in (t * W + i - 1, t * W + i, t * W + i + 1, (t + 1) * W + i):
                yield "A", element * 8


def jacobi2d_stream(T: int, N: int):
    """PolyBench's jacobi-2d: B from A, then A from B, five reads (as written) and a write each."""
    for _ in range(T):
        for src, dst in (("A", "B"), ("B", "A")):
            for i in range(1, N - 1):
                for j in range(1, N - 1):
                    for a, b in ((i, j), (i, j - 1), (i, j + 1), (i + 1, j), (i - 1, j)):
                        yield src, (a * N + b) * 8
                    yield dst, (i * N + j) * 8


def seidel2d_stream(T: int, N: int):
    """PolyBench's seidel-2d: nine reads row by row, then the write of the centre, in place."""
    for _ in range(T):
        for i in range(1, N - 1):
            for j in range(1, N - 1):
                for a in (i - 1, i, i + 1):
                    for b in (j - 1, j, j + 1):
                        yield "A", (a * N + b) * 8
                yield "A", (i * N + j) * 8


def simulated(example: str, sizes: dict, size, line: int) -> dict[str, tuple[int, int, int]]:
    prog = irc.load(PROCS / f"{example}.dsl")
    result = prog.compile().cache_misses(**arrays_for(prog, sizes), **sizes, size=size, line=line)
    return {a.array: (a.accesses, a.misses, a.cold) for a in result.arrays}


# one row of jacobi1d at N=40 is 336 bytes: lines straddle rows, and the caches hold less than
# a row, between one and two, and all of it
@pytest.mark.parametrize("size,line", [(64, 64), (256, 32), (512, 8), (1024, 64), (2048, 128), (4096, 64),
                                       (65536, 64)])
def test_the_seeds_jacobi1d_stream(size, line):
    expected = lru_reference(jacobi1d_stream(6, 40), size, line)
    assert simulated("jacobi1d", dict(T=6, N=40), size, line) == expected


STREAMS = {"jacobi2d": (jacobi2d_stream, dict(T=3, N=9)), "seidel2d": (seidel2d_stream, dict(T=2, N=10))}


@pytest.mark.parametrize("example", sorted(STREAMS))
@pytest.mark.parametrize("line", [8, 64])
def test_a_cache_of_one_line_hits_only_the_line_just_touched(example, line):
    stream, sizes = STREAMS[example]
    accesses = list(stream(**sizes))
    misses: dict[str, int] = {}
    previous = None
    for array, offset in accesses:
        key = (array, offset // line)
        misses[array] = misses.get(array, 0) + (key != previous)
        previous = key
    got = simulated(example, sizes, line, line)
    assert {a: m for a, (_, m, _) in got.items()} == misses
    assert got == lru_reference(accesses, line, line)


@pytest.mark.parametrize("example", sorted(STREAMS))
def test_a_cache_larger_than_the_data_misses_each_line_once(example):
    stream, sizes = STREAMS[example]
    accesses = list(stream(**sizes))
    lines = {a: len({o // 64 for b, o in accesses if b == a}) for a, _ in accesses}
    count = {a: sum(1 for b, _ in accesses if b == a) for a in lines}
    assert simulated(example, sizes, "1GiB", 64) == {a: (count[a], lines[a], lines[a]) for a in lines}


def test_a_select_touches_the_side_it_takes_and_an_update_reads_first():
    prog = irc.parse("param N: i32 = 8\n"
                     "proc pick(A: f64[N], B: f64[N + 1]) {\n"
                     "  for i in 0 .. N {\n"
                     "    A[i] += select(i < 3, B[i], B[i + 1] * 2)\n"
                     "  }\n"
                     "}\n")
    stream = [(name, 8 * k) for i in range(8) for name, k in (("A", i), ("B", i if i < 3 else i + 1), ("A", i))]
    A, B = np.ones(8), np.ones(9)
    result = prog.compile().cache_misses(A, B, N=8, size=16, line=8)
    assert {a.array: (a.accesses, a.misses, a.cold) for a in result.arrays} == lru_reference(stream, 16, 8)


@pytest.mark.parametrize("example", sorted(SIZES))
def test_the_run_computes_what_a_plain_call_does(example):
    sizes = SIZES[example][1]
    prog = irc.load(PROCS / f"{example}.dsl")
    f = prog.compile()
    got = arrays_for(prog, sizes)
    want = {k: a.copy() for k, a in got.items()}
    result = f.cache_misses(**got, **sizes, size="4KiB")
    f(**want, **sizes)
    for name in got:
        assert np.array_equal(got[name], want[name]), name
    assert result.total.accesses > 0 and result.total.misses >= result.total.cold > 0


def test_the_result_and_its_table():
    prog = irc.load(PROCS / "jacobi2d.dsl")
    sizes = dict(T=2, N=12)
    result = prog.compile().cache_misses(**arrays_for(prog, sizes), **sizes, size=32768)
    assert result.geometry.lines == 512 and result.geometry.line == 64
    assert result["A"].accesses == result["B"].accesses == 2 * 6 * 10 * 10
    assert result.total.accesses == 2400 and result.total.misses == result.total.cold
    table = result.table().splitlines()
    assert table[0] == "cache: fully associative LRU, 32,768 bytes = 512 lines of 64 bytes"
    assert [row.split()[0] for row in table[1:]] == ["array", "A", "B", "total"]


def test_irc_run_prints_the_table(capsys):
    assert main(["run", str(PROCS / "jacobi1d.dsl"), "--size", "T=6,N=40", "--cache", "1KiB,line=64",
                 "--repeat", "1", "--check"]) == 0
    out = capsys.readouterr().out.splitlines()
    _, misses, cold = lru_reference(jacobi1d_stream(6, 40), 1024, 64)["A"]
    assert out[1] == "cache: fully associative LRU, 1,024 bytes = 16 lines of 64 bytes"
    assert out[3].split() == ["A", "960", f"{misses:,}", f"{misses / 960:.2%}", f"{cold:,}"]
    assert out[4].startswith("check: ok")


@pytest.mark.parametrize("size,line,message", [
    ("32KB", 64, "cache size '32KB' is not a number of bytes such as 4096, 512B, 32KiB, 1MiB"),
    (True, 64, "cache size True is not a number of bytes"),
    ("32KiB", "wide", "line size 'wide' is not a number of bytes"),
    (0, 64, "the cache size must be positive, got 0"),
    ("32KiB", 48, "the line size must be a power of two, got 48"),
    ("32KiB", 4, "the line size must be at least 8 bytes (an element of every type), got 4"),
    (64, "128B", "the line size (128 bytes) is larger than the cache (64 bytes)"),
    (100, 64, "the cache size (100 bytes) is not a whole number of 64-byte lines"),
])
def test_bad_geometries_are_refused(size, line, message):
    prog = irc.load(PROCS / "jacobi1d.dsl")
    A = np.random.default_rng(0).random((4, 7))
    before = A.copy()
    with pytest.raises(irc.UsageError) as e:
        prog.compile().cache_misses(A, T=3, N=5, size=size, line=line)
    assert str(e.value).startswith(message)
    assert np.array_equal(A, before)          # nothing ran
