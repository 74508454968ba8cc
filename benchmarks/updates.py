"""Update definitions against numpy's fastest calls for the same results, in one run.

    python benchmarks/updates.py [--size 4096] [--rounds 15]

histogram (examples/histogram.dsl: a 256-bin brightness histogram and its running sum):
irc's `root` on one thread and `parallel` (a partial histogram per 64 rows by rfactor, the
blocks in parallel) on one and on two threads, against `np.bincount` of the same bins and
`np.cumsum`.  Row sums (examples/cumsum.dsl: the cumulative sum of each row): irc's `root` on
one thread and `parallel` on two against `np.cumsum(img, axis=1)` into a reused buffer.  Every
program runs once per round, in turn; the table gives medians and irc's time over numpy's.
Every result is checked against numpy's first.
"""
from __future__ import annotations

import argparse
from pathlib import Path

import numpy as np

import irc
from rounds import interleaved

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def numpy_histogram(img: np.ndarray):
    bins = np.clip((img * np.float32(255)).astype(np.int32), 0, 255)
    hist = np.bincount(bins.ravel(), minlength=256).astype(np.int32)
    return hist, np.cumsum(hist, dtype=np.int32)


def histogram_rows(img: np.ndarray, rounds: int) -> list[tuple[str, float]]:
    prog = irc.load(EXAMPLES / "histogram.dsl")
    runs = {"irc root, 1 thread": prog.compile("root", threads=1),
            "irc parallel, 1 thread": prog.compile("parallel", threads=1),
            "irc parallel, 2 threads": prog.compile("parallel", threads=2)}
    want = numpy_histogram(img)
    for f in runs.values():
        assert all(np.array_equal(g, w) for g, w in zip(f(img), want))
    calls = [f.prepare(img)[0] for f in runs.values()] + [lambda: numpy_histogram(img)]
    return list(zip([*runs, "numpy bincount + cumsum"], interleaved(calls, rounds)))


def cumsum_rows(img: np.ndarray, rounds: int) -> list[tuple[str, float]]:
    prog = irc.load(EXAMPLES / "cumsum.dsl")
    runs = {"irc root, 1 thread": prog.compile("root", threads=1),
            "irc parallel, 2 threads": prog.compile("parallel", threads=2)}
    out = np.empty_like(img)
    want = np.cumsum(img, axis=1, dtype=np.float32)
    for f in runs.values():
        np.testing.assert_allclose(f(img), want, rtol=1e-4)
    calls = [f.prepare(img)[0] for f in runs.values()] + [lambda: np.cumsum(img, axis=1, out=out)]
    return list(zip([*runs, "numpy cumsum(axis=1)"], interleaved(calls, rounds)))


def table(title: str, rows: list[tuple[str, float]]) -> None:
    peer = rows[-1][1]
    print(title)
    for name, t in rows:
        print(f"  {name:26s} {t * 1e3:8.3f} ms   {t / peer:5.2f}x numpy's time")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--size", type=int, default=4096)
    p.add_argument("--rounds", type=int, default=15)
    args = p.parse_args()
    img = np.random.default_rng(0).random((args.size, args.size)).astype(np.float32)
    table(f"histogram of {args.size}x{args.size} f32, 256 bins, and its running sum", histogram_rows(img, args.rounds))
    table(f"cumulative sum of each row, {args.size}x{args.size} f32", cumsum_rows(img, args.rounds))


if __name__ == "__main__":
    main()
