"""scipy.sparse in, and the files the command line reads (Matrix Market and scipy's .npz).

A matrix already in the declared format, canonical (sorted, no duplicates), with int32 indices
and float64 / float32 values is used as it is: its indptr, indices and data become pos, crd and
vals without a copy.  Anything else is converted into new arrays (sorted, duplicates summed as
scipy does, the caller's matrix untouched) and the tensor's `note` says so, for the caller to
print: a silent copy of a large matrix on every call is a cost the user should see.
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from zipfile import BadZipFile

import numpy as np
import scipy.io
import scipy.sparse as sp

from ..arrays import dtype_name, layout_problem
from ..diagnostics import UsageError
from ..ir.formats import Format, format_named
from .build import check_shape, index_array, tensor, value_array
from .checks import check_structure, order_problem
from .tensor import INDEX, Tensor, readonly

STORED = ("csr", "csc", "coo")            # scipy formats whose arrays irc can use as they are
SCIPY_NAMES = {"csr": "pos of level 1 is its indptr, crd of level 1 its indices",
               "csc": "pos of level 1 is its indptr, crd of level 1 its indices",
               "coo": "crd of level k is its coords[k]: row, col"}


def from_scipy(M, format="csr", name: str = "the matrix") -> Tensor:
    """The tensor of scipy.sparse matrix or array `M` in `format` (a name or level tuple);
    `name` starts the note and any error ("A: a csc matrix converted to csr (a copy)")."""
    if not sp.issparse(M):
        raise UsageError(f"{name}: from_scipy takes a scipy.sparse matrix or array, not {type(M).__name__} "
                         f"(irc.sparse.tensor builds a tensor from coordinates)")
    fmt = format_named(format, M.ndim)
    S = M if M.format in STORED else _as_coo(M, name)
    stored, copies = _as_stored(S, name)
    changes = ([] if M.format == fmt.name else [f"converted to {fmt}"]) + copies
    same = stored.format == fmt
    if same and order_problem(stored) is None:
        return replace(stored, note=_note(name, M, changes))
    if same:
        changes.append("with unsorted or duplicate indices sorted and summed")
    return replace(_converted(S, stored, fmt, name), note=_note(name, M, changes))


def _converted(S, stored: Tensor, fmt: Format, name: str) -> Tensor:
    """A copy of checked matrix `S` in `fmt`: scipy's own conversion into its formats (linear
    time, sorted, duplicates summed), irc's sort of the coordinates into the others."""
    if fmt.name in STORED and S.ndim == 2:
        C = _over(stored, S.format).asformat(fmt.name, copy=True)
        C.sum_duplicates()
        return _as_stored(C, name)[0]
    return tensor(stored.coords(), stored.vals, stored.shape, fmt)


def _over(t: Tensor, kind: str):
    """A scipy matrix of `kind` (csr, csc or coo) over the arrays of `t`, without a copy: int32,
    contiguous and in the machine's byte order, which scipy's conversions all take (the caller's
    uint32 indices or big-endian values are not)."""
    if kind == "coo":
        return sp.coo_array((t.vals, (t.crd[0], t.crd[1])), shape=t.shape)
    build = sp.csr_array if kind == "csr" else sp.csc_array
    return build((t.vals, t.crd[1], t.pos[1]), shape=t.shape)


def _as_coo(M, name: str):
    """A matrix of another scipy format (dia, bsr, lil, dok) as coo, by scipy, which refuses some
    index and value types its own formats hold."""
    try:
        return M.tocoo()
    except (ValueError, TypeError) as e:
        raise UsageError(f"{name}: scipy cannot convert this {M.format} matrix to coo ({e}); give it as csr, csc "
                         "or coo with int32 indices and float64 or float32 values") from None


def read_sparse(path, format="csr", name: str | None = None) -> Tensor:
    """The matrix in a Matrix Market (.mtx) or scipy .npz file as a tensor in `format`."""
    p = Path(path)
    if p.suffix not in (".mtx", ".npz"):
        raise UsageError(f"cannot read '{path}': use a Matrix Market (.mtx) or scipy.sparse (.npz) file")
    if not p.is_file():
        raise UsageError(f"cannot read '{path}': no such file")
    M = _read_mtx(p) if p.suffix == ".mtx" else _read_npz(p)
    return from_scipy(M, format, name or p.name)


def _read_mtx(p: Path):
    try:
        M = scipy.io.mmread(p)
    except (ValueError, OSError, TypeError, IndexError, RuntimeError) as e:
        raise UsageError(f"cannot read '{p}': not a Matrix Market file ({e})") from None
    if not sp.issparse(M):
        raise UsageError(f"cannot read '{p}': a dense Matrix Market array, not a sparse (coordinate) matrix")
    return M


def _read_npz(p: Path):
    try:
        return sp.load_npz(p)
    except (ValueError, OSError, KeyError, BadZipFile) as e:
        raise UsageError(f"cannot read '{p}': not a scipy.sparse .npz file (save_npz writes one): {e}") from None


def _as_stored(M, name: str) -> tuple[Tensor, list[str]]:
    """`M` (csr, csc or coo) as a tensor in its own format over its own arrays, checked for
    safe indexing (not for order), and what had to be copied to make it so."""
    copies: list[str] = []
    shape = check_shape(M.shape)
    if M.format == "coo":
        coords = getattr(M, "coords", None) or (M.row, M.col)
        fmt = format_named("coo", M.ndim)
        pos = [np.array([0, M.nnz], dtype=INDEX)] + [None] * (M.ndim - 1)
        crd = [_index(c, copies, name, f"coords[{d}]") for d, c in enumerate(coords)]
    else:
        fmt = format_named(M.format, 2)
        pos = [None, _index(M.indptr, copies, name, "indptr")]
        crd = [None, _index(M.indices, copies, name, "indices")]
    vals = _vals(M.data, copies, name)
    t = Tensor(shape, fmt, tuple(map(readonly, pos)), tuple(map(readonly, crd)), readonly(vals))
    try:
        check_structure(t)
    except UsageError as e:
        raise UsageError(f"{name}: a malformed {M.format} matrix: {e} ({SCIPY_NAMES[M.format]})") from None
    return t, copies


def _index(a: np.ndarray, copies: list[str], name: str, part: str) -> np.ndarray:
    """int32 laid out as the code reads it as it is; other integer types converted, and noted,
    when every value fits; a strided view copied, and noted."""
    index = index_array(a, f"{name}: {part}")
    if index is not a:
        _noted(copies, a, "indices", "int32", part)
    return index


def _vals(data: np.ndarray, copies: list[str], name: str) -> np.ndarray:
    vals = value_array(data, None, f"{name}: the values")
    if vals is not data:
        _noted(copies, data, "values", vals.dtype.name, "data")
    return vals


def _noted(copies: list[str], a: np.ndarray, what: str, dtype: str, part: str) -> None:
    """What a copy of the caller's array `a` (its `part`) changed, once per kind of change."""
    problem = layout_problem(a) if a.dtype == np.dtype(dtype) else None
    note = (f"with its {part} copied into a contiguous array ({problem})" if problem else
            f"with {dtype_name(a.dtype)} {what} converted to {dtype}")
    if note not in copies:
        copies.append(note)


def _note(name: str, M, changes: list[str]) -> str:
    """'' for a matrix used as it is; else what was done to a copy of it."""
    kind = f"{M.format} matrix" if M.ndim == 2 else f"{M.ndim}-D {M.format} array"
    return f"{name}: a {kind} {', '.join(changes)} (a copy)" if changes else ""
