"""Timing side by side: every program of a comparison once per round, in turn, so that all of
them see the same machine load (a noisy machine moves the medians, not the ratios).  Each round
starts one program further on, so that none always runs after the same other (what a call
leaves in the caches, or hands back to the system, counts against the next)."""
from __future__ import annotations

import statistics
import time


def interleaved(fns, rounds: int) -> list[float]:
    """The medians of `fns`, each called once untimed, then once per round, in turn from the
    round's first."""
    for fn in fns:
        fn()
    times = [[] for _ in fns]
    for r in range(rounds):
        for fn, acc in turn(list(zip(fns, times)), r):
            t = time.perf_counter()
            fn()
            acc.append(time.perf_counter() - t)
    return [statistics.median(t) for t in times]


def turn(items: list, r: int) -> list:
    """`items` in the order round `r` runs them: from the r-th on, around."""
    return items[r % len(items):] + items[:r % len(items)]
