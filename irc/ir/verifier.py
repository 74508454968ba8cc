"""Structural checks of a Function, run after each pass with `--verify-each`.

Checks that every variable is defined before use, that loads and stores name a buffer in
scope with the right number of indices, that types agree (a vector access moves a vector of
its width, vectors are only built, taken apart and moved), and that loop kinds and memory
scopes are known.  A failure is an `InternalError`: it is a compiler bug, not a user error.
"""
from __future__ import annotations

from ..diagnostics import InternalError
from .nodes import (BITWISE_OPS, LOOP_KINDS, SHIFT_OPS, MEMORY_SCOPES, Allocate, Binary, COMPARE_OPS, Component, Const,
                    For, Function, LetStmt, Load, LOGIC_OPS, Prefetch, Reduce, Sort, Store, Vector)
from .printer import to_str
from .types import ANY_INT_TYPES, DTYPES, INT_TYPES, VECTOR_TYPES, vector_type
from .visitor import Visitor


class _Verifier(Visitor):
    def __init__(self, fn: Function):
        self.vars = set(fn.params)
        self.buffers = {b.name: (len(b.bounds), b.dtype) for b in fn.buffers}    # name -> (rank, element type)
        self.errors: list[str] = []

    def fail(self, node, message):
        self.errors.append(f"{message}: {to_str(node)}".splitlines()[0])

    def scoped(self, name, visit_body):
        fresh = name not in self.vars
        self.vars.add(name)
        visit_body()
        if fresh:
            self.vars.discard(name)

    def visit_Var(self, node):
        if node.name not in self.vars:
            self.fail(node, f"variable '{node.name}' used outside its scope")

    def visit_For(self, node: For):
        if node.kind not in LOOP_KINDS:
            self.fail(node, f"unknown loop kind '{node.kind}'")
        self.visit(node.min)
        self.visit(node.extent)
        self.scoped(node.var, lambda: self.visit(node.body))

    def visit_LetStmt(self, node: LetStmt):
        self.visit(node.value)
        self.scoped(node.var, lambda: self.visit(node.body))

    def visit_Reduce(self, node: Reduce):
        self.visit(node.min)
        self.visit(node.extent)
        self.scoped(node.var, lambda: self.visit(node.body))

    def visit_Allocate(self, node: Allocate):
        register = node.scope == "local" and not node.bounds      # a thread's var may hold a vector
        if node.scope not in MEMORY_SCOPES or not (node.dtype in DTYPES or register and node.dtype in VECTOR_TYPES):
            self.fail(node, "bad scope or type in allocate")
        for lo, ext in node.bounds:
            self.visit(lo)
            self.visit(ext)
        outer = self.buffers.get(node.buffer)
        self.buffers[node.buffer] = (len(node.bounds), node.dtype)
        self.visit(node.body)
        if outer is None:
            del self.buffers[node.buffer]
        else:
            self.buffers[node.buffer] = outer

    def check_access(self, node, buffer, indices):
        rank = self.buffers.get(buffer, (None,))[0]
        if rank is None:
            self.fail(node, f"buffer '{buffer}' accessed outside its allocation")
        elif rank != len(indices):
            self.fail(node, f"buffer '{buffer}' has {rank} dimensions, accessed with {len(indices)}")
        for i in indices:
            if i.dtype not in INT_TYPES:
                self.fail(node, f"index of '{buffer}' has type {i.dtype}")

    def visit_Load(self, node: Load):
        self.check_access(node, node.buffer, node.indices)
        self.check_width(node, node.dtype, node.width)
        self.generic_visit(node)

    def visit_Store(self, node: Store):
        self.check_access(node, node.buffer, node.indices)
        self.check_width(node, node.value.dtype, node.width)
        self.generic_visit(node)

    def visit_Prefetch(self, node: Prefetch):
        if not isinstance(node.address, Load):
            self.fail(node, "prefetch of something that is not an element of a buffer")
        self.generic_visit(node)

    def visit_Sort(self, node: Sort):
        for buffer in (node.buffer, node.scratch):
            if self.buffers.get(buffer) != (1, "i32"):
                self.fail(node, f"sort of '{buffer}': not a one-dimensional i32 buffer in scope")
        for e in (node.lo, node.count):
            if e.dtype not in INT_TYPES:
                self.fail(node, f"sort bound of type {e.dtype}")
        self.generic_visit(node)

    def check_width(self, node, dtype: str, width: int):
        """An access of `width` elements moves a vector of them; one of one element, the element
        (a thread's var may hold a vector)."""
        element = self.buffers.get(node.buffer, (None, None))[1]
        if width == 1 and dtype not in VECTOR_TYPES or element is None:
            return
        vector = vector_type(element, width) if width > 1 else None
        if dtype != (vector.name if vector else element):
            self.fail(node, f"an access of {width} {element} element{'s' * (width != 1)} of '{node.buffer}' "
                            f"moves {dtype}")

    def visit_Component(self, node: Component):
        vector = VECTOR_TYPES.get(node.vector.dtype)
        if vector is None or not 0 <= node.index < vector.width or node.dtype != vector.element:
            self.fail(node, f"component {node.index} ({node.dtype}) of a {node.vector.dtype}")
        self.generic_visit(node)

    def visit_Vector(self, node: Vector):
        vector = VECTOR_TYPES.get(node.dtype)
        if vector is None or [v.dtype for v in node.values] != [vector.element] * vector.width:
            self.fail(node, f"a {node.dtype} built of {', '.join(v.dtype for v in node.values)}")
        self.generic_visit(node)

    def visit_Binary(self, node: Binary):
        if node.a.dtype != node.b.dtype and node.op not in SHIFT_OPS:    # a shift's amount keeps its type
            self.fail(node, f"operands of '{node.op}' have types {node.a.dtype} and {node.b.dtype}")
        if node.a.dtype in VECTOR_TYPES:
            self.fail(node, f"'{node.op}' computes with {node.a.dtype} values")
        if node.op in BITWISE_OPS and not {node.a.dtype, node.b.dtype} <= set(ANY_INT_TYPES):
            self.fail(node, f"'{node.op}' of {node.a.dtype} and {node.b.dtype}: bitwise operators take integers")
        expected = "bool" if node.op in COMPARE_OPS or node.op in LOGIC_OPS else node.a.dtype
        if node.dtype != expected:
            self.fail(node, f"'{node.op}' has type {node.dtype}, expected {expected}")
        self.generic_visit(node)

    def visit_Const(self, node: Const):
        if node.dtype not in DTYPES:
            self.fail(node, f"unknown type {node.dtype}")


def verify(fn: Function, allow_free: frozenset[str] = frozenset(), calls: dict[str, int] | None = None) -> None:
    """Raise InternalError listing every problem found in `fn`.  `allow_free`: variables a later
    pass defines; `calls`: name -> rank of the funcs read as calls, with no storage, until a
    later pass inlines them."""
    v = _Verifier(fn)
    v.vars |= allow_free
    v.buffers.update({name: (rank, None) for name, rank in (calls or {}).items()})
    for b in fn.buffers:
        for lo, ext in b.bounds:
            v.visit(lo)
            v.visit(ext)
    v.visit(fn.body)
    if v.errors:
        raise InternalError(f"IR of '{fn.name}' is malformed:\n  " + "\n  ".join(v.errors[:20]))
