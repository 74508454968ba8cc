"""How fast the SIMT interpreter runs a kernel a GPU schedule generated, against the hand-written
kernel it reproduces (examples/gpu/matmul.dsl's schedules, examples/kernels/matmul.dsl's
kernels), in one run: the two alternate, each run `--repeat` times, and the medians of the
simulation's own time (the launch, counters and race checks; not lowering or the numpy check)
are compared.

    python benchmarks/simt_generated.py [--size 128] [--repeat 7] [--no-races]
"""
from __future__ import annotations

import argparse
import statistics
from pathlib import Path

import numpy as np

import irc

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
PAIRS = (("gpu_naive", "matmul_naive"), ("gpu_tiled", "matmul_tiled"), ("gpu_coarse", "matmul_tiled_coarse"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=128)
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--no-races", action="store_true", help="time without race checking")
    args = parser.parse_args()
    n, races = args.size, not args.no_races
    generated, written = irc.load(EXAMPLES / "gpu" / "matmul.dsl"), irc.load(EXAMPLES / "kernels" / "matmul.dsl")
    rng = np.random.default_rng(0)
    a, b = (rng.random((n, n)).astype(np.float32) for _ in range(2))
    runs = {
        "generated": lambda s: generated.simt(schedule=s, A=a, B=b, N=n, races=races),
        "written": lambda k: written.simt(k, A=a, B=b, C=np.zeros((n, n), np.float32), N=n, races=races),
    }
    print(f"N={n}, races {'on' if races else 'off'}, median of {args.repeat} alternating runs")
    print(f"{'schedule':<14}{'generated':>11}  {'kernel':<22}{'written':>11}{'ratio':>8}")
    for schedule, kernel in PAIRS:
        times = {"generated": [], "written": []}
        for _ in range(args.repeat):
            for side, unit in (("generated", schedule), ("written", kernel)):
                times[side].append(runs[side](unit).result.seconds)
        g, w = (statistics.median(times[s]) for s in ("generated", "written"))
        print(f"{schedule:<14}{g * 1e3:>9.1f}ms  {kernel:<22}{w * 1e3:>9.1f}ms{g / w:>8.2f}")


if __name__ == "__main__":
    main()
