"""The scalar types of the IR: one table, with each type's numpy and C names.

Every layer that needs a type's other names (the reference evaluator and the SIMT interpreter
make numpy arrays, the C emitter declares C variables, the caller allocates buffers) reads
them here.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class ScalarType:
    name: str        # as the language and the IR print it
    numpy: type      # the numpy scalar type of arrays of it
    c: str           # the C type the backend declares


TYPES = {t.name: t for t in (
    ScalarType("f32", np.float32, "float"),
    ScalarType("f64", np.float64, "double"),
    ScalarType("i32", np.int32, "int32_t"),
    ScalarType("i64", np.int64, "int64_t"),
    ScalarType("bool", np.bool_, "bool"),
)}
DTYPES = tuple(TYPES)
FLOAT_TYPES = ("f32", "f64")
INT_TYPES = ("i32", "i64")

NUMPY_TYPES = {name: t.numpy for name, t in TYPES.items()}
C_TYPES = {name: t.c for name, t in TYPES.items()}


# Every value index arithmetic computes (a coordinate, an index, a region's bounds and extent)
# lies in [-INDEX_LIMIT, INDEX_LIMIT], checked when the sizes are known: indices are i32, and
# the sums lowering adds (a region's end, a tile's start, a rounded-up trip count) of two such
# values then stay inside i32.
INDEX_LIMIT = 2 ** 30


def int_range(dtype: str) -> tuple[int, int]:
    """The smallest and largest value of an integer type."""
    info = np.iinfo(NUMPY_TYPES[dtype])
    return int(info.min), int(info.max)
