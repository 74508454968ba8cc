"""irc's matmul with its sum in registers against Halide with the same schedule and OpenBLAS, one
thread each, in one run.

    python benchmarks/matmul.py [--size 1024] [--rounds 9]

irc: examples/matmul_registers.dsl under `registers` (C tiled 12 x 32 and vectorized by 16, the
sum `prod` computed per tile with its loops reordered k, i, j, j vectorized by 16, i unrolled).
Halide: the same algorithm and schedule (`prod` an update definition over `r.x`, computed at
C's tile, its update reordered x, y, r.x, vectorized by 16 and unrolled), JIT-compiled for the
host.  OpenBLAS: numpy's `A @ B`, with OPENBLAS_NUM_THREADS=1 set before numpy loads.  Each round
runs the three once each, in turn; the table gives medians, GFLOP/s (2 N^3 / time) and irc's
time over each peer's.  Every result is checked against numpy's first.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ["OPENBLAS_NUM_THREADS"] = "1"          # before numpy loads OpenBLAS
os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np  # noqa: E402

import irc  # noqa: E402
from rounds import interleaved  # noqa: E402

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "matmul_registers.dsl"
TILE_I, TILE_J, VECTOR = 12, 32, 16


def halide_matmul(n: int):
    """`run(A, B, C)` with Halide's JIT code for the same schedule, or None without halide."""
    try:
        import halide as hl
    except ImportError:
        return None
    a, b = hl.ImageParam(hl.Float(32), 2, "A"), hl.ImageParam(hl.Float(32), 2, "B")
    x, y, xo, yo, xi, yi = (hl.Var(v) for v in ("x", "y", "xo", "yo", "xi", "yi"))
    r = hl.RDom([(0, n)])
    prod, c = hl.Func("prod"), hl.Func("C")
    prod[x, y] = hl.f32(0)
    prod[x, y] += a[r.x, y] * b[x, r.x]            # Halide's x is irc's j (contiguous), y is i
    c[x, y] = prod[x, y]
    c.tile(x, y, xo, yo, xi, yi, TILE_J, TILE_I).vectorize(xi, VECTOR)
    prod.compute_at(c, xo).vectorize(x, VECTOR)
    prod.update().reorder(x, y, r.x).vectorize(x, VECTOR).unroll(y)
    c.compile_jit(hl.get_host_target())

    def run(A: np.ndarray, B: np.ndarray, C: np.ndarray) -> None:
        a.set(hl.Buffer(A))
        b.set(hl.Buffer(B))
        c.realize(hl.Buffer(C))
    return run


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--size", type=int, default=1024)
    ap.add_argument("--rounds", type=int, default=9)
    args = ap.parse_args(argv)
    n = args.size
    rng = np.random.default_rng(0)
    A, B = rng.random((n, n), dtype=np.float32), rng.random((n, n), dtype=np.float32)
    expected = A @ B
    out = np.empty_like(expected)
    call, _ = irc.load(EXAMPLE).compile("registers", threads=1).prepare(A, B, out=out)
    call()
    names, calls = ["irc registers", "OpenBLAS"], [call, lambda: A @ B]
    assert np.abs(out - expected).max() <= 1e-3 * np.abs(expected).max(), "irc differs from numpy"
    halide = halide_matmul(n)
    if halide is not None:
        hout = np.empty_like(expected)
        halide(A, B, hout)
        assert np.abs(hout - expected).max() <= 1e-3 * np.abs(expected).max(), "Halide differs from numpy"
        names.insert(1, "Halide same schedule")
        calls.insert(1, lambda: halide(A, B, hout))
    else:
        print("halide is not installed (pip install '.[bench]'): irc and OpenBLAS only")
    medians = interleaved(calls, args.rounds)
    flops = 2.0 * n ** 3
    print(f"matmul {n}^3 float32, one thread, medians of {args.rounds} interleaved rounds")
    print(f"  {'':<22} {'median':>10} {'GFLOP/s':>9} {'irc / it':>9}")
    for name, t in zip(names, medians):
        print(f"  {name:<22} {t * 1e3:8.2f}ms {flops / t / 1e9:9.1f} {medians[0] / t:9.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
