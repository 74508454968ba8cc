"""A launch's loop IR as irc kernel source: what a GPU schedule generated, written as the
kernel a user would write by hand (`irc compile --schedule S --emit kernel`).  It parses back
into the same launch: the block and thread loops become `grid(...) block(...)`, shared arrays
are declared first, a thread's accumulator is a `var`, `barrier` is `sync`; IR names
(`C.i`, `A.shared.min.0`) become identifiers (`C_i`, `A_shared_min_0`).
"""
from __future__ import annotations

from dataclasses import replace

from ...diagnostics import InternalError
from ...ir.nodes import Allocate, Assert, Barrier, Block, Const, For, Function, LetStmt, Load, Store
from ...ir.printer import ExprPrinter, StmtPrinter, atomic_text
from ...ir.types import WRAPPING_TYPES
from ...ir.visitor import walk
from ..simt.interpreter import split_launch

BUILTINS = ("threadIdx", "blockIdx", "blockDim", "gridDim")


class _Names:
    """IR names -> identifiers: dots become underscores, a clash gets a number."""

    def __init__(self, fn: Function):
        taken, self.map = set(), {}
        names = [p for p in fn.params] + [b.name for b in fn.buffers]
        for n in walk(fn.body):
            names += [v for v in (getattr(n, "var", None), getattr(n, "buffer", None), getattr(n, "name", None))
                      if isinstance(v, str)]
        for name in dict.fromkeys(names):
            if name.split(".")[0] in BUILTINS:
                continue
            ident, k = name.replace(".", "_"), 1
            while ident in taken:
                ident, k = f"{name.replace('.', '_')}_{k}", k + 1
            taken.add(ident)
            self.map[name] = ident

    def __call__(self, name: str) -> str:
        return self.map.get(name, name)


class _Exprs(ExprPrinter):
    def __init__(self, names: _Names, scalars: set[str]):
        self.names, self.scalars = names, scalars

    def const(self, c: Const) -> str:
        if c.dtype == "f32":
            return repr(float(c.value))
        if c.dtype in ("f64", "i64") + WRAPPING_TYPES:
            return f"{c.dtype}({float(c.value) if c.dtype == 'f64' else int(c.value)})"
        return super().const(c)

    def name(self, name: str) -> str:
        return self.names(name)

    def load(self, e: Load) -> str:
        return self.name(e.buffer) if e.buffer in self.scalars else super().load(e)


class _Source(StmtPrinter):
    """The thread's code as kernel statements (blocks, ifs and whiles print as in the IR)."""

    def visit_LetStmt(self, s: LetStmt, depth: int):
        self.emit(depth, f"let {self.e.name(s.var)} = {self.e.expr(s.value)}")
        self.visit(s.body, depth)

    def visit_Store(self, s: Store, depth: int):
        target = self.e.name(s.buffer) + (self.e.subscript(s.indices, s.width) if s.indices else "")
        if s.atomic:
            self.emit(depth, atomic_text(replace(s, result=s.result and self.e.name(s.result)), target, self.e.expr))
        else:
            self.emit(depth, f"{target} = {self.e.expr(s.value)}")

    def visit_Allocate(self, s: Allocate, depth: int):
        if s.scope != "local":
            raise InternalError(f"a {s.scope} array inside a thread's code")
        if s.bounds:
            shape = ", ".join(self.e.expr(extent) for _, extent in s.bounds)
            self.emit(depth, f"local {self.e.name(s.buffer)}: {s.dtype}[{shape}]")
            self.visit(s.body, depth)
            return
        first, rest = (s.body.stmts[0], s.body.stmts[1:]) if isinstance(s.body, Block) else (s.body, ())
        if isinstance(first, Store) and first.buffer == s.buffer:       # `var acc: f32 = 0`
            self.emit(depth, f"var {self.e.name(s.buffer)}: {s.dtype} = {self.e.expr(first.value)}")
            self.visit(Block(rest), depth)
        else:
            zero = self.e.const(Const(0.0 if s.dtype in ("f32", "f64") else 0, s.dtype))
            self.emit(depth, f"var {self.e.name(s.buffer)}: {s.dtype} = {zero}")
            self.visit(s.body, depth)

    def visit_For(self, s: For, depth: int):
        self.nested(depth, f"for {self.e.name(s.var)} in {self.e.expr(s.min)} .. {self.e.end(s.min, s.extent)}",
                    s.body)

    def visit_Barrier(self, s: Barrier, depth: int):
        self.emit(depth, "sync")

    def visit_Assert(self, s: Assert, depth: int):
        raise InternalError("a run-time check inside a launch has no kernel source form")


def kernel_source(fn: Function, name: str, header: list[str], checks: list[str]) -> str:
    """Kernel `name` running launch `fn`, after the `header` lines (sizes), before `checks`."""
    names = _Names(fn)
    scalars = {n.buffer for n in walk(fn.body) if isinstance(n, Allocate) and not n.bounds}
    exprs = _Exprs(names, scalars)
    blocks, shared, threads, body = split_launch(fn.body)
    if not all(isinstance(s, Allocate) and s.scope == "shared" for s in shared):
        raise InternalError("between a launch's block and thread loops, kernel source declares shared arrays only")
    params = ", ".join(f"{names(b.name)}: {b.dtype}[{', '.join(exprs.expr(e) for _, e in b.bounds)}]"
                       for b in fn.buffers)
    grid = ", ".join(exprs.expr(b.extent) for b in reversed(blocks))
    block = ", ".join(exprs.expr(t.extent) for t in reversed(threads))
    out = _Source(exprs)
    for s in shared:
        shape = ", ".join(exprs.expr(extent) for _, extent in s.bounds)
        out.emit(1, f"shared {names(s.buffer)}: {s.dtype}[{shape}]")
    out.visit(body, 1)
    return "\n".join([*header, f"kernel {name}({params})", f"    grid({grid}) block({block}) {{", *out.lines, "}",
                      *checks]) + "\n"
