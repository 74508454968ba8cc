"""Name resolution and type checking of a program: `ast.Program` -> `Module`.

Func bodies become IR expressions: arguments are `Var(arg)`, reads of inputs and funcs are
`Load(name, indices)`, explicit and implicit (einsum rule) reductions are `Reduce`.  Kernels
are checked by check_kernel, the `check` declarations of their results by check_results, procs
by check_proc, format annotations and the programs they make sparse by check_sparse.
Schedule blocks are kept as syntax: the schedule package reads them.
"""
from __future__ import annotations

from ..diagnostics import CompileError, Source
from ..ir.nodes import Binary, Const, Expr, Load
from ..ir.types import ANY_INT_TYPES, FLOAT_TYPES, INT_TYPES, int_range
from ..ir.visitor import walk
from ..module import Func, Input, Kernel, Module, Output, Param, Proc
from . import ast
from .check_expr import RESERVED, ExprChecker, article, plain_constants, retype, scalar_type
from .check_kernel import check_kernel
from .check_proc import check_proc
from .check_results import check_results
from .check_sparse import check_sparse, declared_format
from .check_update import check_rdom, check_update
from .syntax_errors import end_of_file

BOUNDARIES = ("none", "clamp", "zero")


class Checker:
    def __init__(self, source: Source):
        self.source = source
        self.params: dict[str, Param] = {}
        self.inputs: dict[str, Input] = {}
        self.funcs: dict[str, Func] = {}
        self.outputs: list[Output] = []
        self.schedules: list = []
        self.kernels: dict[str, Kernel] = {}
        self.check_decls: list[ast.CheckDecl] = []
        self.procs: dict[str, Proc] = {}
        self.rdoms: dict[str, tuple] = {}          # reduction domain -> its RVars, outer to inner

    def _fresh(self, name: str, span):
        old = (self.params.get(name) or self.inputs.get(name) or self.funcs.get(name)
               or self.kernels.get(name) or self.procs.get(name))
        if old is None and name in self.rdoms:
            raise CompileError(f"'{name}' is already defined, as a reduction domain", span)
        if old is not None:
            where = f", as the {self.kind(name)} at line {old.span.line}" if old.span else ""
            raise CompileError(f"'{name}' is already defined{where}", span)
        if name in RESERVED:
            raise CompileError(f"'{name}' is a reserved name", span)

    def _size_expr(self, node) -> Expr:
        e = ExprChecker(self, {}, None).check(node)
        scalar = next((n for n in walk(e) if isinstance(n, Load)), None)
        if scalar is not None:
            t = self.inputs[scalar.buffer].dtype
            raise CompileError(f"'{scalar.buffer}' is a scalar param of type {t}, not a size: a size has type i32 "
                               f"or i64 (param {scalar.buffer}: i32 = ...)", scalar.span or node.span)
        if e.dtype not in ANY_INT_TYPES:
            raise CompileError(f"a size must be an integer expression, not {e.dtype}", node.span)
        return retype(e, "i32")

    def param(self, d: ast.ParamDecl):
        self._fresh(d.name, d.span)
        dtype = scalar_type(d.type, d.type_span)
        if dtype not in INT_TYPES:
            self.inputs[d.name] = Input(d.name, dtype, (Const(1),), "none", d.span, scalar=self._scalar_default(d, dtype))
            return
        value = self._size_expr(d.default)
        if not isinstance(value, Const):
            raise CompileError("a size's default must be a constant", d.default.span)
        if int(value.value) <= 0:
            raise CompileError(f"size '{d.name}' must be positive, got {value.value}", d.default.span)
        if int(value.value) >= 2 ** 31:
            raise CompileError(f"size '{d.name}' defaults to {value.value}, which does not fit in i32 (the type "
                               "sizes are computed in)", d.default.span)
        self.params[d.name] = Param(d.name, dtype, int(value.value), d.span)

    def _scalar_default(self, d: ast.ParamDecl, dtype: str):
        """The default of scalar param `d`: a constant of its type (an integer one in its range)."""
        value = ExprChecker(self, {}, None).check(d.default)
        if not isinstance(value, Const):
            raise CompileError(f"a param's default must be a constant; '{d.name}' is {dtype}", d.default.span)
        if (value.dtype == "bool") != (dtype == "bool") or (dtype in ANY_INT_TYPES and value.dtype in FLOAT_TYPES):
            raise CompileError(f"param '{d.name}' is {article(dtype)}: its default cannot be "
                               f"{article(value.dtype)}", d.default.span)
        if dtype in ANY_INT_TYPES:
            lo, hi = int_range(dtype)
            if not lo <= int(value.value) <= hi:
                raise CompileError(f"param '{d.name}' is {article(dtype)}: its default {value.value} does not fit",
                                   d.default.span)
            return int(value.value)
        return bool(value.value) if dtype == "bool" else float(value.value)

    def input(self, d: ast.InputDecl):
        self._fresh(d.name, d.span)
        dtype = scalar_type(d.type, d.type_span)
        if d.boundary not in BOUNDARIES:
            raise CompileError(f"unknown boundary '{d.boundary}'; expected clamp, zero or none", d.boundary_span)
        shape = tuple(self._size_expr(e) for e in d.shape)
        fmt = declared_format(d.format, len(shape), d.format_span)
        self.inputs[d.name] = Input(d.name, dtype, shape, d.boundary, d.span, fmt)

    def func(self, d: ast.FuncDecl):
        self._fresh(d.name, d.span)
        for i, a in enumerate(d.args):
            if a in d.args[:i]:
                raise CompileError(f"argument '{a}' appears twice", d.arg_spans[i])
            if a in self.params or a in self.inputs or a in self.funcs:
                raise CompileError(f"argument '{a}' shadows the {self.kind(a)} '{a}'", d.arg_spans[i])
            if a in RESERVED:
                raise CompileError(f"'{a}' is a reserved name", d.arg_spans[i])
        # Declare first so that a self-reference is reported as such.
        self.funcs[d.name] = Func(d.name, d.args, Const(0), "f32", d.span)
        ec = ExprChecker(self, {a: a for a in d.args}, d.name)
        body = ec.check(d.body)
        body = ec.implicit_sums(d, body)
        self.funcs[d.name] = Func(d.name, d.args, plain_constants(retype(body, body.dtype)), body.dtype, d.span)

    def rdom(self, d: ast.RDomDecl):
        self._fresh(d.name, d.name_span)
        self.rdoms[d.name] = check_rdom(self, d)

    def update(self, d: ast.UpdateDecl):
        self.funcs[d.func] = check_update(self, d)

    def kind(self, name) -> str | None:
        """What `name` is in this program: a size, an input, a func, a kernel, a proc, or None."""
        return "kernel" if name in self.kernels else "proc" if name in self.procs else "size" if name in self.params else \
            "input" if name in self.inputs else "func" if name in self.funcs else None

    def kernel(self, d: ast.KernelDecl):
        self._fresh(d.name, d.name_span)
        self.kernels[d.name] = check_kernel(self, d)

    def proc(self, d: ast.ProcDecl):
        self._fresh(d.name, d.name_span)
        self.procs[d.name] = check_proc(self, d)

    def output_decl(self, d: ast.OutputDecl):
        twice = next((o for o in self.outputs if o.func == d.name), None)
        if twice is not None:
            raise CompileError(f"'{d.name}' is already an output, at line {twice.span.line}", d.name_span)
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
        self.outputs.append(Output(d.name, tuple(ranges), d.span,
                                   declared_format(d.format, len(ranges), d.format_span)))

    def run(self, program: ast.Program, name: str) -> tuple[Module, tuple[ast.ScheduleDecl, ...]]:
        handlers = {ast.ParamDecl: self.param, ast.InputDecl: self.input, ast.FuncDecl: self.func,
                    ast.OutputDecl: self.output_decl, ast.ScheduleDecl: self.schedules.append,
                    ast.KernelDecl: self.kernel, ast.CheckDecl: self.check_decls.append, ast.ProcDecl: self.proc,
                    ast.RDomDecl: self.rdom, ast.UpdateDecl: self.update}
        for d in program.decls:
            handlers[type(d)](d)
        checks = tuple(check_results(self, d) for d in self.check_decls)
        if not self.outputs and self.funcs:
            last = list(self.funcs.values())[-1]
            raise CompileError(f"the program has no output; add e.g. `output {last.name}[...]`", last.span)
        if not self.outputs and not self.kernels and not self.procs:
            raise CompileError("the program defines no func and no kernel; add e.g. `func f(x) = ...` and "
                               "`output f[N]`", end_of_file(self.source.text))
        names = set()
        for s in self.schedules:
            if s.name in names:
                raise CompileError(f"schedule '{s.name}' is defined twice", s.span)
            names.add(s.name)
        module = Module(name, self.source, tuple(self.params.values()), tuple(self.inputs.values()),
                        tuple(self.funcs.values()), tuple(self.outputs), (), tuple(self.kernels.values()), checks,
                        procs=tuple(self.procs.values()))
        check_sparse(module)
        return module, tuple(self.schedules)


def check(program: ast.Program, source: Source, name: str) -> tuple[Module, tuple[ast.ScheduleDecl, ...]]:
    """The checked program, and its schedule blocks as syntax (the schedule package reads them)."""
    return Checker(source).run(program, name)
