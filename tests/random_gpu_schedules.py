"""A hypothesis strategy of random programs under one random legal GPU schedule, for
test_gpu_properties.py.

The funcs are random_pipelines.py's stencil pipelines (its `algorithms`: 1-4 funcs over one or
two inputs, constant offsets, clamp / zero / none boundaries, a ranged output) or a matmul-like
sum `C(i, j) = X(i, k) * Y(k, j)`, X and Y the inputs A and B or a func of each.  The block
`schedule s` maps the output with `gpu_tile` and draws from the words irc accepts under it
(README "GPU schedules"; irc/schedule/gpu.py, gpu_compute.py and the corpus
tests/errors/sched_gpu_*, sched_cache_*, sched_coarsen_* say what it refuses on purpose):
- `gpu_tile(y, x, by, bx, ty, tx, Ty, Tx)`, Ty and Tx from 1 to 32 (powers of two or not;
  Ty * Tx <= 1024 follows), now and then over the dimensions swapped (`gpu_tile(x, y, ...)`);
- `coarsen` of one dimension or both by 2..4; for a sum `split(k, ko, ki, F)`, F from 1 to 16,
  before, between or after the coarsens;
- a stencil's producers inline, `compute_at(out, <innermost block loop>)` (per block, shared) or
  `compute_at(out, <innermost thread loop>)` (per thread), where every func reading it is
  computed at that loop or inside it; a split sum's producers inline or at `ko` or `ki`;
- the inputs the output reads (itself or through inlined funcs) `cache(out, <innermost block
  loop>)` or, coarsened, at a coarsen loop (a stencil), at `ko` or `ki` (a split sum), with or
  without `.pad(1)`;
- sizes from 1 to a few tiles, mostly not multiples of a tile, often smaller than one.
Never generated, as refused on purpose: a producer at the root, an outer block or thread loop
or another func's loop, with store_at or loop words of its own; a sum's producer or cache at a
block or thread loop (its region spans all of k); a cache of a func, at a thread loop, or of an
input read only by funcs computed somewhere; shared tiles over the A6000's 99 KB.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from hypothesis import strategies as st

from random_pipelines import Algorithm, _body, _leaf, algorithms

SHARED_BUDGET = 96 * 1024      # bytes of shared tiles per block, under the A6000's 99 KB
TILES = st.one_of(st.sampled_from((1, 2, 4, 8, 16, 32)), st.integers(1, 32))
SUM_TEXT = """param M: i32 = 64
param N: i32 = 64
param K: i32 = 64
input A: f32[M, K] boundary {ba}
input B: f32[K, N] boundary {bb}
"""


@dataclass
class GpuCase:
    text: str
    sizes: dict[str, int]
    seed: int
    tags: tuple[str, ...] = ()       # the words the schedule uses, for the coverage count

    def __repr__(self) -> str:
        return f"GpuCase(sizes={self.sizes}, seed={self.seed}, tags={self.tags}, text='''\n{self.text}''')"


@dataclass
class _Launch:
    """The output's GPU schedule as drawn: its words, the other lines, the shared bytes a block
    takes so far."""
    out: str
    dims: tuple[str, str]            # as gpu_tile names them: the second is the thread's .x
    tile: tuple[int, int]
    coarse: dict[str, int] = field(default_factory=dict)
    words: list[str] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)
    tags: list[str] = field(default_factory=list)
    shared: int = 0

    @property
    def block_loop(self) -> str:
        return f"b{self.dims[1]}"

    @property
    def thread_loop(self) -> str:
        return f"t{self.dims[1]}"

    def points(self, dim: str) -> int:
        """The points of `dim` a block covers."""
        return self.tile[self.dims.index(dim)] * self.coarse.get(dim, 1)

    def take(self, nbytes: int) -> bool:
        """Reserve `nbytes` of shared memory, if they fit."""
        if self.shared + nbytes > SHARED_BUDGET:
            return False
        self.shared += nbytes
        return True

    def schedule(self) -> list[str]:
        return [f"{self.out}." + ".".join(self.words)] + self.lines


@st.composite
def _launch(draw, out: str, dims: tuple[str, str], split: str | None = None) -> _Launch:
    """gpu_tile of `dims` (or of them swapped), coarsens, and `split` among them."""
    if draw(st.integers(0, 5)) == 3:          # a middle value: hypothesis draws 0 often
        dims = dims[::-1]
        tags = ["swapped"]
    else:
        tags = []
    tile = (draw(TILES), draw(TILES))
    (a, b), (ta, tb) = dims, tile
    launch = _Launch(out, dims, tile, tags=tags)
    later = [d for d in dims if draw(st.integers(0, 2)) == 1]
    for d in later:
        launch.coarse[d] = draw(st.integers(2, 4))
        launch.tags.append("coarsen")
    later = [f"coarsen({d}, {launch.coarse[d]})" for d in later] + ([split] if split else [])
    launch.words = [f"gpu_tile({a}, {b}, b{a}, b{b}, t{a}, t{b}, {ta}, {tb})"] + draw(st.permutations(later))
    launch.tags += ["split"] if split else []
    return launch


def _region_bytes(launch: _Launch, offs: tuple[int, int, int, int], pad: int = 0) -> int:
    """Bytes of the part of a stencil func or input one block reads (the n tiles of a coarsened one)."""
    y, x = sorted(launch.dims, reverse=True)          # ("y", "x")
    return 4 * (launch.points(y) + offs[1] - offs[0]) * (launch.points(x) + offs[3] - offs[2] + pad)


@st.composite
def _inline_line(draw, f: str) -> list[str]:
    """An inlined func: said, or left to the default."""
    return [f"{f}.compute_inline()"] if draw(st.booleans()) else []


@st.composite
def _stencil_producers(draw, alg: Algorithm, launch: _Launch) -> dict[str, str]:
    """Each producer, readers first: inline, per block or per thread; func -> place."""
    places: dict[str, str] = {}
    for f in reversed(alg.names[:-1]):
        readers = alg.readers(f, lambda r: places.get(r) == "inline")
        options = ["inline", "block", "thread"]
        if any(places.get(r) == "block" for r in readers):
            options.remove("thread")          # a per-block func reads it: per thread would be inside it
        place = draw(st.sampled_from(options))
        if place == "block" and not launch.take(_region_bytes(launch, alg.offsets(f))):
            place = "inline"
        places[f] = place
        launch.tags.append(f"at_{place}")
        loop = {"block": launch.block_loop, "thread": launch.thread_loop}.get(place)
        launch.lines += [f"{f}.compute_at({alg.out}, {loop})"] if loop else draw(_inline_line(f))
    return places


def _read_inputs(reads: dict[str, list[str]], inputs: set[str], places: dict[str, str], out: str) -> set[str]:
    """The inputs `out` reads itself or through inlined funcs (reads: func -> what it reads)."""
    found, todo = set(), [out]
    while todo:
        for src in reads[todo.pop()]:
            if src in inputs:
                found.add(src)
            elif places.get(src) == "inline":
                todo.append(src)
    return found


@st.composite
def _caches(draw, launch: _Launch, inputs: list[str], loops: list[str], nbytes) -> None:
    """Some of `inputs` cached at one of `loops`, padded or not; nbytes(input, pad): shared bytes."""
    for i in inputs:
        if draw(st.integers(0, 2)) != 0:
            continue
        loop, pad = draw(st.sampled_from(loops)), draw(st.sampled_from((0, 0, 1)))
        if launch.take(nbytes(i, pad)):
            launch.lines.append(f"{i}.cache({launch.out}, {loop})" + (".pad(1)" if pad else ""))
            launch.tags += ["cache"] + (["pad"] if pad else [])


def _extent(points: int):
    """An output extent: under a block's points, or up to a few blocks, rarely a multiple."""
    return st.one_of(st.integers(1, max(1, points)), st.integers(1, min(3 * points + 5, 72)))


