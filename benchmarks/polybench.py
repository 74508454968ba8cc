"""PolyBench/C 4.2.1's 30 kernels: PolyBench's own C against irc's procs, side by side, in one run.

    python benchmarks/polybench.py [--dataset LARGE] [--threads 1,2] [--rounds 3]
                                   [--kernels gemm,lu] [--schedules auto]

Per kernel (benchmarks/polybench/kernels.py: PolyBench's C transcribed, its init_array, its
dataset sizes; examples/polybench/<kernel>.dsl: the proc) it times, round by round (each round
starting one variant further on, so that every variant sees the same machine load):

- PolyBench's C (kernel_<name>), built with irc's flags (-O3 -march=native ...), on one thread;
- irc's proc as written (one thread), and under each schedule of --schedules on each thread
  count of --threads (a schedule without a parallel loop runs once, on one thread).

Every call gets fresh arrays, PolyBench's initial values (allocated 4096-byte aligned, as
polybench.c's posix_memalign does), copied before the call and outside its time; before it is
timed each variant's result is checked against PolyBench's C on the same values (max relative
error at most 1e-9, else both built without FMA contraction must agree bit for bit).  Printed per
kernel: the medians in ms, and PolyBench's C over each variant (above 1: irc is faster); then
the geometric mean of those ratios per variant over the kernels, and the smallest (a schedule
without a parallel loop counts, timed once, for every thread count).
"""
from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time
from functools import partial
from pathlib import Path
from unittest.mock import patch

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE / "polybench"))
sys.path.insert(0, str(HERE))

import irc  # noqa: E402
import irc.targets.c as c_target  # noqa: E402
from irc.backends.c.build import NO_CONTRACTION, build  # noqa: E402
from irc.targets.compare import relative_error  # noqa: E402
from kernels import KERNELS, Kernel, polybench_c  # noqa: E402
from rounds import turn  # noqa: E402

TOLERANCE = 1e-9


def aligned_copy(a: np.ndarray) -> np.ndarray:
    """A copy of `a` whose data starts on a 4096-byte boundary."""
    raw = np.empty(a.nbytes + 4096, dtype=np.uint8)
    start = (-raw.ctypes.data) % 4096
    out = raw[start:start + a.nbytes].view(a.dtype).reshape(a.shape)
    out[...] = a
    return out


def fresh(values: list) -> list:
    return [aligned_copy(v) if isinstance(v, np.ndarray) else v for v in values]


class Variant:
    """One way to run a kernel: `bind(values)` gives a call on those values (updated in place);
    `counts_as` the summary rows its ratio goes to (a serial schedule's, every thread count's)."""

    def __init__(self, name: str, bind, counts_as: tuple[str, ...] = (), build=None):
        self.name, self.bind, self.counts_as = name, bind, counts_as or (name,)
        self.build = build          # irc's: compiles it again (under the C flags in force)
        self.times: list[float] = []


def variants(kernel: Kernel, sizes: dict, schedules: list[str], threads: list[int], c) -> tuple[list[Variant], list[str]]:
    """PolyBench's C, irc as written, irc under each schedule on each thread count; and a note
    per schedule that does not compile."""
    program = irc.load(str(kernel.dsl))
    found = [Variant("C", lambda values: c_call(c, kernel, sizes, values))]
    notes = []

    def builder(schedule, n):
        return lambda: program.compile(schedule, proc=kernel.proc, **({"threads": n} if n else {}))
    found.append(Variant("as written", irc_call(program.compile(proc=kernel.proc), sizes),
                         build=builder(None, None)))
    for schedule in schedules:
        for n in threads:
            try:
                f = program.compile(schedule, proc=kernel.proc, threads=n)
            except irc.CompileError as e:
                notes.append(f"{schedule}: {str(e).splitlines()[0]}")
                break
            if f.team_size() is None:       # serial: timed once, counted for every thread count
                found.append(Variant(schedule, irc_call(f, sizes), tuple(f"{schedule} {m}T" for m in threads),
                                     builder(schedule, n)))
                break
            found.append(Variant(f"{schedule} {n}T", irc_call(f, sizes), build=builder(schedule, n)))
    return found, notes


