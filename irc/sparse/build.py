"""Building tensors: from coordinates (any order of entries, duplicates summed) and from raw
level arrays (checked, never trusted: a malformed array is a UsageError here, not a crash in C).

Indices are int32, as scipy's are for all but huge matrices and as the generated loops index:
an extent or a level of more than 2**31 - 1 positions is refused rather than silently widened.
"""
from __future__ import annotations

import math

import numpy as np

from ..arrays import contiguous
from ..diagnostics import UsageError
from ..ir.formats import Entries, Format, format_named
from .checks import check
from .tensor import INDEX, VALUES, Tensor, readonly

INDEX_MAX = int(np.iinfo(INDEX).max)


def tensor(coords, values, shape, format="csf", order=None, dtype=None) -> Tensor:
    """The tensor of `shape` with `values` at `coords`, an (ndim, nnz) integer array: entries in
    any order, duplicates summed, explicit zeros kept; `format` a name or a tuple of level
    names, `order` the mode order (default: the format's), `dtype` float64 or float32
    (default: float32 for float32 values, else float64)."""
    shape = check_shape(shape)
    fmt = format_named(format, len(shape), order)
    c = _coords(coords, shape)
    v = _values(values, c.shape[1], dtype)
    keys, v = _sorted_summed(c[list(fmt.order)], v, tuple(shape[m] for m in fmt.order))
    return assemble(shape, fmt, keys, v)


def from_arrays(shape, format, pos=None, crd=None, vals=None, order=None) -> Tensor:
    """A tensor over raw level arrays: `pos` and `crd` one entry per level (None where a level
    has none), `vals` the values.  Contiguous int32 arrays and float64 / float32 values in the
    machine's byte order are used without a copy (views laid out otherwise are copied, other
    integer and real types converted); everything is checked first."""
    shape = check_shape(shape)
    fmt = format_named(format, len(shape), order)
    if vals is None:
        raise UsageError("from_arrays needs vals, one value per position of the last level")
    t = Tensor(shape, fmt, _per_level(pos, "pos", fmt), _per_level(crd, "crd", fmt),
               readonly(value_array(np.asarray(vals), None, "vals")))
    return check(t)


def check_shape(shape) -> tuple[int, ...]:
    """The shape as a tuple of ints, each an extent int32 indices can reach."""
    try:
        dims = tuple(int(n) for n in shape)
    except (TypeError, ValueError):
        raise UsageError(f"a shape is a tuple of extents, not {shape!r}") from None
    if not dims:
        raise UsageError("a sparse tensor has at least one dimension")
    for d, n in enumerate(dims):
        if n < 0:
            raise UsageError(f"dimension {d} has a negative extent {n}")
        if n > INDEX_MAX:
            raise UsageError(f"dimension {d} has extent {n}, past the int32 indices irc uses "
                             f"(at most {INDEX_MAX})")
    return dims


def assemble(shape: tuple[int, ...], fmt: Format, keys: np.ndarray, v: np.ndarray) -> Tensor:
    """The levels of sorted, unique coordinates `keys` (one row per level, in level order): walk
    down the levels, each building its arrays and each entry's position in it; the values go at
    the last level's positions (zero at the others: a dense level's zeros)."""
    at = Entries(np.zeros(keys.shape[1], dtype=np.int64), 1)
    pos, crd = [], []
    for k, level in enumerate(fmt.levels):
        level_pos, level_crd, at = level.build(at, keys[list(fmt.chain(k))], shape[fmt.order[k]])
        _fits(at.count, k)
        pos.append(readonly(None if level_pos is None else level_pos.astype(INDEX)))
        crd.append(readonly(None if level_crd is None else level_crd.astype(INDEX)))
    vals = np.zeros(at.count, dtype=v.dtype)
    vals[at.pos] = v
    return Tensor(shape, fmt, tuple(pos), tuple(crd), readonly(vals))


def _fits(count: int, k: int) -> None:
    if count > INDEX_MAX:
        raise UsageError(f"level {k} would hold {count} positions, past the int32 indices irc uses "
                         f"(at most {INDEX_MAX})")


