"""The schedules `irc tune` searches for a pipeline, derived from the program (never a list per
example): a point is one option of each choice, and `build` spells it through the schedule
builder, so that every candidate passes the checks a written schedule does (a refusal is a
CompileError: counted by the search, never measured).

The choices, Halide's vocabulary over a program with one output, at the sizes given (the params'
defaults otherwise: no tile or vector wider than the output there):
- the output: tiled (`tile(y, x, ...)` by each pair of TILE_ROWS x TILE_COLUMNS) or not, its
  innermost loop vectorized by one of VECTOR_WIDTHS or not, its outermost loop parallel or not;
- every other func the output needs: inline, at the root, at the output's tile (`compute_at`
  its column of tiles), or slid along the output's rows (`store_at` the tile, `compute_at` its
  row); a func not inline vectorized by one of VECTOR_WIDTHS or not;
- a func that is a sum (`C(i, j) = A(i, k) * B(k, j)`): its sum innermost, per point, or outside
  the rows of the tile it computes (`reorder(k, i, j)`, the rows unrolled where at most
  UNROLLED_ROWS): each step of k then updates a tile of sums that the C compiler keeps in vector
  registers (examples/matmul_registers.dsl's `registers`); for the output, outside its tile's
  rows (`reorder(yo, xo, k, yi, xi)`).
A func with updates is computed at the root, an output with updates takes its producers inline
or at the root (the policies' rule, schedule/resolve.py), and no func goes deeper into the
output's loops than its readers.  A program of several outputs is not searched (UsageError).
"""
from __future__ import annotations

from ..diagnostics import UsageError
from ..ir.evaluate import eval_int
from ..module import Module
from ..schedule.builder import ScheduleBuilder
from ..schedule.legality import consumers
from .measure import PipelineMeasure, TuneOptions
from .space import Choice, Space

TILE_ROWS = (4, 6, 8, 12, 16, 32, 64)
TILE_COLUMNS = (16, 32, 64, 128, 256)
VECTOR_WIDTHS = (4, 8, 16)
PLACES = ("inline", "root", "tile", "rows")
SUM_ORDERS = ("inner", "outer")
UNROLLED_ROWS = 16      # a tile of at most this many rows has them unrolled where its sum runs outside them