def irc_call(f, sizes: dict):
    return lambda values: f.prepare(*values, **sizes)[0]


def c_call(c, kernel: Kernel, sizes: dict, values: list):
    """kernel_<proc> on `values`, its arguments converted before the call is timed."""
    fn = getattr(c.lib, f"kernel_{kernel.proc}")
    args = [*(sizes[s] for s in kernel.c_sizes),
            *(c.ffi.from_buffer(v) if isinstance(v, np.ndarray) else v for v in values)]
    return lambda: fn(*args)


def check(kernel: Kernel, sizes: dict, found: list[Variant]) -> None:
    """Each variant's arrays after one call against PolyBench's C's; where they differ by more
    than TOLERANCE, both built again without contraction must agree bit for bit
    (tests/test_polybench.py's rule: gcc fuses a * b + c where the code around lets it, and
    gramschmidt past its M-th column, whose norms are rounding noise, turns one fused rounding
    into a relative difference of 0.3)."""
    want = outputs(kernel, sizes, found[0].bind)
    for v in found[1:]:
        error = max(relative_error(g, w) for g, w in zip(outputs(kernel, sizes, v.bind), want))
        if error <= TOLERANCE:
            continue
        plain = polybench_c([kernel], flags=NO_CONTRACTION)
        with patch.object(c_target, "build", partial(build, flags=NO_CONTRACTION)):     # built at the first call
            got = outputs(kernel, sizes, irc_call(v.build(), sizes))
        exact = outputs(kernel, sizes, lambda values: c_call(plain, kernel, sizes, values))
        if any(not np.array_equal(g, w) for g, w in zip(got, exact)):
            sys.exit(f"{kernel.name} {v.name}: max relative error {error:.2e} against PolyBench's C, "
                     f"and not equal without contraction either")


def outputs(kernel: Kernel, sizes: dict, bind) -> list[np.ndarray]:
    values = fresh(kernel.init(sizes))
    bind(values)()
    return [a for a in values if isinstance(a, np.ndarray)]


def measure(kernel: Kernel, sizes: dict, found: list[Variant], rounds: int) -> None:
    for r in range(rounds):
        for v in turn(found, r):
            call = v.bind(fresh(kernel.init(sizes)))
            t = time.perf_counter()
            call()
            v.times.append(time.perf_counter() - t)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dataset", default="LARGE", choices=("MINI", "SMALL", "MEDIUM", "LARGE"))
    ap.add_argument("--threads", default="1,2")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--kernels", default=",".join(KERNELS))
    ap.add_argument("--schedules", default="auto")
    args = ap.parse_args(argv)
    kernels = [KERNELS[k] for k in args.kernels.split(",")]
    threads = [int(n) for n in args.threads.split(",")]
    c = polybench_c(kernels)
    print(f"PolyBench {args.dataset}, medians of {args.rounds} rounds; ratio = PolyBench's C / variant; "
          f"load average {os.getloadavg()[0]:.1f}")
    ratios: dict[str, dict[str, float]] = {}
    for kernel in kernels:
        sizes = kernel.sizes(args.dataset)
        found, notes = variants(kernel, sizes, args.schedules.split(","), threads, c)
        check(kernel, sizes, found)
        measure(kernel, sizes, found, args.rounds)
        base = statistics.median(found[0].times)
        cells = [f"C {base * 1e3:9.2f} ms"]
        for v in found[1:]:
            ratio = base / statistics.median(v.times)
            for row in v.counts_as:
                ratios.setdefault(row, {})[kernel.name] = ratio
            cells.append(f"{v.name} {statistics.median(v.times) * 1e3:9.2f} ms {ratio:5.2f}")
        print(f"{kernel.name:<15} " + " | ".join(cells) + "".join(f"\n{'':<15} note: {n}" for n in notes),
              flush=True)
    for name, per in ratios.items():
        geomean = math.exp(statistics.mean(math.log(r) for r in per.values()))
        low = min(per, key=per.get)
        print(f"{name:<12} geomean {geomean:5.2f} over {len(per)} kernels; lowest {per[low]:.2f} ({low})")


if __name__ == "__main__":
    main()
