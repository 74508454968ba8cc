"""Differential tests: every example under every schedule equals the numpy reference."""
from __future__ import annotations

import numpy as np
import pytest

import irc
from conftest import EXAMPLES
from helpers import random_inputs, relative_error, sizes_for
from irc.kinds.reference import per_output

CASES = [(path.name, s) for path in sorted(EXAMPLES.glob("*.dsl")) for s in irc.load(path).schedules]


@pytest.mark.parametrize("divisible", [True, False], ids=["divisible", "ragged"])
@pytest.mark.parametrize("example,schedule", CASES)
def test_schedule_matches_reference(example, schedule, divisible):
    program = irc.load(EXAMPLES / example)
    sizes = sizes_for(program, schedule, divisible)
    inputs = random_inputs(program, sizes)
    expected = program.reference(**inputs, **sizes)
    got = program.compile(schedule)(**inputs, **sizes)
    shapes = [{n: a.shape for n, a in per_output(program.module, r).items()} for r in (got, expected)]
    assert shapes[0] == shapes[1]
    assert relative_error(got, expected) <= 1e-5


def test_blur_reference_is_numpy_blur():
    """The reference itself, against a hand-written numpy blur with edge clamping."""
    program = irc.load(EXAMPLES / "blur.dsl")
    img = np.random.default_rng(1).random((37, 53)).astype(np.float32)
    pad = np.pad(img, 1, mode="edge")
    bx = (pad[:, :-2] + pad[:, 1:-1] + pad[:, 2:]) / np.float32(3)
    expected = (bx[:-2] + bx[1:-1] + bx[2:]) / np.float32(3)
    np.testing.assert_allclose(program.reference(img), expected, rtol=1e-6)


def test_matmul_equals_numpy_matmul():
    program = irc.load(EXAMPLES / "matmul.dsl")
    rng = np.random.default_rng(2)
    a = rng.random((40, 33)).astype(np.float32)
    b = rng.random((33, 47)).astype(np.float32)
    np.testing.assert_allclose(program.compile("tiled")(a, b), a @ b, rtol=1e-5)


def test_out_buffer_is_written_in_place():
    program = irc.load(EXAMPLES / "blur.dsl")
    f = program.compile("tile")
    img = np.random.default_rng(3).random((128, 128)).astype(np.float32)
    buf = np.zeros((128, 128), np.float32)
    result = f(img, out=buf)
    assert result is buf
    assert relative_error(buf, program.reference(img)) <= 1e-6


def test_inputs_by_name_and_sizes_by_keyword():
    program = irc.load(EXAMPLES / "blur.dsl")
    f = program.compile("root")
    img = np.random.default_rng(4).random((20, 30)).astype(np.float32)
    assert np.array_equal(f(img), f(**{"in": img}))
    with pytest.raises(irc.UsageError, match="has shape"):
        f(img, W=31)
