"""`f.compute_with(g, x)` (schedule/compute_with.py, pass compute_with): two funcs computed in
one loop nest equal the reference under every alignment, at every compute site, with splits and
tails, at sizes where their regions are equal and where they differ; the word built in Python is
the word of a block; the fused nest computes each point of each func once."""
from __future__ import annotations

import numpy as np
import pytest

import irc
from helpers import assert_matches_reference

# a and b read the input at other rows and columns, so their regions differ (by a row at the
# start, none at the end) wherever they are computed
PIPELINE = """\
param W: i32 = 40
param H: i32 = 30
input in: f32[H + 2, W + 2] boundary clamp
func a(y, x) = in(y, x) + in(y + 1, x)
func b(y, x) = in(y, x) * 2.0 + in(y, x + 1)
func out(y, x) = a(y, x) + b(y + 1, x + 1) + a(y + 1, x - 1)
output out[H, W]
"""

SCHEDULES = {
    "root_rows": "a.compute_root(); b.compute_root(); b.compute_with(a, y)",
    "root_points": "a.compute_root(); b.compute_root(); a.compute_with(b, x)",
    "root_start": "a.compute_root(); b.compute_root(); b.compute_with(a, x, AlignStart)",
    "root_end": "a.compute_root(); b.compute_root(); b.compute_with(a, x, LoopAlignStrategy.AlignEnd)",
    "root_no_align": "a.compute_root(); b.compute_root(); b.compute_with(a, x, NoAlign)",
    "strips": "out.split(y, yo, yi, 8); a.compute_at(out, yo).vectorize(x, 8); b.compute_at(out, yo).vectorize(x, 8); "
              "b.compute_with(a, x.o)",
    "strips_start": "out.split(y, yo, yi, 8).parallel(yo); a.compute_at(out, yo).vectorize(x, 4, GuardWithIf); "
                    "b.compute_at(out, yo).vectorize(x, 4, GuardWithIf); a.compute_with(b, x.o, AlignStart)",
    "tiles_end": "a.compute_root().tile(y, x, yo, xo, yi, xi, 4, 8, GuardWithIf); "
                 "b.compute_root().tile(y, x, yo, xo, yi, xi, 4, 8, GuardWithIf); b.compute_with(a, xo, AlignEnd)",
    "round_up": "a.compute_root().split(y, yo, yi, 4, RoundUp); b.compute_root().split(y, yo, yi, 4, RoundUp); "
                "b.compute_with(a, yi)",
    "sliding": "a.store_root().compute_at(out, y); b.store_root().compute_at(out, y); b.compute_with(a, x)",
    "hoisted": "a.compute_at(out, y).hoist_storage_root(); b.compute_at(out, y).hoist_storage_root(); "
               "b.compute_with(a, y, AlignEnd)",
}


@pytest.mark.parametrize("name", SCHEDULES)
@pytest.mark.parametrize("H, W", [(30, 40), (9, 17), (8, 9)])
def test_compute_with_equals_reference(name, H, W):
    prog = irc.parse(PIPELINE, "with.dsl")
    img = np.random.default_rng(H * W).random((H + 2, W + 2), dtype=np.float32)
    assert_matches_reference(prog, SCHEDULES[name], img, threads=2, H=H, W=W)


@pytest.mark.parametrize("name", ["root_start", "root_end", "root_no_align", "strips", "tiles_end"])
def test_the_fused_nest_computes_each_point_once(name):
    """The fused loops run over both regions; each func's guards keep it to its own points."""
    prog = irc.parse(PIPELINE, "with.dsl")
    fused = prog.compile(schedule=SCHEDULES[name]).counters(H=30, W=40)
    apart = prog.compile(schedule=SCHEDULES[name].rsplit(";", 1)[0]).counters(H=30, W=40)
    assert fused.evaluations == apart.evaluations and fused.storage == apart.storage


def test_a_built_compute_with_is_the_word_of_a_block():
    prog = irc.parse(PIPELINE, "with.dsl")
    b = prog.schedule()
    b.func("a").compute_root()
    b.func("b").compute_root().compute_with("a", "x", "AlignStart")
    assert str(b) == "a.compute_root(); b.compute_root(); b.compute_with(a, x, AlignStart)"
    img = np.random.default_rng(1).random((32, 42), dtype=np.float32)
    assert np.array_equal(prog.compile(b)(img), prog.compile(SCHEDULES["root_start"])(img))


def test_the_fused_loops_appear_once_in_the_c():
    prog = irc.parse(PIPELINE, "with.dsl")
    c = prog.compile(schedule=SCHEDULES["strips"]).source
    assert c.count("for (int32_t a_x_o") >= 1 and "for (int32_t b_x_o" not in c
    assert "/* produce b: with.dsl:5 */" in c
