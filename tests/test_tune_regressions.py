"""What `irc tune`'s candidates found: schedules no hand block had tried, each fixed with the
test that failed before it.  A candidate that crashes runs in a process of its own here, so that
the crash fails its test instead of ending the run."""
from __future__ import annotations

import random
import subprocess
import sys
import textwrap
import warnings
from pathlib import Path

import numpy as np

import irc
from irc.diagnostics import InternalError
from irc.ir.nodes import For, Stmt
from irc.ir.visitor import child_nodes, walk
from irc.tune.measure import FINALISTS, ROUNDED, PipelineMeasure, TuneOptions
from irc.tune.pipelines import PipelineSpace
from irc.tune.search import hand_blocks
from irc.passes.funcs.lower_reductions import UNROLLED_COPIES

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"

# stencil_chain in tiles, every stage computed per tile, the tiles on the cores, a few stages
# vectorized and one with its sum outside its rows: gcc 12 stored s4's vectors with aligned
# stores at an address aligned to 16 bytes (a segfault) until stack arrays were declared aligned
PER_TILE = "; ".join([
    "stencil_chain.tile(y, x, yo, xo, yi, xi, 32, 256)", "stencil_chain.parallel(yo)",
    *(f"s{k}.compute_at(stencil_chain, xo)" for k in range(8)),
    "s4.reorder(j, i, y, x)", "s4.vectorize(x, 16)", "s5.vectorize(x, 16)", "s1.vectorize(x, 16)"])


def run_alone(code: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=600)


def test_stages_per_tile_vectorized_in_parallel_tiles_run():
    done = run_alone(f"""
        import numpy as np, irc
        source = open({str(EXAMPLES / "apps" / "stencil_chain.dsl")!r}).read()
        prog = irc.parse(source + "\\nschedule per_tile {{ {PER_TILE} }}\\n", "stencil_chain.dsl")
        rng = np.random.default_rng(0)
        image = rng.integers(0, 256, (32 + 32, 256 + 32)).astype(np.uint16)
        got = prog.compile("per_tile", threads=1)(image, W=256, H=32)
        np.testing.assert_array_equal(got, prog.reference(image, W=256, H=32))
        print("same")
        """)
    assert done.returncode == 0 and done.stdout.strip() == "same", (done.returncode, done.stderr[-2000:])


INLINED = "; ".join(["stencil_chain.tile(y, x, yo, xo, yi, xi, 32, 256)", "s7.compute_at(stencil_chain, xo)",
                     *(f"s{k}.compute_inline()" for k in range(1, 7)), "s0.compute_at(stencil_chain, xo)"])


def test_stages_inlined_one_into_the_next_are_not_run():
    """Six 5 x 5 stencils inlined one into the next: 8e8 times the work of every stage at the
    root, a run that does not end in minutes (the search stalled on it); `slow`, never run."""
    measure = PipelineMeasure(_inlined(), TuneOptions({"W": 256, "H": 32}, threads=1))
    trial = measure.run("inlined", INLINED, None)
    assert trial.status == "slow" and trial.seconds is None and "not run" in trial.reason
    assert measure.run("sliding", "sliding", None).status == "timed"


def test_sums_unrolled_inside_sums_stay_a_few_hundred_copies():
    """The same schedule's C unrolls the first sums and loops the rest (gcc was killed for
    memory unrolling 25 ** 6 copies)."""
    body = _inlined().compile("inlined").function.body
    assert max(_unrolled_copies(body)) <= UNROLLED_COPIES
    assert any(isinstance(n, For) and n.kind == "serial" and n.var.startswith("s1.") for n in walk(body))


def _unrolled_copies(s, copies: int = 1):
    """The copies each statement is made in by the unrolled loops around it."""
    yield copies
    if isinstance(s, For) and s.kind == "unrolled":
        copies *= s.extent.value
    for child in child_nodes(s):
        if isinstance(child, Stmt):
            yield from _unrolled_copies(child, copies)


