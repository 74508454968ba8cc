"""Reductions inside vector lanes (lower_reductions's accumulator per lane, the reduction's loop
outside the lanes): every shape against the numpy reference, at sizes the lanes divide and do
not divide — reductions of many terms, of a size's number of terms, nested, two in one value
(one of a few terms, unrolled in each lane), over narrow wrapping integers, in an update's
vectorized loop, and under a tile."""
from __future__ import annotations

import numpy as np
import pytest

import irc

PROGRAM = """
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
input small: u16[H, W] boundary clamp
func wide(y, x) = maximum(dx in -12 .. 13: in(y, x + dx) * f32(dx + 20))
func rowsum(y, x) = sum(k in 0 .. W: in(y, k)) - in(y, x)
func nested(y, x) = minimum(dy in -1 .. 11: sum(dx in 0 .. 10: in(y + dy, x + dx)) + f32(dy))
func two(y, x) = sum(dx in -9 .. 10: in(y, x + dx)) * maximum(k in 0 .. 3: in(y + k, x))
func wraps(y, x) = f32(sum(dx in 0 .. 20: small(y, x + dx) * u16(300)))
rdom r[0 .. 9]
func upd(y, x) = 0.0
upd(y, x) += sum(k in 0 .. 12: in(y + r.x, x + k))
func out(y, x) = wide(y, x) + rowsum(y, x) + nested(y, x) + two(y, x) + wraps(y, x) + upd(y, x)
output out[H, W]
"""

SCHEDULES = [
    "out.vectorize(x, 8); wide.compute_root().vectorize(x, 8); rowsum.compute_root().vectorize(x, 4); "
    "nested.compute_root().vectorize(x, 16); two.compute_root().vectorize(x, 8); wraps.compute_root().vectorize(x, 16); "
    "upd.compute_root().vectorize(x, 8); upd.update(0).vectorize(x, 8)",
    "out.tile(y, x, yo, xo, yi, xi, 8, 16).vectorize(xi, 8); wide.compute_at(out, xo).vectorize(x, 8); "
    "nested.compute_at(out, yi).vectorize(x, 4); upd.compute_at(out, xo).update(0).vectorize(x, 4)",
]


@pytest.mark.parametrize("schedule", SCHEDULES)
@pytest.mark.parametrize("h, w", [(16, 32), (19, 37)])
def test_reductions_in_vector_lanes_equal_the_reference(schedule, h, w):
    prog = irc.parse(PROGRAM, "lanes.dsl")
    rng = np.random.default_rng(h * w)
    img = rng.uniform(0, 1, (h, w)).astype(np.float32)
    small = rng.integers(0, 2 ** 16, (h, w)).astype(np.uint16)
    want = prog.reference(img, small, H=h, W=w)
    got = prog.compile(schedule=schedule)(img, small, H=h, W=w)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-3, err_msg=schedule)
