"""irc tune's space of a pipeline's schedules (irc/tune/space.py): derived from the program, each
point spelled through the schedule builder, and every point built computes what the reference
does (the differential rule: a candidate that differs would be a bug found, never a winner) or
is refused at the sizes with the reason (a vector reading past an input with no boundary)."""
from __future__ import annotations

import random
import warnings
from pathlib import Path

import numpy as np
import pytest

import irc
from irc.diagnostics import RunError
from irc.tune.pipelines import PLACES, PipelineSpace

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"

# (file, sizes, input shapes at those sizes, points drawn)
CASES = [("blur.dsl", {"H": 37, "W": 70}, [(37, 70)], 8),
         ("unsharp.dsl", {"H": 40, "W": 133}, [(40, 133)], 5),
         ("apps/harris.dsl", {"H": 34, "W": 70}, [(3, 40, 76)], 6)]


@pytest.mark.parametrize("path, sizes, shapes, draws", CASES, ids=[c[0] for c in CASES])
def test_every_point_drawn_computes_the_reference(path, sizes, shapes, draws):
    prog = irc.load(EXAMPLES / path)
    space = PipelineSpace(prog.module, sizes)
    rng, data = random.Random(7), np.random.default_rng(7)
    inputs = [data.random(s, dtype=np.float32) for s in shapes]
    want = prog.reference(*inputs, **sizes)
    ran = 0
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")         # a schedule's notes (storage not folded, ...)
        for _ in range(draws):
            schedule = space.build(space.sample(rng))
            try:
                got = prog.compile(schedule=schedule)(*inputs, **sizes)
            except RunError as e:               # refused at these sizes: counted by a search, not run
                assert "at these sizes" in str(e) or "use sizes" in str(e), str(e)
                continue
            np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6, err_msg=str(schedule))
            ran += 1
    assert ran >= draws // 2


def test_the_choices_come_from_the_program_at_its_sizes():
    space = PipelineSpace(irc.load(EXAMPLES / "blur.dsl").module)
    assert [c.name for c in space.choices] == ["blury.tile", "blury.vectorize", "blury.parallel", "blury.order",
                                               "blurx.place", "blurx.vectorize", "blurx.parallel"]
    options = dict((c.name, c.options) for c in space.choices)
    assert options["blurx.place"] == PLACES and len(options["blury.tile"]) == 1 + 7 * 5 + 7 + 5
    small = dict((c.name, c.options) for c in PipelineSpace(irc.load(EXAMPLES / "blur.dsl").module,
                                                            {"H": 20, "W": 40}).choices)
    assert small["blury.tile"] == (None,) + tuple((r, c) for r in (4, 6, 8, 12, 16) for c in (16, 32)) + \
        tuple((r, None) for r in (4, 6, 8, 12, 16)) + ((None, 16), (None, 32))
    assert small["blury.vectorize"] == (None, 4, 8, 16)
    same = [PipelineSpace(irc.load(EXAMPLES / "blur.dsl").module).sample(random.Random(3)) for _ in range(2)]
    assert same[0] == same[1]                   # the same seed draws the same point


def test_a_func_goes_no_deeper_than_its_readers():
    """harris at the output's tile, trace asked at its rows: trace moves out to the tile (inside
    harris's own loop it would be computed for each row harris needs, after harris reads it)."""
    space = PipelineSpace(irc.load(EXAMPLES / "apps/harris.dsl").module)
    point = space.sample(random.Random(0)) | {"corners.tile": (16, 64), "corners.order": "rows", "harris.place": "tile",
                                              "trace.place": "rows", "det.place": "root"}
    text = str(space.build(point))
    assert "harris.compute_at(corners, xo)" in text and "trace.compute_at(corners, xo)" in text


def test_a_func_with_updates_is_computed_at_the_root_or_per_tile():
    """All of it, before its readers: a scan down the rows (max_filter's vert_log) per strip;
    or per strip of tiles (iir_blur's blurx)."""
    prog = irc.parse("""
param N: i32 = 64
input in: i32[N] boundary clamp
rdom r[1 .. N]
func f(x) = in(x) + 1
func acc(x) = f(x)
acc(r.x) += acc(r.x - 1)
func out(x) = acc(x) * 2
output out[N]
""", "acc.dsl")
    space = PipelineSpace(prog.module)
    assert dict((c.name, c.options) for c in space.choices)["acc.place"] == ("root", "tile", "outer")
    data = np.arange(64, dtype=np.int32)
    for place in ("root", "tile", "outer"):
        point = space.starts()[0] | {"acc.place": place}
        np.testing.assert_array_equal(prog.compile(schedule=space.build(point))(data), prog.reference(data))


