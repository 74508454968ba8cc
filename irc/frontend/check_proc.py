"""Checking procs: `ast.ProcDecl` -> `Proc`, an affine loop nest as loop-IR statements.

The statements are checked as any body of statements is (check_stmt.py).  A proc refuses what
only kernels have (launch builtins, `sync`, `shared` and `local` arrays, `var`, `while`, vector
accesses) and a loop `step` (strides go in the indices), and it insists that every index, loop
bound and `if` condition be affine in the loop variables around it and the sizes (check_affine.py
says why one is not): the dependence analysis reads the nest as integer sets.  A loop is
`For(var, lower, upper - lower, "serial")` (the extent simplified), as written (the contract of `Proc.body`).
"""
from __future__ import annotations

from ..diagnostics import CompileError
from ..ir.analysis.simplify import simplify_expr
from ..ir.nodes import Expr, For, Stmt, Store
from ..ir.types import VECTOR_TYPES
from ..module import Proc
from . import ast
from .check_affine import affine_condition, affine_index
from .check_expr import ExprChecker, plain_constants
from .check_kernel import BUILTINS
from .check_stmt import StmtChecker, StmtExprChecker, fold_int

PROC_WORDS = ("let", "if", "else", "for", "proc")
NO_THREADS = "a proc runs in one thread, as written"


class ProcExprChecker(StmtExprChecker):
    """Expressions inside a proc: those of any body; array reads at affine indices, one element each."""

    def unknown(self, n: ast.Name):
        if n.id in BUILTINS:
            raise CompileError(f"'{n.id}' is a kernel's builtin; {NO_THREADS}", n.span)
        super().unknown(n)

    def visit_Attr(self, n: ast.Attr):
        if n.base in BUILTINS:
            raise CompileError(f"'{n.base}.{n.field}' is a kernel's builtin; {NO_THREADS}", n.span)
        return super().visit_Attr(n)

    def visit_CallExpr(self, n: ast.CallExpr):
        if n.name in VECTOR_TYPES:
            return ExprChecker.visit_CallExpr(self, n)       # refused: vectors are a kernel's
        return super().visit_CallExpr(n)

    def visit_Index(self, n: ast.Index):
        if n.width is not None:
            raise CompileError(_VECTOR, n.span)
        load = super().visit_Index(n)
        self.sc.affine_indices(n.name, load.indices)
        return load


_VECTOR = "vector accesses (A[i : 4]) are a kernel's; a proc reads and writes one element at a time"


class ProcChecker(StmtChecker):
    """Checks one proc declaration against the sizes of the program (`checker.params`)."""
    kind = "proc"
    words = PROC_WORDS

    def __init__(self, checker, decl: ast.ProcDecl):
        self.decl = decl
        super().__init__(checker, decl.name, ProcExprChecker)

    def check(self) -> Proc:
        d = self.decl
        buffers = self.buffers(d.params)
        return Proc(d.name, buffers, plain_constants(self.stmts(d.body, top=True)), d.span)

    def variable(self, name: str) -> str:
        """What a variable of an affine expression is here: "loop", "let" or "size"."""
        meaning = self.scope.names.get(name)
        return "size" if meaning is None else "loop" if meaning[2:] == ("for",) else "let"

    def affine_indices(self, array: str, indices: tuple[Expr, ...]) -> None:
        for k, index in enumerate(indices):
            affine_index(index, f"index {k + 1} of '{array}'", self.variable)

    def declaration(self, s, rest: tuple, top: bool) -> Stmt:
        if isinstance(s, ast.VarStmt):
            raise CompileError(f"a proc has no vars: its state is its arrays; name a value with "
                               f"`let {s.name} = ...`, or keep it in an array element", s.span)
        if isinstance(s, ast.ArrayDecl):
            raise CompileError(f"local arrays are a kernel's (one per thread); a proc works on its parameters: "
                               f"pass '{s.name}' in as one", s.span)
        return super().declaration(s, rest, top)

    def visit_WhileStmt(self, s: ast.WhileStmt) -> Stmt:
        raise CompileError("a proc loops with `for v in a .. b` (affine bounds), not while: the dependence "
                           "analysis needs each loop's iterations", s.span)

    def visit_SyncStmt(self, s: ast.SyncStmt) -> Stmt:
        raise CompileError(f"sync is a barrier between a kernel's threads; {NO_THREADS}", s.span)

    def visit_AtomicStmt(self, s: ast.AtomicStmt) -> Stmt:
        raise CompileError(f"{s.word} orders the updates of a kernel's threads; {NO_THREADS}", s.word_span)

    def condition(self, node) -> Expr:
        cond = super().condition(node)
        affine_condition(cond, self.variable)
        return cond

    def visit_Assign(self, s: ast.Assign) -> Stmt:
        if s.indices is None:
            raise CompileError(f"a proc changes only its arrays (A[i] {s.op} e); name a value with "
                               f"`let {s.name} = ...`", s.span)
        if s.width is not None:
            raise CompileError(_VECTOR, s.span)
        store: Store = super().visit_Assign(s)
        self.affine_indices(s.name, store.indices)
        return store

    def visit_ForStmt(self, s: ast.ForStmt) -> Stmt:
        if s.step is not None:
            raise CompileError("a proc's loops step by 1 (for v in a .. b); put a stride in the indices, "
                               "A[2 * i]", s.step.span)
        bounds = []
        for node, which in ((s.lo, "lower"), (s.hi, "upper")):
            what = f"the {which} bound of loop '{s.var}'"
            bounds.append(self.integer(node, what))
            affine_index(bounds[-1], what, self.variable)
        self.scope.declare(s.var, ("let", "i32", "for"), s.var_span, self.checker)
        body = self.stmts(s.body)
        self.scope.drop(s.var)
        lo, hi = bounds
        return For(s.var, lo, simplify_expr(fold_int("-", hi, lo)), "serial", body, s.span)


def check_proc(checker, decl: ast.ProcDecl) -> Proc:
    return ProcChecker(checker, decl).check()
