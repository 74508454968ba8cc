"""The checks a tensor's arrays pass before generated code reads them.  The C loops trust pos
and crd (they index with them), so every broken invariant is caught here as a UsageError that
names the array, the position and the value: types and lengths, pos from 0 and monotone, crd
inside its dimension, and within each segment of a level (where segments start, its level object
says) the coordinates sorted and stored once (for COO, the tuples of the compressed level and
its singletons).
"""
from __future__ import annotations

import numpy as np

from ..diagnostics import UsageError
from .tensor import INDEX, VALUES, Tensor, parent_positions


def check(t: Tensor, name: str = "") -> Tensor:
    """`t` itself when its arrays are well formed; else a UsageError, prefixed with `name`."""
    try:
        check_structure(t)
        problem = order_problem(t)
    except UsageError as e:
        raise UsageError(f"{name}: {e}" if name else str(e)) from None
    if problem:
        raise UsageError(f"{name}: {problem}" if name else problem)
    return t


def check_structure(t: Tensor) -> None:
    """Everything but the order within segments: what makes indexing with the arrays safe."""
    fmt = t.format
    if fmt.ndim != len(t.shape) or len(t.pos) != fmt.ndim or len(t.crd) != fmt.ndim:
        raise UsageError(f"format {fmt} has {fmt.ndim} levels; the tensor has {len(t.shape)} dimensions, "
                         f"{len(t.pos)} pos and {len(t.crd)} crd entries")
    count = 1
    for k in range(fmt.ndim):
        count = _check_level(t, k, count)
    _check_vals(t.vals, count)


def order_problem(t: Tensor) -> str | None:
    """What breaks the sorted, stored-once order of some level's segments (None when nothing
    does); `t` must have passed check_structure."""
    for k, (level, parent) in enumerate(zip(t.format.levels, parent_positions(t))):
        starts = level.segments(parent, t.pos[k], t.crd[k])
        problem = None if starts is None else _segment_order(t, k, starts)
        if problem:
            return problem
    return None


def _check_level(t: Tensor, k: int, count: int) -> int:
    """Level k's arrays, given `count` parent positions; the number of positions it has."""
    level, mode = t.format.levels[k], t.format.order[k]
    _present(t.pos[k], level.has_pos, "pos", k, level)
    _present(t.crd[k], level.has_crd, "crd", k, level)
    extent = t.shape[mode]
    if not level.has_crd:
        return level.stored(count, extent, None)
    if level.has_pos:
        pos = _index(t.pos[k], f"pos of level {k}")
        _length(pos, f"pos of level {k}", count + 1, f"one more than the {count} positions above it")
        _monotone(pos, k)
    crd = _index(t.crd[k], f"crd of level {k}")
    _length(crd, f"crd of level {k}", *level.crd_entries(k, count, t.pos[k], crd))
    _in_range(crd, k, mode, extent)
    return len(crd)


def _present(a, needed: bool, what: str, k: int, level) -> None:
    if needed and a is None:
        raise UsageError(f"level {k} ({level}) needs a {what} array")
    if not needed and a is not None:
        raise UsageError(f"level {k} ({level}) has no {what} array; got one (pass None)")


def _index(a: np.ndarray, what: str) -> np.ndarray:
    if not isinstance(a, np.ndarray) or a.dtype != INDEX:
        kind = a.dtype if isinstance(a, np.ndarray) else type(a).__name__
        raise UsageError(f"{what} is {kind}; indices are int32")
    if a.ndim != 1:
        raise UsageError(f"{what} has shape {a.shape}; it must be 1-D")
    return a


def _length(a: np.ndarray, what: str, length: int, why: str) -> None:
    if len(a) != length:
        raise UsageError(f"{what} has {len(a)} entries; it needs {length} ({why})")


def _monotone(pos: np.ndarray, k: int) -> None:
    if pos[0] != 0:
        raise UsageError(f"pos of level {k} starts at {pos[0]}; it must start at 0")
    down = np.flatnonzero(pos[1:] < pos[:-1])
    if len(down):
        i = down[0]
        raise UsageError(f"pos of level {k} decreases at position {i + 1}: pos[{i}] = {pos[i]} > "
                         f"pos[{i + 1}] = {pos[i + 1]}")


def _in_range(crd: np.ndarray, k: int, mode: int, extent: int) -> None:
    if not len(crd) or (crd.min() >= 0 and crd.max() < extent):     # two reductions, no temporaries
        return
    bad = np.flatnonzero((crd < 0) | (crd >= extent))
    if len(bad):
        i = bad[0]
        raise UsageError(f"crd of level {k} has {crd[i]} at position {i}, outside [0, {extent}) "
                         f"(dimension {mode} has extent {extent})")


def _check_vals(vals, count: int) -> None:
    if not isinstance(vals, np.ndarray) or vals.dtype not in VALUES:
        kind = vals.dtype if isinstance(vals, np.ndarray) else type(vals).__name__
        raise UsageError(f"vals is {kind}; values are float64 or float32")
    if vals.ndim != 1 or len(vals) != count:
        raise UsageError(f"vals has shape {vals.shape}; it needs ({count},), one value per position "
                         f"of the last level")


def _segment_order(t: Tensor, k: int, starts: np.ndarray) -> str | None:
    """Within each segment of level k (its positions from `starts`), the coordinates of k and the
    singleton levels under it (one position each) increase strictly, compared as tuples."""
    chain = t.format.chain(k)
    n = len(t.crd[k])
    if n < 2:
        return None
    if len(chain) == 1 and _increasing_in_segments(t.crd[k], starts):
        return None
    start = np.zeros(n + 1, dtype=bool)
    start[starts] = True
    equal = ~start[1:n]                  # pairs (i, i + 1) inside one segment, equal so far
    for j in chain:
        c = t.crd[j]
        down = np.flatnonzero(equal & (c[1:] < c[:-1]))
        if len(down):
            i = down[0]
            return (f"crd of level {j} is not sorted within a segment: crd[{i + 1}] = {c[i + 1]} "
                    f"follows crd[{i}] = {c[i]}")
        equal &= c[1:] == c[:-1]
    same = np.flatnonzero(equal)
    if not len(same):
        return None
    i = same[0]
    where = f"level {k}" if len(chain) == 1 else f"levels {k}-{chain[-1]}"
    value = t.crd[k][i] if len(chain) == 1 else tuple(int(t.crd[j][i]) for j in chain)
    return (f"crd of {where} repeats {value} at positions {i} and {i + 1} within a segment: a coordinate "
            f"is stored once (irc.sparse.tensor sums duplicates)")


def _increasing_in_segments(crd: np.ndarray, pos: np.ndarray) -> bool:
    """Whether `crd` increases strictly within each segment of `pos`: one comparison of
    neighbours, the pairs that cross a segment's start let off (CSR's case, checked per call)."""
    not_up = crd[1:] <= crd[:-1]
    starts = pos[1:-1]
    not_up[starts[(starts > 0) & (starts < len(crd))] - 1] = False
    return not not_up.any()
