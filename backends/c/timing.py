"""Wall-clock timing of compiled kernels.

The median of several runs is reported because a single run is dominated by
noise (page faults, frequency scaling, other processes); the best run is kept
alongside as the closest estimate of what the code can do undisturbed.
"""

from __future__ import annotations

import statistics
import time
from dataclasses import dataclass
from typing import Callable

from ...units import format_seconds


@dataclass(frozen=True)
class Timing:
    """Seconds taken by each timed call, with the summaries benchmarks print."""

    median: float
    best: float
    times: tuple[float, ...]

    def __str__(self) -> str:
        runs = len(self.times)
        return (f"median {format_seconds(self.median)} "
                f"(best {format_seconds(self.best)}, {runs} run{'s' if runs != 1 else ''})")


def time_call(
    fn: Callable[[], object], *, warmup: int = 1, repeat: int = 5, min_time: float = 0.0
) -> Timing:
    """Time ``fn()``: ``warmup`` untimed calls (caches, lazy loading), then at
    least ``repeat`` timed calls, continuing until they add up to ``min_time``."""
    if repeat < 1:
        raise ValueError("repeat must be at least 1")
    for _ in range(warmup):
        fn()
    times: list[float] = []
    while len(times) < repeat or sum(times) < min_time:
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return Timing(statistics.median(times), min(times), tuple(times))


def rotated_rounds(fns: list[Callable[[], object]], rounds: int,
                   each_round: Callable[[int], object] = lambda r: None) -> list[list[float]]:
    """Seconds of each of `fns` over `rounds` rounds, each round calling every one once in turn,
    starting one further on (none always follows the same other); `each_round(r)` before round r."""
    times: list[list[float]] = [[] for _ in fns]
    for r in range(rounds if fns else 0):
        each_round(r)
        for k in [*range(r % len(fns), len(fns)), *range(r % len(fns))]:
            start = time.perf_counter()
            fns[k]()
            times[k].append(time.perf_counter() - start)
    return times
