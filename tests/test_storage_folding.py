"""Storage folding where a func stored outside a loop has several readers (issue 27, item 9):
the window is the union of the readers' windows, folded to the rows that union spans.

Peak storage by hand, W columns, p computed at c's rows and stored at the root.  c's loop over
y is rewound (sliding_window): it starts early, so that every iteration computes one new row of
d, y + 1, and c's own rows are computed from its old start on.
- one reader (`d`, slid, reads p(y)): d's new row y + 1 reads p(y + 1), 1 row.  Fold: 1 row
  (before the loop was rewound, the first iteration read 3 rows: 4).
- two readers (`d` as above and `c`, which reads p(y) too): rows y .. y + 1.  Fold: 2 rows, 2 * W
  (before: not folded at all, (H + 2) * W; then 4 * W).
- two readers, d reading p(y - 1) and p(y + 1): d's new row reads p(y) and p(y + 2), c p(y):
  rows y .. y + 2 (3).  Fold: 3 -> 4 rows (8 before the rewind).
"""
from __future__ import annotations

import warnings

import numpy as np
import pytest

import irc
from helpers import relative_error
from irc.diagnostics import ScheduleNote

HEAD = """\
param W: i32 = 1280
param H: i32 = 240
input in: f32[H, W] boundary clamp
func p(y, x) = (in(y, x - 1) + in(y, x) + in(y, x + 1)) / 3
"""
ONE_READER = HEAD + """\
func d(y, x) = p(y, x) * 2
func c(y, x) = (d(y - 1, x) + d(y + 1, x)) / 3
output c[H, W]
"""
TWO_READERS = HEAD + """\
func d(y, x) = p(y, x) * 2
func c(y, x) = (d(y - 1, x) + d(y + 1, x)) / 3 + p(y, x)
output c[H, W]
"""
TWO_READERS_WIDE = HEAD + """\
func d(y, x) = p(y - 1, x) + p(y + 1, x)
func c(y, x) = (d(y - 1, x) + d(y + 1, x)) / 3 + p(y, x)
output c[H, W]
"""
SCHEDULES = {
    "sliding": "sliding",
    "both_at_c": "p.store_root().compute_at(c, y); d.store_root().compute_at(c, y)",
    "d_per_row": "p.store_root().compute_at(c, y); d.compute_at(c, y)",
    "split": "c.split(y, yo, yi, 8); p.store_root().compute_at(c, yi); d.store_root().compute_at(c, yi)",
}


@pytest.mark.parametrize("text,rows", [(ONE_READER, 1), (TWO_READERS, 2), (TWO_READERS_WIDE, 4)],
                         ids=["one_reader", "two_readers", "two_readers_wide"])
def test_storage_of_a_func_read_by_a_slid_reader_and_another_is_folded(text, rows):
    c = irc.parse(text, "fold.dsl").counters("sliding", W=1280, H=240)
    assert c.storage["p"] == rows * 1280


@pytest.mark.parametrize("text", [ONE_READER, TWO_READERS, TWO_READERS_WIDE],
                         ids=["one_reader", "two_readers", "two_readers_wide"])
@pytest.mark.parametrize("schedule", SCHEDULES.values(), ids=SCHEDULES.keys())
@pytest.mark.parametrize("sizes", [{"H": 8, "W": 3}, {"H": 13, "W": 5}, {"H": 64, "W": 33}])
def test_folded_storage_matches_the_reference(text, schedule, sizes):
    prog = irc.parse(text, "fold.dsl")
    img = np.random.default_rng(1).random((sizes["H"], sizes["W"])).astype(np.float32)
    got = prog.compile(schedule)(img)
    assert relative_error(got, prog.reference(img)) <= 1e-5


FLIPPED = HEAD + """\
func c(y, x) = p(y, x) + p(H - 1 - y, x)
output c[H, W]
"""
SHARED = HEAD + """\
func c(y, x) = p(y - 1, x) + p(y + 1, x)
output c[H, W]
"""


@pytest.mark.parametrize("text, schedule, why", [
    (FLIPPED, "p.store_root().compute_at(c, y)",
     "the rows its readers need do not move forward with loop 'c.y'"),
    (SHARED, "p.store_root().compute_at(c, yi); c.split(y, yo, yi, 8).parallel(yo)",
     "its storage is shared by the iterations of a parallel loop around loop 'c.yi'"),
], ids=["a reader going backwards", "parallel iterations"])
def test_storage_left_whole_says_why(text, schedule, why):
    prog = irc.parse(text, "unfolded.dsl")
    with pytest.warns(ScheduleNote, match=f"func 'p' keeps all of its storage, not folded: {why}"):
        counters = prog.counters(schedule, H=16, W=8)
    assert counters.storage["p"] >= 16 * 8      # whole: every row of the image, and more
    inputs = {"in": np.random.default_rng(0).random((16, 8), dtype=np.float32)}
    assert relative_error(prog.compile(schedule)(**inputs), prog.reference(**inputs)) <= 1e-6


def test_folded_storage_has_no_note():
    with warnings.catch_warnings():
        warnings.simplefilter("error", ScheduleNote)
        irc.parse(TWO_READERS, "folded.dsl").compile(SCHEDULES["sliding"])