def _inlined():
    source = (EXAMPLES / "apps" / "stencil_chain.dsl").read_text()
    return irc.parse(source + f"\nschedule inlined {{ {INLINED} }}\n", "stencil_chain.dsl")


def test_an_output_rounded_from_floats_may_be_a_rounding_apart():
    """hist rounds floats to a pixel's luma, then looks its cdf up: numpy's reference and gcc's
    contracted C are a rounding apart at a few points (24 of 256 x 160 with every func at the
    root), and every candidate was `wrong` until such an output may differ where the root build
    does, ROUNDED times as often; twice as many more is wrong, and integers that are not
    rounded from floats are held bit for bit."""
    measure = PipelineMeasure(irc.load(EXAMPLES / "apps" / "hist.dsl"), TuneOptions({"W": 256, "H": 160}, threads=1))
    assert measure.rounded["equalized"] > 0
    assert measure.run("halide", "halide", None).status == "timed"
    want = measure.expected["equalized"]
    allowed = ROUNDED * measure.rounded["equalized"]
    for apart, wrong in ((allowed, False), (allowed + 1, True)):
        got = want.copy()
        got.flat[:apart] += 1
        assert (measure.differs(got) is not None) == wrong


def test_an_integer_pipeline_is_held_bit_for_bit():
    measure = PipelineMeasure(irc.load(EXAMPLES / "apps" / "stencil_chain.dsl"),
                              TuneOptions({"W": 64, "H": 32}, threads=1))
    got = measure.expected["stencil_chain"].copy()
    assert measure.rounded == {"stencil_chain": 0} and measure.differs(got) is None
    got[3, 5] += 1
    assert "at 1 of 2048 points" in measure.differs(got)


def test_a_search_holds_the_calls_of_its_fastest_candidates_only():
    """Each call holds its library and its output and scratch arrays: a search of blur at its
    default size held all of 336 candidates' (20 GB) until the search stopped; now what makes
    the calls of the FINALISTS fastest and of the hand blocks, which `final` times again."""
    prog = irc.load(EXAMPLES / "blur.dsl")
    measure = PipelineMeasure(prog, TuneOptions({"H": 64, "W": 96}, threads=1, rounds=1))
    space = PipelineSpace(prog.module, {"H": 64, "W": 96})
    rng, texts = random.Random(5), set()
    while len(texts) < FINALISTS + 4:
        point = space.sample(rng)
        text = str(space.build(point))
        if text not in texts:
            texts.add(text)
            measure.run(space.build(point), text, None)
    for name in prog.schedules:
        measure.run(name, name, None)
    timed = sorted(measure.fastest, key=measure.fastest.get)
    assert len(timed) == FINALISTS and set(measure.calls) - set(prog.schedules) == set(timed)
    assert {"tile", "inline"} <= set(measure.calls)
    for text in timed:          # what is held makes the call again, its storage allocated anew
        call = measure.calls[text]()
        call()


def test_a_slid_func_computed_in_whole_vectors_keeps_their_rows():
    """resize's kernel_sum_y stored per strip, computed per row, vectorized along the rows: each
    row computes a vector of 4, one of which is read.  Its storage was folded to the one row
    read, and the vector's last row overwrote it (a relative error of 0.85); the fold keeps
    the rows computed as well as those read."""
    source = (EXAMPLES / "apps" / "resize.dsl").read_text() + (
        "\nschedule folded { resize.split(y, yo, yi, 64); kernel_sum_y.store_at(resize, yo); "
        "kernel_sum_y.compute_at(resize, yi); kernel_sum_y.vectorize(y, 4) }\n")
    prog = irc.parse(source, "resize.dsl")
    sizes = {"W": 48, "H": 80, "IW": 96, "IH": 160}
    image = np.random.default_rng(3).random((3, 160, 96), dtype=np.float32)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        got = prog.compile("folded")(image, **sizes)
    np.testing.assert_allclose(got, prog.reference(image, **sizes), rtol=1e-4, atol=1e-5)


