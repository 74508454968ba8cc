"""irc's procs against hand-written C on PolyBench's stencils, one and two threads, in one run.

    python benchmarks/procs.py [--size large|medium|small] [--threads 1,2] [--repeat 5]
                               [--kernels jacobi2d,seidel2d,heat3d,jacobi1d] [--tiles K=AxBxC ...]
    python benchmarks/procs.py --quick            # small sizes, 3 rounds: a check that it all runs

Per kernel (examples/procs/<kernel>.dsl, PolyBench LARGE sizes by default) it times, round by
round (interleaved, so every variant sees the same machine load), then prints the median and
the best of the rounds (each round from one variant further on than the one before):

- PolyBench-order C: the loops as the .dsl writes them (benchmarks/procs_c/<kernel>.c, (a));
- hand skew + tile C: the kind of code Pluto generates (time skewing, the two nests of jacobi-2d
  and heat-3d fused with a shift), serial ((b)), and the same tiles run as OpenMP wavefronts
  ((c)), on each thread count of --threads;
- irc: the proc as written (`prog.compile(proc=...)`), and every schedule block of the file
  (`prog.compile(schedule=...)`): one that uses OpenMP on each thread count, a serial one on one
  thread.  A block that does not compile is named with its reason.

Every variant gets its own arrays, allocated as PolyBench allocates them (at a 4096-byte
boundary: posix_memalign in polybench.c), and is checked against the PolyBench-order C on the
same initial values (PolyBench's init) before it is timed: max relative error at most 1e-10
(0 or ~1e-15 expected, from FMA contraction) or the benchmark stops.  The hand C is built through irc's build cache with irc's
flags (-O3 -march=native -fno-wrapv -fno-math-errno -fopenmp-simd), plus -fopenmp for the
wavefront variants.  Thread counts are set with omp_set_num_threads in the one libgomp of the
process (irc's modules and the hand C share it) and checked by counting the threads a parallel
region starts.  "speedup" is the PolyBench-order C on one thread over the variant; "/ hand 1T"
is the variant over the serial hand skew + tile C; a last line names irc's best schedule on one
thread and on the most threads, by medians; the ratios by minimums stand beside them (issue 9's done-means: within 1.1x of the hand C and >= 1.5x
the PolyBench-order C on one thread; `auto` on both cores >= 1.6x).

On a 2-core machine that something else is using, a thread of a parallel variant waits for a
time slice at every wavefront's barrier (4 ms ticks): its median can be many times its min.
The load average is printed with each table.
"""
from __future__ import annotations

import argparse
import os
import re
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import numpy as np

import irc
from irc.backends.c.build import DEFAULT_FLAGS, build
from irc.targets.compare import relative_error
from rounds import turn

HERE = Path(__file__).resolve().parent
C_DIR = HERE / "procs_c"
EXAMPLES = HERE.parent / "examples" / "procs"
TOLERANCE = 1e-10


@dataclass(frozen=True)
class Kernel:
    name: str
    arrays: int                                     # A, or A and B
    init: Callable[[int, int], list[np.ndarray]]    # PolyBench's initial arrays
    sizes: dict[str, tuple[int, int]]               # (T, N) by size name (PolyBench's)
    tiles: tuple[int, ...]                          # the hand tiles' sizes (see the report)

    def cdef(self) -> str:
        arrays = ", ".join(f"double *{a}" for a in "AB"[:self.arrays])
        tiles = ", ".join(f"int b{k}" for k in range(len(self.tiles)))
        return "\n".join([
            "int procs_threads(void);", "void procs_set_threads(int n);",
            f"void {self.name}_polybench(int T, int N, {arrays});",
            f"void {self.name}_tiled(int T, int N, {arrays}, {tiles});",
            f"void {self.name}_wavefront(int T, int N, {arrays}, {tiles});"])

    def source(self) -> str:
        text = (C_DIR / f"{self.name}.c").read_text()
        return text.replace('#include "common.h"', (C_DIR / "common.h").read_text())


def polybench_array(a: np.ndarray) -> np.ndarray:
    """A copy of `a` starting on a 4096-byte boundary, as PolyBench allocates its arrays.  Where
    an array starts in a cache line (and two arrays' starts relative to each other) changes the
    time of vectorized stencils by up to a third (README, Performance); numpy's start depends on
    the allocator's history, so each run would measure another layout."""
    raw = np.empty(a.nbytes + 4096, np.uint8)
    skip = -raw.ctypes.data % 4096
    out = raw[skip:skip + a.nbytes].view(a.dtype).reshape(a.shape)
    out[...] = a
    return out


