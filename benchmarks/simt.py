"""irc's SIMT interpreter against numba's CUDA simulator, on the same tiled matmul, in one run.

    python benchmarks/simt.py                      # N=128, 16 x 16 tiles; then N = 64, 128, 256
    python benchmarks/simt.py --numba-repeats 3    # more numba launches (each about a minute)

irc runs `matmul_tiled` of examples/kernels/matmul.dsl with every counter and race checking on
(the default); numba runs the same kernel written for numba.cuda (benchmarks/simt_numba.py)
under NUMBA_ENABLE_CUDASIM=1, which counts nothing and checks no races.  Both are timed per
launch (irc: the interpreter's run, numba: the launch and synchronise), medians; both results
are checked against numpy.  Needs the `bench` extra (numba).
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import numpy as np

import irc

HERE = Path(__file__).resolve().parent
EXAMPLE = HERE.parent / "examples" / "kernels" / "matmul.dsl"


def irc_launch(prog, n: int, tile: int, races: bool = True):
    """(seconds of the simulated launch, max |C - A @ B|, the run)."""
    rng = np.random.default_rng(0)
    a = rng.standard_normal((n, n), dtype=np.float32)
    b = rng.standard_normal((n, n), dtype=np.float32)
    run = prog.simt("matmul_tiled", A=a, B=b, C=np.zeros((n, n), np.float32), N=n, TILE=tile, races=races)
    err = float(np.max(np.abs(run.outputs["C"] - a.astype(np.float64) @ b)))
    return run.result.seconds, err, run


def irc_median(prog, n: int, tile: int, repeats: int, races: bool = True) -> tuple[float, float]:
    times, err = [], 0.0
    for _ in range(repeats):
        t, err, _ = irc_launch(prog, n, tile, races)
        times.append(t)
    return statistics.median(times), err


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--n", type=int, default=128)
    p.add_argument("--tile", type=int, default=16)
    p.add_argument("--repeats", type=int, default=7, help="irc launches per size")
    p.add_argument("--numba-repeats", type=int, default=1, help="numba launches (each about a minute at N=128)")
    args = p.parse_args()
    sys.path.insert(0, str(HERE))
    from simt_numba import time_tiled

    prog = irc.load(EXAMPLE)
    n, tile = args.n, args.tile
    _, _, run = irc_launch(prog, n, tile)
    s = run.stats
    print(f"tiled matmul N={n}, {tile}x{tile} tiles: {s['blocks']} blocks, {s['warps']} warps, "
          f"{s['fma']:,} FMA, {s['gld_instr']:,} global loads, {s['lds_wavefronts']:,} shared wavefronts, "
          f"{len(run.races)} races")
    t_irc, err_irc = irc_median(prog, n, tile, args.repeats)
    t_fast, _ = irc_median(prog, n, tile, args.repeats, races=False)
    start = time.perf_counter()
    t_numba, err_numba = time_tiled(n, tile, repeats=args.numba_repeats)
    wall = time.perf_counter() - start
    print(f"  irc, counters + race checking   {t_irc * 1e3:9.1f} ms   (median of {args.repeats}; "
          f"max |C - A@B| {err_irc:.1e})")
    print(f"  irc, counters, no race checking {t_fast * 1e3:9.1f} ms   (race checking costs "
          f"{t_irc / t_fast:.2f}x)")
    print(f"  numba CUDA simulator            {t_numba * 1e3:9.1f} ms   (median of {args.numba_repeats}, "
          f"{wall:.0f} s in all; max |C - A@B| {err_numba:.1e})")
    print(f"  numba / irc = {t_numba / t_irc:.0f}x")
    print("growth with N (irc, counters + races):")
    for size in (64, 128, 256):
        t, _ = irc_median(prog, size, tile, max(3, args.repeats // 2))
        print(f"  N={size:<4} {t * 1e3:9.1f} ms   ({(size // tile) ** 2 * (size // tile)} block-phases)")


if __name__ == "__main__":
    main()
