"""compute_at: producers moved into the loops of their consumers; storage at store_at.

Funcs are moved consumer first, each to the start of the body of the loop it is computed
at, so that a producer of a producer ends up before (outside) it at the same loop.  The
storage (`allocate`) goes where `store_at`/`store_root` says, or with the computation.

rewrite (blurx.compute_at(blury, xo)):
    allocate blurx { produce blurx {...}          for blury.yo {
      for blury.yo { for blury.xo {       ->        for blury.xo {
        ... blurx[...] ... }}}                        allocate blurx { produce blurx {...}; ... blurx[...] ... }
"""
from __future__ import annotations

from dataclasses import replace

from irc.ir.analysis.sites import inside_root_lets
from irc.ir.nodes import Allocate, Block, For, Produce, Stmt, block
from irc.ir.visitor import Mutator
from irc.naming import loop_var


class _Detach(Mutator):
    """Remove func's allocate and produce; remember them."""

    def __init__(self, func: str):
        self.func = func
        self.allocate: Allocate | None = None
        self.produce: Produce | None = None

    def visit_Allocate(self, a: Allocate):
        if a.buffer != self.func:
            return self.generic_visit(a)
        self.allocate = a
        return self.visit(a.body)

    def visit_Produce(self, p: Produce):
        if p.func == self.func:
            self.produce = p
            return Block(())
        return self.generic_visit(p)

    def visit_Block(self, b: Block):
        new = self.generic_visit(b)
        return b if new is b else block(*new.stmts)     # (block drops the emptied produce)


class _InsertAt(Mutator):
    """Wrap the body of loop `var` with `wrap(body)`."""

    def __init__(self, var: str, wrap):
        self.var = var
        self.wrap = wrap
        self.found = False

    def visit_For(self, f: For):
        if f.var == self.var:
            self.found = True
            return replace(f, body=self.wrap(f.body))
        return self.generic_visit(f)


def _allocate(a: Allocate):
    return lambda body: replace(a, body=body)


def move(body: Stmt, func: str, sched) -> Stmt:
    d = _Detach(func)
    body = d.visit(body)
    if d.produce is None:       # not needed by the output: nothing to move
        return body
    consumer, var = sched.compute_at
    same_level = sched.store_at is None
    produce_then = (lambda b: replace(d.allocate, body=block(d.produce, b))) if same_level \
        else (lambda b: block(d.produce, b))
    ins = _InsertAt(loop_var(consumer, var), produce_then)
    body = ins.visit(body)
    assert ins.found, f"loop {consumer}.{var} exists (checked by the schedule)"
    if sched.store_at == ("", ""):
        body = inside_root_lets(body, _allocate(d.allocate))
    elif sched.store_at is not None:
        body = _InsertAt(loop_var(*sched.store_at), _allocate(d.allocate)).visit(body)
    return body


def compute_at(fn, ctx):
    """Producers moved into the loops of their consumers; storage at store_at."""
    body = fn.body
    for f in reversed(ctx.module.funcs):
        sched = ctx.schedule.of(f.name)
        if sched.compute == "at" and not ctx.module.output_of(f.name):
            body = move(body, f.name, sched)
    return fn if body is fn.body else replace(fn, body=body)
