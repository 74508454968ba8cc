"""The one text form of the IR, used for dumps, goldens and `str()`.

Deterministic: no ids, addresses or set order.  Expressions are printed with the fewest
parentheses that keep precedence; loops print as `for v in min .. min + extent`.
"""
from __future__ import annotations

import math
from functools import lru_cache

from ..diagnostics import InternalError
from .nodes import (ATOMIC_OPS, Allocate, Assert, Barrier, Binary, Block, Call, Cast, Component, Const, Expr, For,
                    Function, If, LetStmt, Load, Prefetch, Produce, REDUCTIONS, Reduce, Select, Sort, Store, Unary, Var, Vector, While)
from .types import COMPONENTS
from .visitor import Dispatcher

# the grammar's levels (grammars/irc.lark), loosest first; comparisons do not chain
_PRECEDENCE = {"||": 1, "&&": 2, "==": 3, "!=": 3, "<": 3, "<=": 3, ">": 3, ">=": 3, "|": 4, "^": 5, "&": 6,
               "<<": 7, ">>": 7, "+": 8, "-": 8, "*": 9, "/": 9, "%": 9}
_ARITHMETIC, _UNARY = 8, 10


def format_const(c: Const) -> str:
    if c.dtype == "bool":
        return "true" if c.value else "false"
    if c.dtype in ("f32", "f64"):
        text = repr(float(c.value))
        return text if not math.isfinite(c.value) else text + ("f" if c.dtype == "f32" else "")
    return str(int(c.value))


class ExprPrinter:
    """Expressions as text with the fewest parentheses; a subclass changes how constants, names
    and reads are spelled (the irc kernel source of a generated launch)."""

    def const(self, c: Const) -> str:
        return format_const(c)

    def name(self, name: str) -> str:
        return name

    def load(self, e: Load) -> str:
        return self.name(e.buffer) + self.subscript(e.indices, e.width)

    def subscript(self, indices, width: int = 1) -> str:
        """`[i, j]`, or `[i, j : 4]` for an access of 4 consecutive elements."""
        return f"[{', '.join(self.expr(i) for i in indices)}{f' : {width}' if width > 1 else ''}]"

    def expr(self, e: Expr, parent: int = 0) -> str:
        if isinstance(e, Const):
            text = self.const(e)
            return f"({text})" if text.startswith("-") and parent >= _ARITHMETIC else text
        if isinstance(e, Var):
            return self.name(e.name)
        if isinstance(e, Binary):
            if e.op in ("min", "max"):
                return f"{e.op}({self.expr(e.a)}, {self.expr(e.b)})"
            p = _PRECEDENCE[e.op]
            text = f"{self.expr(e.a, p + (p == 3))} {e.op} {self.expr(e.b, p + 1)}"
            return f"({text})" if p < parent else text
        if isinstance(e, Unary):
            return f"{e.op}{self.expr(e.a, _UNARY)}"
        if isinstance(e, Select):
            return f"select({self.expr(e.cond)}, {self.expr(e.true_value)}, {self.expr(e.false_value)})"
        if isinstance(e, Cast):
            return f"{e.dtype}({self.expr(e.value)})"
        if isinstance(e, Load):
            return self.load(e)
        if isinstance(e, Call):
            return f"{e.name}({', '.join(self.expr(a) for a in e.args)})"
        if isinstance(e, Component):
            return f"{self.expr(e.vector, _UNARY + 1)}.{COMPONENTS[e.index]}"
        if isinstance(e, Vector):
            return f"{e.dtype}({', '.join(self.expr(v) for v in e.values)})"
        if isinstance(e, Reduce):
            word = next(w for w, op in REDUCTIONS.items() if op == e.op)
            return f"{word}({self.name(e.var)} in {self.expr(e.min)} .. {self.end(e.min, e.extent)}: {self.expr(e.body)})"
        raise InternalError(f"the printer has no rule for {type(e).__name__} expressions")

    def end(self, lo: Expr, extent: Expr) -> str:
        """`min + extent`, or `extent` alone from 0, or the rest of the extent where it subtracts
        the min (isl's loops: `for v in max(a, b) .. min(c, d) + 1`)."""
        if isinstance(lo, Const) and lo.value == 0:
            return self.expr(extent)
        terms = _signed_terms(extent, 1)
        if (-1, lo) in terms:
            terms.remove((-1, lo))
            first = next((k for k, (sign, _) in enumerate(terms) if sign > 0), None)
            if first is not None:                   # the rest, from a term it adds
                out = terms.pop(first)[1]
                for sign, t in terms:
                    out = Binary("+" if sign > 0 else "-", out, t, out.dtype)
                return self.expr(out)
        return f"{self.expr(lo, _ARITHMETIC)} + {self.expr(extent, _ARITHMETIC + 1)}"


def _signed_terms(e: Expr, sign: int) -> list[tuple[int, Expr]]:
    """`e` as a sum of (sign, term) through its `+` and `-`."""
    if isinstance(e, Binary) and e.op in ("+", "-"):
        return _signed_terms(e.a, sign) + _signed_terms(e.b, sign if e.op == "+" else -sign)
    return [(sign, e)]


