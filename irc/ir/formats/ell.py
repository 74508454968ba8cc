"""ELLPACK's fixed-width rows as a level (TACO's ELL, Chou et al. 2018): every parent position has
the same number W of children, the level's width (`A.w1`: the most entries any parent stores),
at positions p * W .. p * W + W - 1, and `crd` holds the coordinate of every slot (P * W of them,
no `pos`).  A parent that stores fewer than W entries is padded, as TACO pads ELL, with explicit
zero values; their coordinates are the smallest ones the parent does not store, so each row's
coordinates still increase strictly (W never exceeds the extent): the level is iterated, and
merged with other operands, as a compressed level is, over a trip count that is the same for
every row and is computed, not read.
"""
from __future__ import annotations

import numpy as np

from ..nodes import Binary, Var
from .levels import Entries, LevelKind, children, new_positions, times


def width_param(tensor: str, level: int) -> str:
    """The width of an ELL level (`A.w1`), a size the code takes."""
    return f"{tensor}.w{level}"


class Ell(LevelKind):
    """Fixed-width rows: crd (P * W entries), the children of position p at p * W .. p * W + W - 1."""
    name = "ell"

    def params(self, tensor, k):
        return (width_param(tensor, k),)

    def count(self, tensor, k, parent, extent=None):
        return times(parent, Var(width_param(tensor, k)))

    def positions(self, tensor, k, pos, last):
        w = Var(width_param(tensor, k))
        return Binary("*", pos, w, "i32"), Binary("*", last, w, "i32")

    def build(self, at, chain, extent):
        new = new_positions(at.pos, chain[:1])
        parent, coord = at.pos[new], chain[0][new]
        per = np.bincount(parent, minlength=at.count)
        width = int(per.max(initial=0))
        pad_rows, pad_coords = _padding(parent, coord, per, width)
        rows, coords = np.concatenate((parent, pad_rows)), np.concatenate((coord, pad_coords))
        order = np.lexsort((coords, rows))
        slot = np.empty(len(order), dtype=np.int64)
        slot[order] = np.arange(len(order))
        return None, coords[order], Entries(slot[np.cumsum(new) - 1], at.count * width)

    def expand(self, rows, parent, extent, pos, crd):
        return children(rows, np.repeat(np.arange(parent), _width(parent, crd)), crd)

    def crd_entries(self, k, parent, pos, crd):
        w = _width(parent, crd)
        return parent * w, f"whole rows: {w} for each of the {parent} positions above it"

    def segments(self, parent, pos, crd):
        return np.arange(parent + 1) * _width(parent, crd)

    def sizes(self, tensor, k, parent, crd):
        return {width_param(tensor, k): _width(parent, crd)}


def _width(parent: int, crd: np.ndarray) -> int:
    return len(crd) // parent if parent else 0


def _padding(parent: np.ndarray, coord: np.ndarray, per: np.ndarray, width: int) -> tuple[np.ndarray, np.ndarray]:
    """(parent, coordinate) of each padding slot: for a parent with n < W entries, the W - n
    smallest coordinates it does not store, all below W (at most n of those are stored)."""
    used = np.zeros((len(per), width), dtype=bool)
    below = coord < width
    used[parent[below], coord[below]] = True
    free = ~used
    return np.nonzero(free & (np.cumsum(free, axis=1) <= (width - per)[:, None]))