@st.composite
def stencil_cases(draw) -> GpuCase:
    alg = draw(algorithms())
    launch = draw(_launch(alg.out, ("y", "x")))
    places = draw(_stencil_producers(alg, launch))
    reads = {n: [src for src, _, _ in alg.funcs[n].reads] for n in alg.names}
    cached = sorted(_read_inputs(reads, set(alg.inputs), places, alg.out))
    loops = [launch.block_loop] + [f"{d}.c" for d in launch.coarse]
    draw(_caches(launch, cached, loops, lambda i, pad: _region_bytes(launch, alg.offsets(i), pad)))
    sizes = alg.sizes(draw(_extent(launch.points("y"))), draw(_extent(launch.points("x"))))
    return GpuCase(alg.text(launch.schedule()), sizes, draw(st.integers(0, 2**16)), tuple(["stencil"] + launch.tags))


@st.composite
def _producer(draw, name: str, src: str, boundary: str) -> str:
    """`func name(y, x) = ...` of one or two reads of input `src` (offset where it has a boundary)."""
    off = st.integers(-1, 1) if boundary != "none" else st.just(0)
    leaves = [_leaf(src, draw(off), draw(off)) for _ in range(draw(st.integers(1, 2)))]
    return f"func {name}(y, x) = {draw(_body(leaves))}"


