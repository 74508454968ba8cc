"""How a result is compared with what the reference computed: the one rule of every check
(`irc run --check` and `irc bench --check` of pipelines, procs and sparse programs,
`--verify-each`, the checks of the SIMT interpreter and of OpenCL).

An element equal to the reference's is no error, NaN against NaN and an infinity against the
same infinity included (numpy's `equal_nan`); a NaN or an infinity against anything else is an
infinite error, reported at its index.  Other elements are off by |got - expected| over the
largest finite |expected| of the array, or, `per_element`, over max(1, |expected|) of each (a
kernel's sums reassociated).  A sparse result is compared entry by entry on the union of the two
patterns, a missing entry being a zero.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np



@dataclass(frozen=True)
class Comparison:
    """`error`: the largest relative error (inf where a NaN or an infinity stands against another
    value); `first`: the first element (C order) past the tolerance, `first difference at [3,
    17]: nan instead of 0.33`, "" when none is."""
    error: float
    ok: bool
    first: str = ""


def compare(got, expected, tolerance: float = 0.0, per_element: bool = False) -> Comparison:
    """`got` against `expected`: arrays, sparse results (scipy.sparse or irc.sparse tensors), or
    dicts of them by name (every output, a proc's arrays), the first failing one named."""
    if isinstance(expected, dict):
        parts = {name: compare(got[name], want, tolerance, per_element) for name, want in expected.items()}
        bad = next(((name, c) for name, c in parts.items() if c.first), None)
        first = "" if bad is None else bad[1].first if len(parts) == 1 else f"{bad[0]}: {bad[1].first}"
        return Comparison(max((c.error for c in parts.values()), default=0.0),
                          all(c.ok for c in parts.values()), first)
    if np.shape(got) != np.shape(expected):
        return Comparison(np.inf, False, f"shape {np.shape(got)} instead of {np.shape(expected)}")
    if _is_sparse(expected) or _is_sparse(got):
        got, expected, coords = _entries(got, expected)
        return _compare(got, expected, tolerance, per_element, coords)
    return _compare(np.asarray(got), np.asarray(expected), tolerance, per_element)


def _compare(got: np.ndarray, expected: np.ndarray, tolerance: float, per_element: bool,
             coords: np.ndarray | None = None) -> Comparison:
    """Arrays of one shape; `coords` (ndim, n): the coordinates of 1-D arrays of entries."""
    g, w = got.astype(np.float64), expected.astype(np.float64)
    finite = np.isfinite(w)
    scale = np.maximum(1.0, np.abs(w)) if per_element else \
        max(float(np.max(np.abs(w[finite]), initial=0.0)), 1e-30)
    with np.errstate(all="ignore"):
        errors = np.abs(g - w) / scale
    same = (g == w) | (np.isnan(g) & np.isnan(w))
    errors = np.where(same, 0.0, np.where(np.isfinite(errors), errors, np.inf))
    worst = float(np.max(errors, initial=0.0))
    bad = np.argwhere(errors > tolerance)
    if not len(bad):
        return Comparison(worst, True)
    at = tuple(int(i) for i in (coords[:, bad[0][0]] if coords is not None else bad[0]))
    value = lambda a: f"{a[tuple(bad[0])].item():.7g}"
    return Comparison(worst, False, f"first difference at [{', '.join(map(str, at))}]: {value(got)} instead of "
                                    f"{value(expected)}")


def _is_sparse(a) -> bool:
    """A scipy.sparse matrix or array (`tocoo`) or an irc Tensor (`coords`, `vals`): told by what
    they offer, so that comparing dense results does not load scipy."""
    return hasattr(a, "tocoo") or _is_tensor(a)


def _is_tensor(a) -> bool:
    return hasattr(a, "coords") and hasattr(a, "vals")


def _entries(got, expected) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Two results of one shape, one of them sparse, as the values each has at the union of their
    entries (0 where it stores none, repeated coordinates added), and the union's coordinates."""
    shape = tuple(expected.shape)
    parts = [_coords_and_values(a) for a in (got, expected)]
    keys = [np.ravel_multi_index(tuple(c), shape) for c, _ in parts]
    union = np.union1d(*keys)
    values = []
    for key, (_, vals) in zip(keys, parts):
        aligned = np.zeros(len(union), np.result_type(vals.dtype, np.float64))
        np.add.at(aligned, np.searchsorted(union, key), vals)
        values.append(aligned)
    return values[0], values[1], np.array(np.unravel_index(union, shape), np.int64).reshape(len(shape), -1)


def _coords_and_values(a) -> tuple[np.ndarray, np.ndarray]:
    """An (ndim, nnz) array of a result's stored coordinates and their values (a dense array: all)."""
    if _is_tensor(a):
        return a.coords(), np.asarray(a.vals)
    if hasattr(a, "tocoo"):
        m = a.tocoo()
        return np.array([m.row, m.col], np.int64).reshape(2, -1), np.asarray(m.data)
    a = np.asarray(a)
    return np.indices(a.shape).reshape(a.ndim, -1), a.ravel()


def relative_error(got, expected) -> float:
    """max |got - expected| / max |expected| (compare.py's rule: NaN against NaN is no error): how
    far a result is from the reference's (of a program of several outputs, a tuple of arrays: the
    largest of theirs)."""
    if isinstance(expected, tuple):
        return compare(dict(enumerate(got)), dict(enumerate(expected))).error
    return compare(got, expected).error
