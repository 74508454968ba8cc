"""Any operand a caller passes for a sparse input, as a tensor in the declared format.

A tensor or scipy matrix already in that format is used as it is (no copy); anything else is
converted, and the conversion is reported as a `SparseConversion` warning with the tensor's
note: the caller sees the copy it costs (once per call site, as Python shows warnings).
"""
from __future__ import annotations

import numpy as np
import scipy.sparse as sp

from ..arrays import ArrayConversion, warn_conversion
from ..diagnostics import UsageError
from ..ir.formats import Format
from .build import tensor
from .scipy_io import from_scipy
from .tensor import Tensor


class SparseConversion(ArrayConversion):
    """A sparse operand was copied into the format its program declares (or into the index type
    and layout its code reads)."""


def as_tensor(value, fmt: Format, name: str, dtype: np.dtype) -> Tensor:
    """`value` (an irc.sparse Tensor, a scipy.sparse matrix or array, or a dense numpy array) as
    a tensor of `fmt` holding `dtype` values; UsageError for anything else or another type."""
    if isinstance(value, Tensor):
        t = value if value.format == fmt else _converted(value, fmt, name, f"a {value.format} tensor")
    elif sp.issparse(value):
        t = from_scipy(value, fmt, name)
    elif isinstance(value, np.ndarray):
        nonzero = np.nonzero(value)
        t = tensor(np.array(nonzero), value[nonzero], value.shape, fmt, dtype=dtype if value.dtype.kind != "f" else None)
        t = _noted(t, f"{name}: a dense array converted to {fmt} (its nonzeros, a copy)")
    else:
        raise UsageError(f"sparse input '{name}' takes a scipy.sparse matrix or array, an irc.sparse tensor or a "
                         f"numpy array, not {type(value).__name__}")
    if t.dtype != dtype:
        raise UsageError(f"sparse input '{name}' holds {dtype.name} values, got {t.dtype.name}")
    if t.note:
        warn_conversion(t.note, SparseConversion)
    return t


def _converted(t: Tensor, fmt: Format, name: str, what: str) -> Tensor:
    return _noted(tensor(t.coords(), t.vals, t.shape, fmt), f"{name}: {what} converted to {fmt} (a copy)")


def _noted(t: Tensor, note: str) -> Tensor:
    return Tensor(t.shape, t.format, t.pos, t.crd, t.vals, note)