def _grid(n: int, dims: int) -> list[np.ndarray]:
    return list(np.meshgrid(*[np.arange(n, dtype=np.float64)] * dims, indexing="ij"))


def _init_jacobi1d(T, N):
    row = (np.arange(N + 2, dtype=np.float64) + 2) / N     # every row: columns 0, N + 1 stay
    return [np.repeat(row[None, :], T + 1, axis=0)]


def _init_jacobi2d(T, N):
    i, j = _grid(N, 2)
    return [(i * (j + 2) + 2) / N, (i * (j + 3) + 3) / N]


def _init_seidel2d(T, N):
    i, j = _grid(N, 2)
    return [(i * (j + 2) + 2) / N]


def _init_heat3d(T, N):
    i, j, k = _grid(N, 3)
    a = (i + j + (N - k)) * 10 / N
    return [a, a.copy()]


# PolyBench 4.2's SMALL, MEDIUM and LARGE (T = TSTEPS).  Tile sizes, over the skewed loops, as
# measured at LARGE on the project's 2-core VM (2026-12-02); 9999 leaves a dimension untiled
# (whole rows, vectorized):
# - jacobi-2d (u, u + i, u + j), u a half-step: 64x32x*; everything from 16x16x* to 128x64x*
#   within 0.46-0.52 s, j tiles of 128-512 no better (the rows stream from L2 either way).
# - seidel-2d (t, t + i, 2t + i + j): 32x32x8.  The sweep is a chain of dependent adds along j;
#   short c3 tiles let the core overlap the chains of several rows (MEDIUM: c3 tiles of 32, 16,
#   8 took 84, 61, 46 ms against 110 ms as written; 4 no better, 2 worse).
# - heat-3d (u, u + i, u + j, u + k): 16x8x32x*; 8..16 x 4..16 x 16..32 x * all 1.0-1.15 s,
#   which is the row loop's rate in cache (the order as written runs at that rate at N = 40).
# - jacobi-1d (t, t + i): 64x512.  The time-indexed array is written once, so tiling has no
#   reuse to gain; tiles narrower than the array leave each wavefront several tiles.
KERNELS = {k.name: k for k in (
    Kernel("jacobi2d", 2, _init_jacobi2d,
           {"small": (40, 90), "medium": (100, 250), "large": (500, 1300)}, (64, 32, 9999)),
    Kernel("seidel2d", 1, _init_seidel2d,
           {"small": (40, 120), "medium": (100, 400), "large": (500, 2000)}, (32, 32, 8)),
    Kernel("heat3d", 2, _init_heat3d,
           {"small": (40, 20), "medium": (100, 40), "large": (500, 120)}, (16, 8, 32, 9999)),
    Kernel("jacobi1d", 1, _init_jacobi1d,
           {"small": (40, 120), "medium": (100, 400), "large": (500, 2000)}, (64, 512)),
)}


@dataclass
class Variant:
    label: str
    threads: int
    run: Callable[[list[np.ndarray]], Callable[[], object]]   # arrays -> a call on them
    times: list[float] = field(default_factory=list)


class Threads:
    """omp_set_num_threads through the hand C's OpenMP module; checked inside a parallel region."""

    def __init__(self, lib):
        self.lib = lib

    @staticmethod
    def check_shared() -> None:
        """Once every module is loaded: one libgomp, so one thread count reaches them all."""
        gomp = {line.split()[-1] for line in Path("/proc/self/maps").read_text().splitlines()
                if "libgomp" in line}
        if len(gomp) > 1:
            sys.exit(f"procs.py: more than one libgomp in this process ({', '.join(sorted(gomp))}): "
                     f"a thread count set in one would not reach the others")

    def set(self, n: int) -> None:
        self.lib.procs_set_threads(n)
        got = self.lib.procs_threads()
        if got != n:
            sys.exit(f"procs.py: asked OpenMP for {n} threads, a parallel region started {got}")


def _pointer(ffi, a: np.ndarray):
    return ffi.cast("double *", a.ctypes.data)


