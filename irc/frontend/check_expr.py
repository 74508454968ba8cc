"""Typing of expressions, shared by every kind of program: literals that adopt the type of the
other operand, the promotion of mixed operands, casts, intrinsics, reads of inputs and funcs,
and the einsum rule (an index that appears only on the right is summed over).

`ExprChecker` turns an `ast` expression into an IR expression; the checkers of funcs, kernels
and `check` declarations subclass it to say what names mean in their scope.
"""
from __future__ import annotations

import copy
from dataclasses import replace

from ..diagnostics import CompileError
from ..ir.nodes import BITWISE_OPS, REDUCTIONS, SHIFT_OPS, Binary, Call, Cast, Const, Expr, Load, Reduce, Unary, Var
from ..ir.types import ANY_INT_TYPES, DTYPES, FLOAT_TYPES, VECTOR_TYPES, int_range, match_types
from ..ir.visitor import Dispatcher, Mutator
from ..module import Input
from . import ast
from . import halide_functions
from .syntax_errors import cuda_spelling

TYPES = DTYPES
MATH_FUNCS = ("sqrt", "exp", "log", "sin", "cos", "tanh", "abs", "floor", "ceil", "pow", "fast_exp")
KEYWORDS = ("param", "input", "func", "output", "schedule", "boundary", "rdom", "true", "false")  # `in` is a name too
HALIDE_HELPERS = ("absd", "lerp", "mux", "saturating_cast")
RESERVED = TYPES + tuple(VECTOR_TYPES) + MATH_FUNCS + KEYWORDS + ("min", "max", "select", "clamp", "ceil_div")
VECTOR_OPERAND = "vector values are loaded, stored and taken apart, not computed with; use .x .y .z .w"


def scalar_type(name: str, span) -> str:
    """A type named in the source, checked: of a size, an input, a buffer or an array."""
    if name in VECTOR_TYPES:
        raise CompileError(f"'{name}' is a vector type, which a kernel's let or var may hold; buffers and arrays "
                           f"hold scalars (a[i : {VECTOR_TYPES[name].width}] reads {VECTOR_TYPES[name].width} "
                           f"of them as one {name})", span)
    if name not in TYPES:
        raise CompileError(f"unknown type '{name}'; expected one of {', '.join(TYPES)}", span)
    return name


def value_type(name: str, span) -> str:
    """The type of a `var`: a scalar or a vector type."""
    return name if name in VECTOR_TYPES else scalar_type(name, span)


def article(dtype: str) -> str:
    """`a bool`, `an f32`, `an f32x4`, `a u8`."""
    return f"a {dtype}" if dtype == "bool" or dtype.startswith("u") else f"an {dtype}"


class Literal(Const):
    """A constant written in the source: adopts the type of the other operand."""
    __slots__ = ()


class PlainConstants(Mutator):
    """Literals left in their source form (`true` in `select(c, true, false)`) become plain
    constants: `Literal` only steers typing inside the checker and must not reach the IR.  An
    integer constant must fit its type: the code computes in that type, and C would not wrap a
    literal (a literal beside a u8 is a u8: 256 there is refused, as Halide refuses it).  `wide`
    says where a wider integer can be had."""

    def __init__(self, wide: str):
        self.wide = wide

    def visit_Literal(self, e: Literal):
        return self.visit_Const(Const(e.value, e.dtype, e.span))

    def visit_Const(self, e: Const):
        if e.dtype in ANY_INT_TYPES and not int_range(e.dtype)[0] <= e.value <= int_range(e.dtype)[1]:
            hint = f"; {self.wide}" if self.wide and e.dtype == "i32" and -2 ** 63 <= e.value < 2 ** 63 else ""
            raise CompileError(f"the integer {e.value} does not fit in {e.dtype}{hint}", e.span)
        return e


def plain_constants(node, wide: str = ""):
    return PlainConstants(wide).visit(node)


def retype(e: Expr, dtype: str) -> Expr:
    if isinstance(e, Literal) and e.dtype != "bool" and dtype != "bool":
        value = float(e.value) if dtype in FLOAT_TYPES else e.value
        if dtype in ANY_INT_TYPES and isinstance(value, float):
            return Cast(dtype, Const(value, e.dtype), e.span)
        return Const(value, dtype, e.span)
    return e if e.dtype == dtype else Cast(dtype, e, e.span)


