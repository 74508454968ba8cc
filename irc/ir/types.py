"""The scalar types of the IR: one table, with each type's numpy, C and OpenCL names, and the
rule that types a mixed operation (`match_types`, Halide's); and the vector types of kernels
(`f32x4`), a table of their own.

Every layer that needs a type's other names (the reference evaluator and the SIMT interpreter
make numpy arrays, the C emitter declares C variables, the caller allocates buffers) reads
them here.  A vector type is in none of the scalar tables (DTYPES, FLOAT_TYPES, NUMPY_TYPES,
C_TYPES, OPENCL_TYPES), so that no code written for scalars takes one for a scalar: what handles vectors
asks `VECTOR_TYPES`, `vector_width` or `element_type`.
"""
from __future__ import annotations

import math

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class ScalarType:
    name: str         # as the language and the IR print it
    numpy: type       # the numpy scalar type of arrays of it
    c: str            # the C type the backend declares (CUDA's too)
    opencl: str = ""  # OpenCL C's name, where it is not `c` (the OpenCL prelude typedefs int32_t, int64_t)


TYPES = {t.name: t for t in (
    ScalarType("f32", np.float32, "float"),
    ScalarType("f64", np.float64, "double"),
    ScalarType("i8", np.int8, "int8_t", "char"),
    ScalarType("i16", np.int16, "int16_t", "short"),
    ScalarType("i32", np.int32, "int32_t"),
    ScalarType("i64", np.int64, "int64_t"),
    ScalarType("u8", np.uint8, "uint8_t", "uchar"),
    ScalarType("u16", np.uint16, "uint16_t", "ushort"),
    ScalarType("u32", np.uint32, "uint32_t", "uint"),
    ScalarType("bool", np.bool_, "bool"),
)}
DTYPES = tuple(TYPES)
FLOAT_TYPES = ("f32", "f64")
# The integers irc indexes and sizes with: its algebra (simplify, intervals, affine forms) treats
# them as integers that do not overflow, as Halide does its 32- and 64-bit signed ones.
INT_TYPES = ("i32", "i64")
# The integers of data whose arithmetic wraps around, as Halide's do: never simplified as
# integers, and every backend computes `u8 200 + 100` as 44 (C through a wider type, cast back).
WRAPPING_TYPES = ("i8", "i16", "u8", "u16", "u32")
ANY_INT_TYPES = INT_TYPES + WRAPPING_TYPES

NUMPY_TYPES = {name: t.numpy for name, t in TYPES.items()}
C_TYPES = {name: t.c for name, t in TYPES.items()}
OPENCL_TYPES = {name: t.opencl or t.c for name, t in TYPES.items()}


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


def bits(dtype: str) -> int:
    """The width of a scalar type in bits."""
    return 8 * np.dtype(NUMPY_TYPES[dtype]).itemsize


def int_range(dtype: str) -> tuple[int, int]:
    """The smallest and largest value of an integer type."""
    info = np.iinfo(NUMPY_TYPES[dtype])
    return int(info.min), int(info.max)


def wrap(value: int, dtype: str) -> int:
    """`value` wrapped around into integer type `dtype` (modulo 2**bits), as a C cast wraps it."""
    lo, hi = int_range(dtype)
    return (value - lo) % (hi - lo + 1) + lo


def saturate(x: float, dtype: str) -> int:
    """Float `x` converted to integer type `dtype` as irc converts it on every backend: toward
    zero, saturating at the type's limits, NaN to 0 (as a GPU and OpenCL's `convert_int_sat`
    do; C leaves a value out of range undefined, and x86 gives INT_MIN)."""
    if math.isnan(x):
        return 0
    lo, hi = int_range(dtype)
    return lo if x <= lo else hi if x >= hi else math.trunc(x)


def holds_every(wide: str, narrow: str) -> bool:
    """Whether integer type `wide` holds every value of integer type `narrow` (u8 in i16, not i8)."""
    if wide not in ANY_INT_TYPES or narrow not in ANY_INT_TYPES:
        return False
    (lo, hi), (narrow_lo, narrow_hi) = int_range(wide), int_range(narrow)
    return lo <= narrow_lo and narrow_hi <= hi


def wide_type(dtype: str) -> str:
    """The index type that holds every value of integer type `dtype`: where irc divides, takes
    min and max of a wrapping type (then casts back), and what a float converts through on its
    way to one (`u8(f)` is `u8(i32(f))`: the float truncated as for i32, then wrapped)."""
    return "i64" if dtype in ("i64", "u32") else "i32"


def match_types(a: str, b: str) -> str:
    """The type both operands of a binary operation take, by Halide's rules (`match_types`): a
    float and an integer: the float; two floats: the wider; two signed or two unsigned
    integers: the wider; a signed and an unsigned one: signed, of the greater width (u8 and i8:
    i8; u32 and i16: i32).  An integer literal takes the other operand's type before this rule
    (check_expr.unify)."""
    ta, tb = np.dtype(NUMPY_TYPES[a]), np.dtype(NUMPY_TYPES[b])
    if a == b:
        return a
    if (ta.kind == "f") != (tb.kind == "f"):
        return a if ta.kind == "f" else b
    if ta.kind == tb.kind:
        return a if ta.itemsize >= tb.itemsize else b
    bits = 8 * max(ta.itemsize, tb.itemsize)
    return next(name for name, t in NUMPY_TYPES.items() if np.dtype(t) == np.dtype(f"int{bits}"))
