"""Sparse programs: a tensor index expression over operands with format annotations (TACO's
lowering: the iteration graph, merge lattices, assembly; the formats' levels say what each
level keeps).  Built as C, a program binds scipy.sparse matrices, irc.sparse tensors and numpy
arrays (sparse_compiled.py); its reference is the coordinate evaluator, and `--verify-each` runs
against the dense evaluator on the operands made dense (sparse_reference.py)."""
from __future__ import annotations

from ..ir.formats import vals_array
from ..ir.nodes import Block, Buffer, Const, Expr, Function
from ..lower.pass_manager import Context, Instrumentation
from .base import Kind
from .sparse_compiled import CompiledSparse
from .sparse_reference import SparseReference, verify_each_sparse


class Sparse(Kind):
    name = "sparse"
    plural = "sparse programs"
    noun = "a sparse program"

    def start(self, ctx: Context) -> Function:
        """A sparse program's arguments: each sparse input as its levels' arrays (`A.pos1`,
        `A.crd1`, `A.vals`), the dense inputs and the output as arrays, around the body
        `index_loops` fills."""
        module = ctx.module
        buffers: list[Buffer] = []
        for i in module.inputs:
            buffers.extend(level_buffers(i.name, i.dtype, i.format, i.shape) if i.format else
                           [Buffer(i.name, i.dtype, tuple((Const(0), e) for e in i.shape), "input")])
        out = module.output
        buffers.append(Buffer(out.func, module.func(out.func).dtype, out.ranges, "output"))
        counts = tuple(n for i in module.inputs if i.format for n in level_counts(i.name, i.format))
        return Function(module.name, tuple(p.name for p in module.params) + counts, tuple(buffers), Block(()))

    def default_target(self, ctx: Context) -> str:
        return "c"

    def compile(self, ctx: Context, target: str, inst: Instrumentation | None = None):
        """The program as C, its loops marked as `ctx.schedule` (checked) says: call it on scipy
        matrices, irc tensors or dense arrays; a sparse output comes back as scipy CSR/CSC/COO."""
        self.check(ctx, target)
        if target == "reference":
            return self.reference(ctx)
        return CompiledSparse(ctx.module, self.lower(ctx, target, inst), ctx.schedule)

    def reference(self, ctx: Context):
        return SparseReference(ctx.module)

    def verifier(self, ctx: Context, target: str, log=None):
        return verify_each_sparse(ctx.module, ctx.schedule, log)


def level_counts(name: str, fmt) -> tuple[str, ...]:
    """The sizes a tensor's levels take (`A.n1`: compressed level 1's positions), parameters of
    the code as the program's sizes are."""
    return tuple(n for k, level in enumerate(fmt.levels) for n in level.params(name, k))


def level_buffers(name: str, dtype: str, fmt, shape: tuple[Expr, ...]) -> list[Buffer]:
    """The arrays each level keeps (a compressed level's pos and crd, a singleton's crd ...), by
    the positions of the level above, then the values, one per position of the last level."""
    buffers, count = [], Const(1)
    for k, level in enumerate(fmt.levels):
        buffers += [Buffer(array, "i32", ((Const(0), n),), "input") for array, n in level.arrays(name, k, count)]
        count = level.count(name, k, count, shape[fmt.order[k]])
    buffers.append(Buffer(vals_array(name), dtype, ((Const(0), count),), "input"))
    return buffers