def hand_variants(kernel: Kernel, tiles_list, threads: list[int], T: int, N: int):
    """The three hand-written C variants (the wavefront one per thread count); and Threads."""
    serial = build(kernel.source(), kernel.cdef(), flags=DEFAULT_FLAGS)
    omp = build(kernel.source(), kernel.cdef(), flags=DEFAULT_FLAGS, openmp=True)
    if not omp.openmp:
        sys.exit("procs.py: this C compiler has no OpenMP; the wavefront variants cannot run in parallel")

    def c_call(built, fn, *extra):
        def bind(arrays):
            ptrs = [_pointer(built.ffi, a) for a in arrays]
            f = getattr(built.lib, f"{kernel.name}_{fn}")

            def call(keep_alive=arrays):     # the pointers do not hold the arrays
                f(T, N, *ptrs, *extra)
            return call
        return bind

    variants = [Variant("PolyBench-order C", 1, c_call(serial, "polybench"))]
    for tiles in tiles_list:
        shape = "x".join("*" if b >= 9999 else str(b) for b in tiles)
        variants.append(Variant(f"hand skew+tile C {shape}", 1, c_call(serial, "tiled", *tiles)))
        for n in threads:
            variants.append(Variant(f"hand wavefront C {shape}", n, c_call(omp, "wavefront", *tiles)))
    return variants, Threads(omp.lib)


def _first_line(exc: Exception) -> str:
    return str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__


def irc_variants(kernel: Kernel, examples: Path, threads: list[int], T: int, N: int):
    """irc: the proc as written, and every schedule block of the file that compiles (one that
    uses OpenMP on each thread count); the lines saying why the others did not."""
    prog = irc.load(examples / f"{kernel.name}.dsl")

    def irc_call(compiled):
        def bind(arrays):
            if hasattr(compiled, "prepare"):
                return compiled.prepare(*arrays, T=T, N=N)[0]
            return lambda: compiled(*arrays, T=T, N=N)
        return bind

    variants = [Variant("irc as written", 1, irc_call(prog.compile(proc=kernel.name)))]
    notes = []
    for name, _ in prog.module.schedules:          # the file's own blocks (not the funcs' policies)
        try:
            compiled = prog.compile(schedule=name)
        except (irc.CompileError, irc.UsageError) as exc:
            notes.append(f"irc schedule {name}: does not compile: {_first_line(exc)}")
            continue
        parallel = getattr(getattr(compiled, "csource", None), "openmp", True)
        for n in (threads if parallel else [1]):
            variants.append(Variant(f"irc schedule {name}", n, irc_call(compiled)))
    return variants, notes


def check(kernel: Kernel, variants: list[Variant], threads: Threads, T: int, N: int) -> list[Callable[[], object]]:
    """Run every variant once from PolyBench's initial arrays (also the warm-up); stop unless
    each gives the PolyBench-order C's arrays.  Returns each variant's call, bound to its arrays
    (timed from the state this run leaves)."""
    results, reference, errors = [], None, []
    for v in variants:
        arrays = [polybench_array(a) for a in kernel.init(T, N)]
        threads.set(v.threads)
        call = v.run(arrays)
        call()
        if reference is None:
            reference = [a.copy() for a in arrays]
        err = max(relative_error(a, r) for a, r in zip(arrays, reference))
        errors.append(err)
        if not err <= TOLERANCE:
            sys.exit(f"procs.py: {kernel.name}: '{v.label}' on {v.threads} thread(s) differs from the "
                     f"PolyBench-order C: max relative error {err:.3g} (> {TOLERANCE:g})")
        results.append(call)
    worst = max(errors[1:], default=0.0)
    print(f"check: every variant gives the PolyBench-order C's arrays (max relative error {worst:.2g})")
    return results


def measure(variants: list[Variant], calls, threads: Threads, rounds: int) -> None:
    """`rounds` interleaved rounds: each round times every variant once, in turn, from one variant
    further on than the round before (none always runs after the same other)."""
    for r in range(rounds):
        for v, call in turn(list(zip(variants, calls)), r):
            threads.set(v.threads)
            start = time.perf_counter()
            call()
            v.times.append(time.perf_counter() - start)


