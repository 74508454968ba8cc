"""The GPU schedules `irc tune --target simt` searches for a pipeline's output, derived from the
program: measured on the SIMT interpreter and timed by its model of a named GPU.

The choices, the vocabulary of examples/gpu/: the block's shape (`gpu_tile` by BLOCK_ROWS x
BLOCK_COLUMNS, at most MAX_THREADS threads); the columns coarsened by one of COARSENINGS; where
the output is a sum, its first sum split by one of SUM_SPLITS or not, and (split) its inputs
staged in shared memory per step (`cache` at the step's loop), their shared arrays padded by a
word or not, and each thread computing a tile of THREAD_TILES consecutive points, its sums in
registers (the register blocking of examples/gpu/matmul.dsl's `gpu_blocktile_*`: the block's
tile split by the thread's, the sum's loops outside the thread's points; coarsening then left
out); every other func the output needs inline or computed per block (`compute_at` the
block's column loop, into shared memory).  A block covering more than REACH points of a
dimension is refused: its time would be fitted from simulations that one block spans.
"""
from __future__ import annotations

from ..diagnostics import CompileError, UsageError
from ..ir.visitor import loaded_buffers
from ..module import Module
from ..schedule.builder import ScheduleBuilder
from ..schedule.legality import consumers
from .measure import SimtMeasure, TuneOptions
from .space import Choice, Space

BLOCK_ROWS = (4, 8, 16, 32)
BLOCK_COLUMNS = (16, 32, 64)
MAX_THREADS = 1024
SUM_SPLITS = (8, 16, 32)
COARSENINGS = (1, 2, 4)
THREAD_TILES = ((1, 1), (4, 1), (8, 1), (4, 4), (8, 4), (8, 8))
REACH = 128             # the most points of a dimension a block covers: half the size simulated (measure.py)


class GpuSpace(Space):
    """The GPU schedules of `module`'s one output, a func of two or more dimensions."""
    target = "simt"

    def __init__(self, module: Module):
        if len(module.outputs) != 1:
            raise UsageError(f"{module.source.name} has {len(module.outputs)} outputs; irc tune searches "
                             f"the GPU schedules of a pipeline with one")
        self.module, self.output = module, module.outputs[0].func
        out = module.func(self.output)
        if len(out.args) < 2:
            raise UsageError(f"irc tune maps a func of two dimensions or more onto blocks of threads; "
                             f"'{self.output}' has {len(out.args)}")
        self.sum = out.sums()[0].var.split(".")[-1] if out.sums() else None
        self.cached = sorted(i.name for i in module.inputs if i.name in loaded_buffers(out.body))
        self.funcs = [f for f in reversed(module.needed_funcs()) if f != self.output]
        o = self.output
        shapes = tuple((r, c) for r in BLOCK_ROWS for c in BLOCK_COLUMNS if r * c <= MAX_THREADS)
        self.choices = [Choice(f"{o}.block", shapes), Choice(f"{o}.coarsen", COARSENINGS)]
        if self.sum is not None:
            self.choices += [Choice(f"{o}.split", (None,) + SUM_SPLITS), Choice(f"{o}.cache", (False, True)),
                             Choice(f"{o}.pad", (0, 1)), Choice(f"{o}.thread_tile", THREAD_TILES)]
        readers = consumers(module)
        self.choices += [Choice(f"{f}.place", ("inline", "block") if readers.get(f) == {o} else ("inline",))
                         for f in self.funcs]

    def build(self, point: dict) -> ScheduleBuilder:
        o, b = self.output, ScheduleBuilder(self.module)
        rows, columns = point[f"{o}.block"]
        tm, tn = point.get(f"{o}.thread_tile", (1, 1))
        coarsen = point[f"{o}.coarsen"] if (tm, tn) == (1, 1) else 1
        if max(rows * tm, columns * tn * coarsen) > REACH:
            raise CompileError(f"a block of {rows} x {columns} threads covers {rows * tm} x {columns * tn * coarsen} "
                               f"points, more than {REACH} of a dimension: more than the model's fit from a "
                               f"simulation sees")
        y, x = self.module.func(o).args[-2:]
        if (tm, tn) == (1, 1):
            f = b.func(o).gpu_tile(y, x, "b" + y, "b" + x, "t" + y, "t" + x, rows, columns)
        else:
            f = self._thread_tiles(b, point, rows * tm, columns * tn, tm, tn)
        if coarsen > 1:
            f.coarsen(x, coarsen)
        if self.sum is not None and point[f"{o}.split"] is not None and (tm, tn) == (1, 1):
            f.split(self.sum, self.sum + "o", self.sum + "i", point[f"{o}.split"])
        if self.sum is not None and point[f"{o}.split"] is not None:
            if point[f"{o}.cache"]:
                for name in self.cached:
                    b.cache(name, o, self.sum + "o")
                    if point[f"{o}.pad"]:
                        b.pad(name, point[f"{o}.pad"])
        for name in self.funcs:
            if point[f"{name}.place"] == "block":
                b.func(name).compute_at(o, "b" + x)
            else:
                b.func(name).compute_inline()
        return b

    def _thread_tiles(self, b: ScheduleBuilder, point: dict, block_rows: int, block_columns: int, tm: int, tn: int):
        """`gpu_blocktile_2d`'s words: the block's tile, split into the threads' tiles of tm x tn
        points, the sum (split) outside the threads' points."""
        o = self.output
        y, x = self.module.func(o).args[-2:]
        rows, columns = ("t" + y if tm == 1 else y + "i"), ("t" + x if tn == 1 else x + "i")
        f = b.func(o).tile(y, x, "b" + y, "b" + x, rows, columns, block_rows, block_columns)
        points = []
        for loop, var, inner, factor in ((rows, y, "m" + y, tm), (columns, x, "n" + x, tn)):
            if factor > 1:
                f.split(loop, "t" + var, inner, factor)
                points.append(inner)
        sums = []
        if point[f"{o}.split"] is not None:
            f.split(self.sum, self.sum + "o", self.sum + "i", point[f"{o}.split"])
            sums = [self.sum + "o", self.sum + "i"]
        f.reorder("b" + y, "b" + x, "t" + y, "t" + x, *sums, *points)
        return f.gpu_blocks("b" + y, "b" + x).gpu_threads("t" + y, "t" + x)

    def encode(self, point: dict) -> list[float]:
        """A cache or pad that a point without a split (or cache) does not spell counts as none."""
        o = self.output
        if self.sum is not None and (point[f"{o}.split"] is None or not point[f"{o}.cache"]):
            point = point | {f"{o}.cache": point[f"{o}.split"] is not None and point[f"{o}.cache"], f"{o}.pad": 0}
        return super().encode(point)


def gpu_search(program, ctx, options: TuneOptions) -> tuple[GpuSpace, SimtMeasure]:
    """A pipeline's GPU schedules on the SIMT interpreter (the funcs kind's `tune_spaces`),
    timed by the model of `options.gpu`."""
    if options.threads is not None or options.fast_math:
        raise UsageError("--threads and --fast-math build for the C target, not the SIMT interpreter")
    return GpuSpace(program.module), SimtMeasure(program, options)
