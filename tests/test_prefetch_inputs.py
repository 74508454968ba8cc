"""`f.prefetch(in, y, 2)` (pass prefetch_inputs): a hint that changes no value, so every schedule
with it equals the reference, at the edges of the input too (its rows past the last are never
asked for); the C asks once per cache line of each row a later iteration reads.  Without a word,
a func sliding along a tile's rows asks for the input row its next iteration reads first."""
from __future__ import annotations

import numpy as np
import pytest

import irc
from helpers import assert_matches_reference

PIPELINE = """\
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
input lut: u8[H, W] boundary clamp
func f(y, x) = in(y, x) * 2 + in(y, x + 1) + f32(lut(y, x))
func g(y, x) = f(y - 1, x) + f(y, x) + f(y + 1, x)
output g[H, W]
"""

SCHEDULES = {
    "rows": "g.prefetch(in, y, 2).prefetch(lut, y, 1); f.compute_at(g, y).prefetch(in, x, 16)",
    "tiles": "g.tile(y, x, 8, 8, GuardWithIf).prefetch(in, xo); f.compute_at(g, xo)",
    "far": "g.prefetch(in, y, 1000); f.compute_root().parallel(y).prefetch(lut, y, 3)",
}


@pytest.mark.parametrize("name", SCHEDULES)
@pytest.mark.parametrize("H, W", [(16, 64), (2, 3)])
def test_prefetch_equals_reference(name, H, W):
    prog = irc.parse(PIPELINE, "prefetch.dsl")
    rng = np.random.default_rng(H * W)
    img, lut = rng.random((H, W), dtype=np.float32), rng.integers(0, 255, (H, W), dtype=np.uint8)
    assert_matches_reference(prog, SCHEDULES[name], img, lut)


def test_prefetch_asks_per_cache_line():
    source = irc.parse(PIPELINE, "prefetch.dsl").compile(schedule=SCHEDULES["rows"]).source
    assert source.count("__builtin_prefetch") >= 3          # partition_loops copies the inner ones
    assert "* 16)" in source and "* 64)" in source          # 16 floats a line, 64 bytes of u8


def test_the_builder_says_prefetch():
    b = irc.parse(PIPELINE, "prefetch.dsl").schedule()
    b.func("g").prefetch("in", "y", 2).prefetch("lut", "y")
    assert str(b) == "g.prefetch(in, y, 2); g.prefetch(lut, y)"


SLIDING = """\
param W: i32 = 64
param H: i32 = 32
input in: u16[H + 3, W]
input lut: u16[256]
func f(y, x) = in(y, x) + in(y + 1, x) + in(y + 2, x) + lut(u8(in(y, x)))
func g(y, x) = f(y, x) + f(y + 1, x)
output g[H, W]
"""

SLIDES = {
    "tile rows": "g.tile(y, x, yo, xo, yi, xi, 16, 16).vectorize(xi, 8); f.store_at(g, xo).compute_at(g, yi)",
    "image rows": "g.split(y, yo, yi, 8); f.store_at(g, yo).compute_at(g, yi)",
}


@pytest.mark.parametrize("name", SLIDES)
@pytest.mark.parametrize("H, W", [(32, 64), (19, 21)])
def test_sliding_prefetch_equals_reference(name, H, W):
    prog = irc.parse(SLIDING, "sliding.dsl")
    rng = np.random.default_rng(H + W)
    img = rng.integers(0, 2**16, (H + 3, W), dtype=np.uint16)
    lut = rng.integers(0, 2**16, 256, dtype=np.uint16)
    assert_matches_reference(prog, SLIDES[name], img, lut, H=H, W=W)


def test_sliding_prefetch_only_for_a_tiles_rows():
    """An image's rows (of W points) are the processor's to stream; a tile's (16) are asked for.
    The table read at a data-dependent index is not (nothing foresees it)."""
    prog = irc.parse(SLIDING, "sliding.dsl")
    tiled = prog.compile(schedule=SLIDES["tile rows"]).source
    assert "__builtin_prefetch(&in[" in tiled and "__builtin_prefetch(&lut[" not in tiled
    assert "__builtin_prefetch" not in prog.compile(schedule=SLIDES["image rows"]).source
