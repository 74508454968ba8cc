"""The lanes of a launch: every thread of every block, as one numpy axis.

Lane `l` is thread `l % threads` of block `l // threads`; blocks and threads are numbered in C
order of their loops (outermost first), so `threadIdx.x` (the innermost loop) varies fastest.
A warp is 32 consecutive threads of one block; a block whose size is not a multiple of 32 ends
with a partial warp.  Per-warp reductions view lane arrays as (warps, 32) rows, padding partial
warps with inactive slots.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np

WARP = 32


@dataclass(frozen=True)
class Axis:
    """One launch loop: its variable (`blockIdx.y`) and its trip count."""
    var: str
    extent: int


class Geometry:
    def __init__(self, block_axes: tuple[Axis, ...], thread_axes: tuple[Axis, ...]):
        self.block_axes = block_axes
        self.thread_axes = thread_axes
        self.blocks = int(np.prod([a.extent for a in block_axes]))
        self.threads = int(np.prod([a.extent for a in thread_axes]))
        self.lanes = self.blocks * self.threads
        self.warps_per_block = -(-self.threads // WARP)
        self.warps = self.blocks * self.warps_per_block

    @cached_property
    def lane(self) -> np.ndarray:
        return np.arange(self.lanes, dtype=np.int64)

    @cached_property
    def block_of_lane(self) -> np.ndarray:
        return self.lane // self.threads

    def coordinates(self) -> dict[str, np.ndarray]:
        """The value of every launch variable in every lane (int32, as `threadIdx.x` is)."""
        values = {}
        for axes, index in ((self.block_axes, self.block_of_lane), (self.thread_axes, self.lane % self.threads)):
            for a in reversed(axes):            # innermost first
                values[a.var] = (index % a.extent).astype(np.int32)
                index = index // a.extent
        return values

    @cached_property
    def _slots(self) -> np.ndarray | None:
        """For blocks with a partial warp: the lane in each (warp, slot) position, -1 for none."""
        if self.threads % WARP == 0:
            return None
        slot = np.arange(self.warps_per_block * WARP)
        per_block = np.where(slot < self.threads, slot, -1)
        starts = np.arange(self.blocks)[:, None] * self.threads
        return np.where(per_block >= 0, starts + per_block, -1).reshape(self.warps, WARP)

    def rows(self, values: np.ndarray, fill) -> np.ndarray:
        """`values` (one per lane) as (warps, 32) rows; missing slots of partial warps hold `fill`."""
        if self._slots is None:
            return values.reshape(self.warps, WARP)
        return np.where(self._slots >= 0, values[np.maximum(self._slots, 0)], fill)

    def describe(self, lane: int) -> str:
        """`block (x=1, y=0) thread (x=5, y=3)` for a lane."""
        return f"{self.describe_block(lane // self.threads)} {self.describe_thread(lane % self.threads)}"

    def describe_block(self, block: int) -> str:
        return "block " + _coordinates(self.block_axes, block)

    def describe_thread(self, thread: int) -> str:
        return "thread " + _coordinates(self.thread_axes, thread)


def _coordinates(axes: tuple[Axis, ...], index: int) -> str:
    """`(x=5, y=3)`: the C-order `index` over `axes` as CUDA coordinates, x first."""
    coords = []
    for a in reversed(axes):
        coords.append(f"{a.var.split('.')[-1]}={index % a.extent}")
        index //= a.extent
    return f"({', '.join(coords)})"


class Mask:
    """The active lanes of a statement: `bits` is None when every lane is active."""
    __slots__ = ("bits", "geometry", "_count", "_warp_any")

    def __init__(self, geometry: Geometry, bits: np.ndarray | None = None):
        self.geometry = geometry
        self.bits = bits
        self._count = None
        self._warp_any = None

    @property
    def count(self) -> int:
        if self._count is None:
            self._count = self.geometry.lanes if self.bits is None else int(np.count_nonzero(self.bits))
        return self._count

    @property
    def warp_any(self) -> np.ndarray | None:
        """Per warp: has it an active lane (None: every warp has)."""
        if self._warp_any is None and self.bits is not None:
            self._warp_any = self.geometry.rows(self.bits, False).any(axis=1)
        return self._warp_any

    @property
    def warps(self) -> int:
        """Warps with at least one active lane: the number of warp instructions one statement issues."""
        return self.geometry.warps if self.bits is None else int(np.count_nonzero(self.warp_any))

    def narrow(self, cond) -> "Mask":
        """The lanes of this mask where `cond` (a bool per lane, or one bool) holds."""
        if np.ndim(cond) == 0:
            return self if cond else Mask(self.geometry, np.zeros(self.geometry.lanes, bool))
        if cond.all():                  # a guard every lane passes narrows nothing: stay unmasked
            return self
        bits = cond if self.bits is None else self.bits & cond
        return Mask(self.geometry, bits)

    def divergent_warps(self, cond) -> int:
        """Warps where `cond` is true for some active lanes and false for others."""
        if np.ndim(cond) == 0:
            return 0
        g = self.geometry
        taken = g.rows(cond if self.bits is None else cond & self.bits, False).any(axis=1)
        not_taken = g.rows(~cond if self.bits is None else ~cond & self.bits, False).any(axis=1)
        return int(np.count_nonzero(taken & not_taken))
