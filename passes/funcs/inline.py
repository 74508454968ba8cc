"""inline: reads of compute_inline funcs replaced by their definitions.

Reduction variables of an inlined func keep their func-qualified names (`f.k`), so they
cannot capture the reader's variables.  In a counting build (`Context.count_inlined`) each use
is marked `count(k, ...)`, k the func's place in the program: the C counts it each time it runs
(`sum(dx in -1 .. 2: f(y, x + dx))` evaluates f three times a point).

rewrite:
    blury[y, x] = (blurx[y - 1, x] + ...) / 3
 -> blury[y, x] = ((in[y - 1, x - 1] + in[y - 1, x] + in[y - 1, x + 1]) / 3 + ...) / 3
"""
from __future__ import annotations

from dataclasses import replace

from irc.diagnostics import CompileError
from irc.ir.nodes import COUNTED, Call, Const, Load
from irc.ir.visitor import MAX_DEPTH, Mutator, substitute


# Reads replaced in one function: a chain of funcs each reading the one before three times,
# all inlined, is 3^depth reads (a 12-level chain under the `inline` policy: half a million,
# minutes to build).  Past this many it is refused at once, as too deep an expression is.
MAX_INLINED = 20_000


class _Inliner(Mutator):
    def __init__(self, ctx):
        self.module = ctx.module
        self.inline = {f.name for f in self.module.funcs
                       if not self.module.output_of(f.name) and ctx.schedule.of(f.name).compute == "inline"}
        self.counter = {f.name: k for k, f in enumerate(self.module.funcs)} if ctx.count_inlined else None
        self.level = 0                  # nodes on the path from the statement being rewritten
        self.reads: list[Load] = []     # the reads being inlined, outermost first
        self.inlined = 0                # reads replaced so far

    def chain(self, *more: Load) -> str:
        """The funcs of the reads being inlined, outermost first, each once."""
        return ", ".join(dict.fromkeys(r.buffer for r in self.reads + list(more)))

    def visit(self, node):
        """A read inlined into a read inlined into ... can nest deeper than the program's own
        expressions: past MAX_DEPTH it is refused, not walked into the C stack's limit."""
        self.level += 1
        try:
            if self.level > MAX_DEPTH:
                raise CompileError(f"inlining {self.chain()} makes an expression more than {MAX_DEPTH} levels deep, the "
                                   "most irc takes; compute one of them at a loop or at the root",
                                   self.reads[0].span if self.reads else None)
            return super().visit(node)
        finally:
            self.level -= 1

    def visit_Load(self, e: Load):
        e = self.generic_visit(e)
        if e.buffer not in self.inline:
            return e
        f = self.module.func(e.buffer)
        self.inlined += 1
        if self.inlined > MAX_INLINED:
            raise CompileError(f"inlining {self.chain(e)} replaces more than {MAX_INLINED:,} reads (each read of a func "
                               f"inlined repeats all of its own), the most irc takes; compute one of them at a "
                               f"loop or at the root", (self.reads[0] if self.reads else e).span)
        body = substitute(self.module.definition(f.name), dict(zip(f.args, e.indices)))
        self.reads.append(e)
        try:
            value = self.visit(body)
        finally:
            self.reads.pop()
        if self.counter is None:
            return value
        return Call(COUNTED, (Const(self.counter[f.name]), value), value.dtype, e.span)


def inline(fn, ctx):
    """compute_inline funcs substituted into their readers."""
    body = _Inliner(ctx).visit(fn.body)
    return fn if body is fn.body else replace(fn, body=body)
