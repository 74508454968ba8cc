"""`irc tune` on Halide's apps (examples/apps/) and blur, beside the hand schedules and Halide's
autoschedulers, in one run per thread count.

    python benchmarks/tune.py [--apps harris,unsharp] [--time 10m] [--threads 2] [--strategy model] [--out DIR]

For each app: `irc tune examples/apps/<app>.dsl --time T --threads N --fast-math -o DIR/<app>.dsl`
(fast math: the arithmetic rules Halide's code and irc's hand blocks of the apps are timed with;
the tuning records in DIR too, so a second run with `--resume` continues), then
`benchmarks/apps.py --threads N --auto --tuned DIR`: irc's hand block (Halide's schedule in
irc), the tuned block, Halide's hand schedule and its autoschedulers Mullapudi2016, Adams2019
and Li2018, all compiled before any timing and timed in rotated rounds on the same inputs.
Prints each app's row, then the geometric means of tuned over irc's hand block, over Halide's
hand schedule and over each autoscheduler (< 1.0: the tuned block is faster).  `--skip-tune`
times what DIR holds.
"""
from __future__ import annotations

import argparse
import math
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import apps  # noqa: E402

DEFAULT_APPS = "blur,harris,unsharp,stencil_chain,local_laplacian,max_filter,interpolate"


def tune_app(app: str, args) -> None:
    """`irc tune` of one app into args.out/<app>.dsl."""
    program = apps.APPS_DIR / f"{app}.dsl"
    cmd = [sys.executable, "-m", "irc", "tune", str(program), "--time", args.time, "--threads", str(args.threads),
           "--fast-math", "--strategy", args.strategy, "--records", str(args.out / f"{app}.records.jsonl"),
           "-o", str(args.out / f"{app}.dsl")] + (["--resume"] if args.resume else [])
    print(f"tuning {app}: {' '.join(cmd[2:])}", flush=True)
    done = subprocess.run(cmd, capture_output=True, text=True)
    lines = done.stdout.strip().splitlines()
    print("\n".join(f"  {line}" for line in lines[:1] + lines[-2:]), flush=True)
    if done.returncode != 0:
        print(f"  irc tune {app} failed ({done.returncode}): {done.stderr.strip()[-400:]}", flush=True)


def geomean(values: list[float]) -> float:
    return math.exp(sum(math.log(v) for v in values) / len(values))


def summary(rows: dict[str, dict[str, float]]) -> None:
    """Geometric means of the tuned block's time over each other contender's."""
    peers = sorted({name for medians in rows.values() for name in medians} - {"irc tuned"})
    print("\ngeometric mean of irc tuned / contender (< 1.0: tuned is faster), over the apps both ran")
    for peer in peers:
        ratios = [m["irc tuned"] / m[peer] for m in rows.values() if "irc tuned" in m and peer in m]
        if ratios:
            print(f"  {peer:<16} {geomean(ratios):.3f}  ({len(ratios)} apps)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--apps", default=DEFAULT_APPS)
    ap.add_argument("--time", default="10m", help="irc tune's time limit per app")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--strategy", default="model")
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--out", type=Path, default=HERE.parent / ".benchmarks" / "tuned")
    ap.add_argument("--resume", action="store_true", help="continue each app's search from its records")
    ap.add_argument("--skip-tune", action="store_true", help="time the programs --out already holds")
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    names = args.apps.split(",")
    if not args.skip_tune:
        for app in names:
            tune_app(app, args)
    os.environ["OMP_NUM_THREADS"] = os.environ["HL_NUM_THREADS"] = str(args.threads)
    print(f"\nmedians of {args.rounds} rotated rounds, ms, {args.threads} thread(s)", flush=True)
    rows = {app: apps.bench(app, args.threads, args.rounds, True, {}, args.out) for app in names}
    summary(rows)


if __name__ == "__main__":
    main()
