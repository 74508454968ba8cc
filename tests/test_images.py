"""Images in and out of `irc run`: nothing is lost silently.  An RGB PNG is refused by a 2-D
input (it was turned gray) and read by an [H, W, 3] one; 16-bit samples are scaled by their own
range (they came out all white) and an output is written with the depth read in; a .npy input
follows the API's type rule (the CLI cast it silently)."""
from __future__ import annotations

import numpy as np
from PIL import Image

from conftest import ROOT
from irc.cli import main

BLUR = str(ROOT / "examples" / "blur.dsl")
RGB_PROGRAM = """param H: i32 = 8
param W: i32 = 8
input img: f32[H, W, 3]
func half(y, x, c) = img(y, x, c) * 0.5
output half[H, W, 3]
"""


def run(capsys, *argv) -> tuple[int, str, str]:
    rc = main(list(argv))
    out, err = capsys.readouterr()
    return rc, out, err


def test_an_rgb_png_is_refused_by_a_gray_input(capsys, tmp_path):
    Image.fromarray(np.zeros((20, 30, 3), np.uint8)).save(tmp_path / "rgb.png")
    path = tmp_path / "rgb.png"
    assert run(capsys, "run", BLUR, "--input", f"in={path}", "--repeat", "1") == (
        2, "", f"irc: error: '{path}' is an RGB image of shape (20, 30, 3); the input has 2 dimensions: declare it "
               "[H, W, 3] to read its colors, or convert the image to gray\n")


def test_an_rgba_png_is_read_by_an_input_with_channels_and_written_back(capsys, tmp_path):
    pixels = np.random.default_rng(0).integers(0, 256, (8, 8, 3), dtype=np.uint8)
    Image.fromarray(pixels).save(tmp_path / "rgb.png")
    (tmp_path / "rgb.dsl").write_text(RGB_PROGRAM)
    rc, out, err = run(capsys, "run", str(tmp_path / "rgb.dsl"), "--input", f"img={tmp_path / 'rgb.png'}",
                       "-o", str(tmp_path / "half.png"), "--repeat", "1", "--check")
    assert (rc, err) == (0, "") and "check: ok" in out
    with Image.open(tmp_path / "half.png") as written:
        assert written.mode == "RGB"
        assert np.abs(np.asarray(written).astype(int) - pixels.astype(int) / 2).max() <= 1


def test_a_16_bit_png_is_scaled_by_its_range_and_written_at_16_bits(capsys, tmp_path):
    pixels = np.random.default_rng(1).integers(0, 65536, (20, 30), dtype=np.uint16)
    Image.fromarray(pixels).save(tmp_path / "deep.png")
    rc, _, err = run(capsys, "run", BLUR, "--schedule", "root", "--input", f"in={tmp_path / 'deep.png'}",
                     "-o", str(tmp_path / "out.png"), "--repeat", "1")
    assert (rc, err) == (0, "")
    with Image.open(tmp_path / "out.png") as written:
        got = np.asarray(written)
    assert written.mode.startswith("I") and 0.2 < got.mean() / 65535 < 0.8      # not all white
    assert np.corrcoef(got[5:15, 5:25].ravel(), pixels[5:15, 5:25].ravel())[0, 1] > 0.2


def test_an_npy_input_of_another_type_is_refused_as_in_the_api(capsys, tmp_path):
    np.save(tmp_path / "f64.npy", np.zeros((20, 30)))
    assert run(capsys, "run", BLUR, "--input", f"in={tmp_path / 'f64.npy'}", "--repeat", "1") == (
        2, "", "irc: error: input 'in' must be float32, got float64\n")
