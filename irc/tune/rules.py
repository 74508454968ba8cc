"""Halide's rules of thumb, as the points of a pipeline's space (irc/tune/pipelines.py) that the
guided strategies measure first: strips of rows or tiles, parallel and vectorized by the widest
vector; a func placed by how its readers read it (`_placed_by_reads`) or by what recomputing it
costs (`_placed_by_cost`); a tile of sums as large as the vector registers hold.
"""
from __future__ import annotations

from ..ir.analysis.simplify import simplify_expr
from ..ir.nodes import Const, Reduce
from ..ir.types import bits, element_type
from ..ir.visitor import free_names, walk

START_ROWS, START_TILE = 32, (32, 256)     # the strips and tiles of the points the search starts from
REGISTERS_FREE = 4      # vector registers a tile of sums in registers leaves for the values it reads
UNROLLED_ROWS = 16      # a tile of at most this many rows has them unrolled where its sum runs outside them


class RulesOfThumb:
    """The starting points of PipelineSpace (a mixin: `self.module`, `self.outputs`, `self.funcs`,
    `self.choices` and `self.registers` are the space's)."""

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
        tiles = {t for o in self.outputs for c in self.choices if c.name == f"{o}.tile" for t in c.options}
        fits = [(r, c) for r, c in (t for t in tiles if t and None not in t)
                if r <= UNROLLED_ROWS and r * -(-c // lanes) <= self.registers[1] - REGISTERS_FREE]
        return max(fits, key=lambda t: (t[0] * t[1], t[1]), default=None)

    def _placed_by_reads(self, layout: str) -> dict[str, str]:
        """A func with updates at the root (or per strip: `_updated_place`), one that sums over a
        size per tile, one each reader reads at one point inline, one read at several points
        `layout` (slid down the rows, or per tile; slid down a strip of columns, its scans per
        strip)."""
        placed = {f: self._updated_place(f) if self.module.func(f).updates else "tile" if self._sums_over_sizes(f)
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
            if self.module.func(f).updates:
                placed[f] = self._updated_place(f)
            elif reads and all(n == 0 for n in reads.values()) \
                    or any(at_root) and not all(at_root):
                placed[f] = "root"
            elif self._sums_over_sizes(f):
                placed[f] = "tile"
            else:
                placed[f] = "inline" if points[f] <= 1 or self._cheap(f) else layout
        return self._scans_per_strip(placed) if layout == "columns" else placed

    def _updated_place(self, name: str) -> str:
        """A func with updates that its output reads itself (iir_blur's blurx, its rows the
        output's columns) per strip of the output's tiles: the strip needs a strip of it, each
        scan whole; any other at the root."""
        owner = self.owner.get(name)
        return "outer" if owner and any(n.buffer == name for n in self.module.func(owner).loads()) else "root"

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
            own = set(g.args) | {r.var for r in reductions(g)}
            if all(not (free_names(i) & own) for n in loads for i in n.indices):
                counts[g.name] = 0
                continue
            terms = 1
            for r in reductions(g):
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
        return not reductions(f) and not f.updates and all(len(p) == 1 for p in reads.values())

    def _sums_over_sizes(self, name: str) -> bool:
        """Whether func `name` sums over a size (matmul's k), not a constant window (harris's 3 x 3)."""
        return any(not isinstance(simplify_expr(r.extent), Const) for r in self.module.func(name).sums())

    def _pointwise(self, name: str) -> bool:
        """Whether each reader of func `name` reads it at one point of its own (`f(y, x)` or
        `f(y + 2, x + 2)` in `g(y, x)`), not at several around it (a stencil)."""
        for g in self.module.funcs:
            points = {n.indices for n in g.loads() if n.buffer == name}
            summed = {r.var for r in reductions(g)}      # a read under a sum's variable: at every step of it
            if len(points) > 1 or any(free_names(i) & summed for p in points for i in p):
                return False
        return True


def reductions(f) -> list[Reduce]:
    """The sums, maxima, ... of func `f`'s value (a read under one's variable is at each of its steps)."""
    return [n for n in walk(f.body) if isinstance(n, Reduce)]
