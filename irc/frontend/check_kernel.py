"""Checking kernels: `ast.KernelDecl` -> `Kernel`, a thread's code as loop-IR statements.

The statements are checked as any body of statements is (check_stmt.py); a kernel adds its
header (buffers, grid, block, registers), the launch builtins (`threadIdx.x` ...), `sync` (a
`Barrier`) and `shared` arrays, collected apart: lowering allocates them once per block.
"""
from __future__ import annotations

from ..diagnostics import CompileError, Span
from ..ir.nodes import ATOMIC_OPS, Allocate, Barrier, Const, Expr, Stmt, Store, Var, block
from ..module import Input, Kernel, SharedArray
from ..naming import AXES, builtin_var
from . import ast
from .check_expr import plain_constants, scalar_type
from .check_stmt import SizeChecker, StmtChecker, StmtExprChecker

BUILTINS = ("threadIdx", "blockIdx", "blockDim", "gridDim")
KERNEL_WORDS = ("let", "var", "shared", "local", "if", "else", "for", "while", "sync", "step",
                "kernel", "grid", "block", "registers", "check") + BUILTINS
MAX_REGISTERS = 255


class KernelExprChecker(StmtExprChecker):
    """Expressions inside a kernel: those of any body, and the launch builtins."""

    def unknown(self, n: ast.Name):
        if n.id in BUILTINS:
            raise CompileError(f"'{n.id}' needs an axis: {n.id}.x, {n.id}.y or {n.id}.z", n.span)
        super().unknown(n)

    def visit_Attr(self, n: ast.Attr):
        if n.base not in BUILTINS:
            return super().visit_Attr(n)             # a component of a vector
        if n.field not in AXES:
            raise CompileError(f"'{n.base}' has fields x, y and z, not '{n.field}'", n.span)
        return self.sc.builtin(n.base, AXES.index(n.field), n.span)

    def unknown_attr(self, n: ast.Attr):
        raise CompileError(f"unknown name '{n.base}.{n.field}'; the builtins are "
                           f"{', '.join(BUILTINS)} with .x .y .z", n.span)


