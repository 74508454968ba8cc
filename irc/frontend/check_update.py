"""Reduction domains and update definitions, checked as Halide checks them.

    rdom r[H, W]                            r.y over [0, H), r.x over [0, W) (x innermost)
    func hist(v) = 0
    hist(clamp(in(r.y, r.x), 0, 255)) += 1  an update: runs at every point of r, in order

An update's pure variables are the func's arguments it keeps at their own position on the
left (`cs(y, r.x) += cs(y, r.x - 1)`: y); it runs for each of them over the func's region, and
nothing it does at one pure point reads or writes another, which is what makes a loop over a
pure variable parallel.  So a pure variable appears on the left only at its position, reads
of the func itself keep it there too, and an argument used anywhere in the update must be
pure.  A reduction domain that is not declared takes each variable's range from the input
dimension it indexes (the einsum rule of sums): `hist(in(r.y, r.x)) += 1` needs no `rdom`.
"""
from __future__ import annotations

from dataclasses import replace

from ..diagnostics import CompileError
from ..ir.nodes import Binary, Const, Expr, Load, Var
from ..module import Func, Input, RVar, Update
from . import ast
from .check_expr import ExprChecker, Literal, article, plain_constants, retype

AXES = ("x", "y", "z", "w")          # a domain's variables from the innermost (last) one out
OPS = {"+=": "+", "-=": "-", "*=": "*", "/=": "/"}


def check_rdom(checker, d: ast.RDomDecl) -> tuple[RVar, ...]:
    """The variables of `rdom r[...]`, outer to inner: the last range is r.x."""
    if len(d.ranges) > len(AXES):
        raise CompileError(f"a reduction domain has at most {len(AXES)} dimensions (r.x, r.y, r.z, r.w), "
                           f"got {len(d.ranges)}", d.span)
    out = []
    for k, (lo, hi) in enumerate(d.ranges):
        axis = AXES[len(d.ranges) - 1 - k]
        if hi is None:
            out.append(RVar(f"{d.name}.{axis}", Const(0), checker._size_expr(lo)))
        else:
            a, b = checker._size_expr(lo), checker._size_expr(hi)
            out.append(RVar(f"{d.name}.{axis}", a, Binary("-", b, a, "i32")))
    return tuple(out)


