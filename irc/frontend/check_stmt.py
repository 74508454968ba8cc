"""Checking a body of statements: `ast` statements -> nested loop-IR statements, for every kind of
program whose code is statements (kernels, procs).

A statement list becomes nested IR: `let v = e` scopes the statements after it (`LetStmt`),
`var v: T = e` is a zero-dimensional local allocation read with `Load(v, ())` and written with
`Store`, `local` arrays are local allocations, `for` loops are serial `For`s, `if` and `while`
are `If` and `While`; lets and vars may hold vectors (check_vector.py).  A kind subclasses
`StmtChecker` for what only it has (a kernel: launch builtins, shared arrays, `sync`) or refuses
(a proc: what is not affine).
"""
from __future__ import annotations

from ..diagnostics import CompileError
from ..ir.nodes import (Allocate, Binary, Block, Const, Expr, For, If, Load, LetStmt, Stmt, Store, Var, Vector, While,
                        block)
from ..ir.types import ANY_INT_TYPES, COMPONENTS, FLOAT_TYPES, VECTOR_TYPES, holds_every, wide_type
from ..ir.visitor import Dispatcher
from ..module import Input
from . import ast
from .check_expr import RESERVED, VECTOR_OPERAND, ExprChecker, Literal, article, retype, scalar_type, value_type
from .check_vector import access_type, component


class Scope:
    """What a name means in a body of statements: ("let", dtype) | ("let", "i32", "for") for a
    loop variable | ("var", dtype) | ("array", Input-like, memory scope).  `unit` says whose body
    ("kernel 'k'"), `words` are the names its syntax reserves."""

    def __init__(self, unit: str, words: tuple[str, ...]):
        self.unit = unit
        self.words = words
        self.names: dict[str, tuple] = {}
        self.spans: dict[str, object] = {}

    def declare(self, name: str, meaning: tuple, span, checker) -> None:
        if name in self.names:
            line = self.spans[name].line if self.spans.get(name) else "?"
            raise CompileError(f"'{name}' is already declared in {self.unit}, at line {line}", span)
        if name in checker.params:
            raise CompileError(f"'{name}' shadows the size '{name}'; give it another name", span)
        if name in RESERVED or name in self.words:
            raise CompileError(f"'{name}' is a reserved name", span)
        self.names[name] = meaning
        self.spans[name] = span

    def drop(self, name: str) -> None:
        del self.names[name]
        del self.spans[name]


