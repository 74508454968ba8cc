"""Format annotations, and the checks of a program they make sparse.

A sparse program computes its output from its inputs in one index expression (TACO's): the
output func's body, a product of sums over index variables, each tensor read at one variable
per dimension.  What the lowering could not compute exactly is refused here, located: another
func, a read at `i + 1`, a tensor dimension and its variable of different extents, an operation
that is not zero where a sparse operand stores nothing, level orders no loop order satisfies.
"""
from __future__ import annotations

from ..diagnostics import CompileError, Span, UsageError
from ..ir.analysis.assembly import assembly
from ..ir.analysis.merge_lattice import lattice
from ..ir.formats import Format, format_named
from ..ir.nodes import Const, Expr, Load, Reduce, Var
from ..ir.printer import expr_str
from ..ir.visitor import walk
from ..module import Func, Module


def declared_format(spec, ndim: int, span: Span | None) -> Format | None:
    """The Format of an annotation (`@csr`, `@(dense, compressed)`); None for a dense array."""
    if spec is None:
        return None
    try:
        fmt = format_named(spec, ndim)
    except UsageError as e:
        raise CompileError(str(e), span) from None
    return None if fmt.name == "dense" else fmt


def check_sparse(module: Module) -> None:
    """Refuse, located, what a sparse program cannot be; nothing to do for a dense one."""
    if not module.sparse:
        return
    if len(module.outputs) != 1:
        raise CompileError(f"a sparse program computes one output, in one index expression; this one has "
                           f"{len(module.outputs)} ({', '.join(o.func for o in module.outputs)})", module.outputs[-1].span)
    out = module.func(module.output.func)
    for f in module.funcs:
        if f.name != out.name:
            raise CompileError(f"a sparse program computes its output in one index expression; write func '{f.name}' "
                               f"into '{out.name}' where it reads it", f.span)
    for i in module.inputs:
        if i.format is not None and i.boundary != "none":
            raise CompileError(f"sparse input '{i.name}' cannot have a boundary condition: it has no values to "
                               f"clamp to", i.span)
    extents = _extents(module, out)
    body = out.summand()
    _check_reads(module, body, extents)
    formats = module.formats()
    ix = module.index_notation()
    for v in ix.out_vars + ix.sums:
        lattice(ix.expr, v, formats)
    order = ix.order(formats)
    if ix.format is not None:
        plan = assembly(order, ix.out_vars, ix.format)
        if isinstance(plan, str):
            raise CompileError(f"cannot assemble sparse output '{out.name}': {plan}", module.output.span)


def _extents(module: Module, out: Func) -> dict[str, Expr]:
    for lo, _ in module.output.ranges:
        if lo != Const(0):
            raise CompileError(f"the output of a sparse program starts at 0 in every dimension, as its "
                               f"tensors do: output {out.name}[N, ...]", module.output.span)
    extents = {a: ext for a, (_, ext) in zip(out.args, module.output.ranges)}
    for r in out.sums():
        if r.min != Const(0):
            raise CompileError("a sum of a sparse program runs over a whole dimension, from 0", r.span)
        extents[r.var] = r.extent
    for n in walk(out.summand()):
        if isinstance(n, Reduce):
            raise CompileError("a reduction inside the expression of a sparse program is not lowered; sum the "
                               "whole expression (the implicit sum does)", n.span)
    return extents


def _check_reads(module: Module, body: Expr, extents: dict[str, Expr]) -> None:
    """Every read is of an input at one index variable per dimension, of the dimension's extent."""
    for n in walk(body):
        if not isinstance(n, Load):
            continue
        inp = module.input(n.buffer)
        if inp.scalar is not None:
            raise CompileError(f"a sparse program does not read scalar params ('{n.buffer}'): its loops follow the "
                               "tensors' formats; scale its output instead", n.span)
        names = [i.name if isinstance(i, Var) and i.name in extents else None for i in n.indices]
        if None in names or len(set(names)) != len(names):
            example = ", ".join("ijklmn"[:len(n.indices)])
            raise CompileError(f"a sparse program reads its arrays at one index variable per dimension, as "
                               f"{n.buffer}({example}); this read's indices are not distinct variables", n.span)
        for d, (v, ext) in enumerate(zip(names, inp.shape)):
            if extents[v] != ext:
                raise CompileError(f"dimension {d} of '{inp.name}' has extent {expr_str(ext)} but the variable "
                                   f"'{v.rsplit('.', 1)[-1]}' that indexes it runs over {expr_str(extents[v])}: a "
                                   f"sparse program's variables run over whole dimensions", n.span)