def test_a_sum_runs_outside_the_rows_of_its_tile():
    """matmul_registers' `registers` schedule is a point of its space: prod's sum outside the
    rows of the tile it is computed at, the rows unrolled; the output's own sum likewise."""
    prog = irc.load(EXAMPLES / "matmul_registers.dsl")
    space = PipelineSpace(prog.module, {"N": 64, "K": 64, "M": 64})
    point = {"C.tile": (12, 32), "C.vectorize": 16, "C.parallel": False, "prod.place": "tile",
             "prod.vectorize": 16, "prod.sum": "outer"}
    text = str(space.build(point))
    assert text == ("C.tile(i, j, io, jo, ii, ji, 12, 32); C.vectorize(ji, 16); prod.compute_at(C, jo); "
                    "prod.reorder(k, i, j); prod.unroll(i); prod.vectorize(j, 16)")
    a, b = (np.random.default_rng(k).random((64, 64), dtype=np.float32) for k in (0, 1))
    np.testing.assert_allclose(prog.compile(schedule=text)(a, b), a @ b, rtol=1e-5)
    assert "prod.unroll" not in str(space.build(point | {"C.tile": (32, 32)}))
    matmul = irc.load(EXAMPLES / "matmul.dsl")
    space = PipelineSpace(matmul.module, {"N": 64, "K": 64, "M": 64})
    text = str(space.build({"C.tile": (4, 64), "C.vectorize": 16, "C.parallel": False, "C.sum": "outer"}))
    assert text == "C.tile(i, j, io, jo, ii, ji, 4, 64); C.reorder(io, jo, k, ii, ji); C.unroll(ii); C.vectorize(ji, 16)"
    np.testing.assert_allclose(matmul.compile(schedule=text)(a, b), a @ b, rtol=1e-5)


def test_an_output_sums_a_tile_in_a_func_of_its_own():
    """examples/matmul.dsl's `registers` is a point of its space: C's sum in `C.in()`, computed
    per tile with k outside the tile's rows; the start in tiles that fill the registers takes it
    (its sums in C's memory ran 5x slower, on AVX2, than the same tile of matmul_registers')."""
    matmul = irc.load(EXAMPLES / "matmul.dsl")
    space = PipelineSpace(matmul.module, {"N": 64, "K": 64, "M": 64}, (64, 32))
    point = {"C.tile": (12, 32), "C.vectorize": 16, "C.parallel": False, "C.order": "rows", "C.sum": "tile"}
    text = str(space.build(point))
    assert text == ("C.in(); C.tile(i, j, io, jo, ii, ji, 12, 32); C.vectorize(ji, 16); C_in.compute_at(C, jo); "
                    "C_in.reorder(k, i, j); C_in.unroll(i); C_in.vectorize(j, 16)")
    assert matmul.compile(schedule=text).source == matmul.compile(schedule="registers").source
    a, b = (np.random.default_rng(k).random((64, 64), dtype=np.float32) for k in (0, 1))
    np.testing.assert_allclose(matmul.compile(schedule=space.build(point | {"C.tile": (6, 16)}))(a, b), a @ b,
                               rtol=1e-5)
    tiled = [p for p in space.starts() if p["C.tile"][1] is not None]
    assert tiled and all(p["C.sum"] == "tile" for p in tiled)


TWO_OUTPUTS = """
param N: i32 = 64
input in: f32[N, N] boundary clamp
func a(y, x) = in(y, x) * 2.0
func b(y, x) = a(y, x - 1) + a(y, x + 1)
func c(y, x) = in(y, x) + 1.0
func o1(y, x) = b(y, x) + c(y, x)
func o2(y, x) = a(y, x) * 3.0
output o1[N, N]
output o2[N, N]
"""


