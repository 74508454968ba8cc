"""Name resolution and type checking: `ast.Program` -> `Module`.

Func bodies become IR expressions: arguments are `Var(arg)`, reads of inputs and funcs are
`Load(name, indices)`, explicit and implicit (einsum rule) reductions are `Reduce`.  Schedule
blocks are validated here too (schedule.py), before anything is lowered.
"""
from __future__ import annotations

import copy

from . import ast
from .diagnostics import CompileError, Source
from .ir.nodes import (FLOAT_TYPES, INT_TYPES, Binary, Call, Cast, Const, Expr, Load, Reduce,
                       Select, Unary, Var)
from .ir.visitor import Mutator
from .module import Check, Func, Input, Kernel, Module, Output, Param
from .parser import end_of_file

TYPES = ("f32", "f64", "i32", "i64", "bool")
BOUNDARIES = ("none", "clamp", "zero")
FORMATS = ("dense",)
MATH_FUNCS = ("sqrt", "exp", "log", "sin", "cos", "tanh", "abs", "floor", "ceil", "pow")
_RANK = {"i32": 0, "i64": 1, "f32": 2, "f64": 3}
KEYWORDS = ("param", "input", "func", "output", "schedule", "boundary", "true", "false")  # `in` is a name too
RESERVED = TYPES + MATH_FUNCS + KEYWORDS + ("min", "max", "select", "clamp", "sum", "ceil_div")


class _Literal(Const):
    """A constant written in the source: adopts the type of the other operand."""
    __slots__ = ()


class _PlainConstants(Mutator):
    """Literals left in their source form (`true` in `select(c, true, false)`) become plain
    constants: `_Literal` only steers typing inside the checker and must not reach the IR.  An
    integer constant must fit its type: the code computes in that type, and C would not wrap a
    literal.  `wide` says where a wider integer can be had."""

    def __init__(self, wide: str):
        self.wide = wide

    def visit__Literal(self, e: _Literal):
        return self.visit_Const(Const(e.value, e.dtype, e.span))

    def visit_Const(self, e: Const):
        bits = {"i32": 32, "i64": 64}.get(e.dtype)
        if bits is not None and not -2 ** (bits - 1) <= e.value < 2 ** (bits - 1):
            hint = f"; {self.wide}" if self.wide and bits == 32 and -2 ** 63 <= e.value < 2 ** 63 else ""
            raise CompileError(f"the integer {e.value} does not fit in {e.dtype}{hint}", e.span)
        return e


def plain_constants(node, wide: str = ""):
    return _PlainConstants(wide).visit(node)


def _retype(e: Expr, dtype: str) -> Expr:
    if isinstance(e, _Literal) and e.dtype != "bool" and dtype != "bool":
        value = float(e.value) if dtype in FLOAT_TYPES else e.value
        if dtype in INT_TYPES and isinstance(value, float):
            return Cast(dtype, Const(value, e.dtype), e.span)
        return Const(value, dtype, e.span)
    return e if e.dtype == dtype else Cast(dtype, e, e.span)


def _unify(a: Expr, b: Expr, span) -> tuple[Expr, Expr, str]:
    if a.dtype == "bool" or b.dtype == "bool":
        if a.dtype != b.dtype:
            raise CompileError(f"cannot combine {a.dtype} and {b.dtype}", span)
        return a, b, "bool"
    if isinstance(a, _Literal) and not isinstance(b, _Literal):
        t = b.dtype if not (a.dtype in FLOAT_TYPES and b.dtype in INT_TYPES) else a.dtype
    elif isinstance(b, _Literal) and not isinstance(a, _Literal):
        t = a.dtype if not (b.dtype in FLOAT_TYPES and a.dtype in INT_TYPES) else b.dtype
    else:
        t = max(a.dtype, b.dtype, key=_RANK.__getitem__)
    return _retype(a, t), _retype(b, t), t


