"""irc against Halide and numpy on the 4096x4096 float32 blur, schedule by schedule, in one run.

    python benchmarks/blur.py [--size 4096] [--rounds 9] [--offset 0] [--keep-freed-memory]

Each round times four programs once each, in turn, so all see the same machine load: irc's C
exact (`/ 3`) and with fast math (`* (1 / 3)`), Halide's JIT code as Halide compiles it (it
turns `/ 3.0f` into a multiply by the reciprocal) and with its strict_float target feature
(exact division).  Every Halide stage is vectorized by 8, as a Halide user schedules for speed
(halide_blur.py).  All four write into one output buffer, allocated once: where a buffer's
pages lie moves a program's time (the same irc call into two buffers of one process: 6.46 and
6.96 ms), so with a buffer each a program's luck would show in the ratios.  The ratios compare
like with like: irc fast-math / Halide, and irc exact / Halide strict_float (<= 1.0: irc is no
slower).  root, inline, tile and sliding run on one thread (they have no parallel loop);
`fast` runs on both cores (OMP_NUM_THREADS and HL_NUM_THREADS = 2), twice: against Halide
under the same schedule, and (`fast/app`) against Halide's own CPU schedule of its blur app
(strips of 8 rows in parallel, blurx slid down each), which is faster in Halide than the tiles
of `fast` (the tiles take Halide longer than its `inline` even on one thread: the schedule, not
its thread pool, made Halide's `fast` slow).  The memory-bandwidth
floor (read the input once, write the output once) is measured in the same run.  `--offset`
starts the output that many bytes further in a 64-byte line than the input (0: where numpy's
arrays of this size start alike): vectorized loops meet loads that cross lines there.

Who allocates an intermediate moves the times too: irc's `root` keeps its 64 MB `blurx` between
calls, where Halide allocates and frees it in every call, and glibc hands a freed block that
large back to the system, so Halide's next call takes a page fault per 4 KiB page again
(~16,400).  The `faults` columns give each program's page faults per call.
`--keep-freed-memory` gives both the same policy: glibc keeps what is freed (mallopt: no
mmap'd blocks, no trimming), so Halide's next call reuses the pages of its last.
"""
from __future__ import annotations

import argparse
import ctypes
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
os.environ.setdefault("OMP_NUM_THREADS", "2")
sys.path.insert(0, str(HERE))

import numpy as np  # noqa: E402

import irc  # noqa: E402
from bandwidth import bandwidth_floor  # noqa: E402
from rounds import interleaved, measured  # noqa: E402

SCHEDULES = ("root", "inline", "tile", "sliding", "fast", "fast/app")     # irc's schedule / Halide's


def numpy_blur(img: np.ndarray) -> np.ndarray:
    pad = np.pad(img, 1, mode="edge")
    bx = (pad[:, :-2] + pad[:, 1:-1] + pad[:, 2:]) / np.float32(3)
    return (bx[:-2] + bx[1:-1] + bx[2:]) / np.float32(3)


def shifted_like(img: np.ndarray, offset: int) -> np.ndarray:
    """An array like `img` that starts `offset` bytes further in a 64-byte line than `img` does
    (numpy's large arrays start at the same place in a line, 16 bytes in, so 0 is the usual
    case; a user's output from elsewhere may start anywhere)."""
    if offset % img.itemsize:
        raise SystemExit(f"blur.py: --offset {offset} is not a multiple of {img.itemsize}")
    room = np.empty(img.size + 64 // img.itemsize, img.dtype)
    start = (img.ctypes.data + offset - room.ctypes.data) % 64 // img.itemsize
    return room[start:start + img.size].reshape(img.shape)


def keep_freed_memory() -> None:
    """glibc keeps what the process frees for its next allocation: no block gets its own mmap
    (which free hands back to the system), and the heap's top is never trimmed."""
    libc = ctypes.CDLL("libc.so.6")
    m_trim_threshold, m_mmap_max = -1, -4
    if not (libc.mallopt(m_mmap_max, 0) and libc.mallopt(m_trim_threshold, 2 ** 31 - 1)):
        raise SystemExit("blur.py: glibc's mallopt refused --keep-freed-memory")


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--size", type=int, default=4096)
    ap.add_argument("--rounds", type=int, default=9)
    ap.add_argument("--schedules", default=",".join(SCHEDULES))
    ap.add_argument("--offset", type=int, default=0,
                    help="bytes (a multiple of 4) from where the input starts in a 64-byte line to where the output does")
    ap.add_argument("--keep-freed-memory", action="store_true",
                    help="glibc keeps freed memory: Halide's per-call intermediates reuse their pages, as irc's do")
    args = ap.parse_args(argv)
    if args.keep_freed_memory:
        keep_freed_memory()
    n = args.size
    img = np.random.default_rng(0).random((n, n)).astype(np.float32)
    expected = numpy_blur(img)
    program = irc.load(HERE.parent / "examples" / "blur.dsl")
    try:
        import halide_blur
    except ImportError:
        halide_blur = None
        print("halide is not installed (pip install '.[bench]'): irc and numpy only")
    t_numpy = interleaved([lambda: numpy_blur(img)], max(3, args.rounds // 3))[0]
    floor = bandwidth_floor(n, n, threads=(1, 2))
    print(f"blur {n}x{n} float32, medians of {args.rounds} alternating rounds, the output {args.offset} bytes "
          f"further in a 64-byte line than the input, freed memory "
          f"{'kept by glibc' if args.keep_freed_memory else 'as glibc does by default'}")
    print(f"bandwidth floor (read input + write output once): 1 thread {floor[1]['floor_ms']:.2f} ms "
          f"({floor[1]['gb_s']:.1f} GB/s), 2 threads {floor[2]['floor_ms']:.2f} ms ({floor[2]['gb_s']:.1f} GB/s)")
    print(f"{'schedule':<9} {'threads':>7} {'irc':>9} {'irc fm':>9} {'Halide':>9} {'strict':>9} "
          f"{'fm/Halide':>9} {'irc/strict':>10} {'numpy':>9} {'of floor':>9}  faults per call (irc, fm, Halide, strict)")
    out = shifted_like(img, args.offset)     # every program writes here: all see the same pages
    for name in args.schedules.split(","):
        mine, peer = name.split("/") if "/" in name else (name, name)
        threads = 2 if mine == "fast" else 1
        calls = []
        for fast_math in (False, True):
            call, _ = program.compile(mine, fast_math=fast_math).prepare(img, out=out)
            call()
            assert np.abs(out - expected).max() <= 1e-5, name
            calls.append(call)
        if halide_blur is not None:
            for strict in (False, True):
                run = halide_blur.build(peer, threads=threads, strict_float=strict)
                calls.append(lambda run=run: run(img, out))
        timings = measured(calls, args.rounds)
        t = [x.median for x in timings]
        ms = [f"{x * 1e3:8.2f}ms" for x in t] + [f"{'-':>9}"] * (4 - len(t))
        ratios = f"{t[1] / t[2]:9.2f} {t[0] / t[3]:10.2f}" if len(t) == 4 else f"{'-':>9} {'-':>10}"
        frac = floor[threads]["floor_ms"] / (min(t[:2]) * 1e3)
        faults = ", ".join(f"{x.faults_per_call:,.0f}" for x in timings)
        print(f"{name:<9} {threads:>7} {' '.join(ms)} {ratios} {t_numpy * 1e3:8.1f}ms {frac:8.0%}  {faults}")


if __name__ == "__main__":
    main()
