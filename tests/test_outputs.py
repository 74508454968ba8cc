"""Programs of several outputs: computed in one call, returned as a tuple in declaration order,
each against the reference and numpy; `out=` takes a tuple; the command line checks and writes
every output."""
from __future__ import annotations

import json

import numpy as np
import pytest

import irc
from conftest import EXAMPLES
from irc.cli import main

TWO = """
param N: i32 = 12
input a: f32[N, N] boundary clamp
func twice(y, x) = a(y, x) * 2.0
func plus(y, x) = twice(y, x) + twice(y, min(x + 1, N - 1))   # inside the output twice
func only(y, x) = a(y, x) - 1.0
output plus[N, N]
output twice[N, N]
output only[1 .. N - 1, N]
schedule tiled { plus.tile(y, x, 4, 4).parallel(yo); twice.vectorize(x, 4) }
"""


def _expected(a):
    twice = a * np.float32(2)
    right = np.hstack([twice[:, 1:], twice[:, -1:]])
    return twice + right, twice, a[1:-1] - np.float32(1)


@pytest.mark.parametrize("schedule", [None, "tiled", "root", "tile:4x4", "sliding"])
def test_outputs_in_declaration_order(schedule):
    prog = irc.parse(TWO)
    a = np.random.default_rng(0).random((12, 12)).astype(np.float32)
    got = prog.compile(schedule)(a)
    assert isinstance(got, tuple) and len(got) == 3
    for g, e, r in zip(got, _expected(a), prog.reference(a)):
        np.testing.assert_allclose(g, e, rtol=1e-6)
        np.testing.assert_allclose(r, e, rtol=1e-6)


def test_out_takes_one_array_per_output():
    prog = irc.parse(TWO)
    f = prog.compile("tiled")
    a = np.random.default_rng(1).random((12, 12)).astype(np.float32)
    bufs = (np.zeros((12, 12), np.float32), None, np.zeros((10, 12), np.float32))
    got = f(a, out=bufs)
    assert got[0] is bufs[0] and got[2] is bufs[2]
    np.testing.assert_allclose(got[1], _expected(a)[1])
    with pytest.raises(irc.UsageError, match="tuple of 3 arrays, one per output"):
        f(a, out=bufs[0])


def test_one_output_over_another_is_computed_apart():
    """The same array given for two outputs: each is computed apart, then copied (numpy's rule)."""
    prog = irc.parse(TWO)
    a = np.random.default_rng(2).random((12, 12)).astype(np.float32)
    buf = np.zeros((12, 12), np.float32)
    got = prog.compile()(a, out=(buf, buf, None))
    np.testing.assert_allclose(got[0], _expected(a)[1])        # the later output's copy lands last


def test_histogram_example_returns_histogram_and_distribution():
    prog = irc.load(EXAMPLES / "histogram.dsl")
    img = np.random.default_rng(3).random((17, 23)).astype(np.float32)
    hist, cdf = prog.compile("split")(img)
    bins = np.bincount(np.clip((img * np.float32(255)).astype(np.int32), 0, 255).ravel(), minlength=256)
    assert np.array_equal(hist, bins) and np.array_equal(cdf, np.cumsum(bins))


def test_run_checks_and_writes_every_output(tmp_path, capsys):
    path = tmp_path / "two.dsl"
    path.write_text(TWO)
    out = tmp_path / "out.npz"
    assert main(["run", str(path), "--schedule", "tiled", "--check", "-o", str(out), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["output_shapes"] == {"plus": [12, 12], "twice": [12, 12], "only": [10, 12]}
    assert report["check"]["ok"]
    saved = np.load(out)
    assert sorted(saved) == ["only", "plus", "twice"] and saved["only"].shape == (10, 12)


def test_run_refuses_one_file_for_several_outputs(tmp_path, capsys):
    path = tmp_path / "two.dsl"
    path.write_text(TWO)
    assert main(["run", str(path), "-o", str(tmp_path / "out.npy")]) == 2
    assert "-o writes them to a .npz file" in capsys.readouterr().err


def test_opencl_runs_one_output():
    with pytest.raises(irc.UsageError, match="a GPU launch computes one output"):
        irc.parse(TWO).gpu("tiled")