class _ExprChecker:
    """Checks one expression in a scope of index variables."""

    def __init__(self, checker: "Checker", index_vars: dict[str, str], func: str | None):
        self.c = checker
        self.index_vars = dict(index_vars)   # source name -> IR var name
        self.func = func
        self.implicit: dict[str, list] = {}  # free index var -> [(input, dim, span)]
        self.free: dict[str, list] = {}      # free var -> [(span, inside the indices of a read)]
        self.in_access = 0

    def check(self, node) -> Expr:
        method = getattr(self, "_" + type(node).__name__)
        return method(node)

    def _Num(self, n: ast.Num):
        dtype = {"int": "i32", "float": "f32", "bool": "bool"}[n.kind]
        return _Literal(n.value, dtype, n.span)

    def _Name(self, n: ast.Name):
        if n.id in self.index_vars:
            return Var(self.index_vars[n.id], "i32", n.span)
        if self.c.params.get(n.id):
            return Var(n.id, "i32", n.span)
        if n.id in self.c.funcs or n.id in self.c.inputs:
            raise CompileError(f"'{n.id}' needs indices: write {n.id}(...)", n.span)
        if self.func is not None:
            self.implicit.setdefault(n.id, [])
            self.free.setdefault(n.id, []).append((n.span, self.in_access > 0))
            return Var(self._reduce_name(n.id), "i32", n.span)
        raise CompileError(f"unknown name '{n.id}'", n.span)

    def _reduce_name(self, var: str) -> str:
        return f"{self.func}.{var}"

    def _UnOp(self, n: ast.UnOp):
        a = self.check(n.a)
        if n.op == "!":
            if a.dtype != "bool":
                raise CompileError(f"'!' needs a bool operand, not {a.dtype}", n.span)
            return Unary("!", a, "bool", n.span)
        if a.dtype == "bool":
            raise CompileError("cannot negate a bool", n.span)
        if isinstance(a, _Literal):
            return _Literal(-a.value, a.dtype, n.span)
        return Unary("-", a, a.dtype, n.span)

    def _BinOp(self, n: ast.BinOp):
        a, b = self.check(n.a), self.check(n.b)
        if n.op in ("&&", "||"):
            if a.dtype != "bool" or b.dtype != "bool":
                raise CompileError(f"'{n.op}' needs bool operands, not {a.dtype} and {b.dtype}", n.span)
            return Binary(n.op, a, b, "bool", n.span)
        if "bool" in (a.dtype, b.dtype) and a.dtype != b.dtype and n.op not in ("==", "!="):
            raise CompileError(f"'{n.op}' needs numbers, not {a.dtype} and {b.dtype}; "
                               f"write select(cond, 1, 0) to use a bool as a number", n.span)
        a, b, t = _unify(a, b, n.span)
        if t == "bool" and n.op not in ("==", "!="):
            raise CompileError(f"'{n.op}' is not defined on bool", n.span)
        if n.op == "%" and t in FLOAT_TYPES:
            raise CompileError(f"'%' needs integer operands, not {t}; for floats write a - floor(a / b) * b",
                               n.span)
        result = "bool" if n.op in ("==", "!=", "<", "<=", ">", ">=") else t
        if isinstance(a, _Literal) and isinstance(b, _Literal) and n.op in "+-*":
            value = {"+": a.value + b.value, "-": a.value - b.value, "*": a.value * b.value}[n.op]
            return _Literal(value, t, n.span)
        return Binary(n.op, a, b, result, n.span)

    def _SumExpr(self, n: ast.SumExpr):
        lo, hi = self._index(n.lo), self._index(n.hi)
        if n.var in self.index_vars:
            raise CompileError(f"reduction variable '{n.var}' shadows an index", n.span)
        name = self._reduce_name(n.var) if self.func else n.var
        inner = copy.copy(self)            # the same kind of checker, sharing the implicit sums
        inner.index_vars = {**self.index_vars, n.var: name}
        body = inner.check(n.body)
        if body.dtype == "bool":
            raise CompileError("cannot sum bool values", n.body.span)
        extent = Binary("-", hi, lo, "i32")
        return Reduce(name, lo, extent, body, body.dtype, n.span)

    def _Index(self, n: ast.Index):
        raise CompileError(f"square brackets index a kernel's arrays; a func reads '{n.name}' with "
                           f"parentheses: {n.name}(...)", n.span)

    def _Attr(self, n: ast.Attr):
        raise CompileError(f"'{n.base}.{n.field}' has a meaning only inside a kernel", n.span)

    def _index(self, node) -> Expr:
        e = self.check(node)
        if e.dtype not in INT_TYPES:
            raise CompileError(f"index must be an integer, not {e.dtype}", node.span)
        return _retype(e, "i32")

    def _CallExpr(self, n: ast.CallExpr):
        if n.name in self.c.inputs or n.name in self.c.funcs:
            return self._access(n)
        if n.name in TYPES:
            self._arity(n, 1)
            value = self.check(n.args[0])
            return Cast(n.name, _retype(value, value.dtype), n.span)
        if n.name in ("min", "max"):
            self._arity(n, 2)
            a, b, t = _unify(self.check(n.args[0]), self.check(n.args[1]), n.span)
            if t == "bool":
                raise CompileError(f"'{n.name}' needs numbers, not bool; write && or ||", n.span)
            return Binary(n.name, a, b, t, n.span)
        if n.name == "select":
            self._arity(n, 3)
            cond = self.check(n.args[0])
            if cond.dtype != "bool":
                raise CompileError("select's condition must be bool", n.args[0].span)
            a, b, t = _unify(self.check(n.args[1]), self.check(n.args[2]), n.span)
            return Select(cond, a, b, t, n.span)
        if n.name == "clamp":
            self._arity(n, 3)
            v, lo = self.check(n.args[0]), self.check(n.args[1])
            v, lo, t = _unify(v, lo, n.span)
            v, hi, t = _unify(v, self.check(n.args[2]), n.span)
            return Binary("min", Binary("max", v, _retype(lo, t), t), hi, t, n.span)
        if n.name == "ceil_div":
            self._arity(n, 2)
            a, b = self._index(n.args[0]), self._index(n.args[1])
            return Binary("/", Binary("-", Binary("+", a, b, "i32"), Const(1), "i32"), b, "i32", n.span)
        if n.name in MATH_FUNCS:
            return self._math(n)
        if n.name in self.c.params:
            raise CompileError(f"'{n.name}' is a size, not a function", n.name_span)
        raise CompileError(f"unknown function '{n.name}'", n.name_span)

    def _math(self, n: ast.CallExpr):
        self._arity(n, 2 if n.name == "pow" else 1)
        args = [self.check(a) for a in n.args]
        if any(a.dtype == "bool" for a in args):
            raise CompileError(f"'{n.name}' needs numbers, not bool; write select(cond, 1, 0) to use a bool "
                               "as a number", n.span)
        if n.name == "abs" and args[0].dtype in INT_TYPES:
            return Call("abs", (args[0],), args[0].dtype, n.span)
        t = "f64" if any(a.dtype == "f64" for a in args) else "f32"
        return Call(n.name, tuple(_retype(a, t) for a in args), t, n.span)

    def _arity(self, n: ast.CallExpr, k: int):
        if len(n.args) != k:
            raise CompileError(f"'{n.name}' takes {k} argument{'s' * (k != 1)}, got {len(n.args)}", n.span)

    def _access(self, n: ast.CallExpr):
        target = self.c.inputs.get(n.name) or self.c.funcs[n.name]
        rank = len(target.shape) if isinstance(target, Input) else len(target.args)
        if len(n.args) != rank:
            raise CompileError(f"'{n.name}' has {rank} dimension{'s' * (rank != 1)}, "
                               f"indexed with {len(n.args)}", n.span)
        if n.name == self.func:
            raise CompileError(f"func '{n.name}' refers to itself", n.span)
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


