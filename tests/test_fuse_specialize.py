"""Two words of Halide's on a func's loops: `fuse` (two loops as one) and `specialize` (another
schedule where a condition on the sizes holds), each against the reference on both sides of
what it changes."""
from __future__ import annotations

import numpy as np
import pytest

import irc
from conftest import EXAMPLES
from helpers import relative_error


@pytest.mark.parametrize("schedule", [
    "blury.fuse(y, x, t).parallel(t); blurx.compute_root().fuse(y, x, t).vectorize(t, 8)",
    "blury.split(y, yo, yi, 8).fuse(yi, x, t).vectorize(t, 8); blurx.compute_at(blury, yo)",
    "blury.tile(y, x, 16, 16).fuse(yo, xo, t).parallel(t); blurx.compute_at(blury, t)",
])
def test_fused_loops_match_the_reference(schedule):
    """fuse(y, x, t): one loop over both, on sizes its factors do not divide."""
    prog = irc.load(EXAMPLES / "blur.dsl")
    img = np.random.default_rng(8).random((37, 100)).astype(np.float32)
    np.testing.assert_allclose(prog.compile(schedule)(img), prog.reference(img), rtol=1e-6)
    assert "blury.t" in prog.compile(schedule).ir and "let blury.x" in prog.compile(schedule).ir


def test_fuse_in_an_update():
    prog = irc.load(EXAMPLES / "cumsum.dsl")
    img = np.random.default_rng(9).random((29, 33)).astype(np.float32)
    got = prog.compile("rows.update(0).split(y, yo, yi, 4).fuse(yo, yi, yy).parallel(yy)")(img)
    np.testing.assert_allclose(got, np.cumsum(img, axis=1), rtol=1e-5)


@pytest.mark.parametrize("height", [40, 130])
def test_specialization_on_both_sides_of_its_condition(height):
    """blur_sharpen's `adaptive`: both outputs specialized on H, blurx computed at blur's rows
    in both versions of blur."""
    prog = irc.load(EXAMPLES / "blur_sharpen.dsl")
    img = np.random.default_rng(10).random((height, 45)).astype(np.float32)
    assert relative_error(prog.compile("adaptive")(img), prog.reference(img)) <= 1e-6


def test_each_specialized_func_tests_its_condition():
    ir = irc.load(EXAMPLES / "blur_sharpen.dsl").compile("adaptive").ir
    assert ir.count("if H >= 128 {") == 2          # one per func, around its own loops
    blur = ir[ir.index("produce blur {"):ir.index("produce sharp {")]
    special, general = blur.split("} else {")
    assert "parallel for blur.yo" in special and "produce blurx" in special
    assert "parallel" not in general and "produce blurx" in general


def test_specialize_from_python_and_the_same_condition_again():
    """Words after the same condition add to the same specialization; str() says them so."""
    prog = irc.load(EXAMPLES / "blur.dsl")
    s = prog.schedule()
    s.func("blury").specialize("W % 8 == 0").vectorize("x", 8)
    s.func("blury").specialize("W % 8 == 0").parallel("y")
    assert str(s) == ("blury.specialize(W % 8 == 0); blury.specialize(W % 8 == 0).vectorize(x, 8); "
                      "blury.specialize(W % 8 == 0); blury.specialize(W % 8 == 0).parallel(y)")
    sched = prog.compile(s).schedule
    assert len(sched.of("blury").specializations) == 1
    img = np.random.default_rng(11).random((20, 32)).astype(np.float32)
    np.testing.assert_allclose(prog.compile(str(s))(img), prog.reference(img), rtol=1e-6)


def test_a_bad_condition_from_python_is_located_in_its_text():
    s = irc.load(EXAMPLES / "blur.dsl").schedule()
    with pytest.raises(irc.CompileError, match="unexpected"):
        s.func("blury").specialize("W >=")
