"""pad: extra words on the last dimension of a shared array, so that a warp reading a column
of it meets each bank once (`a.cache(t, bj).pad(1)`: 32 x 33 words, as the seed's padded
transpose declares its tile).  The reads and writes index it by row and column, so only its
shape changes: row r starts at r * 33 words, and a column's 32 words fall in 32 banks.  The same
for a hand-written kernel's shared array under a schedule of kernels (`transpose_smem.pad(tile,
1)`; irc/schedule/kernels.py says why that is sound).

rewrite (a.cache(t, bj).pad(1)):
    allocate shared a.shared: f32[0 .. 32, 0 .. 32] {   ->   allocate shared a.shared: f32[0 .. 32, 0 .. 33] {
"""
from __future__ import annotations

from dataclasses import replace

from irc.ir.nodes import Allocate, Binary, Const
from irc.ir.analysis.simplify import simplify_expr
from irc.ir.visitor import Mutator
from irc.naming import shared_copy


class _Pad(Mutator):
    def __init__(self, words: dict[str, int]):
        self.words = words

    def visit_Allocate(self, a: Allocate):
        a = self.generic_visit(a)
        n = self.words.get(a.buffer)
        if n is None or a.scope != "shared":
            return a
        lo, extent = a.bounds[-1]
        padded = simplify_expr(Binary("+", extent, Const(n), extent.dtype))
        return replace(a, bounds=a.bounds[:-1] + ((lo, padded),))


def pad(fn, ctx):
    """Shared arrays padded on their last dimension (`cache(...).pad(n)`, a kernel's `K.pad(s, n)`)."""
    if ctx.kernel is not None:
        words = dict(ctx.kernel.pads)
    else:
        words = {shared_copy(c.buffer): c.pad for c in ctx.schedule.caches if c.pad}
    if not words:
        return fn
    body = _Pad(words).visit(fn.body)
    return fn if body is fn.body else replace(fn, body=body)