class Checker:
    def __init__(self, source: Source):
        self.source = source
        self.params: dict[str, Param] = {}
        self.inputs: dict[str, Input] = {}
        self.funcs: dict[str, Func] = {}
        self.output: Output | None = None
        self.schedules: list = []
        self.kernels: dict[str, Kernel] = {}
        self.check_decls: list[ast.CheckDecl] = []

    def _fresh(self, name: str, span):
        old = (self.params.get(name) or self.inputs.get(name) or self.funcs.get(name)
               or self.kernels.get(name))
        if old is not None:
            where = f", as the {self._kind(name)} at line {old.span.line}" if old.span else ""
            raise CompileError(f"'{name}' is already defined{where}", span)
        if name in RESERVED:
            raise CompileError(f"'{name}' is a reserved name", span)

    def _type(self, name: str, span) -> str:
        if name not in TYPES:
            raise CompileError(f"unknown type '{name}'; expected one of {', '.join(TYPES)}", span)
        return name

    def _size_expr(self, node) -> Expr:
        e = _ExprChecker(self, {}, None).check(node)
        if e.dtype not in INT_TYPES:
            raise CompileError(f"a size must be an integer expression, not {e.dtype}", node.span)
        return _retype(e, "i32")

    def param(self, d: ast.ParamDecl):
        self._fresh(d.name, d.span)
        dtype = self._type(d.type, d.type_span)
        if dtype not in INT_TYPES:
            raise CompileError(f"a size must have an integer type, not {dtype}", d.type_span)
        value = self._size_expr(d.default)
        if not isinstance(value, Const):
            raise CompileError("a size's default must be a constant", d.default.span)
        if int(value.value) <= 0:
            raise CompileError(f"size '{d.name}' must be positive, got {value.value}", d.default.span)
        self.params[d.name] = Param(d.name, dtype, int(value.value), d.span)

    def input(self, d: ast.InputDecl):
        self._fresh(d.name, d.span)
        dtype = self._type(d.type, d.type_span)
        if d.boundary not in BOUNDARIES:
            raise CompileError(f"unknown boundary '{d.boundary}'; expected clamp, zero or none", d.boundary_span)
        if d.format is not None and d.format != ("dense",):
            raise CompileError(f"sparse format @{','.join(d.format)} is not supported by the pipeline "
                               "backend yet; use @dense", d.format_span)
        shape = tuple(self._size_expr(e) for e in d.shape)
        self.inputs[d.name] = Input(d.name, dtype, shape, d.boundary, d.span)

    def func(self, d: ast.FuncDecl):
        self._fresh(d.name, d.span)
        for i, a in enumerate(d.args):
            if a in d.args[:i]:
                raise CompileError(f"argument '{a}' appears twice", d.arg_spans[i])
            if a in self.params or a in self.inputs or a in self.funcs:
                raise CompileError(f"argument '{a}' shadows the {self._kind(a)} '{a}'", d.arg_spans[i])
            if a in RESERVED:
                raise CompileError(f"'{a}' is a reserved name", d.arg_spans[i])
        # Declare first so that a self-reference is reported as such.
        self.funcs[d.name] = Func(d.name, d.args, Const(0), "f32", d.span)
        ec = _ExprChecker(self, {a: a for a in d.args}, d.name)
        body = ec.check(d.body)
        body = self._implicit_sums(d, ec, body)
        self.funcs[d.name] = Func(d.name, d.args, plain_constants(_retype(body, body.dtype)), body.dtype, d.span)

    def _kind(self, name):
        if name in self.kernels:
            return "kernel"
        return "size" if name in self.params else "input" if name in self.inputs else "func"

    def kernel(self, d: ast.KernelDecl):
        from .kernel_checker import check_kernel
        self._fresh(d.name, d.name_span)
        self.kernels[d.name] = check_kernel(self, d)

    def check_decl(self, d: ast.CheckDecl) -> Check:
        """`check k1, k2: C(i, j) = expr`: checked against each kernel's buffers."""
        func = None
        for name, span in zip(d.kernels, d.kernel_spans):
            k = self.kernels.get(name)
            if k is None:
                kernels = f"the kernels are {', '.join(self.kernels)}" if self.kernels else \
                    "the program defines no kernel"
                known = self.params.get(name) or self.inputs.get(name) or self.funcs.get(name)
                what = f"'{name}' is {'an' if self._kind(name) == 'input' else 'a'} {self._kind(name)}, " \
                       f"not a kernel" if known else f"unknown kernel '{name}'"
                raise CompileError(f"{what}; {kernels}", span)
            target = k.buffer(d.buffer)
            if target is None:
                raise CompileError(f"kernel '{name}' has no buffer '{d.buffer}'; its buffers are "
                                   f"{', '.join(b.name for b in k.buffers) or 'none'}", d.buffer_span)
            if len(d.args) != len(target.shape):
                raise CompileError(f"'{d.buffer}' has {len(target.shape)} dimension"
                                   f"{'s' * (len(target.shape) != 1)}, the check names {len(d.args)}", d.span)
            func = _BufferScope(self, k).func(d, target.dtype)
        return Check(d.kernels, func, d.span)

    @staticmethod
    def _implicit_sums(d: ast.FuncDecl, ec: _ExprChecker, body: Expr) -> Expr:
        """Einsum rule: an index var on the right only is summed over its input extent."""
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

    def output_decl(self, d: ast.OutputDecl):
        if self.output is not None:
            raise CompileError("a program has one output for now; make the other funcs its producers", d.span)
        f = self.funcs.get(d.name)
        if f is None:
            what = "an input" if d.name in self.inputs else "not defined"
            raise CompileError(f"output '{d.name}' is {what}; an output must be a func", d.name_span)
        if d.ranges is None:
            raise CompileError(f"output '{d.name}' needs its extent, e.g. output {d.name}[N, M]", d.span)
        if len(d.ranges) != len(f.args):
            raise CompileError(f"func '{d.name}' has {len(f.args)} dimensions ({', '.join(f.args)}), but the "
                               f"output gives {len(d.ranges)} range{'s' * (len(d.ranges) != 1)}", d.span)
        ranges = []
        for lo, hi in d.ranges:
            if hi is None:
                ranges.append((Const(0), self._size_expr(lo)))
            else:
                a, b = self._size_expr(lo), self._size_expr(hi)
                ranges.append((a, Binary("-", b, a, "i32")))
        self.output = Output(d.name, tuple(ranges), d.span)

    def run(self, program: ast.Program, name: str) -> Module:
        handlers = {ast.ParamDecl: self.param, ast.InputDecl: self.input, ast.FuncDecl: self.func,
                    ast.OutputDecl: self.output_decl, ast.ScheduleDecl: self.schedules.append,
                    ast.KernelDecl: self.kernel, ast.CheckDecl: self.check_decls.append}
        for d in program.decls:
            handlers[type(d)](d)
        checks = tuple(self.check_decl(d) for d in self.check_decls)
        if self.output is None and self.funcs:
            last = list(self.funcs.values())[-1]
            raise CompileError(f"the program has no output; add e.g. `output {last.name}[...]`", last.span)
        if self.output is None and not self.kernels:
            raise CompileError("the program defines no func and no kernel; add e.g. `func f(x) = ...` and "
                               "`output f[N]`", end_of_file(self.source.text))
        names = set()
        for s in self.schedules:
            if s.name in names:
                raise CompileError(f"schedule '{s.name}' is defined twice", s.span)
            names.add(s.name)
        module = Module(name, self.source, tuple(self.params.values()), tuple(self.inputs.values()),
                        tuple(self.funcs.values()), self.output, tuple(self.schedules),
                        tuple(self.kernels.values()), checks)
        from .schedule import resolve
        for s in self.schedules:
            resolve(module, s.name)
        return module


