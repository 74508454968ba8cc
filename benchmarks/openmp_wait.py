"""Parallel schedules on a machine that something else is using: libgomp's wait policies side by
side with one thread, with 0, 1 and 2 busy loops beside them.

    python benchmarks/openmp_wait.py [--repeat 40]

Two programs: blur's `fast` at 1024^2 (one parallel region a call, 0.2-0.4 ms) and jacobi1d's
`parallel` at T=500, N=2000 (a region whose threads meet at a barrier after each of about 100
wavefronts, 0.4-0.5 ms).  Each cell is `irc run` in a fresh process (libgomp reads its wait
policy once, when it loads), its median of --repeat calls:
- `spin 300000 (libgomp)`: what libgomp does when nothing is set (a waiting thread spins about
  300,000 turns before it sleeps); `spin 30000`, `spin 10000`: shorter spins (GOMP_SPINCOUNT);
- `passive`: OMP_WAIT_POLICY=passive, what irc sets when the user set neither;
- `1 thread`: `--threads 1`, the serial form.
The busy loops are shell loops (`while :; do :; done`), stopped after each pair of rows.
"""
from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import time
from pathlib import Path

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
PROGRAMS = {
    "blur fast": ["run", str(EXAMPLES / "blur.dsl"), "--schedule", "fast", "--size", "W=1024,H=1024"],
    "jacobi1d parallel": ["run", str(EXAMPLES / "procs" / "jacobi1d.dsl"), "--schedule", "parallel",
                          "--size", "T=500,N=2000"],
}
POLICIES = {
    "spin 300000 (libgomp)": {"GOMP_SPINCOUNT": "300000"},
    "spin 30000": {"GOMP_SPINCOUNT": "30000"},
    "spin 10000": {"GOMP_SPINCOUNT": "10000"},
    "passive": {"OMP_WAIT_POLICY": "passive"},
}


def _median(command: list[str], repeat: int, env: dict, extra: list[str]) -> str:
    base = {k: v for k, v in os.environ.items() if k not in ("OMP_WAIT_POLICY", "GOMP_SPINCOUNT")}
    out = subprocess.run(["irc", *command, "--repeat", str(repeat), *extra], env={**base, **env},
                         capture_output=True, text=True, check=True).stdout
    return re.search(r"median (\S+ \S+)", out).group(1)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--repeat", type=int, default=40)
    args = ap.parse_args(argv)
    print(f"median of {args.repeat} calls; {os.cpu_count()} cores; 2 threads unless said")
    columns = [*POLICIES, "1 thread"]
    print(f"{'program':<18} {'busy':>4}" + "".join(f"{c:>23}" for c in columns))
    for busy in (0, 1, 2):
        loops = [subprocess.Popen(["timeout", "300", "sh", "-c", "while :; do :; done"]) for _ in range(busy)]
        time.sleep(0.5)
        try:
            for name, command in PROGRAMS.items():
                cells = [_median(command, args.repeat, env, ["--threads", "2"]) for env in POLICIES.values()]
                cells.append(_median(command, args.repeat, {}, ["--threads", "1"]))
                print(f"{name:<18} {busy:>4}" + "".join(f"{c:>23}" for c in cells), flush=True)
        finally:
            for p in loops:
                p.terminate()
                p.wait()
    return 0


if __name__ == "__main__":
    sys.exit(main())
