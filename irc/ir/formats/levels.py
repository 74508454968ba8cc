"""Level formats as classes (TACO's ModeFormatImpl, Chou et al. 2018; MLIR's level types): what one
level of a sparse tensor stores and what it can do.  The lowering, the assembly, the arguments of
generated code and the tensor data all ask a level object, never its name, so a new level is one
class (a file beside this one) and a row in format.py's table.

Level k of tensor `A`, under a parent level with P positions (P = 1 above the first level):
- capabilities: `full` (every coordinate has a position: located, never iterated), `locate` (a
  coordinate's position is computed: `located`), `append` (assembly writes it at a cursor),
  `branchless` (one child per parent position: a singleton), `may_repeat` (its coordinates may
  repeat, one position per tuple of the branchless levels under it: COO's rows);
- in generated code: the arrays it keeps and their lengths (`arrays`), its positions (`count`),
  the sizes the code takes for it (`params`), the positions under a parent (`positions`);
- as data: its arrays built from sorted coordinates (`build`), the coordinates they hold
  (`expand`), how many entries `crd` must have (`crd_entries`), the segments whose coordinates
  increase (`segments`), the values of its sizes (`sizes`).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..nodes import Binary, Const, Expr, Load, Var


def pos_array(tensor: str, level: int) -> str:
    """The name generated code gives a level's arrays (`A.pos1`, `A.crd1`, `A.vals`); a compiled
    sparse program takes them by these names."""
    return f"{tensor}.pos{level}"


def crd_array(tensor: str, level: int) -> str:
    return f"{tensor}.crd{level}"


def vals_array(tensor: str) -> str:
    return f"{tensor}.vals"


def count_param(tensor: str, level: int) -> str:
    """The size parameter of a compressed level's positions (`A.n1`, the length of `A.crd1`)."""
    return f"{tensor}.n{level}"


def times(a: Expr, b: Expr) -> Expr:
    """`a * b`, `b` alone when `a` is the root's one position."""
    return b if a == Const(1) else Binary("*", a, b, "i32")


@dataclass(frozen=True)
class Entries:
    """Sorted, unique entries walked down the levels while their arrays are built: each entry's
    position at the current level, the level's number of positions, and which entries own a
    position of the last level whose coordinates may repeat (a singleton's crd is theirs)."""
    pos: np.ndarray
    count: int
    owners: np.ndarray | None = None


def new_positions(p: np.ndarray, chain: np.ndarray) -> np.ndarray:
    """Which entries start a position: those whose parent position or coordinates differ from the
    entry before, comparing the rows of `chain` (a level and the singletons under it: COO has one
    position per distinct tuple, its first coordinate repeating)."""
    new = np.ones(chain.shape[1], dtype=bool)
    if chain.shape[1] > 1:
        new[1:] = (p[1:] != p[:-1]) | np.any(chain[:, 1:] != chain[:, :-1], axis=0)
    return new


def children(rows: list[np.ndarray], parent: np.ndarray, crd: np.ndarray) -> list[np.ndarray]:
    """The coordinates of positions whose parents are `parent`: the parents' own, then `crd`."""
    return [r[parent] for r in rows] + [crd.astype(np.int64)]