@st.composite
def sum_cases(draw) -> GpuCase:
    """C(i, j) = X(i, k) * Y(k, j), X: A or P (a func of A), Y: B or Q (of B)."""
    boundary = {i: draw(st.sampled_from(("clamp", "zero", "none"))) for i in ("A", "B")}
    producers = {i: f for i, f in (("A", "P"), ("B", "Q")) if draw(st.booleans())}
    lines = [draw(_producer(f, i, boundary[i])) for i, f in producers.items()]
    x, y = producers.get("A", "A"), producers.get("B", "B")
    factor = draw(st.one_of(st.none(), TILES.map(lambda t: min(t, 16))))
    launch = draw(_launch("C", ("i", "j"), None if factor is None else f"split(k, ko, ki, {factor})"))
    loops = ["ko", "ki"] if factor else []
    places = {}
    for i, f in producers.items():
        places[f] = draw(st.sampled_from(["inline"] + loops))
        launch.tags.append("at_inline" if places[f] == "inline" else "at_sum_loop")
        launch.lines += draw(_inline_line(f)) if places[f] == "inline" else [f"{f}.compute_at(C, {places[f]})"]
    reads = {"C": [x, y], "P": ["A"], "Q": ["B"]}
    if loops:       # the tiles of a split sum are small: Ty * 4 x 16 at most
        cached = sorted(_read_inputs(reads, {"A", "B"}, places, "C"))
        draw(_caches(launch, cached, loops, lambda i, pad: 0))
    product = f"{x}(i, k) * {y}(k, j)"      # k's range from A or B, or said (neither read directly)
    if len(producers) == 2 or draw(st.booleans()):
        product = f"sum(k in 0 .. K: {product})"
    text = SUM_TEXT.format(ba=boundary["A"], bb=boundary["B"]) + "\n".join(
        lines + [f"func C(i, j) = {product}", "output C[M, N]", "schedule s {"]
        + [f"    {c}" for c in launch.schedule()] + ["}"]) + "\n"
    sizes = {"M": draw(_extent(launch.points("i"))), "N": draw(_extent(launch.points("j"))),
             "K": draw(st.integers(1, 40))}
    return GpuCase(text, sizes, draw(st.integers(0, 2**16)), tuple(["sum"] + launch.tags))


@st.composite
def gpu_cases(draw) -> GpuCase:
    """A stencil pipeline two times in three, a sum otherwise."""
    return draw(sum_cases() if draw(st.integers(0, 2)) == 1 else stencil_cases())
