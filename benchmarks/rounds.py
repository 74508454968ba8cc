"""Timing side by side: every program of a comparison once per round, in turn, so that all of
them see the same machine load (a noisy machine moves the medians, not the ratios)."""
from __future__ import annotations

import statistics
import time


def interleaved(fns, rounds: int) -> list[float]:
    """The medians of `fns`, each called once untimed, then once per round, in turn."""
    for fn in fns:
        fn()
    times = [[] for _ in fns]
    for _ in range(rounds):
        for fn, acc in zip(fns, times):
            t = time.perf_counter()
            fn()
            acc.append(time.perf_counter() - t)
    return [statistics.median(t) for t in times]