def test_each_output_has_its_choices_and_a_func_two_need_is_inline_or_root():
    space = PipelineSpace(irc.parse(TWO_OUTPUTS, "two.dsl").module, {"N": 48})
    options = dict((c.name, c.options) for c in space.choices)
    assert [n for n in options if n.endswith(".tile")] == ["o1.tile", "o2.tile"]
    assert options["a.place"] == ("inline", "root") and options["b.place"] == PLACES and options["c.place"] == PLACES
    point = space.sample(random.Random(1)) | {"o1.tile": (16, 32), "b.place": "tile", "c.place": "rows", "a.place": "root"}
    text = str(space.build(point))
    assert "b.compute_at(o1, xo)" in text and "c.store_at(o1, yo); c.compute_at(o1, yi)" in text and "a.compute_root()" in text


def test_a_program_of_two_outputs_is_tuned_to_the_reference():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        result = irc.parse(TWO_OUTPUTS, "two.dsl").tune(budget=4, sizes={"N": 40}, rounds=1, seed=2)
    assert result.best is not None and not result.count("wrong")
    assert result.count("timed") + result.count("slow") >= 2       # each checked against the reference first


def test_a_vectorized_one_dimensional_output_runs_its_vectors_in_parallel():
    """histogram's outputs are 1-D: vectorizing `b` splits it, so the parallel loop is `b.o`
    (it was `b`, refused: "func 'hist' has no loop 'b' here")."""
    prog = irc.load(EXAMPLES / "histogram.dsl")
    space = PipelineSpace(prog.module, {"W": 64, "H": 32})
    point = {"hist.tile": None, "hist.vectorize": 8, "hist.parallel": True,
             "cdf.tile": None, "cdf.vectorize": 4, "cdf.parallel": True}
    text = str(space.build(point))
    assert text == "hist.vectorize(b, 8); hist.parallel(b.o); cdf.vectorize(b, 4); cdf.parallel(b.o)"
    img = np.random.default_rng(3).random((32, 64), dtype=np.float32)
    got, want = prog.compile(schedule=text)(img), prog.reference(img)
    for g, w in zip(got, want):
        np.testing.assert_array_equal(g, w)


def test_strips_of_rows_spell_halides_harris_schedule():
    """A strip of 32 whole rows, Ix and Iy slid down it (stored per strip, computed per row) in
    one loop nest: the hand schedule of Halide's harris (examples/apps/harris.dsl's `halide`),
    which runs to the reference; apart where the point says so."""
    prog = irc.load(EXAMPLES / "apps/harris.dsl")
    space = PipelineSpace(prog.module, {"H": 34, "W": 70})
    point = {c.name: ("inline" if c.name.endswith(".place") else None) for c in space.choices}
    point |= {"corners.tile": (32, None), "corners.vectorize": 16, "corners.parallel": True,
              "Ix.place": "rows", "Iy.place": "rows", "Ix.vectorize": 16, "Iy.vectorize": 8, "Iy.with": True}
    text = str(space.build(point))
    assert "Iy.vectorize(x, 16); Iy.compute_with(Ix, x.o)" in text     # vectorized as Ix is
    assert "compute_with" not in str(space.build(point | {"Iy.with": False}))
    assert "compute_with" not in str(space.build(point | {"Ix.place": "tile"}))       # placed apart
    assert text.startswith("corners.split(y, yo, yi, 32); corners.vectorize(x, 16); corners.parallel(yo)")
    assert "Ix.store_at(corners, yo); Ix.compute_at(corners, yi); Ix.vectorize(x, 16)" in text
    img = np.random.default_rng(5).random((3, 40, 76), dtype=np.float32)
    np.testing.assert_allclose(prog.compile(schedule=text)(img, H=34, W=70), prog.reference(img, H=34, W=70),
                               rtol=1e-5, atol=1e-6)


def test_the_guided_search_starts_from_rules_of_thumb():
    """unsharp's starting points: in strips of 32 rows (then tiles of 32 x 256), parallel and
    vectorized by 16, the funcs read around their point slid down the rows, the pointwise ones
    inline (then the cheap ones inline too); `evolution` measures them first, `random` does not."""
    prog = irc.load(EXAMPLES / "unsharp.dsl")
    space = PipelineSpace(prog.module, {"H": 64, "W": 300})
    starts = [str(space.build(p)) for p in space.starts()]
    strips, cheap, tiles = starts[0], starts[1], starts[2]
    assert len(starts) == 4 and len(set(starts)) == 4
    assert strips.startswith("mask.split(y, yo, yi, 32); mask.vectorize(x, 16); mask.parallel(yo)")
    assert "blurx.store_at(mask, yo); blurx.compute_at(mask, yi)" in strips and "sharp.compute_inline()" in strips
    assert "blurx.compute_inline()" in cheap            # a stencil of the input: cheap to recompute
    assert tiles.startswith("mask.tile(y, x, yo, xo, yi, xi, 32, 256)")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        guided = prog.tune(budget=3, strategy="evolution", sizes={"H": 64, "W": 300}, rounds=1)
        uniform = prog.tune(budget=3, strategy="random", sizes={"H": 64, "W": 300}, rounds=1)
    assert [t.schedule for t in guided.history[:3]] == starts[:3]
    assert strips not in [t.schedule for t in uniform.history]


