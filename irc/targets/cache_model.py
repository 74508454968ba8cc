"""The cache model of procs, as a user asks for it and reads it: the geometry
(`irc run --cache 32KiB,line=64`, `f.cache_misses(..., size="32KiB", line=64)`), checked before
anything runs, and what a simulated run counted per array — so that the misses explain a
schedule (skew + tile) before it is timed.  The simulation is backends/c/cache_sim.py."""
from __future__ import annotations

from dataclasses import dataclass

from ..diagnostics import UsageError
from ..units import parse_bytes

MIN_LINE = 8        # a line holds at least one element of every type (f64, i64: 8 bytes)
BYTES = "a number of bytes such as 4096, 512B, 32KiB, 1MiB"


@dataclass(frozen=True)
class CacheGeometry:
    """A fully associative LRU cache of `size` bytes in lines of `line` bytes."""
    size: int
    line: int

    @property
    def lines(self) -> int:
        return self.size // self.line

    def text(self) -> str:
        return f"fully associative LRU, {self.size:,} bytes = {self.lines:,} lines of {self.line} bytes"


def _bytes(value, what: str) -> int:
    n = parse_bytes(value) if isinstance(value, str) else value
    if isinstance(n, bool) or not isinstance(n, int):
        raise UsageError(f"{what} {value!r} is not {BYTES}")
    return n


def cache_geometry(size: int | str, line: int | str = 64) -> CacheGeometry:
    """`size` and `line` in bytes (an int, or a string with a binary unit), checked: a cache holds a
    whole number of lines, each a power of two of at least MIN_LINE bytes."""
    size, line = _bytes(size, "cache size"), _bytes(line, "line size")
    if size <= 0:
        raise UsageError(f"the cache size must be positive, got {size}")
    if line <= 0 or line & (line - 1):
        raise UsageError(f"the line size must be a power of two, got {line}")
    if line < MIN_LINE:
        raise UsageError(f"the line size must be at least {MIN_LINE} bytes (an element of every type), got {line}")
    if line > size:
        raise UsageError(f"the line size ({line} bytes) is larger than the cache ({size} bytes)")
    if size % line:
        raise UsageError(f"the cache size ({size} bytes) is not a whole number of {line}-byte lines")
    return CacheGeometry(size, line)


def parse_cache_spec(text: str) -> CacheGeometry:
    """`--cache SIZE[,line=BYTES]`: `32KiB`, `1MiB,line=128` (the line 64 bytes unless given)."""
    size, *rest = text.split(",")
    key, _, line = rest[0].partition("=") if rest else ("line", "=", "64")
    if len(rest) > 1 or key.strip() != "line" or parse_bytes(size) is None or parse_bytes(line) is None:
        raise UsageError(f"malformed --cache '{text}': expected SIZE[,line=BYTES] such as 32KiB or 32KiB,line=64 "
                         f"(units B, KiB, MiB, GiB)")
    try:
        return cache_geometry(size, line)
    except UsageError as e:
        raise UsageError(f"bad --cache '{text}': {e}") from None


@dataclass(frozen=True)
class ArrayMisses:
    """One array's accesses and misses; `cold` of the misses were the first touch of their line."""
    array: str
    accesses: int
    misses: int
    cold: int

    @property
    def rate(self) -> float:
        return self.misses / self.accesses if self.accesses else 0.0


@dataclass(frozen=True)
class CacheMisses:
    """What a run through the cache model counted: per array (`result["A"]`) and in total."""
    geometry: CacheGeometry
    arrays: tuple[ArrayMisses, ...]

    def __getitem__(self, name: str) -> ArrayMisses:
        return {a.array: a for a in self.arrays}[name]

    @property
    def total(self) -> ArrayMisses:
        return ArrayMisses("total", sum(a.accesses for a in self.arrays), sum(a.misses for a in self.arrays),
                           sum(a.cold for a in self.arrays))

    def table(self) -> str:
        rows = [f"cache: {self.geometry.text()}",
                f"  {'array':<12} {'accesses':>14} {'misses':>14} {'miss rate':>10} {'cold misses':>14}"]
        for a in self.arrays + ((self.total,) if len(self.arrays) > 1 else ()):
            rows.append(f"  {a.array:<12} {a.accesses:>14,} {a.misses:>14,} {a.rate:>10.2%} {a.cold:>14,}")
        return "\n".join(rows)


def cache_misses(geometry: CacheGeometry, counts: dict[str, tuple[int, int, int]]) -> CacheMisses:
    """The result of a run from the simulator's counts (accesses, misses, cold misses per array)."""
    return CacheMisses(geometry, tuple(ArrayMisses(name, *c) for name, c in counts.items()))
