"""A parallel schedule on a machine that something else is using: libgomp's wait policies side by
side with one thread, with 0, 1 and 2 busy loops beside it.

    python benchmarks/openmp_wait.py [--repeat 40] [--schedule fast] [--size W=1024,H=1024]

Each cell is `irc run examples/blur.dsl --schedule fast` in a fresh process (libgomp reads its
wait policy once, when it loads), its median of --repeat calls:
- `spin (libgomp default)`: GOMP_SPINCOUNT=300000, what libgomp does when nothing is set (an idle
  thread spins about 300,000 turns before it sleeps);
- `passive (irc default)`: what irc sets when the user set neither OMP_WAIT_POLICY nor
  GOMP_SPINCOUNT;
- `spin 10000`: a shorter spin, for comparison;
- `1 thread`: `--threads 1`, the serial form.
The busy loops are shell loops (`while :; do :; done`), stopped after each row.
"""
from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import time
from pathlib import Path

BLUR = Path(__file__).resolve().parent.parent / "examples" / "blur.dsl"
POLICIES = {
    "spin (libgomp default)": {"GOMP_SPINCOUNT": "300000"},
    "passive (irc default)": {},
    "spin 10000": {"GOMP_SPINCOUNT": "10000"},
    "spin 1000": {"GOMP_SPINCOUNT": "1000"},
}


def _median(args, env: dict, extra: list[str]) -> str:
    base = {k: v for k, v in os.environ.items() if k not in ("OMP_WAIT_POLICY", "GOMP_SPINCOUNT")}
    out = subprocess.run(["irc", "run", str(BLUR), "--schedule", args.schedule, "--size", args.size,
                          "--repeat", str(args.repeat), *extra], env={**base, **env},
                         capture_output=True, text=True, check=True).stdout
    return re.search(r"median (\S+ \S+)", out).group(1)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--repeat", type=int, default=40)
    ap.add_argument("--schedule", default="fast")
    ap.add_argument("--size", default="W=1024,H=1024")
    args = ap.parse_args(argv)
    print(f"blur {args.schedule} ({args.size}), median of {args.repeat} calls; {os.cpu_count()} cores")
    columns = [*POLICIES, "1 thread"]
    print(f"{'busy loops':<11}" + "".join(f"{c:>24}" for c in columns))
    for busy in (0, 1, 2):
        loops = [subprocess.Popen(["timeout", "120", "sh", "-c", "while :; do :; done"]) for _ in range(busy)]
        time.sleep(0.5)
        try:
            cells = [_median(args, env, []) for env in POLICIES.values()]
            cells.append(_median(args, {}, ["--threads", "1"]))
        finally:
            for p in loops:
                p.terminate()
                p.wait()
        print(f"{busy:<11}" + "".join(f"{c:>24}" for c in cells))
    return 0


if __name__ == "__main__":
    sys.exit(main())