def test_the_rule_of_cost_starts_at_halides_harris_and_unsharp():
    """harris: Ix and Iy (stencils read at nine points through the inline products and sums)
    slid down the rows in one loop nest, everything else inline — Halide's hand schedule;
    unsharp: its channels inside the rows (`reorder(yo, yi, c, x)`), blur_y slid, the gaussian's
    table (read at constant points) at the root."""
    harris = PipelineSpace(irc.load(EXAMPLES / "apps/harris.dsl").module)
    cost = str(harris.build(harris.starts()[1]))
    slid = [f for f in harris.funcs if f"{f}.store_at(corners, yo)" in cost]
    assert slid == ["Ix", "Iy"] and cost.count("compute_inline()") == len(harris.funcs) - 2
    assert "Iy.compute_with(Ix, x.o)" in cost
    unsharp = PipelineSpace(irc.load(EXAMPLES / "apps/unsharp.dsl").module)
    cost = str(unsharp.build(unsharp.starts()[1]))
    assert cost.startswith("unsharp.split(y, yo, yi, 32); unsharp.reorder(yo, yi, c, x)")
    assert "blur_y.store_at(unsharp, yo)" in cost and "gauss.compute_root()" in cost


@pytest.mark.parametrize("registers, tile, order", [((64, 32), (6, 64), "columns"), ((32, 16), (6, 16), "columns"),
                                                   ((16, 16), (32, 256), "rows")])
def test_a_tile_of_sums_starts_as_large_as_the_vector_registers_hold(registers, tile, order):
    """matmul_registers' prod: its tile's sums (rows x vectors of a row) fill the registers but 4,
    the tiles column by column: AVX-512's 32 registers of 16 floats hold 6 x 64, AVX2's 16 of 8
    6 x 16; in SSE's 16 of 4 no tile of the space fits (4 x 16 takes 16), and the start is the
    images' 32 x 256, row by row."""
    space = PipelineSpace(irc.load(EXAMPLES / "matmul_registers.dsl").module, {"N": 1024, "K": 1024, "M": 1024},
                          registers)
    tiled = [p for p in space.starts() if p["C.tile"][1] is not None]
    assert tiled and all(p["C.tile"] == tile and p["C.order"] == order for p in tiled)
    assert all(p["prod.sum"] == "outer" and p["prod.place"] == "tile" for p in tiled)


def test_a_batch_of_rows_stays_outside_the_tiles_and_runs_on_the_cores():
    """conv_layer's output (n, y, x, c): its leading dimensions are 5 x 80 points, not an image's
    few channels, so they are loops outside the tiles of (x, c) — inside, each tile's sums were
    400 times the registers' (3.3 x slower) — and they may be one parallel loop (5 images on 2
    cores left one idle a sixth of the time)."""
    prog = irc.load(EXAMPLES / "apps/conv_layer.dsl")
    sizes = {"N": 2, "H": 3, "W": 12, "CI": 16, "CO": 64}
    space = PipelineSpace(prog.module, sizes, (64, 32))
    options = {c.name: c.options for c in space.choices}
    assert "relu.channels" not in options and options["relu.parallel"] == (False, True, "lead")
    start = space.build(space.starts()[-1])
    assert "relu.reorder(n, y, co, xo, xi, ci)" in str(start) and "relu.fuse(n, y, n_y); relu.parallel(n_y)" in str(start)
    rng = np.random.default_rng(0)
    inputs = [rng.random(shape, dtype=np.float32) for shape in ((2, 5, 14, 16), (16, 3, 3, 64), (64,))]
    np.testing.assert_allclose(prog.compile(schedule=start, threads=2)(*inputs, **sizes),
                               prog.reference(*inputs, **sizes), rtol=1e-5, atol=1e-5)


