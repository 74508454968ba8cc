"""Structural checks of a Function, run after each pass with `--verify-each`.

Checks that every variable is defined before use, that loads and stores name a buffer in
scope with the right number of indices, that types agree, and that loop kinds and memory
scopes are known.  A failure is an `InternalError`: it is a compiler bug, not a user error.
"""
from __future__ import annotations

from ..diagnostics import InternalError
from .nodes import (LOOP_KINDS, MEMORY_SCOPES, Allocate, Binary, COMPARE_OPS, Const,
                    For, Function, LetStmt, Load, LOGIC_OPS, Reduce, Store)
from .printer import to_str
from .types import DTYPES, INT_TYPES
from .visitor import Visitor


class _Verifier(Visitor):
    def __init__(self, fn: Function):
        self.vars = set(fn.params)
        self.buffers = {b.name: len(b.bounds) for b in fn.buffers}
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
        if node.scope not in MEMORY_SCOPES or node.dtype not in DTYPES:
            self.fail(node, "bad scope or type in allocate")
        for lo, ext in node.bounds:
            self.visit(lo)
            self.visit(ext)
        outer = self.buffers.get(node.buffer)
        self.buffers[node.buffer] = len(node.bounds)
        self.visit(node.body)
        if outer is None:
            del self.buffers[node.buffer]
        else:
            self.buffers[node.buffer] = outer

    def check_access(self, node, buffer, indices):
        rank = self.buffers.get(buffer)
        if rank is None:
            self.fail(node, f"buffer '{buffer}' accessed outside its allocation")
        elif rank != len(indices):
            self.fail(node, f"buffer '{buffer}' has {rank} dimensions, accessed with {len(indices)}")
        for i in indices:
            if i.dtype not in INT_TYPES:
                self.fail(node, f"index of '{buffer}' has type {i.dtype}")

    def visit_Load(self, node: Load):
        self.check_access(node, node.buffer, node.indices)
        self.generic_visit(node)

    def visit_Store(self, node: Store):
        self.check_access(node, node.buffer, node.indices)
        self.generic_visit(node)

    def visit_Binary(self, node: Binary):
        if node.a.dtype != node.b.dtype:
            self.fail(node, f"operands of '{node.op}' have types {node.a.dtype} and {node.b.dtype}")
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
    v.buffers.update(calls or {})
    for b in fn.buffers:
        for lo, ext in b.bounds:
            v.visit(lo)
            v.visit(ext)
    v.visit(fn.body)
    if v.errors:
        raise InternalError(f"IR of '{fn.name}' is malformed:\n  " + "\n  ".join(v.errors[:20]))
