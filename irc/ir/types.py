"""The scalar types of the IR: one table, with each type's numpy and C names; and the vector
types of kernels (`f32x4`), a table of their own.

Every layer that needs a type's other names (the reference evaluator and the SIMT interpreter
make numpy arrays, the C emitter declares C variables, the caller allocates buffers) reads
them here.  A vector type is in none of the scalar tables (DTYPES, FLOAT_TYPES, NUMPY_TYPES,
C_TYPES), so that no code written for scalars takes one for a scalar: what handles vectors
asks `VECTOR_TYPES`, `vector_width` or `element_type`.
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


@dataclass(frozen=True)
class VectorType:
    """`width` consecutive elements a kernel moves with one instruction (CUDA's float4): loaded,
    stored and taken apart (components .x .y .z .w), never computed with.  At most 16 bytes,
    the widest access a GPU thread makes."""
    name: str        # as the language and the IR print it: f32x4
    element: str     # the scalar type of its components
    width: int
    cuda: str        # the CUDA C type (`make_<cuda>(...)` builds one)
    opencl: str      # the OpenCL C type


VECTOR_TYPES = {t.name: t for t in (
    VectorType("f32x2", "f32", 2, "float2", "float2"),
    VectorType("f32x4", "f32", 4, "float4", "float4"),
    VectorType("f64x2", "f64", 2, "double2", "double2"),
    VectorType("i32x2", "i32", 2, "int2", "int2"),
    VectorType("i32x4", "i32", 4, "int4", "int4"),
    VectorType("i64x2", "i64", 2, "longlong2", "long2"),
)}
COMPONENTS = "xyzw"      # the components' names, in order


def vector_type(element: str, width: int) -> VectorType | None:
    """The vector of `width` elements of scalar type `element`, if there is one."""
    return next((t for t in VECTOR_TYPES.values() if t.element == element and t.width == width), None)


def vector_width(dtype: str) -> int:
    """The elements a value of `dtype` holds: a vector's width, 1 for a scalar."""
    vector = VECTOR_TYPES.get(dtype)
    return vector.width if vector else 1


def element_type(dtype: str) -> str:
    """The scalar type of `dtype`'s components (a scalar type is its own)."""
    vector = VECTOR_TYPES.get(dtype)
    return vector.element if vector else dtype


# Every value index arithmetic computes (a coordinate, an index, a region's bounds and extent)
# lies in [-INDEX_LIMIT, INDEX_LIMIT], checked when the sizes are known: indices are i32, and
# the sums lowering adds (a region's end, a tile's start, a rounded-up trip count) of two such
# values then stay inside i32.
INDEX_LIMIT = 2 ** 30


def int_range(dtype: str) -> tuple[int, int]:
    """The smallest and largest value of an integer type."""
    info = np.iinfo(NUMPY_TYPES[dtype])
    return int(info.min), int(info.max)
