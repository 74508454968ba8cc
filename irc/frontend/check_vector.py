"""Vector values in a body of statements (kernels): `a[i, j : 4]` reads the 4 consecutive
elements a[i, j] .. a[i, j + 3] as one `f32x4`, `a[i, j : 4] = v` stores one, `v.x .. v.w` take
one apart and `f32x4(a, b, c, d)` builds one; a `let` or a `var` holds one.  They are moved,
never computed with (CUDA's float4 has no arithmetic either): an operator or a function given
one refuses it (`ExprChecker.operand`).  A thread's local arrays are not read as vectors: CUDA
places them only 4-byte aligned.
"""
from __future__ import annotations

from ..diagnostics import CompileError
from ..ir.nodes import Component, Expr
from ..ir.types import COMPONENTS, VECTOR_TYPES, vector_type
from . import ast
from .check_expr import article

WIDTHS = ("2", "4")      # elements of one access: 64 or 128 bits of f32
VECTOR_ELEMENTS = tuple(dict.fromkeys(t.element for t in VECTOR_TYPES.values()))   # f32 f64 i32 i64


def access_type(n: ast.Index | ast.Assign, element: str, scope: str) -> tuple[str, int]:
    """(the vector type, the width) of the vector access `n` (`a[i : 4]`, read or stored) of an
    array of `element`s in memory `scope`."""
    if n.width not in WIDTHS:
        raise CompileError(f"a vector access moves 2 or 4 consecutive elements, not {n.width}", n.width_span)
    if scope == "local":
        raise CompileError(f"'{n.name}' is a thread's local array; vector accesses read and write buffers and "
                           "shared arrays (CUDA aligns a local array to its element only)", n.name_span)
    vector = vector_type(element, int(n.width))
    if vector is None:
        why = "16 bytes at most" if element in VECTOR_ELEMENTS else \
            f"irc's vectors hold {', '.join(VECTOR_ELEMENTS)}; read the elements one by one"
        raise CompileError(f"'{n.name}' holds {element}, which has no vector of {n.width} ({why}): "
                           f"the vector types are {', '.join(VECTOR_TYPES)}", n.width_span)
    return vector.name, vector.width


def component(value: Expr, n: ast.Attr) -> Component:
    """`v.x` of the let or var `v` (`value` reads it)."""
    vector = VECTOR_TYPES.get(value.dtype)
    if vector is None:
        raise CompileError(f"'{n.base}' is {article(value.dtype)}, not a vector: only vectors "
                           f"({', '.join(VECTOR_TYPES)}) have components .x .y .z .w", n.span)
    names = COMPONENTS[:vector.width]
    if len(n.field) != 1 or n.field not in names:
        listed = " ".join(f".{c}" for c in names)
        raise CompileError(f"'{n.base}' is {article(value.dtype)}: its components are {listed}, not .{n.field}",
                           n.span)
    return Component(value, names.index(n.field), vector.element, n.span)