def table(kernel: Kernel, variants: list[Variant], notes: list[str]) -> None:
    """Medians and minimums, and both ratios by each: a median can sit well above its minimum on
    a busy machine, and the two may tell different stories."""
    hand_variant = next(v for v in variants if v.label.startswith("hand skew+tile"))
    base, base_min = statistics.median(variants[0].times), min(variants[0].times)
    hand, hand_min = statistics.median(hand_variant.times), min(hand_variant.times)
    width = max(len(v.label) for v in variants) + 1
    print(f"{'variant':<{width}} {'threads':>7} {'median':>10} {'min':>10} {'speedup':>8} {'by min':>7} "
          f"{'/ hand 1T':>9} {'by min':>7}")
    for v in variants:
        med, best = statistics.median(v.times), min(v.times)
        print(f"{v.label:<{width}} {v.threads:>7} {_ms(med)} {_ms(best)} {base / med:8.2f} {base_min / best:7.2f} "
              f"{med / hand:9.2f} {best / hand_min:7.2f}")
    for note in notes:
        print(note)
    best = {}
    for v in variants:
        if v.label.startswith("irc schedule"):
            med = statistics.median(v.times)
            if v.threads not in best or med < best[v.threads][1]:
                best[v.threads] = (v.label.removeprefix("irc schedule "), med)
    if best:
        parts = [f"{n} thread{'s' if n > 1 else ''} '{name}' (speedup {base / med:.2f}"
                 + (f", / hand 1T {med / hand:.2f})" if n == 1 else ")")
                 for n, (name, med) in sorted(best.items())]
        print("irc's best schedule: " + "; ".join(parts))


def _ms(seconds: float) -> str:
    return f"{seconds * 1e3:8.1f}ms" if seconds >= 0.1 else f"{seconds * 1e3:8.3f}ms"


def parse_tiles(specs: list[str]) -> dict[str, list[tuple[int, ...]]]:
    out: dict[str, list[tuple[int, ...]]] = {}
    for spec in specs:
        m = re.fullmatch(r"(\w+)=(\d+(?:x\d+)*)", spec)
        if not m or m.group(1) not in KERNELS:
            sys.exit(f"procs.py: --tiles takes KERNEL=AxB[xC..] with a kernel of {', '.join(KERNELS)}: {spec!r}")
        tiles = tuple(int(x) for x in m.group(2).split("x"))
        if len(tiles) != len(KERNELS[m.group(1)].tiles) or min(tiles) < 1:
            sys.exit(f"procs.py: {m.group(1)} takes {len(KERNELS[m.group(1)].tiles)} positive tile sizes: {spec!r}")
        out.setdefault(m.group(1), []).append(tiles)
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--size", choices=("small", "medium", "large"), default="large")
    ap.add_argument("--quick", action="store_true", help="--size small --repeat 3")
    ap.add_argument("--threads", default="1,2", help="thread counts, e.g. 1,2")
    ap.add_argument("--repeat", type=int, default=5, help="interleaved rounds")
    ap.add_argument("--kernels", default=",".join(KERNELS))
    ap.add_argument("--tiles", action="append", default=[],
                    help="hand tile sizes, KERNEL=AxB[xC..]; repeat to compare several")
    ap.add_argument("--hand-only", action="store_true", help="only the hand-written C (to choose tiles)")
    ap.add_argument("--examples", type=Path, default=EXAMPLES, help="where the .dsl files are")
    args = ap.parse_args(argv)
    if args.quick:
        args.size, args.repeat = "small", 3
    threads = [int(n) for n in args.threads.split(",")]
    tiles = parse_tiles(args.tiles)
    for name in args.kernels.split(","):
        if name not in KERNELS:
            sys.exit(f"procs.py: unknown kernel {name!r}; the kernels are {', '.join(KERNELS)}")
        kernel = KERNELS[name]
        T, N = kernel.sizes[args.size]
        hand, threads_of = hand_variants(kernel, tiles.get(name, [kernel.tiles]), threads, T, N)
        mine, notes = ([], []) if args.hand_only else irc_variants(kernel, args.examples, threads, T, N)
        variants = hand + mine
        threads_of.check_shared()
        load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
        print(f"\n{name} T={T} N={N} ({args.size}): median and min of {args.repeat} interleaved rounds "
              f"(load average {load})")
        calls = check(kernel, variants, threads_of, T, N)
        measure(variants, calls, threads_of, args.repeat)
        table(kernel, variants, notes)
    return 0


if __name__ == "__main__":
    sys.exit(main())