def _coords(coords, shape: tuple[int, ...]) -> np.ndarray:
    """`coords` as an (ndim, nnz) int64 array, every coordinate inside its dimension."""
    c = np.asarray(coords)
    ndim = len(shape)
    if c.size == 0:
        c = c.reshape(ndim, 0)
    if c.ndim != 2 or c.shape[0] != ndim:
        raise UsageError(f"coords has shape {c.shape}; it must be (ndim, nnz) = ({ndim}, nnz), one row per "
                         f"dimension (an (nnz, ndim) array is its transpose)")
    if c.dtype.kind not in "iu":
        raise UsageError(f"coords must be integers, not {c.dtype}")
    for d, extent in enumerate(shape):
        bad = np.flatnonzero((c[d] < 0) | (c[d] >= extent))
        if len(bad):
            raise UsageError(f"coords[{d}, {bad[0]}] = {c[d, bad[0]]} is outside [0, {extent}) "
                             f"(dimension {d} has extent {extent})")
    return c.astype(np.int64)


def _values(values, nnz: int, dtype) -> np.ndarray:
    v = np.asarray(values)
    if v.shape != (nnz,):
        raise UsageError(f"values has shape {v.shape}; the coords give {nnz} entries, so it must be ({nnz},)")
    return value_array(v, dtype, "values")


def value_array(v: np.ndarray, dtype, what: str) -> np.ndarray:
    """`v` in the values' type (`dtype` if given, else its own if float64 or float32 in either
    byte order, else float64), laid out as the code reads it: `v` itself, or a copy."""
    if v.dtype.kind not in "biuf":
        raise UsageError(f"{what} must be real numbers, not {v.dtype}")
    own = v.dtype.newbyteorder("=")
    target = np.dtype(np.float32 if own == np.float32 else np.float64) if dtype is None else _dtype(dtype)
    return contiguous(v) if v.dtype == target else v.astype(target, order="C")


def _dtype(dtype) -> np.dtype:
    try:
        d = np.dtype(dtype)
    except TypeError:
        d = None
    if d not in VALUES:
        raise UsageError(f"a sparse tensor holds float64 or float32 values, not {dtype}")
    return d


def _sorted_summed(keys: np.ndarray, v: np.ndarray, extents: tuple[int, ...]) -> tuple[np.ndarray, np.ndarray]:
    """Entries sorted lexicographically by level coordinates, duplicates summed in the order
    they were given (the sorts are stable).  One int64 key per entry when the extents allow
    (a single argsort, and none for entries already in order, as from a csr matrix)."""
    if keys.shape[1] < 2:
        return keys, v
    linear = _linear(keys, extents)
    if linear is None:
        perm = np.lexsort(keys[::-1])
        keys, v = keys[:, perm], v[perm]
        repeat = np.all(keys[:, 1:] == keys[:, :-1], axis=0)
    else:
        if np.any(linear[1:] < linear[:-1]):
            perm = np.argsort(linear, kind="stable")
            keys, v, linear = keys[:, perm], v[perm], linear[perm]
        repeat = linear[1:] == linear[:-1]
    if not repeat.any():
        return keys, v
    starts = np.flatnonzero(np.concatenate(([True], ~repeat)))
    return keys[:, starts], np.add.reduceat(v, starts)


def _linear(keys: np.ndarray, extents: tuple[int, ...]) -> np.ndarray | None:
    """Each entry's row-major offset over the level extents (None past what int64 holds)."""
    if math.prod(extents) >= 2 ** 62:
        return None
    linear = np.zeros(keys.shape[1], dtype=np.int64)
    for row, extent in zip(keys, extents):
        linear = linear * extent + row
    return linear


def _per_level(arrays, what: str, fmt: Format) -> tuple[np.ndarray | None, ...]:
    """One entry per level, each None or a read-only int32 array (converted from other integer
    types when its values fit)."""
    arrays = [None] * fmt.ndim if arrays is None else list(arrays)
    if len(arrays) != fmt.ndim:
        raise UsageError(f"{what} has {len(arrays)} entries; format {fmt} has {fmt.ndim} levels "
                         f"(one entry per level, None where a level has no {what})")
    return tuple(readonly(index_array(a, f"{what} of level {k}")) for k, a in enumerate(arrays))


def index_array(a, what: str) -> np.ndarray | None:
    """`a` itself when it is int32 laid out as the code reads it (or not integers at all: check()
    names a wrong type), else a contiguous copy: of an int32 view, or converted to int32 when
    every value fits (uint32, int64, another byte order ...)."""
    if a is None:
        return None
    a = np.asarray(a)
    if a.dtype.kind not in "iu" or a.dtype == INDEX:
        return contiguous(a)
    big = np.flatnonzero((a > INDEX_MAX) | (a < -INDEX_MAX))
    if len(big):
        raise UsageError(f"{what} holds {a.flat[big[0]]} at position {big[0]}, past the int32 indices irc "
                         f"uses (at most {INDEX_MAX})")
    return a.astype(INDEX, order="C")