class KernelChecker(StmtChecker):
    """Checks one kernel declaration against the sizes of the program (`checker.params`)."""
    kind = "kernel"
    words = KERNEL_WORDS

    def __init__(self, checker, decl: ast.KernelDecl):
        self.decl = decl
        self.shared: list[SharedArray] = []
        self.grid: tuple[Expr, ...] = ()
        self.block: tuple[Expr, ...] = ()
        super().__init__(checker, decl.name, KernelExprChecker)

    def builtin(self, base: str, axis: int, span) -> Expr:
        dims = self.block if base in ("threadIdx", "blockDim") else self.grid
        if base in ("blockDim", "gridDim"):
            return dims[axis] if axis < len(dims) else Const(1, "i32", span)
        if axis >= len(dims):
            return Const(0, "i32", span)
        return Var(builtin_var(base, AXES[axis]), "i32", span)

    def launch_dims(self, exprs, what: str) -> tuple[Expr, ...]:
        if not 1 <= len(exprs) <= 3:
            first, last = exprs[0].span, exprs[-1].span
            span = Span(first.line, first.column, last.end_line, last.end_column) if first and last \
                else self.decl.launch_span
            raise CompileError(f"{what} takes 1 to 3 dimensions (x, y, z), got {len(exprs)}", span)
        return self.sizes(exprs, f"a {what} dimension")

    def registers(self) -> int | None:
        node = self.decl.registers
        if node is None:
            return None
        value = SizeChecker(self, "registers(...)").size(node)
        if not isinstance(value, Const):
            raise CompileError(f"registers(...) must be an integer constant from 1 to {MAX_REGISTERS}",
                               node.span)
        if not 1 <= int(value.value) <= MAX_REGISTERS:
            raise CompileError(f"a thread has 1 to {MAX_REGISTERS} registers, not {int(value.value)}", node.span)
        return int(value.value)

    def check(self) -> Kernel:
        d = self.decl
        buffers = self.buffers(d.params)
        self.grid = self.launch_dims(d.grid, "grid")
        self.block = self.launch_dims(d.block, "block")
        registers = self.registers()
        body = plain_constants(self.stmts(d.body, top=True), "an i64 var holds it: `var v: i64 = ...`")
        return Kernel(d.name, buffers, self.grid, self.block, registers, tuple(self.shared), body, d.span,
                      d.launch_span)

    def array_decl(self, s: ast.ArrayDecl, top: bool) -> None:
        """A `shared` array: one per block, allocated by lowering around the block's threads."""
        if not top:
            raise CompileError("shared arrays are declared at the top level of a kernel's body, not inside "
                               "an if or a loop", s.span)
        dtype = scalar_type(s.type, s.type_span)
        shape = self.sizes(s.shape, "a shared array's shape")
        array = SharedArray(s.name, dtype, shape, s.span)
        self.scope.declare(s.name, ("array", Input(s.name, dtype, shape, "none", s.span), "shared"),
                           s.name_span, self.checker)
        self.shared.append(array)

    def visit_SyncStmt(self, s: ast.SyncStmt) -> Stmt:
        return Barrier(s.span)

    def visit_AtomicStmt(self, s: ast.AtomicStmt) -> Stmt:
        return self.atomic(s.word, s.word_span, s.name, s.name_span, s.indices, s.values, s.span)

    def declaration(self, s, rest: tuple, top: bool) -> Stmt:
        """`let old = atomicAdd(buf[i], e)`: the element's old value, in a scalar of the thread."""
        call = _atomic_call(s.value) if isinstance(s, ast.LetStmt) else None
        if call is None:
            return super().declaration(s, rest, top)
        store = self.atomic_call(call, s.name)
        self.scope.declare(s.name, ("var", store.value.dtype), s.name_span, self.checker)
        body = block(store, self.stmts(rest, top))
        self.scope.drop(s.name)
        return Allocate(s.name, store.value.dtype, (), "local", body, s.span)

    def visit_Assign(self, s: ast.Assign) -> Stmt:
        """`old = atomicAdd(buf[i], e)` into a var of the element's type."""
        call = _atomic_call(s.value) if s.indices is None and s.op == "=" else None
        if call is None:
            return super().visit_Assign(s)
        meaning = self.scope.names.get(s.name)
        store = self.atomic_call(call, s.name)
        if meaning is None or meaning[0] != "var" or meaning[1] != store.value.dtype:
            raise CompileError(f"{call.name}'s old value goes into a var of its element's type ({store.value.dtype}), "
                               f"or a new let: let {s.name} = {call.name}(...)", s.name_span)
        return store

    def atomic_call(self, call: ast.CallExpr, result: str) -> Store:
        """`atomicAdd(buf[i], e)` as a value: the atomic, its old value into `result`."""
        target = call.args[0] if call.args else None
        if not isinstance(target, ast.Index):
            raise CompileError(f"{call.name} acts on an element of a shared or global array: {call.name}(buf[i], ...)",
                               call.span)
        return self.atomic(call.name, call.name_span, target.name, target.name_span, target.indices, call.args[1:],
                           call.span, result)

    def atomic(self, word: str, word_span, name: str, name_span, indices, values, span, result=None) -> Store:
        """One indivisible `buf[i] = op(buf[i], e)` among all the threads that reach it, on a global
        or shared array of a number type (atomicCAS: `e` where buf[i] equals the value expected)."""
        op = ATOMIC_OPS.get(word)
        if op is None:
            raise CompileError(f"unknown atomic '{word}'; irc's are {', '.join(ATOMIC_OPS)} (atomicSub: atomicAdd "
                               f"of the negation)", word_span)
        array = self.array(name, name_span)
        if self.scope.names[name][2] == "local":
            raise CompileError(f"'{name}' is a thread's local array: no other thread reaches it, so "
                               f"`{name}[...] += e` does what {word} would", name_span)
        if array.dtype not in (("i32", "i64") if op == "cas" else ("i32", "i64", "f32", "f64")):
            kinds = "i32 or i64 elements (it compares them exactly)" if op == "cas" else "i32, i64, f32 or f64 elements"
            raise CompileError(f"{word} acts on {kinds}; '{name}' holds {array.dtype}", name_span)
        if len(indices) != len(array.shape):
            raise CompileError(f"'{name}' has {len(array.shape)} dimension{'s' * (len(array.shape) != 1)}, "
                               f"indexed with {len(indices)}", span)
        if len(values) != (2 if op == "cas" else 1):
            form = "buf[i], expected, e" if op == "cas" else "buf[i], e"
            raise CompileError(f"{word} takes {len(form.split(', '))} arguments: {word}({form})", span)
        index = tuple(self.exprs.subscript(i) for i in indices)
        checked = [self.converted(self.exprs.check(v), array.dtype, v.span, name) for v in values]
        return Store(name, index, checked[-1], span, atomic=op, result=result,
                     compare=checked[0] if op == "cas" else None)


def _atomic_call(node) -> ast.CallExpr | None:
    """`atomicAdd(...)` as the whole of a let's or an assignment's value, else None."""
    return node if isinstance(node, ast.CallExpr) and node.name in ATOMIC_OPS else None


def check_kernel(checker, decl: ast.KernelDecl) -> Kernel:
    return KernelChecker(checker, decl).check()
