"""Bounds inference through the lets of a sliding window: a level of a pyramid read by levels
computed per row of the output (stored for a strip, so sliding) is computed at the root over
what they read, a few rows past its share of the image.  Bounded let by let, a window's min and
extent (`select(yi > 0, ...)` in both) stayed apart and the slack compounded level by level:
interpolate's level 1 came out 4x taller than read, its level 8 10x."""
from __future__ import annotations

import numpy as np
import pytest

import irc
from helpers import assert_matches_reference
from irc.ir.evaluate import eval_int
from irc.ir.nodes import Block, LetStmt

PYRAMID = """\
param W: i32 = 64
param H: i32 = 256
input in: f32[H, W] boundary clamp
func d1(y, x) = (in(2 * y - 1, x) + in(2 * y, x) + in(2 * y + 1, x)) * 0.25
func d2(y, x) = (d1(2 * y - 1, x) + d1(2 * y, x) + d1(2 * y + 1, x)) * 0.25
func d3(y, x) = (d2(2 * y - 1, x) + d2(2 * y, x) + d2(2 * y + 1, x)) * 0.25
func u2(y, x) = d2(y, x) + (d3(y / 2, x) + d3((y + 1) / 2, x)) * 0.5
func u1(y, x) = d1(y, x) + (u2(y / 2, x) + u2((y + 1) / 2, x)) * 0.5
func out(y, x) = in(y, x) + (u1(y / 2, x) + u1((y + 1) / 2, x)) * 0.5
output out[H, W]
schedule s { out.split(y, yo, yi, 32).parallel(yo)
             d1.compute_root(); d2.compute_root(); d3.compute_root()
             u1.store_at(out, yo).compute_at(out, yi); u2.store_at(out, yo).compute_at(out, yi) }
"""


def root_lets(fn, env: dict) -> dict:
    """The values of the lets that open the function's body, at sizes `env`."""
    values, s = dict(env), fn.body
    while isinstance(s, (LetStmt, Block)):
        if isinstance(s, Block):
            s = next((c for c in s.stmts if isinstance(c, LetStmt)), None)
            continue
        values[s.var] = eval_int(s.value, values)
        s = s.body
    return values


@pytest.mark.parametrize("H", [256, 1000])
def test_root_levels_read_by_a_window_are_computed_over_their_share(tmp_path, H):
    path = tmp_path / "pyramid.dsl"
    path.write_text(PYRAMID)
    prog = irc.load(path)
    lets = root_lets(prog.compile(schedule="s").function, {"W": 64, "H": H})
    for level, extent in ((1, "d1.y.extent"), (2, "d2.y.extent"), (3, "d3.y.extent")):
        share = H // 2 ** level
        assert share <= lets[extent] <= share + 8, (extent, lets[extent], share)
    img = np.random.default_rng(3).uniform(0, 1, (H, 64)).astype(np.float32)
    assert_matches_reference(prog, "s", img, H=H, W=64)