class _CheckExprChecker(_ExprChecker):
    """A check's expression: the kernel's buffers read like funcs, `a(i)`, before the launch."""

    def __init__(self, scope: "_BufferScope", index_vars: dict[str, str], func: str):
        super().__init__(scope, index_vars, func)
        self.scope = scope

    def _Index(self, n: ast.Index):
        raise CompileError(f"a check reads buffers like funcs, with parentheses: {n.name}(...)", n.span)

    def _Attr(self, n: ast.Attr):
        raise CompileError(f"'{n.base}.{n.field}' has no meaning in a check: it says what a buffer holds after "
                           f"a launch of '{self.scope.kernel.name}', from the buffers before it", n.span)

    def _CallExpr(self, n: ast.CallExpr):
        if n.name not in self.c.inputs and n.name in self.scope.outside:
            raise CompileError(f"'{n.name}' is not a buffer of kernel '{self.scope.kernel.name}'; its buffers "
                               f"are {', '.join(self.c.inputs) or 'none'}", n.name_span)
        return super()._CallExpr(n)


class _BufferScope:
    """A kernel's buffers seen as the inputs of a func: the scope of a `check` expression."""

    def __init__(self, checker: Checker, kernel: Kernel):
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
        ec = _CheckExprChecker(self, {a: a for a in d.args}, name)
        body = ec.check(d.body)
        for var, spans in ec.free.items():
            if not any(inside for _, inside in spans):
                raise CompileError(f"unknown name '{var}' in the check of '{d.buffer}'; its indices are "
                                   f"{', '.join(d.args) or 'none'}", spans[0][0])
        decl = ast.FuncDecl(name, d.args, d.body, d.span)
        body = Checker._implicit_sums(decl, ec, body)
        if (body.dtype == "bool") != (dtype == "bool"):
            raise CompileError(f"the check gives {body.dtype} values for the {dtype} buffer '{d.buffer}'", d.span)
        return Func(d.buffer, d.args, plain_constants(_retype(body, dtype)), dtype, d.span)


def check(program: ast.Program, source: Source, name: str) -> Module:
    return Checker(source).run(program, name)
