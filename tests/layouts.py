"""Arrays in every layout numpy makes, holding the values of a contiguous one: the inputs of the
layout tests (tests/test_array_layouts.py) and of the sparse property test (random_sparse.py).

A layout of the values of `a` is a view no binder may read as one contiguous run: a strided
slice, a reversed view, a row of a Fortran-order array, big-endian bytes, or a byte buffer seen
at an odd offset.  Index layouts change the integer type instead (uint32, int64, int16, uint64).
"""
from __future__ import annotations

import numpy as np

from irc.arrays import layout_problem


def strided(a: np.ndarray) -> np.ndarray:
    """Every other element of an array twice as wide along the last axis."""
    wide = np.zeros(a.shape[:-1] + (2 * a.shape[-1],), a.dtype)
    wide[..., ::2] = a
    return wide[..., ::2]


def reversed_view(a: np.ndarray) -> np.ndarray:
    """A view with negative strides on every axis (the flip of a flipped copy)."""
    return np.flip(np.flip(a).copy())


def fortran(a: np.ndarray) -> np.ndarray:
    """Fortran order; a 1-D array as a row of a Fortran-order matrix."""
    return np.asfortranarray(a) if a.ndim > 1 else np.asfortranarray(np.stack([a, a]))[0]


def big_endian(a: np.ndarray) -> np.ndarray:
    return a.astype(a.dtype.newbyteorder(">"))


def misaligned(a: np.ndarray) -> np.ndarray:
    """The values in a byte buffer one byte past an element boundary."""
    raw = np.zeros(a.nbytes + 1, np.uint8)
    view = raw[1:].view(a.dtype).reshape(a.shape)
    view[...] = a
    return view


LAYOUTS = {"strided": strided, "reversed": reversed_view, "fortran": fortran, "big_endian": big_endian,
           "misaligned": misaligned}
INDEX_TYPES = {"uint32": np.uint32, "int64": np.int64, "int16": np.int16, "uint64": np.uint64}


def laid_out(a: np.ndarray, layout: str) -> np.ndarray:
    """`a`'s values in `layout` (a name of LAYOUTS or INDEX_TYPES, or "contiguous"); an index type
    leaves a float array as it is.  A layout that came out contiguous would test nothing: it fails."""
    if layout == "contiguous":
        return a
    if layout in INDEX_TYPES:
        return a.astype(INDEX_TYPES[layout]) if a.dtype.kind in "iu" else a
    view = LAYOUTS[layout](a)
    assert np.array_equal(view, a)
    assert a.size < 2 or layout_problem(view) is not None, f"{layout} of shape {a.shape} is contiguous"
    return view


def scipy_laid_out(M, layout: str, parts=("data", "indices", "indptr", "row", "col")):
    """A copy of scipy matrix `M` whose arrays named in `parts` (those it has) are in `layout`."""
    M = M.copy()
    for part in parts:
        if hasattr(M, part) and isinstance(getattr(M, part), np.ndarray):
            setattr(M, part, laid_out(getattr(M, part), layout))
    return M
