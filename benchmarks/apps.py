"""irc's ports of Halide's apps (examples/apps/) beside Halide itself, app by app, in one run.

    python benchmarks/apps.py [--apps blur,harris] [--threads 1,2] [--rounds 7] [--auto] [--size W=..,H=..] [--tuned DIR]

For each app: irc's translation of Halide's hand schedule (the block `halide` of the app's file,
or `halide_avx2` where the file has one and irc builds for a processor without AVX-512, as
Halide's generator picks its schedule by the target: conv_layer) and Halide 21's own hand
schedule (benchmarks/halide_apps/, a module per app), and with `--auto` Halide's autoschedulers
Mullapudi2016, Adams2019 and Li2018 (each given the sizes as estimates and the thread count),
and with `--tuned DIR` the block `tuned` of DIR/<app>.dsl (what `irc tune --fast-math -o`
wrote: benchmarks/tune.py), all compiled before any timing, then timed in rotated rounds (rounds.py: each
round runs every contender once, starting one further on) on the same inputs into the same
output array.  Every output is checked against irc's first (bit for bit on integer apps; float
apps within 1e-4 relative: Halide contracts a * b + c into one fused multiply-add where gcc may
not, and divides by a constant as a multiply by its reciprocal and allows no NaN, which irc's
`fast_math` also does, so irc's float apps are built with it: the same arithmetic rules).  Each thread count runs
in a process of its own (Halide sizes its thread pool once per process), irc's OpenMP team and
Halide's pool both of that size.  Prints medians and minimums, and irc / Halide hand as a ratio
(<= 1.0: irc is no slower).
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
APPS_DIR = HERE.parent / "examples" / "apps"
sys.path.insert(0, str(HERE))

import numpy as np  # noqa: E402

import irc  # noqa: E402
from irc.ir.evaluate import eval_int  # noqa: E402
from irc.ir.types import NUMPY_TYPES  # noqa: E402
from rounds import measured  # noqa: E402

INTEGER_KINDS = "iu"


def builds_avx512() -> bool:
    """Whether irc's C is built for a processor with AVX-512 (IRC_MARCH's, else this one's): what
    gcc defines for the -march irc passes."""
    march = os.environ.get("IRC_MARCH") or "native"
    defines = subprocess.run(["gcc", f"-march={march}", "-dM", "-E", "-x", "c", os.devnull],
                             capture_output=True, text=True).stdout
    return "__AVX512F__" in defines


def hand_schedule(prog) -> str:
    """The block of irc's translation of Halide's hand schedule for this build's processor."""
    return "halide_avx2" if "halide_avx2" in prog.schedules and not builds_avx512() else "halide"


def random_input(dtype, shape, rng) -> np.ndarray:
    if dtype.kind in INTEGER_KINDS:
        info = np.iinfo(dtype)
        return rng.integers(info.min, info.max, shape, endpoint=True).astype(dtype)
    return rng.uniform(0.01, 1.0, shape).astype(dtype)


def contenders(app: str, threads: int, auto: bool, sizes: dict, tuned: Path | None = None):
    """(name, run) of every contender, and the inputs and output array they share."""
    prog = irc.load(APPS_DIR / f"{app}.dsl")
    rng = np.random.default_rng(1)
    module = prog.module
    env = {p.name: sizes.get(p.name, p.default) for p in module.params}
    arrays = [i for i in module.inputs if i.scalar is None]      # scalar params keep their defaults, as Halide's
    shapes = [tuple(eval_int(e, env) for e in i.shape) for i in arrays]
    inputs = [random_input(np.dtype(NUMPY_TYPES[i.dtype]), s, rng) for i, s in zip(arrays, shapes)]
    output = module.outputs[0]
    out = np.empty(tuple(eval_int(n, env) for _, n in output.ranges), NUMPY_TYPES[module.func(output.func).dtype])
    f = prog.compile(schedule=hand_schedule(prog), threads=threads, fast_math=True)
    call, _ = f.prepare(*inputs, out=out, **env)
    runs = [("irc hand", call)]
    if tuned is not None and (tuned / f"{app}.dsl").exists():
        found, _ = irc.load(tuned / f"{app}.dsl").compile(schedule="tuned", threads=threads, fast_math=True) \
            .prepare(*inputs, out=out, **env)
        runs.append(("irc tuned", found))
    floats = any(f.dtype in ("f32", "f64") for f in module.funcs)
    try:
        import halide_apps
    except ImportError:
        print("halide is not installed (pip install '.[bench]'): irc alone")
        return runs, out, floats
    runs.append(("Halide hand", lambda run=halide_apps.build(app, shapes, out.shape, threads): run(inputs, out)))
    for name in halide_apps.AUTOSCHEDULERS if auto else ():
        try:            # an autoscheduler whose schedule fails to build or to run is said, not timed
            run = halide_apps.build(app, shapes, out.shape, threads, name)
            run(inputs, out)
        except Exception as e:
            print(f"  {app}: {name} failed: {str(e).strip().splitlines()[0][:140]}")
            continue
        runs.append((name, lambda run=run: run(inputs, out)))
    return runs, out, floats