@dataclass(frozen=True)
class LevelKind:
    """A level format; equal to any other of its class (a level object holds no data)."""
    name = ""
    full = False
    locate = False
    append = False
    branchless = False
    may_repeat = False
    ordered = True            # irc always stores coordinates sorted within a segment
    has_pos = False
    has_crd = True

    def __str__(self) -> str:
        return self.name

    # ------------------------------------------------------------------ generated code
    def params(self, tensor: str, k: int) -> tuple[str, ...]:
        """The sizes generated code takes for this level besides the program's (`A.n1`)."""
        return ()

    def arrays(self, tensor: str, k: int, parent: Expr) -> tuple[tuple[str, Expr], ...]:
        """The level's arrays, by name, with their number of entries."""
        return ((crd_array(tensor, k), self.count(tensor, k, parent)),)

    def count(self, tensor: str, k: int, parent: Expr, extent: Expr | None = None) -> Expr:
        """The level's number of positions, `parent` those of the level above (`extent`, the
        dimension's, counts for a dense level only)."""
        raise NotImplementedError

    def positions(self, tensor: str, k: int, pos: Expr, last: Expr) -> tuple[Expr, Expr]:
        """The first and past-the-last positions under the parent positions `pos` .. `last`."""
        raise NotImplementedError(f"a {self} level is located, not iterated")

    # ------------------------------------------------------------------ data
    def build(self, at: Entries, chain: np.ndarray, extent: int):
        """(pos, crd, the entries at this level) for the entries `at` the level above, `chain`
        the coordinates of this level (and of the singletons under it) per entry."""
        raise NotImplementedError

    def stored(self, parent: int, extent: int, crd: np.ndarray | None) -> int:
        """The number of positions a tensor's arrays give this level."""
        return len(crd)

    def expand(self, rows: list[np.ndarray], parent: int, extent: int, pos, crd) -> list[np.ndarray]:
        """Per level so far, the coordinate of each of this level's positions."""
        raise NotImplementedError

    def crd_entries(self, k: int, parent: int, pos, crd: np.ndarray) -> tuple[int, str]:
        """The entries `crd` must have, and why."""
        raise NotImplementedError

    def segments(self, parent: int, pos, crd) -> np.ndarray | None:
        """Where the runs of coordinates that increase strictly start (None: none to check)."""
        return None

    def sizes(self, tensor: str, k: int, parent: int, crd) -> dict[str, int]:
        """The values of `params` for a tensor's arrays."""
        return {}


class Dense(LevelKind):
    """Every coordinate of the dimension under each parent: no arrays, P * extent positions,
    position p * extent + i for coordinate i."""
    name = "dense"
    full = True
    locate = True
    has_crd = False

    def arrays(self, tensor, k, parent):
        return ()

    def count(self, tensor, k, parent, extent=None):
        return times(parent, extent)

    def located(self, pos: Expr, extent: Expr, coord: Expr) -> Expr:
        """The position of coordinate `coord` under parent position `pos`."""
        return coord if pos == Const(0) else Binary("+", Binary("*", pos, extent, "i32"), coord, "i32")

    def build(self, at, chain, extent):
        return None, None, Entries(at.pos * extent + chain[0], at.count * extent)

    def stored(self, parent, extent, crd):
        return parent * extent

    def expand(self, rows, parent, extent, pos, crd):
        return [r.repeat(extent) for r in rows] + [np.tile(np.arange(extent), parent)]


class Compressed(LevelKind):
    """Segments: pos (P + 1 entries, from 0, monotone) and crd (pos[P] entries); the children of
    position p are positions pos[p] .. pos[p + 1] - 1, their coordinates crd (`A.n1` of them)."""
    name = "compressed"
    append = True
    may_repeat = True
    has_pos = True

    def params(self, tensor, k):
        return (count_param(tensor, k),)

    def arrays(self, tensor, k, parent):
        return ((pos_array(tensor, k), Binary("+", parent, Const(1), "i32")),
                (crd_array(tensor, k), self.count(tensor, k, parent)))

    def count(self, tensor, k, parent, extent=None):
        return Var(count_param(tensor, k))

    def positions(self, tensor, k, pos, last):
        array = pos_array(tensor, k)
        return Load(array, (pos,), "i32"), Load(array, (last,), "i32")

    def build(self, at, chain, extent):
        new = new_positions(at.pos, chain)
        pos = np.concatenate(([0], np.cumsum(np.bincount(at.pos[new], minlength=at.count))))
        return pos, chain[0][new], Entries(np.cumsum(new) - 1, int(np.count_nonzero(new)), new)

    def expand(self, rows, parent, extent, pos, crd):
        return children(rows, np.repeat(np.arange(parent), np.diff(pos)), crd)

    def crd_entries(self, k, parent, pos, crd):
        return int(pos[-1]), f"pos of level {k} ends at {int(pos[-1])}"

    def segments(self, parent, pos, crd):
        return pos

    def sizes(self, tensor, k, parent, crd):
        return {count_param(tensor, k): len(crd)}


class Singleton(LevelKind):
    """One child per parent position: crd (P entries); COO's columns under its rows."""
    name = "singleton"
    branchless = True
    may_repeat = True

    def count(self, tensor, k, parent, extent=None):
        return parent

    def positions(self, tensor, k, pos, last):
        return pos, last

    def build(self, at, chain, extent):
        return None, chain[0][at.owners], at

    def expand(self, rows, parent, extent, pos, crd):
        return rows + [crd.astype(np.int64)]

    def crd_entries(self, k, parent, pos, crd):
        return parent, f"one per position of level {k - 1}"