class _KeptPrinter(ExprPrinter):
    """irc's own spelling, each subexpression's text kept (the simplifier orders a linear form's
    terms by their text, and a pyramid's terms share their subexpressions level after level)."""

    def expr(self, e: Expr, parent: int = 0) -> str:
        return _kept_text(e, parent)


@lru_cache(maxsize=1 << 16)
def _kept_text(e: Expr, parent: int) -> str:
    return ExprPrinter.expr(_PRINTER, e, parent)


_PRINTER = _KeptPrinter()


def expr_str(e: Expr, parent: int = 0) -> str:
    return _PRINTER.expr(e, parent)


def _end(lo: Expr, extent: Expr) -> str:
    return _PRINTER.end(lo, extent)


def _bounds_str(bounds) -> str:
    return ", ".join(f"{expr_str(lo)} .. {_end(lo, ext)}" for lo, ext in bounds)


class StmtPrinter(Dispatcher):
    """Statements as indented text; `e` spells their expressions (a subclass, with its own
    ExprPrinter, writes irc kernel source)."""

    def __init__(self, e: ExprPrinter = _PRINTER):
        self.e = e
        self.lines: list[str] = []
        self.producing: int | None = None     # the DSL line of the innermost `produce`

    def emit(self, depth: int, text: str):
        self.lines.append("  " * depth + text)

    def nested(self, depth: int, head: str, body, note: str = ""):
        self.emit(depth, head + " {" + note)
        self.visit(body, depth + 1)
        self.emit(depth, "}")

    def visit_Block(self, s: Block, depth: int):
        for child in s.stmts:
            self.visit(child, depth)

    def visit_For(self, s: For, depth: int):
        kind = "" if s.kind == "serial" else s.kind + " "
        self.nested(depth, f"{kind}for {s.var} in {self.e.expr(s.min)} .. {self.e.end(s.min, s.extent)}", s.body)

    def visit_LetStmt(self, s: LetStmt, depth: int):
        self.emit(depth, f"let {s.var} = {self.e.expr(s.value)}")
        self.visit(s.body, depth)

    def visit_Store(self, s: Store, depth: int):
        target = f"{s.buffer}{self.e.subscript(s.indices, s.width)}"
        line = f"  # line {s.span.line}" if s.span is not None and s.span.line != self.producing else ""
        if s.atomic:
            self.emit(depth, atomic_text(s, target, self.e.expr) + line)
        else:
            self.emit(depth, f"{target} = {self.e.expr(s.value)}{line}")

    def visit_Allocate(self, s: Allocate, depth: int):
        scope = "" if s.scope == "global" else f" {s.scope}"
        self.nested(depth, f"allocate{scope} {s.buffer}: {s.dtype}[{_bounds_str(s.bounds)}]", s.body)

    def visit_Produce(self, s: Produce, depth: int):
        """`produce blurx {  # line 5`: the func's DSL line; a store from another line (a
        proc's statements, a kernel's) ends with its own."""
        outer, self.producing = self.producing, s.span.line if s.span is not None else None
        self.nested(depth, f"produce {s.func}", s.body, f"  # line {s.span.line}" if s.span is not None else "")
        self.producing = outer

    def visit_If(self, s: If, depth: int):
        self.nested(depth, f"if {self.e.expr(s.cond)}", s.then)
        if s.otherwise is not None:
            self.lines[-1] += " else {"
            self.visit(s.otherwise, depth + 1)
            self.emit(depth, "}")

    def visit_While(self, s: While, depth: int):
        self.nested(depth, f"while {self.e.expr(s.cond)}", s.body)

    def visit_Barrier(self, s: Barrier, depth: int):
        self.emit(depth, "barrier")

    def visit_Sort(self, s: Sort, depth: int):
        self.emit(depth, f"sort {s.buffer}[{self.e.expr(s.lo)} .. + {self.e.expr(s.count)}] (scratch {s.scratch})")

    def visit_Prefetch(self, s: Prefetch, depth: int):
        self.emit(depth, f"prefetch {self.e.expr(s.address)}")

    def visit_Assert(self, s: Assert, depth: int):
        self.emit(depth, f"assert {self.e.expr(s.cond)}, {s.message!r}")


ATOMIC_WORDS = {op: word for word, op in ATOMIC_OPS.items()}


def atomic_text(s: Store, target: str, expr) -> str:
    """`old = atomicCAS(buf[i], expected, e)`: an atomic store as the kernel language writes it,
    `expr` printing its expressions."""
    args = ", ".join([target] + [expr(e) for e in (s.compare, s.value) if e is not None])
    call = f"{ATOMIC_WORDS[s.atomic]}({args})"
    return call if s.result is None else f"{s.result} = {call}"


def stmt_str(s, depth: int = 0) -> str:
    p = StmtPrinter()
    p.visit(s, depth)
    return "\n".join(p.lines)


def function_str(f: Function) -> str:
    args = []
    for b in f.buffers:
        args.append(f"{b.role} {b.name}: {b.dtype}[{_bounds_str(b.bounds)}]")
    head = f"func {f.name}({', '.join(f.params)})"
    body = stmt_str(f.body, 1)
    return "\n".join([head, *("  " + a for a in args), "{", body, "}"]) + "\n"


def to_str(node) -> str:
    if isinstance(node, Function):
        return function_str(node)
    if isinstance(node, Expr):
        return expr_str(node)
    return stmt_str(node)
