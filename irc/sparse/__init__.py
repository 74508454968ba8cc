"""Sparse tensors as data: formats as levels (TACO's format abstraction, Chou et al. 2018) and
the arrays that hold them, built from coordinates, raw arrays, scipy.sparse and files.

    T = irc.sparse.tensor(coords, values, shape=(I, J, K), format="csf")
    A = irc.sparse.from_scipy(M, "csr", name="A")      # A.note says if M had to be converted
    A.todense(), A.to_scipy()

A leaf of irc (numpy, scipy and the diagnostics only): the compiler's sparse lowering reads
these formats and arrays; nothing here knows about programs.
"""
from .build import from_arrays, tensor
from .checks import check
from .formats import LEVELS, NAMED, Format, Level, format_named
from .scipy_io import from_scipy, read_sparse
from .tensor import Tensor

__all__ = ["Format", "Level", "LEVELS", "NAMED", "Tensor", "check", "format_named", "from_arrays",
           "from_scipy", "read_sparse", "tensor"]
