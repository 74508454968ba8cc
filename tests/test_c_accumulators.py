"""A reduction inside a vectorized loop keeps its accumulator in a GCC vector, a register, and
its reduction loop opens with an empty asm that keeps gcc from vectorizing that loop across its
steps (backends/c/accumulators.py); the values are the reference's on every lane count and type."""
from __future__ import annotations

import numpy as np
import pytest

import irc
from irc.ir.types import NUMPY_TYPES
from helpers import assert_matches_reference

WINDOW = """\
param W: i32 = 45
param H: i32 = 6
input in: {t}[H, W + 8]
func m(y, x) = maximum(dx in 0 .. 9: in(y, x + dx))
func s(y, x) = sum(dx in 0 .. 9: in(y, x + dx) * {two}) + m(y, x)
output s[H, W]
"""
TWO = {"f32": "2.0", "f64": "2.0", "i32": "2"}


@pytest.mark.parametrize("t", ["f32", "f64", "i32"])
@pytest.mark.parametrize("lanes", [4, 8, 16])
def test_a_vector_loops_reduction_accumulates_in_a_register(t, lanes):
    prog = irc.parse(WINDOW.format(t=t, two=TWO[t]), "window.dsl")
    schedule = f"s.split(x, xo, xi, {lanes}).vectorize(xi)"
    source = prog.compile(schedule=schedule).source
    vector = f"irc_{t}x{lanes}"
    fits = {"f32": 4, "f64": 8, "i32": 4}[t] * lanes <= 64
    assert (f"{vector} s_dx_acc;" in source) == fits and (f"{vector} __attribute__((vector_size(" in source) == fits
    assert ('__asm__ volatile("");' in source) == fits
    data = np.random.default_rng(lanes).integers(-50, 50, (6, 53)).astype(NUMPY_TYPES[t])
    assert_matches_reference(prog, schedule, data)


def test_an_accumulator_read_off_its_lanes_stays_an_array():
    """A reduction in a loop that is not vectorized has one accumulator, no vector of them."""
    prog = irc.parse(WINDOW.format(t="f32", two="2.0"), "window.dsl")
    source = prog.compile(schedule="s.split(x, xo, xi, 8)").source
    assert "irc_f32x8" not in source and "__asm__" not in source and "float s_dx_acc[1];" in source
