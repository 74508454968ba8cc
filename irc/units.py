"""Durations and sizes as people read them: timings (C backend, `irc bench`), model predictions,
memory."""
from __future__ import annotations

import re

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


def format_bytes(n: int) -> str:
    """Bytes in the largest binary unit that keeps the number at least 1: `1.5 GiB`, `512 B`."""
    for scale, unit in ((2 ** 40, "TiB"), (2 ** 30, "GiB"), (2 ** 20, "MiB"), (2 ** 10, "KiB")):
        if n >= scale:
            return f"{n / scale:.1f} {unit}"
    return f"{n} B"


_BYTE_UNITS = {"": 1, "b": 1, "kib": 2 ** 10, "mib": 2 ** 20, "gib": 2 ** 30}


def parse_bytes(text: str) -> int | None:
    """`4096`, `512B`, `32KiB`, `1MiB`, `1GiB` (any case) -> bytes; None for anything else.  Binary
    units only: caches come in powers of two, and `KB` would leave a reader to guess which."""
    m = re.fullmatch(r"\s*(\d+)\s*([A-Za-z]*)\s*", text)
    if m is None or m.group(2).lower() not in _BYTE_UNITS:
        return None
    return int(m.group(1)) * _BYTE_UNITS[m.group(2).lower()]
