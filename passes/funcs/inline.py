"""inline: reads of compute_inline funcs replaced by their definitions.

Reduction variables of an inlined func keep their func-qualified names (`f.k`), so they
cannot capture the reader's variables.

rewrite:
    blury[y, x] = (blurx[y - 1, x] + ...) / 3
 -> blury[y, x] = ((in[y - 1, x - 1] + in[y - 1, x] + in[y - 1, x + 1]) / 3 + ...) / 3
"""
from __future__ import annotations

from dataclasses import replace

from irc.ir.nodes import Load
from irc.ir.visitor import Mutator, substitute


class _Inliner(Mutator):
    def __init__(self, ctx):
        self.module = ctx.module
        self.inline = {f.name for f in self.module.funcs
                       if f.name != self.module.output.func and ctx.schedule.of(f.name).compute == "inline"}

    def visit_Load(self, e: Load):
        e = self.generic_visit(e)
        if e.buffer not in self.inline:
            return e
        f = self.module.func(e.buffer)
        body = substitute(self.module.definition(f.name), dict(zip(f.args, e.indices)))
        return self.visit(body)


def inline(fn, ctx):
    """compute_inline funcs substituted into their readers."""
    body = _Inliner(ctx).visit(fn.body)
    return fn if body is fn.body else replace(fn, body=body)
