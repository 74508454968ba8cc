"""Race checking: two threads touch one element, at least one writes, and nothing orders them.

Threads of one block are ordered by barriers: accesses between the same two barriers (the same
*epoch* of the block) are unordered.  Threads of different blocks are never ordered.  For each
element the checker keeps, stamped with the epoch they happened in, the last writer and two
distinct readers (two are enough to know whether a reader other than a writing thread exists).

Reads are the common case, so they cost little: a read is checked against the last writer only
while an unordered write may exist, and is only *logged*; the log is folded into the two-reader
shadow when a write to the same array needs it, and dropped when a barrier of every block
orders it (shared memory).  Buffers the kernel never writes are not tracked at all.  Lanes of
one store writing the same element race with each other.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from .lanes import Geometry, Mask
from .memory import Array

WRITER, READER1, READER2 = 0, 1, 2


@dataclass
class Race:
    kind: str          # "RAW" | "WAR" | "WAW": the later access, after the earlier one
    buffer: str
    index: tuple[int, ...]
    first: str         # the earlier access's thread, e.g. "block (x=0, y=0) thread (x=1, y=0)"
    second: str
    first_line: int
    second_line: int
    count: int = 1     # conflicting accesses of this kind between these two lines

    def describe(self) -> str:
        index = ", ".join(map(str, self.index))
        return (f"{self.kind} race on {self.buffer}[{index}]: {self.first} at line {self.first_line}, "
                f"then {self.second} at line {self.second_line} ({self.count} conflicting access"
                f"{'es' * (self.count != 1)} of this kind)")

    def as_dict(self) -> dict:
        return {"kind": self.kind, "buffer": self.buffer, "index": list(self.index), "first": self.first,
                "second": self.second, "first_line": self.first_line, "second_line": self.second_line,
                "count": self.count}


@dataclass
class _Shadow:
    """Per element: (lane, epoch, line) of the last writer and of two readers; lane -1 is nobody."""
    who: np.ndarray
    epoch: np.ndarray
    line: np.ndarray
    shared: bool
    written: bool = False      # a recorded write may still be unordered with a new access
    readers: bool = False      # the reader slots may hold unordered reads
    log: list = field(default_factory=list)   # (loc, lane, epoch, line) of reads not yet folded

    @staticmethod
    def of(array: Array) -> "_Shadow":
        n = array.data.size
        return _Shadow(np.full((3, n), -1, np.int64), np.zeros((3, n), np.int64),
                       np.zeros((3, n), np.int32), array.scope == "shared")


class RaceChecker:
    def __init__(self, geometry: Geometry, written: set[str]):
        self.g = geometry
        self.written = written                              # buffers the kernel stores to
        self.epoch = np.zeros(geometry.blocks, np.int64)    # barriers each block has passed
        self.shadows: dict[str, _Shadow] = {}
        self.races: dict[tuple, Race] = {}

    def barrier(self, blocks: np.ndarray | None) -> None:
        """The blocks (all when None) pass a barrier: their earlier accesses are now ordered."""
        if blocks is not None and not blocks.all():
            self.epoch[blocks] += 1
            return
        self.epoch += 1
        for s in self.shadows.values():
            if s.shared:
                s.written = s.readers = False
                s.log.clear()

    def access(self, array: Array, storage, mask: Mask, line: int, write: bool) -> None:
        if array.scope == "global" and array.name not in self.written:
            return
        s = self.shadows.get(array.name)
        if s is None or s.who.shape[1] != array.data.size:
            s = self.shadows[array.name] = _Shadow.of(array)
        lane = self.g.lane
        loc = np.broadcast_to(np.asarray(storage, np.int64), lane.shape)
        if mask.bits is not None:
            lane, loc = lane[mask.bits], loc[mask.bits]
        epoch = self.epoch[lane // self.g.threads]
        if s.written:
            self._check(array, s, (WRITER,), loc, lane, epoch, line, "WAW" if write else "RAW")
        if not write:
            s.log.append((loc, lane, epoch, line))
            return
        if s.log:
            self._fold(s)
        if s.readers:
            self._check(array, s, (READER1, READER2), loc, lane, epoch, line, "WAR")
        self._same_instruction(array, loc, lane, line)
        s.who[WRITER, loc], s.epoch[WRITER, loc], s.line[WRITER, loc] = lane, epoch, line
        s.written = True

    def _check(self, array: Array, s: _Shadow, slots: tuple[int, ...], loc, lane, epoch, line: int, kind: str):
        """Report the lanes whose access is unordered with one recorded in `slots` (each lane
        once, against the first such slot)."""
        clash = np.zeros(loc.shape, bool)
        who = np.full(loc.shape, -1, np.int64)
        lines = np.zeros(loc.shape, np.int32)
        for slot in slots:
            other = s.who[slot, loc]
            other_block = (other // self.g.threads) != (lane // self.g.threads)
            new = ~clash & (other >= 0) & (other != lane) & (other_block | (s.epoch[slot, loc] == epoch))
            who, lines = np.where(new, other, who), np.where(new, s.line[slot, loc], lines)
            clash |= new
        if not clash.any():
            return
        hits = np.nonzero(clash)[0]
        lines = lines[hits]
        for first_line in np.unique(lines):
            group = hits[lines == first_line]
            i = group[0]
            self._add(kind, array, int(loc[i]), int(who[i]), int(lane[i]), int(first_line), line, group.size)

    def _fold(self, s: _Shadow) -> None:
        """Merge the logged reads into the reader slots: per element the latest reader, and the
        latest reader that is another thread."""
        parts = [(loc, lane, np.broadcast_to(ep, loc.shape), np.full(loc.shape, line, np.int32))
                 for loc, lane, ep, line in s.log]
        s.log.clear()
        for slot in (READER1, READER2):
            held = np.nonzero(s.who[slot] >= 0)[0]
            parts.append((held, s.who[slot, held], s.epoch[slot, held], s.line[slot, held]))
        loc, lane, ep, line = (np.concatenate(p) for p in zip(*parts))
        order = np.lexsort((lane, -ep, loc))
        loc, lane, ep, line = loc[order], lane[order], ep[order], line[order]
        s.who[READER1:] = -1
        start = np.ones(loc.size, bool)
        start[1:] = loc[1:] != loc[:-1]
        group = np.cumsum(start) - 1
        first = np.nonzero(start)[0]
        self._put(s, READER1, first, loc, lane, ep, line)
        other = np.nonzero(lane != lane[first][group])[0]
        _, pick = np.unique(group[other], return_index=True)
        self._put(s, READER2, other[pick], loc, lane, ep, line)
        s.readers = True

    @staticmethod
    def _put(s: _Shadow, slot: int, at, loc, lane, ep, line) -> None:
        s.who[slot, loc[at]], s.epoch[slot, loc[at]], s.line[slot, loc[at]] = lane[at], ep[at], line[at]

    def _same_instruction(self, array: Array, loc, lane, line: int) -> None:
        """Lanes of one store writing the same element."""
        if loc.size < 2:
            return
        order = np.argsort(loc, kind="stable")
        same = np.nonzero(loc[order][1:] == loc[order][:-1])[0]
        if same.size:
            a, b = lane[order][same], lane[order][same + 1]
            self._add("WAW", array, int(loc[order][same[0]]), int(a[0]), int(b[0]), line, line, same.size)

    def _add(self, kind, array: Array, storage: int, first: int, second: int, first_line: int,
             second_line: int, count: int) -> None:
        key = (kind, array.name, first_line, second_line)
        race = self.races.get(key)
        if race is not None:
            race.count += count
            return
        index = tuple(int(i) for i in np.unravel_index(storage % array.size, array.shape))
        self.races[key] = Race(kind, array.name, index, self.g.describe(first), self.g.describe(second),
                               first_line, second_line, count)

    def reports(self) -> list[Race]:
        return sorted(self.races.values(), key=lambda r: (r.first_line, r.second_line, r.kind, r.buffer))