class StmtExprChecker(ExprChecker):
    """Expressions in a body of statements: sizes, lets, vars and arrays `a[i, j]` (not funcs)."""

    def __init__(self, sc: "StmtChecker"):
        super().__init__(sc.checker, {}, None)
        self.sc = sc

    def visit_Name(self, n: ast.Name):
        meaning = self.sc.scope.names.get(n.id)
        if meaning is None:
            if n.id in self.c.params:
                return Var(n.id, "i32", n.span)
            self.unknown(n)
        kind, dtype = meaning[0], meaning[1]
        if kind == "let":
            return Var(n.id, dtype, n.span)
        if kind in ("var", "param"):
            return Load(n.id, (), dtype, n.span)
        raise CompileError(f"'{n.id}' is an array: index it, {n.id}[...]", n.span)

    def unknown(self, n: ast.Name):
        """A name that is neither a size nor declared here: an error saying what it might be."""
        self.sc.array(n.id, n.span)     # raises: not a buffer of this body, or unknown

    def visit_Index(self, n: ast.Index):
        array = self.sc.array(n.name, n.name_span)
        if len(n.indices) != len(array.shape):
            raise CompileError(f"'{n.name}' has {len(array.shape)} dimension{'s' * (len(array.shape) != 1)}, "
                               f"indexed with {len(n.indices)}", n.span)
        indices = tuple(self.subscript(i) for i in n.indices)
        if n.width is None:
            return Load(n.name, indices, array.dtype, n.span)
        dtype, width = access_type(n, array.dtype, self.sc.scope.names[n.name][2])
        return Load(n.name, indices, dtype, n.span, width)

    def visit_Attr(self, n: ast.Attr):
        """`v.x`: a component of the vector let or var `v`."""
        meaning = self.sc.scope.names.get(n.base)
        if meaning is None or meaning[0] == "array":
            return self.unknown_attr(n)
        return component(self.visit_Name(ast.Name(n.base, n.span)), n)

    def unknown_attr(self, n: ast.Attr):
        return super().visit_Attr(n)

    def subscript(self, node) -> Expr:
        """An array index.  An i64 (or a u32) is an i64, as CUDA indexes with a long: an index past
        2**31 is out of bounds, not wrapped onto another element."""
        e = self.check(node)
        if e.dtype not in ANY_INT_TYPES:
            raise CompileError(f"index must be an integer, not {e.dtype}", node.span)
        return retype(e, wide_type(e.dtype))

    def visit_CallExpr(self, n: ast.CallExpr):
        meaning = self.sc.scope.names.get(n.name)
        if meaning is not None and meaning[0] == "array":
            raise CompileError(f"'{n.name}' is an array: index it with square brackets, {n.name}[...]",
                               n.name_span)
        if meaning is not None:
            raise CompileError(f"'{n.name}' is a {meaning[0]}, not a function", n.name_span)
        if n.name in self.c.inputs or n.name in self.c.funcs:
            raise CompileError(f"'{n.name}' is not a buffer of {self.sc.unit}; pass it as a "
                               f"parameter", n.name_span)
        if n.name in VECTOR_TYPES:
            return self.vector(n, VECTOR_TYPES[n.name])
        return super().visit_CallExpr(n)

    def vector(self, n: ast.CallExpr, vector) -> Vector:
        """`f32x4(a, b, c, d)`: each component converted to the element type as a store would be."""
        self._arity(n, vector.width)
        values = tuple(StmtChecker.converted(self.operand(a), vector.element, a.span, f"{n.name}(...).{c}")
                       for a, c in zip(n.args, COMPONENTS))
        return Vector(values, vector.name, n.span)

    def visit_SumExpr(self, n: ast.SumExpr):
        raise CompileError(f"sum(...) is for funcs; in a {self.sc.kind} write the loop", n.span)


class SizeChecker(ExprChecker):
    """Expressions computed before the body runs (shapes; a kernel's launch dimensions and
    registers): sizes and constants only."""

    def __init__(self, sc: "StmtChecker", what: str):
        super().__init__(sc.checker, {}, None)
        self.sc, self.what = sc, what

    def _only(self) -> str:
        sizes = ", ".join(self.c.params)
        return f"{self.what} may use only sizes ({sizes}) and constants" if sizes else \
            f"{self.what} may use only constants"

    def visit_Name(self, n: ast.Name):
        meaning = self.sc.scope.names.get(n.id)
        if meaning is not None:
            kind = {"let": "a let", "var": "a var"}.get(meaning[0], "an array")
            raise CompileError(f"'{n.id}' is {kind} of {self.sc.unit}; {self._only()}", n.span)
        if n.id not in self.c.params:
            raise CompileError(f"unknown name '{n.id}'; {self._only()}", n.span)
        return super().visit_Name(n)

    def visit_Attr(self, n: ast.Attr):
        raise CompileError(f"'{n.base}.{n.field}' is not known here: {self._only()}", n.span)

    def visit_Index(self, n: ast.Index):
        raise CompileError(f"'{n.name}[...]' is not known here: {self._only()}", n.span)

    def visit_CallExpr(self, n: ast.CallExpr):
        if n.name in self.c.inputs or n.name in self.c.funcs:
            raise CompileError(f"'{n.name}(...)' is not known here: {self._only()}", n.span)
        return super().visit_CallExpr(n)

    def size(self, node) -> Expr:
        e = self.check(node)
        if e.dtype not in ANY_INT_TYPES:
            raise CompileError(f"{self.what} must be an integer, not {e.dtype}", node.span)
        return retype(e, "i32")


