"""Checking `check K1, K2: BUF(i, j) = expr`: what a buffer holds after a launch of each kernel,
as a func over the kernel's buffers (read like inputs, with their values before the launch)."""
from __future__ import annotations

from ..diagnostics import CompileError
from ..module import Check, Func, Kernel
from . import ast
from .check_expr import RESERVED, ExprChecker, plain_constants, retype


class CheckExprChecker(ExprChecker):
    """A check's expression: the kernel's buffers read like funcs, `a(i)`, before the launch."""

    def __init__(self, scope: "_BufferScope", index_vars: dict[str, str], func: str):
        super().__init__(scope, index_vars, func)
        self.scope = scope

    def visit_Index(self, n: ast.Index):
        raise CompileError(f"a check reads buffers like funcs, with parentheses: {n.name}(...)", n.span)

    def visit_Attr(self, n: ast.Attr):
        raise CompileError(f"'{n.base}.{n.field}' has no meaning in a check: it says what a buffer holds after "
                           f"a launch of '{self.scope.kernel.name}', from the buffers before it", n.span)

    def visit_CallExpr(self, n: ast.CallExpr):
        if n.name not in self.c.inputs and n.name in self.scope.outside:
            raise CompileError(f"'{n.name}' is not a buffer of kernel '{self.scope.kernel.name}'; its buffers "
                               f"are {', '.join(self.c.inputs) or 'none'}", n.name_span)
        return super().visit_CallExpr(n)


class _BufferScope:
    """A kernel's buffers seen as the inputs of a func: the scope of a `check` expression."""

    def __init__(self, checker, kernel: Kernel):
        self.params = checker.params
        self.inputs = {b.name: b for b in kernel.buffers}
        self.funcs: dict[str, Func] = {}
        self.kernel = kernel
        self.outside = set(checker.inputs) | set(checker.funcs)

    def func(self, d: ast.CheckDecl, dtype: str) -> Func:
        for i, a in enumerate(d.args):
            if a in d.args[:i] or a in self.params or a in self.inputs or a in RESERVED:
                what = "repeated" if a in d.args[:i] else "a size" if a in self.params else \
                    "a buffer" if a in self.inputs else "a reserved name"
                raise CompileError(f"'{a}' cannot name an index of the check: it is {what}", d.span)
        name = f"check.{d.buffer}"
        ec = CheckExprChecker(self, {a: a for a in d.args}, name)
        body = ec.check(d.body)
        for var, spans in ec.free.items():
            if not any(inside for _, inside in spans):
                raise CompileError(f"unknown name '{var}' in the check of '{d.buffer}'; its indices are "
                                   f"{', '.join(d.args) or 'none'}", spans[0][0])
        decl = ast.FuncDecl(name, d.args, d.body, d.span)
        body = ec.implicit_sums(decl, body)
        if (body.dtype == "bool") != (dtype == "bool"):
            raise CompileError(f"the check gives {body.dtype} values for the {dtype} buffer '{d.buffer}'", d.span)
        return Func(d.buffer, d.args, plain_constants(retype(body, dtype)), dtype, d.span)


def check_results(checker, d: ast.CheckDecl) -> Check:
    """`check k1, k2: C(i, j) = expr`, checked against each kernel's buffers; `checker` holds the
    program's sizes, inputs, funcs and kernels by name."""
    func = None
    for name, span in zip(d.kernels, d.kernel_spans):
        k = checker.kernels.get(name)
        if k is None:
            kernels = f"the kernels are {', '.join(checker.kernels)}" if checker.kernels else \
                "the program defines no kernel"
            kind = checker.kind(name)
            what = f"'{name}' is {'an' if kind == 'input' else 'a'} {kind}, not a kernel" if kind \
                else f"unknown kernel '{name}'"
            raise CompileError(f"{what}; {kernels}", span)
        target = k.buffer(d.buffer)
        if target is None:
            raise CompileError(f"kernel '{name}' has no buffer '{d.buffer}'; its buffers are "
                               f"{', '.join(b.name for b in k.buffers) or 'none'}", d.buffer_span)
        if len(d.args) != len(target.shape):
            raise CompileError(f"'{d.buffer}' has {len(target.shape)} dimension"
                               f"{'s' * (len(target.shape) != 1)}, the check names {len(d.args)}", d.span)
        func = _BufferScope(checker, k).func(d, target.dtype)
    return Check(d.kernels, func, d.span)
