"""The words that map a func's loops onto a GPU: block and thread loops (axes x, y, z from the
innermost loop out), and a thread's coarsening.  A mixin of FuncBuilder (func_words.py), whose
`split`, `tile`, loop checks and draft (`self.d`) they use; schedule/gpu.py checks the launch
they make as a whole."""
from __future__ import annotations

from ..diagnostics import CompileError
from ..schedules import Coarsen, Split
from .draft import NOWHERE, Where
from .spoken import spoken


class GpuWords:
    @spoken
    def gpu_tile(self, *args, where: Where = NOWHERE) -> "GpuWords":
        """`gpu_tile(x, bx, tx, Tx)` or `gpu_tile(y, x, by, bx, ty, tx, Ty, Tx)`: split into tiles,
        the tiles' loops onto blocks and the points of a tile onto the threads of a block."""
        self._word("gpu_tile", where)
        if len(args) == 4:
            var, outer, inner, factor = args
            self.split(var, outer, inner, factor, where=where)
            marks = ((outer, "gpu_block", 1), (inner, "gpu_thread", 2))
        else:
            a, b, ao, bo, ai, bi, fa, fb = args
            self.tile(a, b, ao, bo, ai, bi, fa, fb, where=where)
            marks = ((ao, "gpu_block", 2), (bo, "gpu_block", 3), (ai, "gpu_thread", 4), (bi, "gpu_thread", 5))
        for var, kind, i in marks:
            self._not_a_sum(var, "map", "blocks or threads", Where(where.call, where.args[i:i + 1]))
            self.d.kinds[var] = kind
        return self

    @spoken
    def coarsen(self, var: str, factor: int, where: Where = NOWHERE) -> "GpuWords":
        """`f.coarsen(v, n)` after gpu_tile: each thread computes n points of `v`, one block-width
        apart (a warp's accesses stay coalesced), and a block covers n times its tile along `v`.
        The new loop `v.c` (n iterations) runs in each thread, inside the sum's first loop when
        there is one, so that what does not depend on `v` is loaded once for the n points; pass
        coarsen makes it (gpu_tile's split stays as it is)."""
        self._word("coarsen", where)
        var = self._loop(var, where, 0) if var in self.d.order else var
        tile = next((s for s in self.d.splits if isinstance(s, Split) and s.var == var and self.d.kinds.get(s.outer) == "gpu_block"
                     and self.d.kinds.get(s.inner) == "gpu_thread"), None)
        named = next((s for s in self.d.splits if isinstance(s, Split) and var in (s.outer, s.inner)), None)
        if tile is None and named is not None:
            raise CompileError(f"coarsen names the dimension that gpu_tile split ('{named.var}'), not one of its "
                               f"loops: coarsen({named.var}, {factor})", where.arg(0) or where.call)
        if tile is None:
            raise CompileError(f"coarsen needs '{var}' tiled onto blocks and threads first "
                               f"(gpu_tile); the loops of '{self.d.name}' are {', '.join(self.d.order)}",
                               where.arg(0) or where.call)
        if any(c.var == var for c in self.d.coarsens):
            raise CompileError(f"'{var}' of '{self.d.name}' is coarsened twice; coarsen it once, by the product "
                               f"of the factors", where.call)
        coarse = Coarsen(var, self._factor("coarsen", factor, where, 1), tile, where.call)
        self._fresh(coarse.point, where, 0)
        self.d.coarsens.append(coarse)
        sums = [i for i, v in enumerate(self.d.order) if v in self.d.sum_loops]
        threads = [i for i, v in enumerate(self.d.order) if self.d.kinds.get(v) == "gpu_thread"]
        self.d.order.insert(sums[0] + 1 if sums else threads[-1] + 1, coarse.point)
        return self

    @spoken
    def gpu_blocks(self, *names: str, where: Where = NOWHERE) -> "GpuWords":
        return self._gpu_loops("gpu_blocks", "gpu_block", names, where)

    @spoken
    def gpu_threads(self, *names: str, where: Where = NOWHERE) -> "GpuWords":
        return self._gpu_loops("gpu_threads", "gpu_thread", names, where)

    def _gpu_loops(self, word: str, kind: str, names, where: Where) -> "GpuWords":
        self._word(word, where)
        if not 1 <= len(names) <= 3:
            raise CompileError(f"{word} maps one to three loops (x, y, z), got {len(names)}", where.call)
        for i, n in enumerate(names):
            var = self._loop(n, where, i)
            self._not_a_sum(var, "map", "blocks or threads", Where(where.call, where.args[i:i + 1]))
            self.d.kinds[var] = kind
        return self