def test_a_sum_inlined_into_a_sum_whose_loop_is_reordered_stays_a_sum():
    """nl_means: blur_d sums blur_d_y, which sums too (both over p); with blur_d_y inline and
    blur_d's sum a loop outside the others (`reorder(p, dy, dx, y, x)`), the inlined sum was
    taken for a second loop of blur_d that no loop defined: gcc refused the C, and with d at a
    tile an internal compiler error ended the search."""
    source = (EXAMPLES / "apps" / "nl_means.dsl").read_text() + "".join(
        f"\nschedule {name} {{ {text} }}\n" for name, text in (
            ("root", "blur_d.compute_root(); blur_d.reorder(p, dy, dx, y, x); d.compute_root()"),
            ("strips", "nl_means.split(x, xo, xi, 16); with_alpha.compute_root(); blur_d.compute_at(nl_means, xo); "
                       "blur_d.reorder(p, dy, dx, y, x); d.compute_at(nl_means, xo); clamped.compute_root()")))
    prog = irc.parse(source, "nl_means.dsl")
    image = np.random.default_rng(4).random((3, 20, 24), dtype=np.float32)
    want = prog.reference(image, W=24, H=20)
    for name in ("root", "strips"):
        np.testing.assert_allclose(prog.compile(name)(image, W=24, H=20), want, rtol=1e-4, atol=1e-5, err_msg=name)


def test_an_internal_error_is_a_bug_found_not_the_end_of_the_search(monkeypatch):
    measure = PipelineMeasure(irc.load(EXAMPLES / "blur.dsl"), TuneOptions({"H": 16, "W": 32}, threads=1, rounds=1))

    def broken(schedule, text, best):
        raise InternalError("size expression uses 'p', which has no value here")
    monkeypatch.setattr(measure, "run", broken)
    trial = measure.run_batch([({}, "tile", "tile")], None)[0]
    assert trial.status == "wrong" and trial.reason.startswith("internal compiler error: size expression")


def test_a_schedule_refused_as_a_whole_has_no_features_and_the_search_goes_on():
    """conv_layer untiled, its images and rows fused into one parallel loop, conv computed at the
    loop of images that the fusion removed: each word was taken, the whole refused when lowered
    for the model's features — which ended the search (`irc tune` failed); the space now
    computes conv at the fused loop, and a schedule refused as a whole has no features."""
    prog = irc.load(EXAMPLES / "apps/conv_layer.dsl")
    sizes = {"N": 2, "H": 3, "W": 12, "CI": 16, "CO": 64}
    b = prog.schedule()
    b.func("relu").fuse("n", "y", "n_y").parallel("n_y")
    b.func("conv").compute_at("relu", "n")
    measure = PipelineMeasure(prog, TuneOptions(sizes, threads=2))
    assert measure.lowered(b) == measure.lowered_nothing()
    space = PipelineSpace(prog.module, sizes, (64, 32))
    point = space.starts()[0] | {"relu.tile": None, "relu.parallel": "lead", "conv.place": "tile"}
    assert "conv.compute_at(relu, n_y)" in str(space.build(point))
    assert measure.run(space.build(point), "untiled", None).status == "timed"


def test_a_hand_block_far_slower_than_the_best_is_not_timed_in_full():
    """The program's blocks and policies are measured beside the search's best as candidates are:
    one SLOWER times the best after its first call is `slow`, not timed in rounds."""
    prog = irc.load(EXAMPLES / "blur.dsl")
    measure = PipelineMeasure(prog, TuneOptions({"W": 256, "H": 64}, threads=1))
    assert hand_blocks(prog, measure)                       # timed, without a best to compare
    assert hand_blocks(prog, measure, best=1e-9) == []      # every one SLOWER times a best of a nanosecond
