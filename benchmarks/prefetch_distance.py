"""What the sparse `prefetch` pass buys, and at which distance: irc's SpMV (n = 10^6, 10^7
nonzeros, the rows of sparse.py) built without the pass and with it at each distance, against
scipy's `A @ x`, in one run.

    python benchmarks/prefetch_distance.py [--rounds 21] [--distances 8,16,32,64,128]

Every variant is the same program (examples/sparse/spmv.dsl, default schedule, one thread);
only the pass differs: left out of the pipeline, or run with its DISTANCE set for that build.
The rounds rotate (rounds.py), the ratios are of medians, irc's variants writing one array.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import irc  # noqa: E402
from irc.lower import pipelines  # noqa: E402
from irc.passes.sparse import prefetch  # noqa: E402
from rounds import interleaved  # noqa: E402
from sparse import power_law, uniform  # noqa: E402

SPMV = HERE.parent / "examples" / "sparse" / "spmv.dsl"


def irc_spmv(A, x, out, distance: int | None):
    """irc's SpMV built with the prefetch pass at `distance` (None: without the pass)."""
    keep, default = pipelines.PASSES["prefetch"], prefetch.DISTANCE
    try:
        if distance is None:
            pipelines.PASSES["prefetch"] = lambda fn, ctx: fn
        else:
            prefetch.DISTANCE = distance
        call, _ = irc.load(SPMV).compile().prepare(A, x, out=out)
    finally:
        pipelines.PASSES["prefetch"], prefetch.DISTANCE = keep, default
    return call


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=21)
    ap.add_argument("--distances", default="8,16,32,64,128")
    args = ap.parse_args(argv)
    distances = [int(d) for d in args.distances.split(",")]
    rng = np.random.default_rng(1)
    n, nnz = 10 ** 6, 10 ** 7
    for name, A in (("power-law rows", power_law(n, nnz, rng)), ("uniform", uniform(n, nnz, rng))):
        x, out = rng.random(n), np.empty(n)
        expected = A @ x
        labels = ["no prefetch"] + [f"distance {d}" for d in distances] + ["scipy A @ x"]
        calls = [irc_spmv(A, x, out, d) for d in [None, *distances]] + [lambda: A @ x]
        for call in calls[:-1]:
            call()
            if not np.allclose(out, expected, rtol=1e-12, atol=1e-12):
                sys.exit("prefetch_distance.py: irc's SpMV differs from scipy")
        times = interleaved(calls, args.rounds)
        print(f"SpMV {name}, n = {n:,}, nnz = {A.nnz:,}: medians of {args.rounds} rotated rounds")
        for label, t in zip(labels, times):
            print(f"  {label:<14} {t * 1e3:8.2f}ms   / scipy {t / times[-1]:.3f}   / no prefetch {t / times[0]:.3f}")


if __name__ == "__main__":
    main()
