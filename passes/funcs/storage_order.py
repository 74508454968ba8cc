"""storage_order: a func's storage laid out in the order its schedule says.

`f.reorder_storage(x, y)` of a func `f(y, x)` stores it with x outermost and y contiguous
(column by column), whatever order it is indexed in: the dimensions of its allocation and the
indices of every read and write of it are permuted alike, before flatten makes them one offset.
Outputs keep C order (their storage is the caller's array; the schedule builder refuses it).

rewrite (f(y, x), f.reorder_storage(x, y)):
    allocate f: f32[f.y.min .., f.x.min ..] {        allocate f: f32[f.x.min .., f.y.min ..] {
      f[f.y, f.x] = ...                       ->        f[f.x, f.y] = ...
      g[g.y, g.x] = f[g.y, g.x + 1]                     g[g.y, g.x] = f[g.x + 1, g.y]
"""
from __future__ import annotations

from dataclasses import replace

from irc.ir.nodes import Allocate
from irc.ir.visitor import Reindex


class _Permute(Reindex):
    """Every allocation, read and write of a buffer in `orders` (buffer -> the positions of its
    dimensions in storage order) permuted."""

    def __init__(self, orders: dict[str, tuple[int, ...]]):
        self.orders = orders

    def reindexes(self, buffer: str) -> bool:
        return buffer in self.orders

    def reindexed(self, buffer: str, items: tuple) -> tuple:
        return tuple(items[i] for i in self.orders[buffer])

    def visit_Allocate(self, a: Allocate):
        a = self.generic_visit(a)
        return replace(a, bounds=self.reindexed(a.buffer, a.bounds)) if self.reindexes(a.buffer) else a


def storage_order(fn, ctx):
    """Storage in the order `reorder_storage` says: allocations and accesses permuted."""
    orders = {}
    for f in ctx.module.funcs:
        storage = ctx.schedule.of(f.name).storage
        if storage and tuple(storage) != tuple(f.args):
            orders[f.name] = tuple(f.args.index(a) for a in storage)
    return fn if not orders else replace(fn, body=_Permute(orders).visit(fn.body))