def spanned(e: Expr, span) -> Expr:
    """`e` (built by irc/frontend/halide_functions.py) pointing at the call it came from."""
    return replace(e, span=span)


def unify(a: Expr, b: Expr, span) -> tuple[Expr, Expr, str]:
    if a.dtype == "bool" or b.dtype == "bool":
        if a.dtype != b.dtype:
            raise CompileError(f"cannot combine {a.dtype} and {b.dtype}", span)
        return a, b, "bool"
    if isinstance(a, Literal) and not isinstance(b, Literal):
        t = b.dtype if not (a.dtype in FLOAT_TYPES and b.dtype in ANY_INT_TYPES) else a.dtype
    elif isinstance(b, Literal) and not isinstance(a, Literal):
        t = a.dtype if not (b.dtype in FLOAT_TYPES and a.dtype in ANY_INT_TYPES) else b.dtype
    else:
        t = match_types(a.dtype, b.dtype)
    return retype(a, t), retype(b, t), t


class ExprChecker(Dispatcher):
    """Checks one expression in a scope of index variables; `checker` gives the program's
    params, inputs and funcs by name.  Only an update definition reads the func it defines."""
    reads_itself = False

    def __init__(self, checker, index_vars: dict[str, str], func: str | None):
        self.c = checker
        self.index_vars = dict(index_vars)   # source name -> IR var name
        self.func = func
        self.implicit: dict[str, list] = {}  # free index var -> [(input, dim, span)]
        self.free: dict[str, list] = {}      # free var -> [(span, inside the indices of a read)]
        self.in_access = 0

    def check(self, node) -> Expr:
        """The IR of syntax `node`, typed."""
        return self.visit(node)

    def operand(self, node) -> Expr:
        """The IR of an operand of an operator or a function: a scalar (vectors are only moved)."""
        e = self.check(node)
        if e.dtype in VECTOR_TYPES:
            raise CompileError(VECTOR_OPERAND, node.span)
        return e

    def visit_Num(self, n: ast.Num):
        dtype = {"int": "i32", "float": "f32", "bool": "bool"}[n.kind]
        return Literal(n.value, dtype, n.span)

    def visit_Name(self, n: ast.Name):
        if n.id in self.index_vars:
            return Var(self.index_vars[n.id], "i32", n.span)
        if self.c.params.get(n.id):
            return Var(n.id, "i32", n.span)
        scalar = self.c.inputs.get(n.id)
        if scalar is not None and scalar.scalar is not None:       # a scalar param: its one element
            return Load(n.id, (Const(0),), scalar.dtype, n.span)
        if n.id in self.c.funcs or n.id in self.c.inputs:
            raise CompileError(f"'{n.id}' needs indices: write {n.id}(...)", n.span)
        if self.func is not None:
            self.implicit.setdefault(n.id, [])
            self.free.setdefault(n.id, []).append((n.span, self.in_access > 0))
            return Var(self._reduce_name(n.id), "i32", n.span)
        raise CompileError(f"unknown name '{n.id}'", n.span)

    def _reduce_name(self, var: str) -> str:
        return f"{self.func}.{var}"

    def visit_UnOp(self, n: ast.UnOp):
        a = self.operand(n.a)
        if n.op == "!":
            if a.dtype != "bool":
                raise CompileError(f"'!' needs a bool operand, not {a.dtype}", n.span)
            return Unary("!", a, "bool", n.span)
        if n.op == "~":
            if a.dtype not in ANY_INT_TYPES:
                raise CompileError(f"'~' needs an integer operand, not {a.dtype}", n.span)
            return Unary("~", a, a.dtype, n.span)
        if a.dtype == "bool":
            raise CompileError("cannot negate a bool", n.span)
        if isinstance(a, Literal):
            return Literal(-a.value, a.dtype, n.span)
        return Unary("-", a, a.dtype, n.span)

    def visit_BinOp(self, n: ast.BinOp):
        a, b = self.operand(n.a), self.operand(n.b)
        if n.op in ("&&", "||"):
            if a.dtype != "bool" or b.dtype != "bool":
                raise CompileError(f"'{n.op}' needs bool operands, not {a.dtype} and {b.dtype}", n.span)
            return Binary(n.op, a, b, "bool", n.span)
        if n.op in BITWISE_OPS:
            return self._bitwise(n, a, b)
        if "bool" in (a.dtype, b.dtype) and a.dtype != b.dtype and n.op not in ("==", "!="):
            raise CompileError(f"'{n.op}' needs numbers, not {a.dtype} and {b.dtype}; "
                               f"write select(cond, 1, 0) to use a bool as a number", n.span)
        a, b, t = unify(a, b, n.span)
        if t == "bool" and n.op not in ("==", "!="):
            raise CompileError(f"'{n.op}' is not defined on bool", n.span)
        if n.op == "%" and t in FLOAT_TYPES:
            raise CompileError(f"'%' needs integer operands, not {t}; for floats write a - floor(a / b) * b",
                               n.span)
        result = "bool" if n.op in ("==", "!=", "<", "<=", ">", ">=") else t
        if isinstance(a, Literal) and isinstance(b, Literal) and n.op in "+-*":
            value = {"+": a.value + b.value, "-": a.value - b.value, "*": a.value * b.value}[n.op]
            return Literal(value, t, n.span)
        return Binary(n.op, a, b, result, n.span)

    @staticmethod
    def _bitwise(n: ast.BinOp, a: Expr, b: Expr) -> Expr:
        """`& | ^` of two integers of one type (unified as arithmetic is); a shift has the type of
        the value shifted, a literal one taking the amount's type (`1 << k`), and keeps the
        amount's own type."""
        for x in (a, b):
            if x.dtype not in ANY_INT_TYPES:
                hint = f"; for bool write {'&&' if n.op == '&' else '||'}" if x.dtype == "bool" and n.op in "&|" else ""
                raise CompileError(f"'{n.op}' needs integer operands, not {x.dtype}{hint}", x.span or n.span)
        if n.op not in SHIFT_OPS:
            a, b, t = unify(a, b, n.span)
            return Binary(n.op, a, b, t, n.span)
        if isinstance(a, Literal) and not isinstance(b, Literal):
            a = retype(a, b.dtype)
        a, b = retype(a, a.dtype), retype(b, b.dtype)
        return Binary(n.op, a, b, a.dtype, n.span)

    def visit_SumExpr(self, n: ast.SumExpr):
        lo, hi = self._index(n.lo), self._index(n.hi)
        if n.var in self.index_vars:
            raise CompileError(f"reduction variable '{n.var}' shadows an index", n.span)
        name = self._reduce_name(n.var) if self.func else n.var
        inner = copy.copy(self)            # the same kind of checker, sharing the implicit sums
        inner.index_vars = {**self.index_vars, n.var: name}
        body = inner.check(n.body)
        if body.dtype == "bool":
            raise CompileError(f"cannot {'sum' if n.word == 'sum' else f'take the {n.word} of'} bool values; "
                               "write select(cond, 1, 0) to use them as numbers", n.body.span)
        extent = Binary("-", hi, lo, "i32")
        return Reduce(name, lo, extent, body, body.dtype, n.span, REDUCTIONS[n.word])

    def visit_Index(self, n: ast.Index):
        raise CompileError(f"square brackets index a kernel's arrays; a func reads '{n.name}' with "
                           f"parentheses: {n.name}(...)", n.span)

    def visit_Attr(self, n: ast.Attr):
        if n.base in getattr(self.c, "rdoms", {}):
            raise CompileError(f"'{n.base}.{n.field}' is a variable of reduction domain '{n.base}', which only "
                               f"update definitions use: f({n.base}.{n.field}) += ...", n.span)
        raise CompileError(f"'{n.base}.{n.field}' has a meaning only inside a kernel", n.span)

    def _index(self, node) -> Expr:
        e = self.check(node)
        if e.dtype not in ANY_INT_TYPES:
            raise CompileError(f"index must be an integer, not {e.dtype}", node.span)
        return retype(e, "i32")

    def visit_CallExpr(self, n: ast.CallExpr):
        if n.name in self.c.inputs or n.name in self.c.funcs:
            return self._access(n)
        if n.name in TYPES:
            self._arity(n, 1)
            value = self.operand(n.args[0])
            return Cast(n.name, retype(value, value.dtype), n.span)
        if n.name in ("min", "max"):
            self._arity(n, 2)
            a, b, t = unify(self.operand(n.args[0]), self.operand(n.args[1]), n.span)
            if t == "bool":
                raise CompileError(f"'{n.name}' needs numbers, not bool; write && or ||", n.span)
            return Binary(n.name, a, b, t, n.span)
        if n.name == "select":
            return self._select(n)
        if n.name in HALIDE_HELPERS:
            return self._helper(n)
        if n.name == "clamp":
            self._arity(n, 3)
            v, lo = self.operand(n.args[0]), self.operand(n.args[1])
            v, lo, t = unify(v, lo, n.span)
            v, hi, t = unify(v, self.operand(n.args[2]), n.span)
            return Binary("min", Binary("max", v, retype(lo, t), t), hi, t, n.span)
        if n.name == "ceil_div":
            self._arity(n, 2)
            a, b = self._index(n.args[0]), self._index(n.args[1])
            return Binary("/", Binary("-", Binary("+", a, b, "i32"), Const(1), "i32"), b, "i32", n.span)
        if n.name in MATH_FUNCS:
            return self._math(n)
        if n.name in VECTOR_TYPES:
            raise CompileError(f"vector values ({n.name}) exist only inside kernels", n.name_span)
        if n.name in self.c.params:
            raise CompileError(f"'{n.name}' is a size, not a function", n.name_span)
        said = cuda_spelling(n.name)
        raise CompileError(f"unknown function '{n.name}'" + (f": {said}" if said else ""), n.name_span)

    def _select(self, n: ast.CallExpr) -> Expr:
        """select(c, a, b), or select(c1, a, c2, b, ..., otherwise): the first case that holds."""
        if len(n.args) < 3 or len(n.args) % 2 == 0:
            raise CompileError(f"'select' takes a condition and a value per case and a last value "
                               f"(3, 5, 7 ... arguments), got {len(n.args)}", n.span)
        conds = [self.operand(c) for c in n.args[0:-1:2]]
        for c, node in zip(conds, n.args[0:-1:2]):
            if c.dtype != "bool":
                raise CompileError("select's condition must be bool", node.span)
        values = self._unified([self.operand(v) for v in (*n.args[1:-1:2], n.args[-1])], n.span)
        return spanned(halide_functions.select_cases(conds, values), n.span)

    @staticmethod
    def _unified(values: list[Expr], span) -> list[Expr]:
        """Values of one type, as a binary operation unifies two (a literal takes the others')."""
        rep = values[0]
        for v in values[1:]:
            _, _, t = unify(rep, v, span)
            rep = Literal(rep.value, t) if isinstance(rep, Literal) and isinstance(v, Literal) else Var("", t)
        return [retype(v, rep.dtype) for v in values]

    def _helper(self, n: ast.CallExpr) -> Expr:
        """absd, lerp, mux, saturating_cast (irc/frontend/halide_functions.py)."""
        if n.name == "saturating_cast":
            self._arity(n, 2)
            target = n.args[0]
            if not isinstance(target, ast.Name) or target.id not in TYPES:
                raise CompileError(f"saturating_cast's first argument is a type ({', '.join(t for t in DTYPES if t != 'bool')}): "
                                   "saturating_cast(u8, e)", target.span)
            return spanned(halide_functions.saturating_cast(target.id, self.operand(n.args[1]), n.span), n.span)
        if n.name == "mux":
            if len(n.args) < 2:
                raise CompileError("'mux' takes an index and one or more values: mux(i, a, b, c)", n.span)
            index = self.operand(n.args[0])
            if index.dtype not in ANY_INT_TYPES:
                raise CompileError(f"mux's index must be an integer, not {index.dtype}", n.args[0].span)
            values = self._unified([self.operand(v) for v in n.args[1:]], n.span)
            return spanned(halide_functions.mux(retype(index, index.dtype), values), n.span)
        self._arity(n, 2 if n.name == "absd" else 3)
        a, b, t = unify(self.operand(n.args[0]), self.operand(n.args[1]), n.span)
        if t == "bool":
            raise CompileError(f"'{n.name}' needs numbers, not bool", n.span)
        if n.name == "absd":
            return spanned(halide_functions.absd(a, b, n.span), n.span)
        weight = self.operand(n.args[2])
        weight = retype(weight, "f32" if isinstance(weight, Literal) else weight.dtype)
        return spanned(halide_functions.lerp(a, b, weight, n.span), n.span)

    def _math(self, n: ast.CallExpr):
        self._arity(n, 2 if n.name == "pow" else 1)
        args = [self.operand(a) for a in n.args]
        if any(a.dtype == "bool" for a in args):
            raise CompileError(f"'{n.name}' needs numbers, not bool; write select(cond, 1, 0) to use a bool "
                               "as a number", n.span)
        if n.name == "abs" and args[0].dtype in ANY_INT_TYPES:
            return Call("abs", (args[0],), args[0].dtype, n.span)
        t = "f64" if any(a.dtype == "f64" for a in args) else "f32"
        if n.name == "fast_exp" and t == "f64":
            raise CompileError("fast_exp is Halide's approximation of exp for an f32 (within 1 unit in the last "
                               "place); write exp(e) for an f64, or fast_exp(f32(e))", n.span)
        return Call(n.name, tuple(retype(a, t) for a in args), t, n.span)

    def _arity(self, n: ast.CallExpr, k: int):
        if len(n.args) != k:
            raise CompileError(f"'{n.name}' takes {k} argument{'s' * (k != 1)}, got {len(n.args)}", n.span)

    def _access(self, n: ast.CallExpr):
        target = self.c.inputs.get(n.name) or self.c.funcs[n.name]
        if isinstance(target, Input) and target.scalar is not None:
            raise CompileError(f"'{n.name}' is a scalar param: read it by its name alone, {n.name}", n.span)
        rank = len(target.shape) if isinstance(target, Input) else len(target.args)
        if len(n.args) != rank:
            raise CompileError(f"'{n.name}' has {rank} dimension{'s' * (rank != 1)}, "
                               f"indexed with {len(n.args)}", n.span)
        if n.name == self.func and not self.reads_itself:
            raise CompileError(f"func '{n.name}' refers to itself; to build a value up, give it an update "
                               f"definition: {n.name}(...) += ...", n.span)
        indices = []
        for dim, a in enumerate(n.args):
            if isinstance(a, ast.Name) and self.func and a.id not in self.index_vars \
                    and a.id not in self.c.params:
                self.implicit.setdefault(a.id, []).append((target, dim, a.span))
            self.in_access += 1
            indices.append(self._index(a))
            self.in_access -= 1
        dtype = target.dtype
        return Load(n.name, tuple(indices), dtype, n.span)

    def implicit_sums(self, d: ast.FuncDecl, body: Expr) -> Expr:
        """Einsum rule: an index var on the right only is summed over its input extent."""
        ec = self
        for var, spans in ec.free.items():
            if not any(inside for _, inside in spans):
                raise CompileError(f"unknown name '{var}' in func '{d.name}'; its arguments are "
                                   f"{', '.join(d.args) or 'none'}", spans[0][0])
        for var in reversed(list(ec.implicit)):
            uses = [(t, dim, s) for t, dim, s in ec.implicit[var] if isinstance(t, Input)]
            if not uses:
                span = next((s for s, inside in ec.free.get(var, []) if inside), d.span)
                raise CompileError(f"cannot infer the range of '{var}': it indexes no input directly; "
                                   f"write sum({var} in lo .. hi: ...)", span)
            extents = {t.shape[dim] for t, dim, _ in uses}
            if len(extents) > 1:
                raise CompileError(f"'{var}' indexes dimensions of different extents", uses[1][2])
            if body.dtype == "bool":
                raise CompileError("cannot sum bool values", d.span)
            body = Reduce(ec._reduce_name(var), Const(0), extents.pop(), body, body.dtype, d.span)
        return body
