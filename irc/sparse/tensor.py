"""A sparse tensor as its levels' arrays, the layout generated code reads (TACO's).

Level k with P parent positions (P = 1 above the first level) holds the int32 arrays its level
object says (irc/ir/formats: a dense level none, a compressed one pos and crd, a singleton crd
...), and `vals` holds one value per position of the last level.  Arrays are read-only views, so
a tensor made without a copy from a caller's arrays can neither change them nor be changed by
them through irc.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import scipy.sparse as sp

from ..arrays import layout_problem
from ..diagnostics import UsageError
from ..ir.formats import Format, format_named

INDEX = np.dtype(np.int32)
VALUES = (np.dtype(np.float64), np.dtype(np.float32))
CSR_LEVELS = format_named("csr", 2).levels      # scipy's csr (csc in the order (1, 0)) and coo
COO_LEVELS = format_named("coo", 2).levels


def readonly(a: np.ndarray | None) -> np.ndarray | None:
    """A read-only view of `a` (the caller's array itself stays writeable)."""
    if a is None:
        return None
    view = a.view()
    view.flags.writeable = False
    return view


@dataclass(frozen=True, eq=False)
class Tensor:
    """A sparse tensor: its shape (in dimension order), format, and per level its pos and crd
    arrays (None where the level has none), then the values.  `note` says how it was made when
    that took a conversion the caller may want to hear about (empty otherwise)."""
    shape: tuple[int, ...]
    format: Format
    pos: tuple[np.ndarray | None, ...]
    crd: tuple[np.ndarray | None, ...]
    vals: np.ndarray
    note: str = ""

    def __post_init__(self):
        """Generated code reads each array as one contiguous run: a view laid out otherwise,
        put into a Tensor by hand, is refused here, never read from the wrong bytes."""
        named = [(f"{what} of level {k}", a) for what, arrays in (("pos", self.pos), ("crd", self.crd))
                 for k, a in enumerate(arrays)] + [("vals", self.vals)]
        for what, a in named:
            problem = layout_problem(a) if isinstance(a, np.ndarray) else None
            if problem:
                raise UsageError(f"{what} is {problem}; a tensor's arrays are contiguous, aligned and in the "
                                 "machine's byte order (irc.sparse.from_arrays copies them so)")

    @property
    def ndim(self) -> int:
        return len(self.shape)

    @property
    def nnz(self) -> int:
        """The number of stored values: explicit zeros and a dense level's zeros count."""
        return int(self.vals.shape[0])

    @property
    def dtype(self) -> np.dtype:
        return self.vals.dtype

    def coords(self) -> np.ndarray:
        """The coordinates of every stored value, an (ndim, nnz) int64 array in dimension order."""
        rows = level_coords(self)
        out = np.empty((self.ndim, self.nnz), dtype=np.int64)
        for k, mode in enumerate(self.format.order):
            out[mode] = rows[k]
        return out

    def todense(self) -> np.ndarray:
        """The tensor as a numpy array (stored values added where coordinates repeat)."""
        dense = np.zeros(self.shape, dtype=self.dtype)
        np.add.at(dense, tuple(self.coords()), self.vals)
        return dense

    def to_scipy(self):
        """A scipy.sparse array in canonical form (sorted, no duplicates; stored zeros kept): csr
        or csc for a (dense, compressed) tensor, coo for a coo one, and for other formats csr in
        the order (0, 1) and csc in (1, 0).  The arrays are copies, the caller's to change."""
        if self.ndim != 2:
            raise UsageError(f"to_scipy is for 2-D tensors; this one has {self.ndim} dimensions: "
                             f"use todense() or its levels' arrays")
        fmt = self.format
        if fmt.levels == CSR_LEVELS:
            build = sp.csr_array if fmt.order == (0, 1) else sp.csc_array
            return build((self.vals.copy(), self.crd[1].copy(), self.pos[1].copy()), shape=self.shape)
        rows, cols = self.coords().astype(INDEX)
        m = sp.coo_array((self.vals.copy(), (rows, cols)), shape=self.shape)
        if fmt.levels == COO_LEVELS:
            m.sum_duplicates()          # row-major order, scipy's canonical coo (nothing to sum)
            return m
        return m.tocsr() if fmt.order == (0, 1) else m.tocsc()

    def __repr__(self) -> str:
        return f"Tensor(shape={self.shape}, format={self.format}, nnz={self.nnz}, dtype={self.dtype})"


def level_coords(t: Tensor) -> list[np.ndarray]:
    """Per level, the coordinate of every position of the last level, walking down the levels:
    each level gives its positions the coordinates of their parents and its own (a dense level
    repeats its parents' for each of its coordinates, a compressed one takes its parent's per
    segment, a singleton adds its crd to its parent's one to one)."""
    rows: list[np.ndarray] = []
    for k, (level, parent) in enumerate(zip(t.format.levels, parent_positions(t))):
        rows = level.expand(rows, parent, t.shape[t.format.order[k]], t.pos[k], t.crd[k])
    return rows


def parent_positions(t: Tensor) -> list[int]:
    """Per level, the number of positions of the level above it (1 above the first)."""
    counts = [1]
    for k, level in enumerate(t.format.levels[:-1]):
        counts.append(level.stored(counts[-1], t.shape[t.format.order[k]], t.crd[k]))
    return counts
