"""The schedules `irc tune` searches for a pipeline, derived from the program (never a list per
example): a point is one option of each choice, and `build` spells it through the schedule
builder, so that every candidate passes the checks a written schedule does (a refusal is a
CompileError: counted by the search, never measured).

The choices, Halide's vocabulary, at the sizes given (the params' defaults otherwise: no tile or
vector wider than the output there):
- each output: tiled (`tile(y, x, ...)` by each pair of TILE_ROWS x TILE_COLUMNS), split into
  strips of TILE_ROWS whole rows (`split(y, yo, yi, 32)`, Halide's hand schedules of harris
  and unsharp: a producer slides down a strip's rows), or neither; its
  innermost loop vectorized by one of VECTOR_WIDTHS or not, its outermost loop parallel or not;
  its leading dimensions (an image's channels) inside its rows or outside its tiles where they
  are a few points (CHANNELS_AT_MOST), outside otherwise, the outermost parallel or not (a batch);
- every other func the output needs: inline, at the root, at the output's tile (`compute_at`
  its column of tiles), or slid along the output's rows (`store_at` the tile, `compute_at` its
  row); a func not inline vectorized by one of VECTOR_WIDTHS or not; at the root, its outermost
  loop and its updates' outermost pure loops parallel or not (hist's rows of histograms);
- a func that is a sum (`C(i, j) = A(i, k) * B(k, j)`): its sum innermost, per point, or outside
  the rows of the tile it computes (`reorder(k, i, j)`, the rows unrolled where at most
  UNROLLED_ROWS): each step of k then updates a tile of sums that the C compiler keeps in vector
  registers (examples/matmul_registers.dsl's `registers`); for the output, outside its tile's
  rows (`reorder(yo, xo, k, yi, xi)`), or its sum a func of its own computed per tile
  (`C.in().compute_at(C, xo).reorder(k, y, x)`: the tile's sums in registers, not in the
  output's memory; examples/matmul.dsl's `registers`).
A func with updates is computed at the root, an output with updates takes its producers inline
or at the root (the policies' rule, schedule/resolve.py), a func that several outputs need is
inline or at the root, and no func goes deeper into its output's loops than its readers.
"""
from __future__ import annotations

import math

from ..ir.analysis.simplify import simplify_expr
from ..ir.evaluate import eval_int
from ..ir.nodes import Const, Reduce
from ..ir.types import bits, element_type
from ..ir.visitor import free_names, walk
from ..module import Module
from ..schedule.builder import ScheduleBuilder
from ..schedule.legality import consumers
from ..targets.c import vector_registers
from .measure import PipelineMeasure, TuneOptions
from .space import Choice, Space

TILE_ROWS = (4, 6, 8, 12, 16, 32, 64)
TILE_COLUMNS = (16, 32, 64, 128, 256)
VECTOR_WIDTHS = (4, 8, 16)
PLACES = ("inline", "root", "tile", "rows")
SUM_ORDERS = ("inner", "outer")     # a sum innermost, or outside the rows of a tile (an output's: "tile" too, below)
TILE_ORDERS = ("rows", "columns")     # an output's tiles row by row, or column by column (B's panel stays in cache)
CHANNELS = ("outer", "inner")     # an output's leading dimensions (unsharp's c) outside its loops, or inside its rows
CHANNELS_AT_MOST = 4    # leading dimensions of more points (conv_layer's batch and rows) are loops outside the tiles
UNROLLED_ROWS = 16      # a tile of at most this many rows has them unrolled where its sum runs outside them
START_ROWS, START_TILE = 32, (32, 256)     # the strips and tiles of the points the search starts from
REGISTERS_FREE = 4      # vector registers a tile of sums in registers leaves for the values it reads


