"""How a caller's numpy arrays meet compiled code, one rule for every kind of program.

Generated C reads an array through a raw pointer, as one run of elements from its first: in C
order, aligned to its element, in the machine's byte order.  A numpy view need be none of these
(a strided or reversed slice, a transpose in Fortran order, a byte buffer viewed at an odd
offset, a big-endian `>f8` from a file), and read as if it were it gives other numbers, silently.
So:
- an array irc only reads (a pipeline's input, a sparse operand's level arrays, a dense operand
  of a sparse program) is bound as it is when laid out so, else through a contiguous copy that
  an `ArrayConversion` warning reports (`irc: note:` on the command line): a copy on every call
  is a cost the caller should see;
- an array irc writes in place (a proc's arrays, `out=`) cannot be copied without losing the
  write: laid out otherwise it is refused, naming it and what it must be;
- a buffer irc allocates for a call that this machine cannot hold is a UsageError naming it and
  the bytes asked for, never numpy's MemoryError.
"""
from __future__ import annotations

import math
import os
import sys
import warnings
from contextlib import contextmanager

import numpy as np

from .diagnostics import InternalError, UsageError
from .units import format_bytes

PACKAGE = os.path.dirname(__file__) + os.sep      # irc's files, passes and backends included


class ArrayConversion(UserWarning):
    """An operand was copied into the layout (or the index type) compiled code reads."""


def dtype_name(d: np.dtype) -> str:
    """`float64`, or `big-endian float64` for one in the other byte order."""
    return d.name if d.isnative else f"{_byte_order(d)} {d.name}"


def _byte_order(d: np.dtype) -> str:
    return "big-endian" if d.byteorder == ">" else "little-endian"


def layout_problem(a: np.ndarray) -> str | None:
    """What keeps compiled code from reading `a` where it lies (None when nothing does)."""
    if not a.dtype.isnative:
        return f"{_byte_order(a.dtype)} ({a.dtype.str})"
    if not a.flags.c_contiguous:
        if any(s < 0 for s in a.strides):
            return f"a reversed view (strides {a.strides})"
        if a.flags.f_contiguous:
            return "in Fortran order"
        return f"a strided view (strides {a.strides} for shape {a.shape})"
    if not a.flags.aligned:
        off = a.ctypes.data % a.itemsize
        return f"not aligned to its {a.itemsize}-byte elements (it starts {off} byte{'s' * (off != 1)} past a multiple)"
    return None


def contiguous(a: np.ndarray) -> np.ndarray:
    """`a` when compiled code can read it as it is, else a copy it can: C order, aligned (a new
    numpy buffer is), in the machine's byte order, the same values."""
    if layout_problem(a) is None:
        return a
    return np.array(a, dtype=a.dtype.newbyteorder("="), order="C", copy=True)


def readable(a: np.ndarray, what: str) -> np.ndarray:
    """`a`, or its contiguous copy with an ArrayConversion warning that names `what` and why."""
    problem = layout_problem(a)
    if problem is None:
        return a
    warn_conversion(f"{what}: {problem}, bound through a contiguous copy", ArrayConversion)
    return contiguous(a)


def warn_conversion(message: str, category: type[Warning]) -> None:
    """Warn at the caller's line, the first frame outside irc, however deep the binder that
    converts: Python then shows the note once per call site of the user's, not once for all."""
    frame, level = sys._getframe(1), 2
    while frame is not None and frame.f_code.co_filename.startswith(PACKAGE):
        frame, level = frame.f_back, level + 1
    warnings.warn(message, category, stacklevel=level)


def in_place_problem(a: np.ndarray) -> str | None:
    """What keeps compiled code from writing `a` in place: laid out as it reads, and writable."""
    problem = layout_problem(a)
    if problem is None and not a.flags.writeable:
        return "read-only"
    return problem


def check_passed(name: str, a: np.ndarray, want: np.dtype) -> None:
    """The last check before code takes `a`'s address: every binder hands on arrays of the exact
    type, laid out as the code reads them; one that did not is a bug of irc's, never numbers
    read from the wrong bytes."""
    problem = layout_problem(a) if a.dtype == want else f"{dtype_name(a.dtype)} where the code reads {want.name}"
    if problem is not None:
        raise InternalError(f"array '{name}' reached the compiled code {problem}")


def nbytes(shape, dtype) -> int:
    return math.prod(int(n) for n in shape) * np.dtype(dtype).itemsize


@contextmanager
def out_of_memory(what: str, need: int | None = None):
    """A block that allocates for `what` (`need` bytes, where known): running out of memory in
    it, or asking for more than numpy can address, is a UsageError naming `what` and the bytes."""
    if need is not None and need >= sys.maxsize:
        raise _too_large(what, need)
    try:
        yield
    except MemoryError as e:
        raise (_too_large(what, need) if need is not None else
               UsageError(f"{what} ran out of memory ({e}); use smaller sizes")) from None


def allocate(what: str, shape, dtype, zeros: bool = False) -> np.ndarray:
    """A new array for `what`, its allocation failure a UsageError naming it and the bytes."""
    shape = tuple(int(n) for n in shape)
    with out_of_memory(f"{what} ({np.dtype(dtype).name}, shape {shape})", nbytes(shape, dtype)):
        return (np.zeros if zeros else np.empty)(shape, dtype)


def _too_large(what: str, need: int) -> UsageError:
    return UsageError(f"{what} takes {format_bytes(need)} ({need:,} bytes), more than this machine can allocate; "
                      "use smaller sizes")
