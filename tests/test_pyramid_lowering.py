"""Lowering a pyramid stays near linear in its depth (issue 27, item 11).

Before, every analysis that looks through the region lets (storage bounds over a loop, sliding
windows, folding, loop partitioning, dead-let removal) substituted them name by name without
simplifying, so a Gaussian level's region was copied once per path from the output: 7.6 s to
lower 3 levels, 32.5 s at 4, 118 s at 5.  The size of the lowered IR is the structural measure:
it grows by about the same amount per level now, and by a factor per level before."""
from __future__ import annotations

import numpy as np
import pytest

import irc
from helpers import relative_error
from irc.ir.visitor import walk
from pyramids import pyramid


def ir_size(levels: int, schedule: str) -> int:
    return sum(1 for _ in walk(irc.parse(pyramid(levels), "pyramid.dsl").lower(schedule).body))


@pytest.mark.parametrize("schedule", ["root", "tile", "sliding"])
def test_lowered_ir_grows_linearly_with_the_levels(schedule):
    sizes = [ir_size(levels, schedule) for levels in (3, 4, 5)]
    steps = [b - a for a, b in zip(sizes, sizes[1:])]
    assert steps[1] <= 1.5 * steps[0], f"IR sizes {sizes} at 3, 4, 5 levels"


@pytest.mark.parametrize("schedule", ["root", "tile:16x16", "sliding"])
def test_an_eight_level_pyramid_matches_the_reference(schedule):
    prog = irc.parse(pyramid(8, size=48), "pyramid.dsl")
    img = np.random.default_rng(3).random((48, 48)).astype(np.float32)
    assert relative_error(prog.compile(schedule)(img), prog.reference(img)) <= 1e-5