class PipelineSpace(Space):
    """The choices of `module`'s schedules (its outputs and the funcs they need)."""

    def __init__(self, module: Module, sizes: dict[str, int] | None = None, registers: tuple[int, int] | None = None):
        self.module, self.registers = module, registers        # (bytes, count) of the vector registers
        env = {p.name: p.default for p in module.params} | (sizes or {})
        self.extents = {o.func: [eval_int(extent, env) for _, extent in o.ranges] for o in module.outputs}
        self.outputs = list(self.extents)
        self.funcs = [f for f in reversed(module.needed_funcs()) if f not in self.extents]    # consumers first
        self.owner = {f: self._owner(f) for f in self.funcs}
        self.choices = [c for o in self.outputs for c in self._output_choices(o)] + \
            [c for f in self.funcs for c in self._func_choices(f)]

    def starts(self) -> list[dict]:
        """Halide's rules of thumb as points, which the guided strategies measure first: each
        output in strips of START_ROWS rows (or tiles of START_TILE; or, where a func scans down
        the rows, strips of whole columns, its scans per strip), its channels inside the rows,
        vectorized by the widest vector, the strips parallel; a func that sums over a size
        computed per strip (or tile), its sum outside the rows; the other funcs placed by their
        reads (`_placed_by_reads`) or by what they cost (`_placed_by_cost`); each vectorized alike
        (a func two outputs need, or with updates, at the root)."""
        options = {c.name: c.options for c in self.choices}
        points = []
        registers = self._register_tile()
        layouts = [("rows", (START_ROWS, None)), ("tile", registers or START_TILE)]
        if any(self._scans_rows(f) for f in self.funcs):
            layouts.append(("columns", (None, START_TILE[1])))
        for layout, shape in layouts:
            for placed in (self._placed_by_reads(layout), self._placed_by_cost(layout)):
                point = {name: opts[-1] for name, opts in options.items()}       # widest, parallel, inner
                for o in self.outputs:
                    strips = [t for t in options[f"{o}.tile"] if t and t[0] is None and shape[0] is None]
                    point[f"{o}.tile"] = shape if shape in options[f"{o}.tile"] else max(strips, default=None)
                    if f"{o}.order" in point:
                        point[f"{o}.order"] = "columns" if registers and layout == "tile" else "rows"
                for name in (*self.outputs, *self.funcs):
                    if f"{name}.sum" in point:
                        tiled = layout == "tile" and "tile" in options[f"{name}.sum"]
                        point[f"{name}.sum"] = "inner" if not self._sums_over_sizes(name) else "tile" if tiled else "outer"
                for f, place in placed.items():
                    point[f"{f}.place"] = place if place in options[f"{f}.place"] else options[f"{f}.place"][-1]
                if point not in points:
                    points.append(point)
        return points

    def _register_tile(self) -> tuple[int, int] | None:
        """Where a func sums over a size (matmul's k), the tile whose sums fill the vector registers
        but REGISTERS_FREE (the widest of the largest: fewer broadcasts of a row's value for its
        vectors), its tiles column by column (the columns of what the sum reads stay in cache while
        the rows go by): 6 x 64 with AVX-512's 32 of 16 floats, 6 x 16 with AVX2's 16 of 8."""
        summing = [f for f in (*self.outputs, *self.funcs) if self._sums_over_sizes(f)]
        if not summing or self.registers is None:
            return None
        lanes = max(self.registers[0] * 8 // bits(element_type(self.module.func(summing[0]).dtype)), 1)
        fits = [(r, c) for r in TILE_ROWS if r <= UNROLLED_ROWS for c in TILE_COLUMNS
                if r * -(-c // lanes) <= self.registers[1] - REGISTERS_FREE]
        return max(fits, key=lambda t: (t[0] * t[1], t[1]), default=None)

    def _placed_by_reads(self, layout: str) -> dict[str, str]:
        """A func with updates at the root, one that sums over a size per tile, one each reader
        reads at one point inline, one read at several points `layout` (slid down the rows, or
        per tile; slid down a strip of columns, its scans per strip)."""
        placed = {f: "root" if self.module.func(f).updates else "tile" if self._sums_over_sizes(f)
                  else "inline" if self._pointwise(f) else layout for f in self.funcs}
        return self._scans_per_strip(placed) if layout == "columns" else placed

    def _placed_by_cost(self, layout: str) -> dict[str, str]:
        """Halide's hand schedules' rule: a func with updates, one read at constant points (a
        table), or read by a func at the root and by one that is not (hist's Y), at the root;
        one that sums over a size per tile; one its readers, and theirs through the inline ones,
        read at one point, or cheap (no reduction, each func it reads read at one point),
        inline; the rest (a stencil read around its points) `layout`.  harris: Ix and Iy slid,
        the rest inline."""
        placed, points = {}, {}
        for f in self.funcs:                                # consumers first
            reads = self._read_points(f)
            points[f] = max((n * (points[g] if placed.get(g) == "inline" else 1) for g, n in reads.items()),
                            default=1)
            at_root = [placed.get(g) == "root" for g in reads]
            if self.module.func(f).updates or reads and all(n == 0 for n in reads.values()) \
                    or any(at_root) and not all(at_root):
                placed[f] = "root"
            elif self._sums_over_sizes(f):
                placed[f] = "tile"
            else:
                placed[f] = "inline" if points[f] <= 1 or self._cheap(f) else layout
        return self._scans_per_strip(placed) if layout == "columns" else placed

    def _scans_per_strip(self, placed: dict[str, str]) -> dict[str, str]:
        """In strips of whole columns: a func with updates per strip, the ones slid down the rows."""
        return {f: "tile" if self.module.func(f).updates else "rows" if place == "columns" else place
                for f, place in placed.items()}

    def _scans_rows(self, name: str) -> bool:
        """Whether an update of func `name` runs its domain along a dimension but its last
        (max_filter's vert_log down the rows, iir_blur's scans down the columns): a strip of
        whole columns holds the scan."""
        f = self.module.func(name)
        return any(free_names(i) & {f"{name}.{r.name}" for r in u.rvars} for u in f.updates for i in u.indices[:-1])

    def _read_points(self, name: str) -> dict[str, int]:
        """For each func reading func `name`, the points of it one of its own reads (a read under
        a reduction's variable, a sum's or a maximum's, counts its terms, or 2 where not
        constant); 0 where each read is at a constant point (none of the reader's variables)."""
        counts = {}
        for g in self.module.funcs:
            loads = [n for n in g.loads() if n.buffer == name]
            if not loads:
                continue
            own = set(g.args) | {r.var for r in _reductions(g)}
            if all(not (free_names(i) & own) for n in loads for i in n.indices):
                counts[g.name] = 0
                continue
            terms = 1
            for r in _reductions(g):
                if any(r.var in free_names(i) for n in loads for i in n.indices):
                    extent = simplify_expr(r.extent)
                    terms *= extent.value if isinstance(extent, Const) else 2
            counts[g.name] = len({n.indices for n in loads}) * terms
        return counts

    def _cheap(self, name: str) -> bool:
        """Whether func `name` has no sum and reads each func at one point (its inputs at any)."""
        f = self.module.func(name)
        funcs = {g.name for g in self.module.funcs}
        reads: dict[str, set] = {}
        for n in (n for n in f.loads() if n.buffer in funcs):
            reads.setdefault(n.buffer, set()).add(n.indices)
        return not _reductions(f) and not f.updates and all(len(p) == 1 for p in reads.values())

    def _sums_over_sizes(self, name: str) -> bool:
        """Whether func `name` sums over a size (matmul's k), not a constant window (harris's 3 x 3)."""
        return any(not isinstance(simplify_expr(r.extent), Const) for r in self.module.func(name).sums())

    def _pointwise(self, name: str) -> bool:
        """Whether each reader of func `name` reads it at one point of its own (`f(y, x)` or
        `f(y + 2, x + 2)` in `g(y, x)`), not at several around it (a stencil)."""
        for g in self.module.funcs:
            points = {n.indices for n in g.loads() if n.buffer == name}
            summed = {r.var for r in _reductions(g)}      # a read under a sum's variable: at every step of it
            if len(points) > 1 or any(free_names(i) & summed for p in points for i in p):
                return False
        return True

    def _owner(self, name: str) -> str | None:
        """The one output that needs func `name` (None where several do)."""
        needing = [o for o in self.outputs if name in self.module.producers({o})]
        return needing[0] if len(needing) == 1 else None

    def _output_choices(self, o: str) -> list[Choice]:
        extents = self.extents[o]
        rows, columns = extents[-2] if len(extents) >= 2 else 0, extents[-1]
        tiles = (None,) + tuple((r, c) for r in TILE_ROWS if r <= rows for c in TILE_COLUMNS if c <= columns) \
            + tuple((r, None) for r in TILE_ROWS if r <= rows)          # strips: (rows, None)
        if len(extents) >= 2:
            tiles += tuple((None, c) for c in TILE_COLUMNS if c <= columns)     # strips of whole columns
        lead = math.prod(extents[:-2])
        channels = [Choice(f"{o}.channels", CHANNELS)] if 1 < lead <= CHANNELS_AT_MOST else []
        order = [Choice(f"{o}.order", TILE_ORDERS)] if len(extents) >= 2 else []
        parallel = (False, True, "lead") if lead > CHANNELS_AT_MOST else (False, True)
        return [Choice(f"{o}.tile", tiles), Choice(f"{o}.vectorize", (None,) + self._widths(columns)),
                Choice(f"{o}.parallel", parallel)] + order + channels + self._sum_choices(o)

    def _sum_choices(self, name: str) -> list[Choice]:
        """Where a func's sum runs; an output's may be a func of its own per tile (`in()` of an
        output no func reads, of two dimensions or more)."""
        f = self.module.func(name)
        if not f.sums() or f.updates:
            return []
        wrapped = name in self.outputs and len(f.args) >= 2 and not consumers(self.module).get(name)
        return [Choice(f"{name}.sum", SUM_ORDERS + (("tile",) if wrapped else ()))]

    def _sums(self, name: str) -> list[str]:
        return [r.var.split(".")[-1] for r in self.module.func(name).sums()]

    @staticmethod
    def _widths(points: int) -> tuple[int, ...]:
        return tuple(w for w in VECTOR_WIDTHS if w <= points)

    def _func_choices(self, name: str) -> list[Choice]:
        owner, f = self.owner[name], self.module.func(name)
        ours = owner is not None and not self.module.func(owner).updates
        if f.updates:
            places = PLACES[1:3] if ours else ("root",)      # all of it computed before its readers, here or per tile
        else:
            places = PLACES if ours else PLACES[:2]
        columns = max(self.extents[o][-1] for o in ([owner] if owner else self.outputs))
        parallel = [Choice(f"{name}.parallel", (False, True))] if self._parallel_loops(f) else []
        return [Choice(f"{name}.place", places), Choice(f"{name}.vectorize", (None,) + self._widths(columns))] \
            + parallel + self._sum_choices(name)

    @staticmethod
    def _parallel_loops(f) -> list[tuple[int | None, str]]:
        """The loops of func `f` at the root that may run on the cores: its outermost variable
        (where another, its last, is left to vectorize), and each update's outermost pure
        variable (no update reads or writes another pure point: frontend/check_update.py), as
        (update or None, variable)."""
        pure = [(None, f.args[0])] if len(f.args) >= 2 else []
        return pure + [(n, u.pure[0]) for n, u in enumerate(f.updates) if u.pure]

    def build(self, point: dict) -> ScheduleBuilder:
        """The schedule `point` spells, word by word through the builder (a CompileError where a
        word is refused; `resolve` checks the whole when it is compiled).  A func goes no deeper
        into the output's loops than the shallowest of its readers (an inline func is where its
        readers are): the place asked for is moved out until it encloses them."""
        b = ScheduleBuilder(self.module)
        every = {o: self._build_output(b, point, o) for o in self.outputs}
        readers = consumers(self.module)
        level = {o: 1 if point.get(f"{o}.sum") == "tile" else 3 for o in self.outputs}      # C_in, per tile
        for name in self.funcs:
            owner = self.owner[name]
            loops = every[owner] if owner else {"rows": None, "tile": None}
            depth = {"root": 0, "tile": 1, "rows": 1 if loops["rows"] == loops["tile"] else 2}
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
                for n, var in self._parallel_loops(self.module.func(name)) if point.get(f"{name}.parallel") else ():
                    (f if n is None else f.update(n)).parallel(var)
            elif place == "tile":
                f.compute_at(owner, loops["tile"])
            elif loops["outer"] != loops["rows"]:
                f.store_at(owner, loops["outer"]).compute_at(owner, loops["rows"])
            else:
                f.store_root().compute_at(owner, loops["rows"])
            if place != "root" and point.get(f"{name}.sum") == "outer":
                args = self.module.func(name).args
                f.reorder(*self._sums(name), *args)
                if len(args) >= 2 and loops["few rows"]:
                    f.unroll(args[-2])
            self._vectorize(f, name, point[f"{name}.vectorize"])
            self._vectorize_updates(f, name, point)
        return b

    def _build_output(self, b: ScheduleBuilder, point: dict, o: str) -> dict[str, str]:
        """Output `o`'s words; the loops its producers may be computed at: its tiles' (or its
        outermost), its rows', and the one a slid producer is stored at (`outer`)."""
        args = self.module.func(o).args
        sums = b.func(o).in_() if point.get(f"{o}.sum") == "tile" else None
        f = b.func(o)
        tile, lead = point[f"{o}.tile"], list(args[:-2])
        inside = point.get(f"{o}.channels") == "inner" and point.get(f"{o}.sum") != "outer"
        if tile is not None and tile[0] is None:          # max_filter's: the scans down a strip's rows in it
            y, x = args[-2], args[-1]
            f.split(x, x + "o", x + "i", tile[1])
            inner = x + "i"
            loops = {"tile": lead[-1] if inside and lead else x + "o", "rows": y, "outer": x + "o", "few rows": False}
            order = [x + "o", *lead, y, inner] if inside else [*lead, x + "o", y, inner]
            inside = True
        elif tile is not None and tile[1] is None:
            y = args[-2]
            f.split(y, y + "o", y + "i", tile[0])
            inner, loops = args[-1], {"tile": y + "o", "rows": y + "i", "outer": y + "o", "few rows": False}
            order = [y + "o", y + "i", *lead, inner]
        elif tile is not None:
            y, x = args[-2], args[-1]
            f.tile(y, x, y + "o", x + "o", y + "i", x + "i", *tile)
            few = tile[0] <= UNROLLED_ROWS
            tiles = [x + "o", y + "o"] if point.get(f"{o}.order") == "columns" else [y + "o", x + "o"]
            inner, loops = x + "i", {"tile": tiles[1], "rows": y + "i", "outer": tiles[0], "few rows": few}
            order = [*tiles, y + "i", *lead, inner]
            if point.get(f"{o}.sum") == "outer":
                f.reorder(*lead, *tiles, *self._sums(o), y + "i", x + "i")
                if few:
                    f.unroll(y + "i")
            elif tiles[0] != y + "o" and not inside:
                f.reorder(*lead, *tiles, y + "i", x + "i")
        else:
            rows = args[-2] if len(args) >= 2 else args[0]
            inner, loops = args[-1], {"tile": args[0], "rows": rows, "outer": args[0], "few rows": False}
            if inside:
                loops |= {"tile": rows, "outer": rows}
            order = [rows, *lead, inner]
        if inside:            # Halide's unsharp: reorder(yo, yi, c, x), a row's producers shared by the channels
            f.reorder(*order)
        self._vectorize(f, o, point[f"{o}.vectorize"], inner)
        if point[f"{o}.vectorize"] is not None:        # a loop vectorized is split: its vectors' loop is `x.o`
            loops = {k: f"{v}.o" if v == inner else v for k, v in loops.items()}
        if point[f"{o}.parallel"]:
            f.parallel(lead[0] if point[f"{o}.parallel"] == "lead" else loops["outer"])
        if sums is not None:
            sums.compute_at(o, loops["tile"]).reorder(*self._sums(o), *args)
            if len(args) >= 2 and loops["few rows"]:
                sums.unroll(args[-2])
            self._vectorize(sums, o, point[f"{o}.vectorize"])
        return loops

    def _vectorize(self, f, name: str, width: int | None, var: str | None = None) -> None:
        if width is not None:
            f.vectorize(var or self.module.func(name).args[-1], width)

    def _vectorize_updates(self, f, name: str, point: dict) -> None:
        """Each update of func `name` that keeps its last variable pure, vectorized along it as
        its definition is, that loop innermost (`vert_log.update(0).reorder(c, r.y, r.x, x)`:
        its domain's loops run outside the lanes), unless it is the loop that runs in parallel."""
        func, width = self.module.func(name), point[f"{name}.vectorize"]
        last, parallel = func.args[-1], point.get(f"{name}.parallel") and point[f"{name}.place"] == "root"
        for n, u in enumerate(func.updates):
            if width is not None and last in u.pure and not (parallel and u.pure[0] == last):
                others = [v for v in u.pure if v != last]
                f.update(n).reorder(*others, *(r.name for r in u.rvars), last).vectorize(last, width)


def _reductions(f) -> list[Reduce]:
    """The sums, maxima, ... of func `f`'s value (a read under one's variable is at each of its steps)."""
    return [n for n in walk(f.body) if isinstance(n, Reduce)]


def pipeline_search(program, ctx, options: TuneOptions) -> tuple[PipelineSpace, PipelineMeasure]:
    """A pipeline's space on the C target (the funcs kind's `tune_spaces`), timed."""
    return PipelineSpace(program.module, options.sizes, vector_registers()), PipelineMeasure(program, options)