def check(app: str, runs, out: np.ndarray, through_floats: bool) -> None:
    """Every contender's output equals irc's: bit for bit where the app computes in integers;
    floats within 1e-4 relative; an integer output computed through floats (local_laplacian's
    u16) with at most 1 % of its points apart (a float rounded to an int picks a pyramid level,
    and a rounding apart moves it: the share is printed)."""
    runs[0][1]()
    want = out.copy()
    for name, run in runs[1:]:
        out.fill(0)
        run()
        if want.dtype.kind in INTEGER_KINDS and through_floats:
            apart = float(np.mean(np.abs(out.astype(np.int64) - want) > 1))
            print(f"  {app}: {name}: {apart:.3%} of the points more than 1 apart from irc's")
            same = apart <= 0.01
        elif want.dtype.kind in INTEGER_KINDS:
            same = np.array_equal(out, want)
        else:
            same = np.allclose(out, want, rtol=1e-4, atol=1e-4 * float(np.abs(want).max()))
        if not same:
            raise SystemExit(f"apps.py: {app}: {name} differs from irc's output")


def bench(app: str, threads: int, rounds: int, auto: bool, sizes: dict, tuned: Path | None = None) -> dict[str, float]:
    """The medians (ms) of every contender of `app`, printed as a row."""
    runs, out, through_floats = contenders(app, threads, auto, sizes, tuned)
    check(app, runs, out, through_floats)
    timings = measured([run for _, run in runs], rounds)
    medians = {name: t.median * 1e3 for (name, _), t in zip(runs, timings)}
    row = "  ".join(f"{name} {t.median * 1e3:8.2f} (min {min(t.times) * 1e3:.2f})" for (name, _), t in zip(runs, timings))
    ratio = f"  irc/Halide {medians['irc hand'] / medians['Halide hand']:.2f}" if "Halide hand" in medians else ""
    print(f"{app:<14} {threads}T  {row}{ratio}", flush=True)
    return medians


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--apps", default=",".join(sorted(p.stem for p in APPS_DIR.glob("*.dsl"))))
    ap.add_argument("--threads", default="1,2")
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--auto", action="store_true", help="also Halide's autoschedulers")
    ap.add_argument("--size", default="", help="sizes, e.g. W=1536,H=2560 (default: the apps' own)")
    ap.add_argument("--tuned", type=Path, help="a folder of programs with a block `tuned`, one per app (<app>.dsl)")
    ap.add_argument("--one-process", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    sizes = {k: int(v) for k, v in (kv.split("=") for kv in args.size.split(",") if kv)}
    threads = [int(t) for t in args.threads.split(",")]
    if len(threads) > 1 or not args.one_process:
        print(f"Halide's apps in irc beside Halide 21: medians of {args.rounds} rotated rounds, ms")
        for t in threads:                  # a process per thread count: Halide's pool is sized once
            env = {**os.environ, "OMP_NUM_THREADS": str(t), "HL_NUM_THREADS": str(t)}
            cmd = [sys.executable, __file__, "--one-process", "--threads", str(t), "--apps", args.apps,
                   "--rounds", str(args.rounds), "--size", args.size] + (["--auto"] if args.auto else []) \
                + (["--tuned", str(args.tuned)] if args.tuned else [])
            subprocess.run(cmd, env=env, check=True)
        return
    for app in args.apps.split(","):
        bench(app, threads[0], args.rounds, args.auto, sizes, args.tuned)


if __name__ == "__main__":
    main()
