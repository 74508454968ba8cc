"""Durations as people read them, for timings (C backend, `irc bench`) and model predictions."""
from __future__ import annotations

_UNITS = ((1.0, "s"), (1e-3, "ms"), (1e-6, "µs"), (1e-9, "ns"))


def format_seconds(seconds: float) -> str:
    """About three significant digits in the largest unit that keeps the number at least 1,
    down to ns (the SIMT model predicts small kernels too), e.g. ``12.3 ms``; zero as "0 s"
    (a unit a kernel does not use)."""
    if seconds == 0:
        return "0 s"
    scale, unit = next(((s, u) for s, u in _UNITS if abs(seconds) >= s), _UNITS[-1])
    value = seconds / scale
    decimals = 0 if abs(value) >= 100 else 1 if abs(value) >= 10 else 2
    return f"{value:.{decimals}f} {unit}"