class _UpdateChecker(ExprChecker):
    """An update's expressions: the func's pure variables, reduction variables `r.x` (of a
    declared domain or inferred), reads of the func itself at its pure variables."""
    reads_itself = True

    def __init__(self, checker, func: Func, pure: tuple[str, ...]):
        super().__init__(checker, {a: a for a in pure}, func.name)
        self.f = func
        # the reduction domain the update uses, and where it is first named: shared with the
        # copies of this checker that check the bodies of sums (`+= sum(k in ..: in(r.x, k))`)
        self.found: dict[str, object] = {"domain": None, "span": None}
        self.components: dict[str, list] = {}          # inferred domain: variable -> [(input, dim, span)]

    @property
    def domain(self) -> str | None:
        return self.found["domain"]

    @property
    def domain_span(self):
        return self.found["span"]

    def visit_Name(self, n: ast.Name):
        if n.id in self.f.args and n.id not in self.index_vars:
            position = self.f.args.index(n.id) + 1
            raise CompileError(f"'{n.id}' is an argument of '{self.f.name}' that the update does not keep at its "
                               f"position: write it as argument {position} on the left, or use a reduction "
                               f"variable (r.x)", n.span)
        if n.id in self.index_vars or n.id in self.c.params or n.id in self.c.funcs or n.id in self.c.inputs:
            return super().visit_Name(n)
        raise CompileError(f"unknown name '{n.id}' in the update of '{self.f.name}'; its pure variables are "
                           f"{', '.join(self.index_vars) or 'none'}, and reduction variables are written r.x", n.span)

    def visit_Attr(self, n: ast.Attr):
        if n.base in self.c.params or n.base in self.c.funcs or n.base in self.c.inputs or n.base in self.f.args:
            raise CompileError(f"'{n.base}.{n.field}': '{n.base}' is not a reduction domain", n.span)
        declared = self.c.rdoms.get(n.base)
        name = f"{n.base}.{n.field}"
        if declared is not None and name not in {r.name for r in declared}:
            raise CompileError(f"reduction domain '{n.base}' has no variable '{n.field}'; it has "
                               f"{', '.join(r.name for r in declared)}", n.span)
        if declared is None and n.field not in AXES:
            raise CompileError(f"'{name}' is not a reduction variable: they are {n.base}.x, {n.base}.y, "
                               f"{n.base}.z and {n.base}.w (declare the domain: rdom {n.base}[...])", n.span)
        if self.domain not in (None, n.base):
            raise CompileError(f"an update runs over one reduction domain; it uses '{self.domain}' and "
                               f"'{n.base}'", n.span)
        self.found["domain"], self.found["span"] = n.base, self.domain_span or n.span
        if declared is None:
            self.components.setdefault(name, [])
        return Var(f"{self.f.name}.{name}", "i32", n.span)

    def _access(self, n: ast.CallExpr):
        target = self.c.inputs.get(n.name)
        for dim, a in enumerate(n.args):
            if isinstance(target, Input) and isinstance(a, ast.Attr) and a.base not in self.c.rdoms:
                self.components.setdefault(f"{a.base}.{a.field}", []).append((target, dim, a.span))
        if n.name == self.f.name and len(n.args) == len(self.f.args):
            for dim, a in enumerate(n.args):
                arg = self.f.args[dim]
                if arg in self.index_vars and not (isinstance(a, ast.Name) and a.id == arg):
                    raise CompileError(f"the update reads '{n.name}' at another point of its pure variable "
                                       f"'{arg}' (argument {dim + 1}); a pure variable stays at its position, so "
                                       f"that its points are independent: make it a reduction variable",
                                       a.span or n.span)
        return super()._access(n)

    def rvars(self) -> tuple[RVar, ...]:
        """The update's reduction variables, outer to inner (none for an update of pure variables only)."""
        if self.domain is None:
            return ()
        if self.domain in self.c.rdoms:
            return self.c.rdoms[self.domain]
        out = []
        for axis in reversed(AXES):
            name = f"{self.domain}.{axis}"
            if name not in self.components:
                continue
            extents = {t.shape[dim] for t, dim, _ in self.components[name]}
            if not extents:
                raise CompileError(f"cannot infer the range of '{name}': it indexes no input directly; declare the "
                                   f"domain: rdom {self.domain}[lo .. hi, ...]", self.domain_span)
            if len(extents) > 1:
                raise CompileError(f"'{name}' indexes input dimensions of different extents; declare the domain: "
                                   f"rdom {self.domain}[...]", self.components[name][1][2])
            out.append(RVar(name, Const(0), extents.pop()))
        return tuple(out)


def check_update(checker, d: ast.UpdateDecl) -> Func:
    """Func `d.func` with the update `d` appended."""
    f = checker.funcs.get(d.func)
    if f is None:
        what = "an input; only a func has update definitions" if d.func in checker.inputs else \
            f"not a func; define it first: func {d.func}(...) = ..."
        raise CompileError(f"'{d.func}' is {what}", d.func_span)
    if len(d.indices) != len(f.args):
        raise CompileError(f"'{f.name}' has {len(f.args)} dimension{'s' * (len(f.args) != 1)}, updated at "
                           f"{len(d.indices)}", d.span)
    pure = tuple(a for a, i in zip(f.args, d.indices) if isinstance(i, ast.Name) and i.id == a)
    ec = _UpdateChecker(checker, f, pure)
    indices = tuple(Var(a, "i32", i.span) if a in pure else ec._index(i) for a, i in zip(f.args, d.indices))
    value = ec.operand(d.value)
    if d.op in OPS:
        if f.dtype == "bool":
            raise CompileError(f"'{d.op}' needs numbers; '{f.name}' is bool", d.span)
        value = Binary(OPS[d.op], Load(f.name, indices, f.dtype, d.span), _same_type(f, value, d.value), f.dtype,
                       d.span)
    update = Update(indices, plain_constants(_same_type(f, value, d.value)), pure, ec.rvars(), d.span)
    return replace(f, updates=f.updates + (update,))


def _same_type(f: Func, value: Expr, node) -> Expr:
    if isinstance(value, Literal) or value.dtype == f.dtype:
        return retype(value, f.dtype)
    raise CompileError(f"the update gives '{f.name}' {article(value.dtype)} value, but '{f.name}' is "
                       f"{f.dtype}; cast it: {f.dtype}(...)", node.span)
