"""Selects in vectorized loops (passes unswitch and cse): parities of one value decided together,
reads of irc's own storage taken out of select arms; every schedule equals the reference."""
from __future__ import annotations

import numpy as np
import pytest

import irc
from helpers import assert_matches_reference

PARITIES = """\
param W: i32 = 21
param H: i32 = 7
input in: f32[H, W + 1]
func g(y, x) = select(y % 2 == 0, in(y, x), 0.0) + select((y + 1) % 2 == 0, in(y, x + 1), 1.0) + select(y % 3 == 0, 2.0, in(y, x))
output g[H, W]
"""

ARMS = """\
param W: i32 = 29
input in: u16[W + 1]
func f(x) = in(x) * 2
func g(x) = select(x % 3 == 0, f(x), f(x + 1) * 3) + select(x % 5 == 0, in(x), in(x + 1))
output g[W]
"""


@pytest.mark.parametrize("schedule", ["g.vectorize(x, 8)", "g.vectorize(x, 4).parallel(y)", "root"])
def test_parities_decided_together_equal_the_reference(schedule):
    prog = irc.parse(PARITIES, "parities.dsl")
    img = np.random.default_rng(2).random((7, 22), dtype=np.float32)
    assert_matches_reference(prog, schedule, img)
    if "vectorize(x, 8)" in schedule:
        assert " ? " not in prog.compile(schedule=schedule).source.split("int irc_parities")[1]


@pytest.mark.parametrize("schedule", ["f.compute_root(); g.vectorize(x, 8)", "f.compute_root(); g.vectorize(x, 16)", "g.vectorize(x, 8)"])
def test_reads_taken_out_of_select_arms_equal_the_reference(schedule):
    prog = irc.parse(ARMS, "arms.dsl")
    data = np.random.default_rng(3).integers(0, 60000, 30).astype(np.uint16)
    assert_matches_reference(prog, schedule, data)
