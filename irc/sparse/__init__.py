"""Sparse tensors as data: formats as levels (TACO's format abstraction, Chou et al. 2018) and
the arrays that hold them, built from coordinates, raw arrays, scipy.sparse and files.

    T = irc.sparse.tensor(coords, values, shape=(I, J, K), format="csf")
    A = irc.sparse.from_scipy(M, "csr", name="A")      # A.note says if M had to be converted
    A.todense(), A.to_scipy()

Over the formats of irc.ir.formats (and numpy, scipy and the diagnostics only): each level
object says how its arrays are built and checked; nothing here knows about programs.
"""
from ..ir.formats import LEVELS, NAMED, Format, Level, format_named
from .build import from_arrays, tensor
from .checks import check
from .scipy_io import from_scipy, read_sparse
from .tensor import Tensor

__all__ = ["Format", "Level", "LEVELS", "NAMED", "Tensor", "check", "format_named", "from_arrays",
           "from_scipy", "read_sparse", "tensor"]