def test_funcs_at_the_root_run_their_rows_and_updates_on_the_cores():
    """hist: its rows' histograms at the root, their rows and their update's rows parallel, the
    sum of them parallel over blocks of bins, each block's vectors summed down the rows (Halide's
    hand schedule; the sum of each bin down the rows on its own was 12.5 ms against 9.1); Y,
    which they read and the output reads too, at the root (inline it was computed for both)."""
    prog = irc.load(EXAMPLES / "apps/hist.dsl")
    space = PipelineSpace(prog.module, {"W": 64, "H": 48})
    start = str(space.build(space.starts()[1]))
    for word in ("hist_rows.parallel(y)", "hist_rows.update(0).parallel(y)", "hist.update(0).split(b, bo, bi, 64); "
                 "hist.update(0).reorder(bo, ry.x, bi); hist.update(0).parallel(bo); hist.update(0).vectorize(bi, 16)",
                 "Y.compute_root()"):
        assert word in start
    apart = space.build(space.starts()[1] | {"hist.vectorize": None})
    assert "hist.update(0).parallel(b)" in str(apart) and "hist.update(0).split" not in str(apart)
    image = np.random.default_rng(1).integers(0, 256, (3, 48, 64)).astype(np.uint8)
    np.testing.assert_array_equal(prog.compile(schedule=space.build(space.starts()[1]), threads=2)(image, W=64, H=48),
                                  prog.reference(image, W=64, H=48))


def test_a_scan_down_the_rows_starts_in_strips_of_whole_columns():
    """max_filter: vert_log's update runs down the rows, so a start is Halide's hand schedule's
    shape — strips of 256 whole columns, the channels inside them, vert_log computed per strip
    and channel, its update's x innermost and vectorized (`reorder(c, r.y, r.x, x)`), vert (read
    at 53 points under a maximum, not at one) slid down the strip's rows — and it computes the
    reference."""
    prog = irc.load(EXAMPLES / "apps/max_filter.dsl")
    space = PipelineSpace(prog.module, {"W": 40, "H": 24})
    assert (None, 32) in {c.name: c.options for c in space.choices}["max_filter.tile"]
    strips = [str(space.build(p)) for p in space.starts() if p["max_filter.tile"] == (None, 32)]
    assert strips and all(text.startswith("max_filter.split(x, xo, xi, 32); max_filter.reorder(xo, c, y, xi)")
                          for text in strips)
    for word in ("vert_log.compute_at(max_filter, c)", "vert_log.update(0).reorder(c, r.y, r.x, x)",
                 "vert_log.update(0).vectorize(x, 16)", "vert.store_at(max_filter, xo)", "vert.compute_at(max_filter, y)"):
        assert all(word in text for text in strips), word
    image = np.random.default_rng(2).random((3, 24, 40), dtype=np.float32)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")         # filter_height's storage not folded
        for p in space.starts():
            np.testing.assert_allclose(prog.compile(schedule=space.build(p), threads=2)(image, W=40, H=24),
                                       prog.reference(image, W=40, H=24), rtol=1e-6, err_msg=str(space.build(p)))


def test_a_scan_the_output_reads_starts_per_strip_and_a_scan_at_the_root_in_blocks():
    """iir_blur: blurx, whose rows are the output's columns, computed per strip of the output's
    rows (each scan whole, over the strip's columns of it); blury at the root, its scans down
    the rows on the cores in blocks of columns fused with the channels (3 channels on 2 cores,
    parallel over c alone: 58 ms, against 33 so, Halide's hand schedule 21)."""
    prog = irc.load(EXAMPLES / "apps/iir_blur.dsl")
    sizes = {"W": 80, "H": 48}
    space = PipelineSpace(prog.module, sizes, (64, 32))
    start = str(space.build(space.starts()[1]))
    for word in ("blurx.compute_at(iir_blur, yo)", "blury.compute_root()",
                 "blury.update(1).split(x, xo, xi, 64); blury.update(1).reorder(c, xo, ry.x, xi); "
                 "blury.update(1).fuse(c, xo, c_xo); blury.update(1).parallel(c_xo)"):
        assert word in start
    image = np.random.default_rng(3).random((3, 48, 80), dtype=np.float32)
    np.testing.assert_allclose(prog.compile(schedule=start, threads=2)(image, **sizes), prog.reference(image, **sizes),
                               rtol=1e-4, atol=1e-5)
