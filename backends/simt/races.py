"""Race checking: two threads touch one element, at least one writes, and nothing orders them.

Threads of one block are ordered by barriers: accesses between the same two barriers (the same
*epoch* of the block) are unordered.  Threads of different blocks are never ordered.  For each
element the checker keeps the last writer and the lowest and highest reader of the epoch (a
reader other than a writing thread exists exactly when one of those two is another thread) and,
in global memory, the readers of the lowest and highest lane ever (one of them is of another
block than a writer exactly when some reader is), each as one integer *stamp* that packs the
epoch, the lane and the DSL line: a stamp from an earlier epoch of the same block is smaller
than any of the current epoch's, so a barrier costs nothing per element, and the lowest and
highest readers are plain minima and maxima of stamps.

Reads are the common case and usually end their epoch unwritten, so they are only logged, and
folded into the readers when a write to the same array needs them; a barrier of every block
drops the shared-memory log.  A log entry of an instruction that reads its previous addresses
shifted by one constant (a loop walking a row) shares that instruction's address array.  Buffers
the kernel never writes are not tracked.  Lanes of one store writing the same element race with
each other.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .lanes import Geometry, Mask
from .memory import Array

LINE_BITS = 16           # stamp = (epoch * lanes + lane) << LINE_BITS | line
MAX_LOG = 256            # logged reads of one array folded at once (a barrier may drop them first)


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


class _Shadow:
    """Per element: the stamps of the last writer and of the lowest and highest reader (-1: nobody).

    The lowest and highest reader forget readers ordered before the latest one, which a later
    thread of that block no longer races with, but a thread of another block still does: so in
    global memory, with several blocks, the readers of the lowest and highest lane are kept too."""

    def __init__(self, n: int, shared: bool, blocks: int):
        self.writer = np.full(n, -1, np.int64)
        self.low_reader = np.full(n, -1, np.int64)
        self.high_reader = np.full(n, -1, np.int64)
        self.cross = not shared and blocks > 1
        if self.cross:
            self.first_lane_reader = np.full(n, -1, np.int64)
            self.last_lane_reader = np.full(n, -1, np.int64)
        self.shared = shared
        self.written = False      # may a recorded write still be unordered with a new access?
        self.read = False         # and a recorded read (folded into the reader slots)?
        self.log: list[tuple] = []   # reads not yet folded: (base address array, shift, mask, line, epochs)


class Site:
    """One load or store of the kernel: the address array of its last logged read."""
    __slots__ = ("loc",)

    def __init__(self):
        self.loc = None


class RaceChecker:
    def __init__(self, geometry: Geometry, written: set[str]):
        self.g = geometry
        self.written = written                              # buffers the kernel stores to
        self.epoch = np.zeros(geometry.blocks, np.int64)    # barriers each block has passed
        self.uniform = True                                 # every block has passed as many
        self.shadows: dict[str, _Shadow] = {}
        self.races: dict[tuple, Race] = {}

    def barrier(self, blocks: np.ndarray | None) -> None:
        """The blocks (all when None) pass a barrier: their earlier accesses are now ordered."""
        if blocks is None or blocks.all():
            self.epoch += 1
            for s in self.shadows.values():
                if s.shared:
                    s.written = s.read = False
                    s.log.clear()
        else:
            self.epoch[blocks] += 1
            self.uniform = False

    def access(self, array: Array, storage, mask: Mask, line: int, write: bool, site: Site) -> None:
        if array.scope == "global" and array.name not in self.written:
            return
        s = self.shadows.get(array.name)
        if s is None:
            s = self.shadows[array.name] = _Shadow(array.data.size, array.scope == "shared", self.g.blocks)
        loc = np.broadcast_to(np.asarray(storage, np.int64), self.g.lane.shape)
        if not write:
            if s.written:
                self._check(array, s, ("writer",), loc, mask.bits, line, "RAW")
            self._log(s, site, loc, mask.bits, line)
            return
        if s.log:
            self._fold(s)
        readers = ("low_reader", "high_reader") + (("first_lane_reader", "last_lane_reader") if s.cross else ())
        slots = ("writer",) * s.written + readers * s.read
        if slots:
            self._check(array, s, slots, loc, mask.bits, line, None)
        lane, loc, me = self._lanes(loc, mask.bits, None)
        self._same_instruction(array, loc, lane, line)
        s.writer[loc] = me | line
        s.written = True

    def _epochs(self):
        """The epoch of every block now: one number while all blocks have passed as many barriers."""
        return self.epoch[0] if self.uniform else self.epoch.copy()

    def _lanes(self, loc, bits, epochs):
        """The active lanes, their addresses and their stamps less the line; `epochs` as
        `_epochs` gave them (None: now)."""
        lane = self.g.lane
        if bits is not None:
            lane, loc = lane[bits], loc[bits]
        epochs = self._epochs() if epochs is None else epochs
        epoch = epochs if np.ndim(epochs) == 0 else epochs[lane // self.g.threads]
        return lane, loc, (epoch * self.g.lanes + lane) << LINE_BITS

    def _log(self, s: _Shadow, site: Site, loc, bits, line: int) -> None:
        base, shift = loc, 0
        if site.loc is not None:
            d = loc - site.loc
            if d.min() == d.max():
                base, shift = site.loc, int(d[0])
        site.loc = base
        s.log.append((base, shift, bits, line, self._epochs()))
        if len(s.log) >= MAX_LOG:
            self._fold(s)

    def _fold(self, s: _Shadow) -> None:
        """Enter the logged reads into each element's lowest and highest reader."""
        for base, shift, bits, line, epochs in s.log:
            lane, loc, me = self._lanes(base + shift if shift else base, bits, epochs)
            stamp = me | line
            since = (me >> LINE_BITS) - lane << LINE_BITS
            low, high = s.low_reader[loc], s.high_reader[loc]
            low = np.where(self._live(low, lane, since, s.shared), np.minimum(low, stamp), stamp)
            high = np.where(self._live(high, lane, since, s.shared), np.maximum(high, stamp), stamp)
            s.low_reader[np.ascontiguousarray(loc[::-1])] = low[::-1]   # the first lane of the read wins
            s.high_reader[loc] = high                                   # and here the last one
            if s.cross:
                self._fold_lanes(s, loc, lane, stamp)
        s.log.clear()
        s.read = True

    def _fold_lanes(self, s: _Shadow, loc, lane, stamp) -> None:
        """Enter one read into each element's readers of the lowest and the highest lane."""
        first, last = s.first_lane_reader[loc], s.last_lane_reader[loc]
        first = np.where((first < 0) | (lane <= self._lane(first)), stamp, first)
        last = np.where((last < 0) | (lane >= self._lane(last)), stamp, last)
        s.first_lane_reader[np.ascontiguousarray(loc[::-1])] = first[::-1]
        s.last_lane_reader[loc] = last

    def _lane(self, stamp):
        """The lane a stamp records (-1, nobody, gives the last lane: test for it first)."""
        return (stamp >> LINE_BITS) % self.g.lanes

    def _live(self, stamp, lane, since, shared: bool):
        """Is the recorded access unordered with an access by `lane` in the epoch from `since`?"""
        if shared:
            return stamp >= since
        other_block = self._lane(stamp) // self.g.threads != lane // self.g.threads
        return (stamp >= 0) & (other_block | (stamp >= since))

    def _check(self, array: Array, s: _Shadow, slots, loc, bits, line: int, kind: str | None) -> None:
        """Report the active lanes whose access is unordered with one recorded in `slots` (each
        lane once, against the first such record).  `kind` None: WAW against the writer, WAR
        against the readers."""
        lane, loc, me = self._lanes(loc, bits, None)
        since = (me >> LINE_BITS) - lane << LINE_BITS
        clash, stamp, kinds = np.zeros(loc.shape, bool), None, np.zeros(loc.shape, bool)
        for slot in slots:
            recorded = getattr(s, slot)[loc]
            new = self._live(recorded, lane, since, s.shared) & (recorded >> LINE_BITS != me >> LINE_BITS)
            new &= ~clash
            if new.any():
                clash, stamp = clash | new, recorded if stamp is None else np.where(new, recorded, stamp)
                kinds |= new if slot != "writer" else False
        if not clash.any():
            return
        hits = np.nonzero(clash)[0]
        lines = stamp[hits] & ((1 << LINE_BITS) - 1)
        for war in (False, True):
            for first_line in np.unique(lines[kinds[hits] == war]):
                group = hits[(lines == first_line) & (kinds[hits] == war)]
                i = group[0]
                first = int(self._lane(stamp[i]))
                name = kind or ("WAR" if war else "WAW")
                self._add(name, array, int(loc[i]), first, int(lane[i]), int(first_line), line, group.size)

    def _same_instruction(self, array: Array, loc, lane, line: int) -> None:
        """Lanes of one store writing the same element."""
        if loc.size < 2:
            return
        low, high = int(loc.min()), int(loc.max())
        if high - low < 4 * loc.size and np.bincount(loc - low, minlength=1).max() < 2:
            return                                          # one lane per element: no sort needed
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