class StmtChecker(Dispatcher):
    """Checks the statements of one body against the program's sizes (`checker.params`); `kind`
    names what the body belongs to in messages ("kernel"), `words` the names its syntax reserves."""
    kind = "body"
    words: tuple[str, ...] = ()

    def __init__(self, checker, name: str, exprs_class=None):
        self.checker = checker
        self.name = name
        self.unit = f"{self.kind} '{name}'"
        self.scope = Scope(self.unit, self.words)
        self.exprs = (exprs_class or StmtExprChecker)(self)

    def array(self, name: str, span):
        meaning = self.scope.names.get(name)
        if meaning is None and (name in self.checker.inputs or name in self.checker.funcs):
            raise CompileError(f"'{name}' is not a buffer of {self.unit}; pass it as a parameter", span)
        if meaning is None:
            raise CompileError(f"unknown name '{name}' in {self.unit}", span)
        if meaning[0] != "array":
            raise CompileError(f"'{name}' is a scalar {meaning[0]}; it has no indices", span)
        return meaning[1]

    def buffers(self, params: tuple[ast.KernelParam, ...]) -> tuple[Input, ...]:
        """The array parameters `A: f32[N, M]` of the body, declared in its scope."""
        out = []
        for p in params:
            dtype = scalar_type(p.type, p.type_span)
            if p.shape is None:
                out.append(self.scalar_param(p, dtype))
                continue
            buf = Input(p.name, dtype, self.sizes(p.shape, "a buffer's shape"), "none", p.span)
            self.scope.declare(p.name, ("array", buf, "global"), p.name_span, self.checker)
            out.append(buf)
        return tuple(out)

    def scalar_param(self, p: ast.KernelParam, dtype: str) -> Input:
        """A parameter without a shape (`alpha: f64`): procs take them, as values."""
        raise CompileError(f"a {self.kind}'s parameters are buffers with a shape, {p.name}: {p.type}[N]; "
                           f"pass a scalar in a one-element buffer", p.span)

    def sizes(self, exprs, what: str) -> tuple[Expr, ...]:
        checker = SizeChecker(self, what)
        return tuple(checker.size(e) for e in exprs)

    def array_decl(self, s: ast.ArrayDecl, top: bool) -> None:
        raise CompileError(f"{s.scope} arrays are not part of a {self.kind}", s.span)

    def stmts(self, items: tuple, top: bool = False) -> Stmt:
        """The IR of a statement list; a declaration scopes the statements after it.  `top`: the
        body itself (not inside an if or a loop)."""
        out: list[Stmt] = []
        for i, s in enumerate(items):
            if isinstance(s, (ast.LetStmt, ast.VarStmt)) or (isinstance(s, ast.ArrayDecl) and s.scope == "local"):
                out.append(self.declaration(s, items[i + 1:], top))
                break
            if isinstance(s, ast.ArrayDecl):
                self.array_decl(s, top)
                continue
            out.append(self.visit(s))
        return block(*out) if out else Block(())

    def declaration(self, s, rest: tuple, top: bool) -> Stmt:
        if isinstance(s, ast.LetStmt):
            value = self.value(s.value)
            self.declared_let(s.name, value)
            self.scope.declare(s.name, ("let", value.dtype), s.name_span, self.checker)
            body = self.stmts(rest, top)
            self.scope.drop(s.name)
            return LetStmt(s.name, value, body, s.span)
        dtype = (value_type if isinstance(s, ast.VarStmt) else scalar_type)(s.type, s.type_span)
        if isinstance(s, ast.VarStmt):
            if s.value is None:
                self.undefined_var(s)           # refused where a var must start with a value
                first = ()
            else:
                first = (Store(s.name, (), self.converted(self.exprs.check(s.value), dtype, s.value.span, s.name),
                               s.span),)
            self.scope.declare(s.name, ("var", dtype), s.name_span, self.checker)
            body = block(*first, self.stmts(rest, top))
            self.scope.drop(s.name)
            return Allocate(s.name, dtype, (), "local", body, s.span)
        shape = self.sizes(s.shape, "a local array's shape")
        self.scope.declare(s.name, ("array", Input(s.name, dtype, shape, "none", s.span), "local"),
                           s.name_span, self.checker)
        body = self.stmts(rest, top)
        self.scope.drop(s.name)
        return Allocate(s.name, dtype, tuple((Const(0), e) for e in shape), "local", body, s.span)

    def undefined_var(self, s: ast.VarStmt) -> None:
        """`var t: f32` without a value: refused (a kernel's registers start with one)."""
        raise CompileError(f"a {self.kind}'s var starts with a value: `var {s.name}: {s.type} = ...`", s.span)

    def declared_let(self, name: str, value: Expr) -> None:
        """Called with every let's value before it is in scope (procs see through affine ones)."""

    def missing(self, s) -> Stmt:
        raise CompileError(f"unexpected statement {type(s).__name__}", getattr(s, "span", None))

    def visit_IfStmt(self, s: ast.IfStmt) -> Stmt:
        other = self.stmts(s.otherwise) if s.otherwise is not None else None
        return If(self.condition(s.cond), self.stmts(s.then), other, s.span)

    def visit_WhileStmt(self, s: ast.WhileStmt) -> Stmt:
        return While(self.condition(s.cond), self.stmts(s.body), s.span)

    def value(self, node) -> Expr:
        e = self.exprs.check(node)
        return retype(e, e.dtype)

    def condition(self, node) -> Expr:
        e = self.exprs.check(node)
        if e.dtype != "bool":
            raise CompileError(f"a condition must be bool, not {e.dtype}", node.span)
        return e

    def integer(self, node, what: str = "a loop bound") -> Expr:
        e = self.exprs.check(node)
        if e.dtype not in ANY_INT_TYPES:
            raise CompileError(f"{what} must be an integer, not {e.dtype}", node.span)
        return retype(e, "i32")

    @staticmethod
    def converted(e: Expr, dtype: str, span, target: str) -> Expr:
        """`e` as `dtype` where C would convert without loss of kind (int -> float, f32 <-> f64) or
        of value (an integer into one that holds all its values: u8 -> i16); a vector only as itself."""
        if VECTOR_TYPES.keys() & {e.dtype, dtype} and e.dtype != dtype:
            hint = f"; build one with {dtype}(...)" if e.dtype not in VECTOR_TYPES else ""
            raise CompileError(f"cannot store {article(e.dtype)} in the {dtype} '{target}'{hint}", span)
        if isinstance(e, Literal) or e.dtype == dtype:
            if isinstance(e, Literal) and e.dtype in FLOAT_TYPES and dtype in ANY_INT_TYPES:
                raise CompileError(f"cannot store the float {e.value} in the {dtype} '{target}'", span)
            if (e.dtype == "bool") != (dtype == "bool"):
                raise CompileError(f"cannot store {article(e.dtype)} in the {dtype} '{target}'", span)
            return retype(e, dtype)
        if dtype in FLOAT_TYPES and e.dtype in ANY_INT_TYPES + FLOAT_TYPES or holds_every(dtype, e.dtype):
            return retype(e, dtype)
        raise CompileError(f"cannot store {article(e.dtype)} in the {dtype} '{target}' without a cast: "
                           f"write {dtype}(...)", span)

    def visit_Assign(self, s: ast.Assign) -> Stmt:
        meaning = self.scope.names.get(s.name)
        if meaning is None and s.indices is None and s.op == "=":
            raise CompileError(f"unknown name '{s.name}' in {self.unit}; declare it first, "
                               f"e.g. `var {s.name}: f32 = ...`", s.name_span)
        if meaning is None:
            self.array(s.name, s.name_span)
        if s.indices is None:
            if meaning[0] == "let" and meaning[2:] == ("for",):
                raise CompileError(f"'{s.name}' is a loop variable and cannot be assigned; use a var of "
                                   "your own, or a while loop", s.name_span)
            if meaning[0] == "let":
                raise CompileError(f"'{s.name}' is a let and cannot change; declare it with "
                                   f"`var {s.name}: {meaning[1]} = ...`", s.name_span)
            if meaning[0] == "array":
                raise CompileError(f"'{s.name}' is an array: assign its elements, {s.name}[...] = ...",
                                   s.name_span)
            if meaning[0] == "param":
                raise CompileError(f"'{s.name}' is a scalar parameter of {self.unit}, read-only; copy it "
                                   f"into a var to change it", s.name_span)
            indices, dtype = (), meaning[1]
        else:
            array = self.array(s.name, s.name_span)
            if len(s.indices) != len(array.shape):
                raise CompileError(f"'{s.name}' has {len(array.shape)} dimension"
                                   f"{'s' * (len(array.shape) != 1)}, indexed with {len(s.indices)}", s.span)
            indices, dtype = tuple(self.exprs.subscript(i) for i in s.indices), array.dtype
        width = 1
        if s.width is not None:
            dtype, width = access_type(s, dtype, meaning[2])
        value = self.exprs.check(s.value)
        if s.op != "=":
            if dtype == "bool":
                raise CompileError(f"'{s.op}' is not defined on bool", s.span)
            if dtype in VECTOR_TYPES:
                raise CompileError(VECTOR_OPERAND, s.span)
            old = Load(s.name, indices, dtype, s.span)
            value = self.converted(value, dtype, s.value.span, s.name)
            value = Binary(s.op[0], old, value, dtype, s.span)
        return Store(s.name, indices, self.converted(value, dtype, s.value.span, s.name), s.span, width)

    def visit_ForStmt(self, s: ast.ForStmt) -> Stmt:
        lo, hi = self.integer(s.lo), self.integer(s.hi)
        step = None
        if s.step is not None:
            step = self.integer(s.step, "a loop's step")
            if not isinstance(step, Const):
                raise CompileError("a loop's step must be an integer constant, e.g. `step 32`", s.step.span)
            if int(step.value) <= 0:
                raise CompileError(f"a loop's step must be positive, got {int(step.value)}", s.step.span)
        self.scope.declare(s.var, ("let", "i32", "for"), s.var_span, self.checker)
        body = self.stmts(s.body)
        self.scope.drop(s.var)
        start = lo if isinstance(lo, (Const, Var)) else Var(f"{s.var}.start", "i32", lo.span)
        extent = fold_int("-", hi, start)
        if step is None or step.value == 1:
            loop = For(s.var, start, extent, "serial", body, s.span)
        else:
            counter = f"{s.var}.n"
            trips = fold_int("/", fold_int("+", extent, Const(int(step.value) - 1)), step)
            value = Binary("+", start, Binary("*", Var(counter, "i32"), step, "i32"), "i32")
            loop = For(counter, Const(0), trips, "serial", LetStmt(s.var, value, body, s.span), s.span)
        # a start read from memory is read once, as a compiled loop would
        return loop if start is lo else LetStmt(start.name, lo, loop, s.span)


def fold_int(op: str, a: Expr, b: Expr) -> Expr:
    """`a op b`, computed now when both are integer constants (loop extents read better)."""
    if op in "+-" and isinstance(b, Const) and b.value == 0:
        return a
    if isinstance(a, Const) and isinstance(b, Const):
        x, y = int(a.value), int(b.value)
        if op == "/":
            return Const(x // y, "i32")
        return Const(x + y if op == "+" else x - y, "i32")
    return Binary(op, a, b, "i32")
