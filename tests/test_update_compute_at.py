"""A func with update definitions computed at a loop of its consumer (Halide's
`hist.compute_at(out, y)`): at each visit, its pure definition over the region the consumer
needs there and what its updates touch, then its updates over that region and their whole
domains.  An update's pure variables keep their position (the front end refuses anything
else), so the points of the region are independent and the result is the root's whatever
the loop: every placement, stored outside (slid, folded) or not, vectorized and parallel,
against the numpy reference at sizes the splits do and do not divide."""
from __future__ import annotations

import numpy as np
import pytest

import irc

SCANS = """
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W]
rdom r[1 .. W]
func rows(y, x) = in(y, x)
rows(y, r.x) += rows(y, r.x - 1)
rdom c[0 .. H]
func cols(x) = 0.0
cols(x) += in(c.x, x) * 0.5
func hist(b) = 0
hist(clamp(i32(in(c.x, 3) * 8.0), 0, 7)) += 1
func out(y, x) = rows(y, x) - rows(y + 1, W - 1 - x) + cols(x) + f32(hist(x % 8))
output out[H - 1, W]
"""

SCHEDULES = [
    "rows.compute_at(out, y); cols.compute_at(out, y); hist.compute_at(out, y)",
    "rows.compute_at(out, x); cols.compute_at(out, x); hist.compute_at(out, x)",
    "rows.store_root().compute_at(out, y); hist.store_root().compute_at(out, y)",     # slid, folded
    "out.tile(y, x, yo, xo, yi, xi, 8, 16); rows.compute_at(out, xo).vectorize(x, 8); "
    "rows.update(0).parallel(y); cols.compute_at(out, yo).vectorize(x, 4)",
    "out.split(y, yo, yi, 4).parallel(yo); rows.store_at(out, yo).compute_at(out, yi); "
    "hist.compute_at(out, yo).update(0).split(c.x, co, ci, 4); cols.compute_at(out, yi).update(0).vectorize(x, 4)",
]


@pytest.mark.parametrize("schedule", SCHEDULES)
@pytest.mark.parametrize("h, w", [(33, 40), (17, 29)])
def test_updated_funcs_inside_their_consumer_equal_the_reference(schedule, h, w):
    prog = irc.parse(SCANS, "scans.dsl")
    img = np.random.default_rng(h * w).uniform(0, 1, (h, w)).astype(np.float32)
    want = prog.reference(img, H=h, W=w)
    got = prog.compile(schedule=schedule)(img, H=h, W=w)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5, err_msg=schedule)


def test_the_update_runs_over_the_region_of_one_visit():
    """Computed per row of the consumer, the scan runs over two rows at a time, not the image."""
    prog = irc.parse(SCANS, "scans.dsl")
    stats = prog.counters(SCHEDULES[0], H=20, W=10)
    assert stats.evaluations["rows"] == 19 * 2 * (10 + 9)       # each row: the pure value, then the scan
    assert stats.storage["rows"] == 2 * 10
