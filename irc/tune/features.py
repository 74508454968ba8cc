"""What the cost model of `irc tune` reads from a candidate's lowered program (not only the
numbers of its schedule): the loop nest walked once with the sizes bound, each loop's trip count
multiplied down the nest (a count the sizes do not decide — a bound read from memory — counts
1), giving per candidate

- the points stored (evaluations) and the values loaded, in all;
- the share of stores made by vector instructions and their mean width;
- the loops started (the overhead of short inner loops) and the iterations of the outermost
  parallel or GPU block loop, and of the GPU thread loops (the threads of a block);
- the bytes allocated (each allocation times the times it is made) and the largest allocation,
  the shared memory of a block apart.

Each a log2(1 + x), so that the model (model.py) fits products as sums.
"""
from __future__ import annotations

import math

from ..diagnostics import InternalError
from ..ir.evaluate import eval_int
from ..ir.nodes import Allocate, Block, Expr, For, Function, If, LetStmt, Load, Stmt, Store
from ..ir.types import bits, element_type
from ..ir.visitor import walk

NAMES = ("stores", "loads", "vector share", "vector width", "loops started", "parallel iterations",
         "threads", "bytes allocated", "largest allocation", "shared bytes")


def lowered_features(fn: Function, sizes: dict[str, int]) -> list[float]:
    """The features of lowered program `fn` at `sizes` (NAMES, in order)."""
    tally = _tally(fn, sizes)
    stores = tally.counts["stores"]
    share = tally.counts["vector stores"] / stores if stores else 0.0
    width = tally.counts["lanes"] / tally.counts["vector stores"] if tally.counts["vector stores"] else 1.0
    values = (stores, tally.counts["loads"], share, width, tally.counts["loops"], tally.counts["parallel"],
              tally.counts["threads"], tally.counts["bytes"], tally.counts["largest"], tally.counts["shared"])
    return [math.log2(1.0 + v) for v in values]


def work(fn: Function, sizes: dict[str, int]) -> float:
    """The values lowered program `fn` loads and stores at `sizes`, in all."""
    tally = _tally(fn, sizes)
    return tally.counts["loads"] + tally.counts["stores"]


def _tally(fn: Function, sizes: dict[str, int]) -> _Tally:
    tally = _Tally()
    tally.stmt(fn.body, dict(sizes), 1)
    return tally


class _Tally:
    def __init__(self):
        self.counts = dict.fromkeys(("stores", "vector stores", "lanes", "loads", "loops", "parallel", "threads",
                                     "bytes", "largest", "shared"), 0.0)

    def stmt(self, s: Stmt, env: dict, times: float) -> None:
        if isinstance(s, For):
            self._loop(s, env, times)
        elif isinstance(s, Store):
            self._store(s, times)
        elif isinstance(s, Block):
            for child in s.stmts:
                self.stmt(child, env, times)
        elif isinstance(s, LetStmt):
            value = _value(s.value, env)
            self.stmt(s.body, env | {s.var: value} if value is not None else env, times)
        elif isinstance(s, If):
            self.stmt(s.then, env, times)
            if s.otherwise is not None:
                self.stmt(s.otherwise, env, times)
        elif isinstance(s, Allocate):
            self._allocate(s, env, times)
        else:
            for child in _stmts_in(s):
                self.stmt(child, env, times)

    def _loop(self, s: For, env: dict, times: float) -> None:
        trips = max(_value(s.extent, env) or 1, 1)
        self.counts["loops"] += times
        if s.kind in ("parallel", "gpu_block") and not self.counts["parallel"]:
            self.counts["parallel"] = trips
        if s.kind == "gpu_thread":
            self.counts["threads"] = max(self.counts["threads"], 1) * trips
        start = _value(s.min, env)
        inner = env | {s.var: start} if start is not None else env
        if s.kind == "vectorized":
            before = self.counts["stores"]
            self.stmt(s.body, inner, times * trips)
            made = self.counts["stores"] - before
            self.counts["vector stores"] += made
            self.counts["lanes"] += made * trips
        else:
            self.stmt(s.body, inner, times * trips)

    def _store(self, s: Store, times: float) -> None:
        lanes = max(s.width, 1)
        self.counts["stores"] += times * lanes
        if lanes > 1:
            self.counts["vector stores"] += times * lanes
            self.counts["lanes"] += times * lanes * lanes
        self.counts["loads"] += times * sum(max(n.width, 1) for n in walk(s.value) if isinstance(n, Load))

    def _allocate(self, s: Allocate, env: dict, times: float) -> None:
        points = math.prod(max(_value(extent, env) or 1, 1) for _, extent in s.bounds)
        size = points * bits(element_type(s.dtype)) // 8
        self.counts["bytes"] += size * times
        self.counts["largest"] = max(self.counts["largest"], size)
        if s.scope == "shared":
            self.counts["shared"] += size
        self.stmt(s.body, env, times)


def _value(e: Expr, env: dict) -> int | None:
    try:
        return eval_int(e, env)
    except (InternalError, ZeroDivisionError, TypeError, ValueError, KeyError):
        return None


def _stmts_in(s: Stmt):
    body = getattr(s, "body", None)
    return (body,) if isinstance(body, Stmt) else ()
