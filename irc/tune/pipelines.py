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
  are a few points (CHANNELS_AT_MOST), outside otherwise, fused into one loop parallel or not
  (a batch of images and their rows);
- every other func the output needs: inline, at the root, at the output's tile (`compute_at`
  its column of tiles), at its outer tile loop (a strip of tiles: iir_blur's scans, each over a
  strip of whole columns), or slid along the output's rows (`store_at` the tile, `compute_at` its
  row); a func not inline vectorized by one of VECTOR_WIDTHS or not; at the root, its outermost
  loop and its updates' outermost pure loops parallel or not (hist's rows of histograms; an
  update vectorized along a pure loop runs on the cores in blocks of BLOCK_VECTORS vectors of
  it, fused with its other pure loops: hist's bins, iir_blur's channels x columns);
- two funcs that read the same funcs and inputs, neither the other (harris's Ix and Iy, both
  of gray): computed in one loop nest where placed alike (`Ix.compute_with(Iy, x.o)`, the
  second vectorized as the first), so that what they read is read once, or apart;
- a func that is a sum (`C(i, j) = A(i, k) * B(k, j)`): its sum innermost, per point, or outside
  the rows of the tile it computes (`reorder(k, i, j)`, the rows unrolled where at most
  UNROLLED_ROWS): each step of k then updates a tile of sums that the C compiler keeps in vector
  registers (examples/matmul_registers.dsl's `registers`); for the output, outside its tile's
  rows (`reorder(yo, xo, k, yi, xi)`), or its sum a func of its own computed per tile
  (`C.in().compute_at(C, xo).reorder(k, y, x)`: the tile's sums in registers, not in the
  output's memory; examples/matmul.dsl's `registers`).
A func with updates is computed at the root, an output with updates takes its producers inline
or at the root (the policies' rule, schedule/resolve.py), a func that several outputs need is
inline or at the root, and no func goes deeper into its output's loops than its readers.  The
points the guided strategies start from, Halide's rules of thumb, are rules.py's.
"""
from __future__ import annotations

import math

from ..ir.evaluate import eval_int
from ..module import Module
from ..schedule.builder import ScheduleBuilder
from ..schedule.legality import consumers
from ..schedule.wrappers import unread_output
from ..targets.c import vector_registers
from .measure import PipelineMeasure, TuneOptions
from .rules import UNROLLED_ROWS, RulesOfThumb, reductions
from .space import Choice, Space

TILE_ROWS = (4, 6, 8, 12, 16, 32, 64)
TILE_COLUMNS = (16, 32, 64, 128, 256)
VECTOR_WIDTHS = (4, 8, 16)
PLACES = ("inline", "root", "tile", "rows", "outer")     # outer: at the output's outer tile loop (a strip of tiles)
SUM_ORDERS = ("inner", "outer")     # a sum innermost, or outside the rows of a tile (an output's: "tile" too, below)
TILE_ORDERS = ("rows", "columns")     # an output's tiles row by row, or column by column (B's panel stays in cache)
CHANNELS = ("outer", "inner")     # an output's leading dimensions (unsharp's c) outside its loops, or inside its rows
DEEPEST = 9             # an output's own depth in its loops: below every place
BLOCK_VECTORS = 4       # an update run on the cores along its vectors' loop: blocks of this many vectors
CHANNELS_AT_MOST = 4    # leading dimensions of more points (conv_layer's batch and rows) are loops outside the tiles


class PipelineSpace(RulesOfThumb, Space):
    """The choices of `module`'s schedules (its outputs and the funcs they need)."""

    def __init__(self, module: Module, sizes: dict[str, int] | None = None, registers: tuple[int, int] | None = None):
        self.module, self.registers = module, registers        # (bytes, count) of the vector registers
        env = {p.name: p.default for p in module.params} | (sizes or {})
        self.extents = {o.func: [eval_int(extent, env) for _, extent in o.ranges] for o in module.outputs}
        self.outputs = list(self.extents)
        self.funcs = [f for f in reversed(module.needed_funcs()) if f not in self.extents]    # consumers first
        self.owner = {f: self._owner(f) for f in self.funcs}
        self.partner = self._siblings()
        self.choices = [c for o in self.outputs for c in self._output_choices(o)] + \
            [c for f in self.funcs for c in self._func_choices(f)]

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
        wrapped = len(f.args) >= 2 and unread_output(self.module, name)
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
            # all of it before its readers: here, per tile or per strip of tiles
            places = ("root", "tile", "outer") if ours else ("root",)
        else:
            places = PLACES if ours else PLACES[:2]
        columns = max(self.extents[o][-1] for o in ([owner] if owner else self.outputs))
        parallel = [Choice(f"{name}.parallel", (False, True))] if self._parallel_loops(f) else []
        fused = [Choice(f"{name}.with", (False, True))] if name in self.partner else []
        return [Choice(f"{name}.place", places), Choice(f"{name}.vectorize", (None,) + self._widths(columns))] \
            + parallel + self._sum_choices(name) + fused

    def _siblings(self) -> dict[str, str]:
        """Pairs of funcs one output needs that read the same funcs and inputs and neither the
        other, each func in one pair at most (compute_with's rule), as func -> the func it may
        be computed with; funcs with updates or reductions (loops of their own) left apart."""
        plain = [f for f in self.funcs if self.owner[f] and not self.module.func(f).updates
                 and not reductions(self.module.func(f))]
        partner: dict[str, str] = {}
        paired: set[str] = set()
        for i, f in enumerate(plain):
            for g in plain[i + 1:]:
                if not {f, g} & paired and self._siblings_alike(f, g):
                    partner[g] = f
                    paired |= {f, g}
        return partner

    def _siblings_alike(self, f: str, g: str) -> bool:
        """Whether funcs `f` and `g` read the same funcs and inputs (some), neither the other, for
        the same output, over as many dimensions, with no func between them reading either."""
        reads = [frozenset(n.buffer for n in self.module.func(h).loads()) for h in (f, g)]
        return bool(reads[0]) and reads[0] == reads[1] and self.owner[f] == self.owner[g] \
            and len(self.module.func(f).args) == len(self.module.func(g).args) \
            and f not in self.module.producers({g}) and g not in self.module.producers({f}) \
            and not self._read_between(f, g)

    def _read_between(self, f: str, g: str) -> bool:
        """Whether a func between funcs `f` and `g` in pipeline order reads either of them
        (through any funcs): one nest cannot compute both before it and after."""
        order = [x.name for x in self.module.funcs]
        lo, hi = sorted((order.index(f), order.index(g)))
        return any({f, g} & set(self.module.producers({h})) for h in order[lo + 1:hi])

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
        readers, placed = consumers(self.module), {}
        level = {o: _depths(every[o])["tile"] if point.get(f"{o}.sum") == "tile" else DEEPEST for o in self.outputs}
        for name in self.funcs:
            owner = self.owner[name]
            loops = every[owner] if owner else {"rows": None, "tile": None, "outer": None}
            depth = _depths(loops)
            shallowest = min((level[r] for r in readers.get(name, ()) if r in level), default=0)
            place = point[f"{name}.place"]
            if place != "inline" and depth[place] > shallowest:
                place = max((p for p in depth if depth[p] <= shallowest), key=depth.get)
            level[name], placed[name] = shallowest if place == "inline" else depth[place], place
            f = b.func(name)
            if place == "inline":
                f.compute_inline()          # Halide's default, said: the block names every func's place
                continue
            if place == "root":
                f.compute_root()
                for n, var in self._parallel_loops(self.module.func(name)) if point.get(f"{name}.parallel") else ():
                    if n is None or not self._in_blocks(name, n, point):
                        (f if n is None else f.update(n)).parallel(var)
            elif place in ("tile", "outer"):
                f.compute_at(owner, loops[place])
            elif loops["outer"] != loops["rows"]:
                f.store_at(owner, loops["outer"]).compute_at(owner, loops["rows"])
            else:
                f.store_root().compute_at(owner, loops["rows"])
            if place != "root" and point.get(f"{name}.sum") == "outer":
                args = self.module.func(name).args
                f.reorder(*self._sums(name), *args)
                if len(args) >= 2 and loops["few rows"] and place != "outer":
                    f.unroll(args[-2])
            sibling = self._computed_with(point, placed, name)
            self._vectorize(f, name, point[f"{(sibling or name)}.vectorize"])
            self._vectorize_updates(f, name, point)
            if sibling:
                width, last = point[f"{sibling}.vectorize"], self.module.func(sibling).args[-1]
                f.compute_with(sibling, f"{last}.o" if width else last)
        return b

    def _computed_with(self, point: dict, placed: dict, name: str) -> str | None:
        """The func that func `name` is computed with (`compute_with`), where the point says so
        and both are placed alike, in the output's loops."""
        g = self.partner.get(name)
        fused = g is not None and point.get(f"{name}.with") \
            and placed.get(g) == placed[name] in ("outer", "tile", "rows")
        return g if fused else None

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
        if point[f"{o}.parallel"] == "lead":
            fused = self._fuse_loops(f, lead)
            f.parallel(fused)
            loops = {k: fused if v in lead else v for k, v in loops.items()}
        elif point[f"{o}.parallel"]:
            f.parallel(loops["outer"])
        if sums is not None:
            sums.compute_at(o, loops["tile"]).reorder(*self._sums(o), *args)
            if len(args) >= 2 and loops["few rows"]:
                sums.unroll(args[-2])
            self._vectorize(sums, o, point[f"{o}.vectorize"])
        return loops

    @staticmethod
    def _fuse_loops(f, loops: list[str]) -> str:
        """`loops` (outermost, each directly inside the one before) fused into one loop, its name:
        conv_layer's 5 images x 80 rows as 400 tasks for the cores (5 images on 2 cores left one
        idle a sixth of the time: 66.5 -> 57.5 ms)."""
        name = loops[0]
        for inner in loops[1:]:
            f.fuse(name, inner, f"{name}_{inner}")
            name = f"{name}_{inner}"
        return name

    def _vectorize(self, f, name: str, width: int | None, var: str | None = None) -> None:
        if width is not None:
            f.vectorize(var or self.module.func(name).args[-1], width)

    def _vectorize_updates(self, f, name: str, point: dict) -> None:
        """Each update of func `name` that keeps its last variable pure, vectorized along it as
        its definition is, that loop innermost (`vert_log.update(0).reorder(c, r.y, r.x, x)`:
        its domain's loops run outside the lanes); where that loop is also the one to run in
        parallel, in blocks of BLOCK_VECTORS vectors on the cores, the domain's loops inside each
        block (hist's 256 bins summed down 2,560 rows: `hist.update(0).split(b, bo, bi, 64)
        .reorder(bo, ry.x, bi).parallel(bo).vectorize(bi, 16)`, Halide's hand schedule)."""
        func, width = self.module.func(name), point[f"{name}.vectorize"]
        last = func.args[-1]
        for n, u in enumerate(func.updates):
            rvars = [r.name for r in u.rvars]
            others = [v for v in u.pure if v != last]
            if self._in_blocks(name, n, point):
                stage = f.update(n).split(last, f"{last}o", f"{last}i", BLOCK_VECTORS * width)
                stage.reorder(*others, f"{last}o", *rvars, f"{last}i")
                stage.parallel(self._fuse_loops(stage, [*others, f"{last}o"])).vectorize(f"{last}i", width)
            elif width is not None and last in u.pure and not self._parallel_update(name, n, point):
                f.update(n).reorder(*others, *rvars, last).vectorize(last, width)

    def _parallel_update(self, name: str, n: int, point: dict) -> bool:
        """Whether update n of func `name` runs its outermost pure loop on the cores."""
        u = self.module.func(name).updates[n]
        return bool(point.get(f"{name}.parallel")) and point[f"{name}.place"] == "root" and bool(u.pure)

    def _in_blocks(self, name: str, n: int, point: dict) -> bool:
        """Whether update n of func `name` runs on the cores along the loop its vectors are along."""
        f = self.module.func(name)
        return self._parallel_update(name, n, point) and point[f"{name}.vectorize"] is not None \
            and f.args[-1] in f.updates[n].pure


def _depths(loops: dict) -> dict[str, int]:
    """How deep in an output's loops each place is: the root, its outer tile loop, its tile loop
    (the same where the tiles are strips), its rows' loop (the same where a tile is a row)."""
    tile = 1 + (loops["tile"] != loops["outer"])
    return {"root": 0, "outer": 1, "tile": tile, "rows": tile + (loops["rows"] != loops["tile"])}


def pipeline_search(program, ctx, options: TuneOptions) -> tuple[PipelineSpace, PipelineMeasure]:
    """A pipeline's space on the C target (the funcs kind's `tune_spaces`), timed."""
    return PipelineSpace(program.module, options.sizes, vector_registers()), PipelineMeasure(program, options)
