"""The schedules `irc tune` searches for a proc: `autotile`'s tile sizes (autotile.py, isl's
order with its outermost band tiled, run as parallel wavefronts or with its first tile loop in
parallel, whichever the dependences allow), derived from the proc's loop nest.

The choices: how many of the band's loops get a size of their own — one size for every loop
(`autotile(n)`), or one each for the first k (`autotile(n1, .., nk)`, the others whole), k from 2
to the depth of the proc's deepest nest (at most MOST_SIZES) — and each size, one of TILE_SIZES.
Points that spell the same words (a size the count leaves out) are one candidate: the search
draws again.
"""
from __future__ import annotations

import math

from ..diagnostics import UsageError
from ..ir.nodes import Block, For, If, LetStmt, Stmt
from ..module import Module, Proc
from .measure import ProcMeasure, TuneOptions
from .space import Choice, Space

TILE_SIZES = (8, 16, 32, 64, 128)
MOST_SIZES = 3          # a deeper band's inner loops stay whole (rows long for the vector unit)


class ProcSpace(Space):
    """The autotile sizes of proc `proc` of `module`."""

    def __init__(self, module: Module, proc: Proc):
        self.module, self.proc = module, proc
        deepest = min(_nest_depth(proc.body), MOST_SIZES)
        counts = ("every",) + tuple(f"first {k}" for k in range(2, deepest + 1))
        self.choices = [Choice(f"{proc.name}.sizes", counts)] + [
            Choice(f"{proc.name}.size{k}", TILE_SIZES) for k in range(1, deepest + 1)]

    def build(self, point: dict) -> str:
        """The block's words: `jacobi2d.autotile(32, 64)`."""
        name = self.proc.name
        shape = point[f"{name}.sizes"]
        count = 1 if shape == "every" else int(shape.split()[1])
        sizes = ", ".join(str(point[f"{name}.size{k}"]) for k in range(1, count + 1))
        return f"{name}.autotile({sizes})"

    def encode(self, point: dict) -> list[float]:
        """The count one-hot, then log2 of each loop's size as the words give it (0: whole)."""
        name = self.proc.name
        words = self.build(point)
        sizes = [int(v) for v in words[words.index("(") + 1:-1].split(",")]
        deepest = len(self.choices) - 1
        sizes = sizes * deepest if len(sizes) == 1 else sizes + [0] * (deepest - len(sizes))
        return [float(point[f"{name}.sizes"] == o) for o in self.choices[0].options] + \
            [math.log2(v) if v else 0.0 for v in sizes]


def _nest_depth(s: Stmt) -> int:
    """The most loops nested in `s`."""
    if isinstance(s, For):
        return 1 + _nest_depth(s.body)
    if isinstance(s, Block):
        return max((_nest_depth(c) for c in s.stmts), default=0)
    if isinstance(s, LetStmt):
        return _nest_depth(s.body)
    if isinstance(s, If):
        return max(_nest_depth(s.then), _nest_depth(s.otherwise) if s.otherwise is not None else 0)
    return 0


def proc_search(program, ctx, options: TuneOptions) -> tuple[ProcSpace, ProcMeasure]:
    """The space of the proc `ctx` names on the C target (the proc kind's `tune_spaces`), timed."""
    if options.fast_math:
        raise UsageError("fast math applies to a pipeline's funcs; a proc is tuned without it")
    return ProcSpace(program.module, ctx.proc), ProcMeasure(program, ctx.proc, options)
