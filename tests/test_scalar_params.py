"""Scalar params of any type but the size types (`param gain: f32 = 1.5`): read by name in a
func, given by keyword from Python (`f(img, gain=2.0)`) or `--param gain=2` on the command line,
else their default; a one-element input underneath, so that every backend reads them alike.
The diagnostics are in the error corpus (tests/errors/scalar_param_*.dsl)."""
from __future__ import annotations

import numpy as np
import pytest

import irc
from irc.cli.driver import main

PROGRAM = """param H: i32 = 12
param W: i32 = 20
param gain: f32 = 1.5
param bias: i16 = -3
param shift: u8 = 2
input in: u16[H, W] boundary clamp
func g(y, x) = f32(in(y, x) >> shift) * gain + f32(bias) + f32(in(y, x + 1)) * gain
output g[H, W]
schedule gpu { g.gpu_tile(y, x, b1, b2, t1, t2, 4, 8) }
"""


def model(img: np.ndarray, gain=1.5, bias=-3, shift=2) -> np.ndarray:
    f = np.float32
    right = np.concatenate([img[:, 1:], img[:, -1:]], axis=1)
    return (img >> shift).astype(f) * f(gain) + f(bias) + right.astype(f) * f(gain)


@pytest.fixture(scope="module")
def prog():
    return irc.parse(PROGRAM, "params.dsl")


def image():
    return np.random.default_rng(3).integers(0, 2 ** 16, (12, 20)).astype(np.uint16)


def test_defaults_and_keywords_on_c_and_the_reference(prog):
    img = image()
    f = prog.compile(schedule="root")
    np.testing.assert_array_equal(f(img), model(img))
    np.testing.assert_array_equal(f(img, gain=-0.25, shift=5), model(img, gain=-0.25, shift=5))
    np.testing.assert_array_equal(prog.reference(img, bias=100), model(img, bias=100))


def test_on_the_simt_interpreter(prog):
    img = image()
    run = prog.simt(schedule="gpu", **{"in": img, "gain": 3.0})
    np.testing.assert_array_equal(run.outputs["g"], model(img, gain=3.0))


@pytest.mark.parametrize("given,message", [
    ({"gain": "x"}, "param 'gain' is an f32: give a number, got 'x'"),
    ({"bias": 40000}, "param 'bias' is an i16: 40000 does not fit"),
    ({"shift": 1.5}, "param 'shift' is a u8: give an integer, got 1.5"),
    ({"gian": 1.0}, "unknown size 'gian'")])
def test_a_bad_value_is_refused(prog, given, message):
    with pytest.raises(irc.UsageError, match=message.replace("(", r"\(")):
        prog.compile(schedule="root")(image(), **given)


def test_the_command_line_sets_them(tmp_path, capsys):
    path = tmp_path / "params.dsl"
    path.write_text(PROGRAM)
    out = tmp_path / "g.npy"
    img = image()
    np.save(tmp_path / "in.npy", img)
    assert main(["run", str(path), "--input", f"in={tmp_path / 'in.npy'}", "--param", "gain=0.5,bias=7",
                 "-o", str(out)]) == 0, capsys.readouterr().err
    np.testing.assert_array_equal(np.load(out), model(img, gain=0.5, bias=7))
