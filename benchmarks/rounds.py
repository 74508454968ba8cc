"""Timing side by side: every program of a comparison once per round, in turn, so that all of
them see the same machine load (a noisy machine moves the medians, not the ratios).  Each round
starts one program further on, so that none always runs after the same other (what a call
leaves in the caches, or hands back to the system, counts against the next)."""
from __future__ import annotations

import resource
import statistics
import time
from dataclasses import dataclass, field


@dataclass
class Timing:
    """One program's times over the rounds, and the page faults its calls took (minor ones: a
    page the program touches for the first time since it was mapped, as a freshly allocated
    buffer's are)."""
    times: list[float] = field(default_factory=list)
    faults: int = 0

    @property
    def median(self) -> float:
        return statistics.median(self.times)

    @property
    def faults_per_call(self) -> float:
        return self.faults / len(self.times)


def measured(fns, rounds: int) -> list[Timing]:
    """The timings of `fns`, each called once untimed, then once per round, in turn from the
    round's first."""
    for fn in fns:
        fn()
    timings = [Timing() for _ in fns]
    for r in range(rounds):
        for fn, timing in turn(list(zip(fns, timings)), r):
            faults = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
            t = time.perf_counter()
            fn()
            timing.times.append(time.perf_counter() - t)
            timing.faults += resource.getrusage(resource.RUSAGE_SELF).ru_minflt - faults
    return timings


def interleaved(fns, rounds: int) -> list[float]:
    """The medians of `fns` (`measured`)."""
    return [t.median for t in measured(fns, rounds)]


def turn(items: list, r: int) -> list:
    """`items` in the order round `r` runs them: from the r-th on, around."""
    return items[r % len(items):] + items[:r % len(items)]
