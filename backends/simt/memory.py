"""Arrays of a launch and what one warp instruction costs in each memory.

Global memory: a warp's access touches 32-byte sectors and 128-byte lines; the counters are the
distinct sectors and lines over the warp's active lanes (each buffer starts 256-byte aligned).
Shared memory: 32 banks of 4-byte words; lanes reading the same word share it (broadcast), and
an instruction takes as many wavefronts as the most distinct words any one bank must serve.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from .lanes import Geometry, Mask

SECTOR = 32
LINE = 128
BANKS = 32
WORD = 4


@dataclass
class Array:
    """Storage for one buffer: `data` is flat; shared arrays hold one copy per block, local arrays
    one per lane, global buffers one in all."""
    name: str
    scope: str                   # "global" | "shared" | "local"
    shape: tuple[int, ...]
    data: np.ndarray
    offset: int = 0              # byte offset inside the block's shared memory
    touched: np.ndarray | None = field(default=None, repr=False)  # global: sectors ever accessed

    @property
    def size(self) -> int:
        return int(np.prod(self.shape))

    @property
    def itemsize(self) -> int:
        return self.data.dtype.itemsize

    def storage(self, flat, geometry: Geometry):
        """Where each lane's element lives in `data`: an index per lane, or for a local array at
        one index in all lanes (a loop's counter: the common case) a strided slice of them."""
        if self.scope == "shared":
            return geometry.block_of_lane * self.size + flat
        if self.scope == "local":
            return slice(int(flat), None, self.size) if np.ndim(flat) == 0 else geometry.lane * self.size + flat
        return flat


def global_array(name: str, data: np.ndarray) -> Array:
    flat = data.reshape(-1)
    sectors = -(-flat.nbytes // SECTOR)
    return Array(name, "global", tuple(data.shape), flat, touched=np.zeros(max(sectors, 1), bool))


def _active_rows(geometry: Geometry, values, mask: Mask) -> np.ndarray:
    """Per lane values (or one for all) as (warps, 32) rows, -1 where a lane is inactive."""
    values = np.broadcast_to(np.asarray(values, np.int64), (geometry.lanes,))
    if mask.bits is not None:
        values = np.where(mask.bits, values, -1)
    return geometry.rows(values, -1)


def _distinct_per_row(sorted_rows: np.ndarray) -> np.ndarray:
    """Distinct non-negative values in each sorted row (-1 marks an empty slot)."""
    changes = np.count_nonzero(sorted_rows[:, 1:] != sorted_rows[:, :-1], axis=1)
    return 1 + changes - (sorted_rows[:, 0] < 0)


class Pattern:
    """The last access pattern of one instruction and its cost, reused when the instruction runs
    again with every warp's addresses shifted alike (a loop walking along a row): distinct
    words stay distinct and banks are permuted, so the wavefronts are the same; sectors and
    lines are the same when the shift is a whole number of lines."""
    __slots__ = ("rel", "base", "bits", "cost")

    def __init__(self):
        self.rel = self.base = self.bits = self.cost = None

    def lookup(self, rows: np.ndarray, bits, align: int):
        base = rows[:, :1]
        rel = rows - base
        same = (self.rel is not None and np.array_equal(rel, self.rel)
                and (bits is self.bits or (bits is not None and self.bits is not None
                                           and np.array_equal(bits, self.bits)))
                and (align == 1 or not np.any((base - self.base) % align)))
        if not same:
            self.rel, self.base, self.bits, self.cost = rel, base, bits, None
        return self.cost


def _widened(rows: np.ndarray, width: int, step: int) -> np.ndarray:
    """Each lane's row entries and the `width - 1` after it, `step` apart (-1 stays -1)."""
    if width == 1:
        return rows
    return np.concatenate([np.where(rows >= 0, rows + k * step, -1) for k in range(width)], axis=1)


def global_traffic(geometry: Geometry, array: Array, flat, mask: Mask, seen: Pattern,
                   width: int = 1) -> tuple[int, int]:
    """(sectors, lines) one warp instruction per active warp touches, summed over warps; each lane
    reads `width` consecutive elements from `flat`."""
    byte = _widened(_active_rows(geometry, np.asarray(flat, np.int64) * array.itemsize, mask),
                    width, array.itemsize)
    sectors = byte >> 5                              # -1 stays -1
    array.touched[sectors[sectors >= 0]] = True
    if seen.lookup(byte, mask.bits, LINE) is None:
        sectors = np.sort(sectors, axis=1)
        lines = sectors >> 2                         # still sorted
        seen.cost = int(_distinct_per_row(sectors).sum()), int(_distinct_per_row(lines).sum())
    return seen.cost


def shared_wavefronts(geometry: Geometry, array: Array, flat, mask: Mask, seen: Pattern, width: int = 1) -> int:
    """Bank-conflict wavefronts of one shared-memory instruction, summed over active warps; each
    lane accesses `width` consecutive elements from `flat` (a 64- or 128-bit access).

    A lane moving w words (w = 2 or 4) is served in phases of 32 / w lanes (half or quarter
    warps), each phase at least one wavefront: conflicts count within a phase only.  Such a warp
    whose lanes agree in pairs (lane n's address is lane n^1's, or lane n^2's, wherever both are
    active) has its results packed two lanes to a return, and takes half the wavefronts: threads
    0-15 on one address and 16-31 on another cost 2 on CC 8.6 and 9.0, not 4 (Nsight Compute
    counts on NVIDIA's forums)."""
    byte = np.asarray(flat, np.int64) * array.itemsize + array.offset
    words_per_lane = max(1, array.itemsize // WORD) * width
    rows = _active_rows(geometry, byte >> 2, mask)
    if array.itemsize >= WORD and seen.lookup(rows, mask.bits, 1) is not None:
        return seen.cost
    if words_per_lane == 1:
        seen.cost = int(_most_per_bank(rows).sum())
        return seen.cost
    phases = min(words_per_lane, rows.shape[1])
    lanes = rows.reshape(-1, rows.shape[1] // phases)
    lanes = np.concatenate([np.where(lanes >= 0, lanes + k, -1) for k in range(words_per_lane)], axis=1)
    per_warp = _most_per_bank(lanes).reshape(rows.shape[0], -1).sum(axis=1)
    packed = _pairs_agree(rows)
    per_warp[packed] = -(-per_warp[packed] // 2)
    seen.cost = int(per_warp.sum())
    return seen.cost


def atomic_rounds(geometry: Geometry, flat, mask: Mask) -> int:
    """The rounds an atomic instruction takes, over its active warps: each warp's lanes on one
    address take turns (the most lanes of the warp on one address), lanes on distinct
    addresses go together."""
    rows = np.sort(_active_rows(geometry, flat, mask), axis=1)
    starts = np.ones(rows.shape, bool)
    starts[:, 1:] = rows[:, 1:] != rows[:, :-1]
    run = np.arange(rows.shape[1]) - np.maximum.accumulate(np.where(starts, np.arange(rows.shape[1]), 0), axis=1)
    return int(np.where(rows >= 0, run + 1, 0).max(axis=1).sum())


def _most_per_bank(rows: np.ndarray) -> np.ndarray:
    """For each row of word addresses (-1: no access), the most distinct words one bank serves."""
    words = np.sort(rows, axis=1)
    first = np.ones(words.shape, bool)
    first[:, 1:] = words[:, 1:] != words[:, :-1]
    first &= words >= 0
    row = np.nonzero(first)[0]
    bank = words[first] & (BANKS - 1)
    return np.bincount(row * BANKS + bank, minlength=words.shape[0] * BANKS).reshape(-1, BANKS).max(axis=1)


def _pairs_agree(rows: np.ndarray) -> np.ndarray:
    """Per warp: lanes n and n^1 on one address wherever both are active, or lanes n and n^2."""
    def agree(a, b):
        return ((a == b) | (a < 0) | (b < 0)).all(axis=1)
    quads = rows.reshape(rows.shape[0], -1, 4)
    return agree(rows[:, 0::2], rows[:, 1::2]) | agree(quads[:, :, :2].reshape(rows.shape[0], -1),
                                                        quads[:, :, 2:].reshape(rows.shape[0], -1))
