"""Checking procs: `ast.ProcDecl` -> `Proc`, an affine loop nest as loop-IR statements.

The statements are checked as any body of statements is (check_stmt.py): lets, vars (scalar
locals, which the dependence analysis may privatise), local arrays, loops and ifs.  A proc
refuses what only kernels have (launch builtins, `sync`, `shared` arrays, `while`, vector
accesses), takes scalar parameters (`alpha: f64`, read-only), and insists that every index,
loop bound and `if` condition be affine in the loop variables around it, the sizes and the
lets of affine values (check_affine.py says why one is not): the dependence analysis reads the
nest as integer sets.  A loop is `For(var, lower, upper - lower, "serial")` (the extent
simplified), as written (the contract of `Proc.body`); a loop that runs downwards (`step -1`)
is the loop over its iteration's number, up.
"""
from __future__ import annotations

from ..diagnostics import CompileError
from ..ir.analysis.simplify import simplify_expr
from ..ir.nodes import Const, Expr, For, Stmt, Store, Var
from ..ir.types import INT_TYPES, VECTOR_TYPES
from ..ir.visitor import substitute
from ..module import Input, Proc
from . import ast
from .check_affine import affine_condition, affine_index, not_affine
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
        self.affine_lets: set[str] = set()
        super().__init__(checker, decl.name, ProcExprChecker)

    def check(self) -> Proc:
        d = self.decl
        buffers = self.buffers(d.params)
        return Proc(d.name, buffers, plain_constants(self.stmts(d.body, top=True)), d.span)

    def variable(self, name: str) -> str:
        """What a variable of an affine expression is here: "loop", "let" (one whose value is not
        affine) or "size".  A let of an affine value counts as a loop variable: the dependence
        analysis substitutes it (polyhedral.py)."""
        meaning = self.scope.names.get(name)
        if meaning is None:
            return "size"
        return "loop" if meaning[2:] == ("for",) or name in self.affine_lets else "let"

    def declared_let(self, name: str, value: Expr) -> None:
        self.affine_lets.discard(name)
        if value.dtype in INT_TYPES and not_affine(value, self.variable) is None:
            self.affine_lets.add(name)

    def undefined_var(self, s: ast.VarStmt) -> None:
        """`var temp2: f64` as PolyBench's C declares it: undefined until assigned (the
        interpreter's reads of it then are NaN; no read is before a write in PolyBench)."""

    def scalar_param(self, p: ast.KernelParam, dtype: str) -> Input:
        """`alpha: f64`: a value the caller gives, read as a zero-dimensional array that the proc
        never writes."""
        self.scope.declare(p.name, ("param", dtype), p.name_span, self.checker)
        return Input(p.name, dtype, (), "none", p.span)

    def affine_indices(self, array: str, indices: tuple[Expr, ...]) -> None:
        for k, index in enumerate(indices):
            affine_index(index, f"index {k + 1} of '{array}'", self.variable)

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
        if s.width is not None:
            raise CompileError(_VECTOR, s.span)
        store: Store = super().visit_Assign(s)
        self.affine_indices(s.name, store.indices)
        return store

    def visit_ForStmt(self, s: ast.ForStmt) -> Stmt:
        """`for v in a .. b` runs v = a, a + 1, .. b - 1; `for v in a .. b step -1` runs v = a,
        a - 1, .. b + 1 (C's `for (v = a; v > b; v--)`), and is the loop over its iteration's number,
        up, with v replaced by `a - v` in its body: every loop of the IR runs upwards."""
        down = self.step(s)
        bounds = []
        for node, which in ((s.lo, "lower"), (s.hi, "upper")):
            what = f"the {'first value' if down and which == 'lower' else which + ' bound'} of loop '{s.var}'"
            bounds.append(self.integer(node, what))
            affine_index(bounds[-1], what, self.variable)
        self.scope.declare(s.var, ("let", "i32", "for"), s.var_span, self.checker)
        body = self.stmts(s.body)
        self.scope.drop(s.var)
        lo, hi = bounds
        if down:
            value = simplify_expr(fold_int("-", lo, Var(s.var, "i32", s.var_span)))
            return For(s.var, Const(0), simplify_expr(fold_int("-", lo, hi)), "serial",
                       substitute(body, {s.var: value}), s.span)
        return For(s.var, lo, simplify_expr(fold_int("-", hi, lo)), "serial", body, s.span)

    def step(self, s: ast.ForStmt) -> bool:
        """Whether loop `s` runs downwards (`step -1`); any step but 1 and -1 is refused."""
        if s.step is None:
            return False
        step = self.integer(s.step, "a loop's step")
        if not isinstance(step, Const) or int(step.value) not in (1, -1):
            raise CompileError("a proc's loops step by 1 or by -1 (`for i in N - 1 .. -1 step -1` runs i from "
                               "N - 1 down to 0); put a stride in the indices, A[2 * i]", s.step.span)
        return int(step.value) == -1


def check_proc(checker, decl: ast.ProcDecl) -> Proc:
    return ProcChecker(checker, decl).check()