class PipelineSpace(Space):
    """The choices of `module`'s schedules (its one output and the funcs it needs)."""

    def __init__(self, module: Module, sizes: dict[str, int] | None = None):
        if len(module.outputs) != 1:
            raise UsageError(f"{module.source.name} has {len(module.outputs)} outputs; irc tune searches "
                             f"the schedules of a pipeline with one")
        self.module = module
        self.output = module.outputs[0].func
        env = {p.name: p.default for p in module.params} | (sizes or {})
        self.extents = [eval_int(extent, env) for _, extent in module.outputs[0].ranges]
        self.funcs = [f for f in reversed(module.needed_funcs()) if f != self.output]    # consumers first
        self.choices = self._output_choices() + [c for f in self.funcs for c in self._func_choices(f)]

    def _output_choices(self) -> list[Choice]:
        o, rows, columns = self.output, self.extents[-2] if len(self.extents) >= 2 else 0, self.extents[-1]
        tiles = (None,) + tuple((r, c) for r in TILE_ROWS if r <= rows for c in TILE_COLUMNS if c <= columns)
        return [Choice(f"{o}.tile", tiles), Choice(f"{o}.vectorize", (None,) + self._widths(columns)),
                Choice(f"{o}.parallel", (False, True))] + self._sum_choices(o)

    def _sum_choices(self, name: str) -> list[Choice]:
        f = self.module.func(name)
        return [Choice(f"{name}.sum", SUM_ORDERS)] if f.sums() and not f.updates else []

    def _sums(self, name: str) -> list[str]:
        return [r.var.split(".")[-1] for r in self.module.func(name).sums()]

    @staticmethod
    def _widths(points: int) -> tuple[int, ...]:
        return tuple(w for w in VECTOR_WIDTHS if w <= points)

    def _func_choices(self, name: str) -> list[Choice]:
        if self.module.func(name).updates:
            places = ("root",)          # computed whole before its readers (irc places it nowhere else)
        else:
            places = PLACES if not self.module.func(self.output).updates else PLACES[:2]
        return [Choice(f"{name}.place", places), Choice(f"{name}.vectorize", (None,) + self._widths(self.extents[-1]))] \
            + self._sum_choices(name)

    def build(self, point: dict) -> ScheduleBuilder:
        """The schedule `point` spells, word by word through the builder (a CompileError where a
        word is refused; `resolve` checks the whole when it is compiled).  A func goes no deeper
        into the output's loops than the shallowest of its readers (an inline func is where its
        readers are): the place asked for is moved out until it encloses them."""
        b = ScheduleBuilder(self.module)
        loops = self._build_output(b, point)
        depth = {"root": 0, "tile": 1, "rows": 1 if loops["rows"] == loops["tile"] else 2}
        readers, level = consumers(self.module), {self.output: 3}
        for name in self.funcs:
            shallowest = min((level[r] for r in readers.get(name, ()) if r in level), default=0)
            place = point[f"{name}.place"]
            if place != "inline" and depth[place] > shallowest:
                place = max((p for p in depth if depth[p] <= shallowest), key=depth.get)
            level[name] = shallowest if place == "inline" else depth[place]
            f = b.func(name)
            if place == "inline":
                f.compute_inline()          # Halide's default, said: the block names every func's place
                continue
            if place == "root":
                f.compute_root()
            elif place == "tile":
                f.compute_at(self.output, loops["tile"])
            elif loops["outer"] != loops["rows"]:
                f.store_at(self.output, loops["outer"]).compute_at(self.output, loops["rows"])
            else:
                f.store_root().compute_at(self.output, loops["rows"])
            if place != "root" and point.get(f"{name}.sum") == "outer":
                args = self.module.func(name).args
                f.reorder(*self._sums(name), *args)
                if len(args) >= 2 and loops["few rows"]:
                    f.unroll(args[-2])
            self._vectorize(f, name, point[f"{name}.vectorize"])
        return b

    def _build_output(self, b: ScheduleBuilder, point: dict) -> dict[str, str]:
        """The output's words; the loops its producers may be computed at: its tiles' (or its
        outermost), its rows', and the one a slid producer is stored at (`outer`)."""
        o, args = self.output, self.module.func(self.output).args
        f = b.func(o)
        tile = point[f"{o}.tile"]
        if tile is not None:
            y, x = args[-2], args[-1]
            f.tile(y, x, y + "o", x + "o", y + "i", x + "i", *tile)
            few = tile[0] <= UNROLLED_ROWS
            inner, loops = x + "i", {"tile": x + "o", "rows": y + "i", "outer": y + "o", "few rows": few}
            if point.get(f"{o}.sum") == "outer":
                f.reorder(*args[:-2], y + "o", x + "o", *self._sums(o), y + "i", x + "i")
                if few:
                    f.unroll(y + "i")
        else:
            rows = args[-2] if len(args) >= 2 else args[0]
            inner, loops = args[-1], {"tile": args[0], "rows": rows, "outer": args[0], "few rows": False}
        self._vectorize(f, o, point[f"{o}.vectorize"], inner)
        if point[f"{o}.parallel"]:
            f.parallel(loops["outer"])
        return loops

    def _vectorize(self, f, name: str, width: int | None, var: str | None = None) -> None:
        if width is not None:
            f.vectorize(var or self.module.func(name).args[-1], width)


def pipeline_search(program, ctx, options: TuneOptions) -> tuple[PipelineSpace, PipelineMeasure]:
    """A pipeline's space on the C target (the funcs kind's `tune_spaces`), timed."""
    return PipelineSpace(program.module, options.sizes), PipelineMeasure(program, options)
