"""irc tune on procs (autotile sizes, irc/tune/procs.py) and GPU schedules (irc/tune/gpu.py, on
the SIMT interpreter): spaces derived from the program, every candidate checked before it is
timed, the best block parsing back and running to the reference."""
from __future__ import annotations

import json
import random
import subprocess
import sys
import warnings
from pathlib import Path

import numpy as np
import pytest

import irc
from irc.tune import gpu, measure
from irc.tune.gpu import GpuSpace
from irc.tune.procs import TILE_SIZES, ProcSpace
from irc.tune.search import tune

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def _quiet_tune(path, **kwargs):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return tune(irc.load(EXAMPLES / path), **kwargs)


def test_a_procs_space_is_autotiles_sizes_per_band_loop():
    module = irc.load(EXAMPLES / "procs/heat3d.dsl").module
    space = ProcSpace(module, module.procs[0])
    assert [(c.name, c.options) for c in space.choices] == [
        ("heat3d.sizes", ("every", "first 2", "first 3")), ("heat3d.size1", TILE_SIZES),
        ("heat3d.size2", TILE_SIZES), ("heat3d.size3", TILE_SIZES)]
    assert len({space.build(p) for p in space.points()}) == 5 + 25 + 125
    point = {"heat3d.sizes": "first 2", "heat3d.size1": 8, "heat3d.size2": 64, "heat3d.size3": 16}
    assert space.build(point) == "heat3d.autotile(8, 64)"
    assert space.encode(point) == [0.0, 1.0, 0.0, 3.0, 6.0, 0.0]
    assert space.encode(point | {"heat3d.sizes": "every"}) == [1.0, 0.0, 0.0, 3.0, 3.0, 3.0]


def test_a_proc_tuned_runs_its_block_to_the_proc_as_written():
    result = _quiet_tune("procs/jacobi2d.dsl", budget=3, seed=1, sizes={"T": 6, "N": 70}, rounds=1)
    assert result.best is not None and result.best.schedule.startswith("jacobi2d.autotile(")
    prog = irc.load(EXAMPLES / "procs/jacobi2d.dsl")
    arrays = {k: np.random.default_rng(0).random((30, 30)) for k in ("A", "B")}
    want = {k: a.copy() for k, a in arrays.items()}
    prog.reference(**want, T=3, N=30)
    prog.compile(schedule=result.best.schedule)(**arrays, T=3, N=30)
    for k in arrays:
        np.testing.assert_allclose(arrays[k], want[k], rtol=1e-12)


def test_a_proc_that_differs_from_the_proc_as_written_is_wrong(monkeypatch):
    monkeypatch.setattr(measure, "TOLERANCE", -1.0)
    result = _quiet_tune("procs/jacobi1d.dsl", budget=2, seed=1, sizes={"T": 8, "N": 200}, rounds=1)
    assert {t.status for t in result.history} == {"wrong"} and "differs from the proc as written" in result.history[0].reason


def test_a_gpu_space_comes_from_the_output_and_its_sum():
    space = GpuSpace(irc.load(EXAMPLES / "gpu/matmul.dsl").module)
    names = [c.name for c in space.choices]
    assert names == ["C.block", "C.coarsen", "C.split", "C.cache", "C.pad", "C.thread_tile"]
    assert space.cached == ["A", "B"]
    point = {"C.block": (16, 32), "C.coarsen": 2, "C.split": 16, "C.cache": True, "C.pad": 1, "C.thread_tile": (1, 1)}
    assert str(space.build(point)) == ("C.gpu_tile(i, j, bi, bj, ti, tj, 16, 32); C.coarsen(j, 2); "
                                       "C.split(k, ko, ki, 16); A.cache(C, ko); A.pad(1); B.cache(C, ko); B.pad(1)")
    with pytest.raises(irc.CompileError, match=f"covers 16 x 256 points, more than {gpu.REACH} of a dimension"):
        space.build(point | {"C.block": (16, 64), "C.coarsen": 4})
    blur = GpuSpace(irc.load(EXAMPLES / "gpu/blur.dsl").module)
    assert [c.name for c in blur.choices] == ["blury.block", "blury.coarsen", "blurx.place"]


def test_a_threads_tile_of_sums_in_registers_is_gpu_blocktile_2d():
    """A point with 8 x 8 points per thread spells examples/gpu/matmul.dsl's `gpu_blocktile_2d`
    (the same counts on the interpreter); a tile of one column splits the rows alone."""
    prog = irc.load(EXAMPLES / "gpu/matmul.dsl")
    space = GpuSpace(prog.module)
    point = {"C.block": (16, 16), "C.coarsen": 2, "C.split": 8, "C.cache": True, "C.pad": 0, "C.thread_tile": (8, 8)}
    text = str(space.build(point))
    assert text == ("C.tile(i, j, bi, bj, ii, ji, 128, 128); C.split(ii, ti, mi, 8); C.split(ji, tj, nj, 8); "
                    "C.split(k, ko, ki, 8); C.reorder(bi, bj, ti, tj, ko, ki, mi, nj); C.gpu_blocks(bi, bj); "
                    "C.gpu_threads(ti, tj); A.cache(C, ko); B.cache(C, ko)")
    a, b = (np.random.default_rng(k).random((128, 128), dtype=np.float32) for k in (0, 1))
    tuned, hand = (prog.simt(schedule=s, A=a, B=b, N=128) for s in (text, "gpu_blocktile_2d"))
    assert all(c.ok for c in tuned.checks) and tuned.stats == hand.stats
    column = str(space.build(point | {"C.block": (8, 32), "C.thread_tile": (4, 1)}))
    assert column.startswith("C.tile(i, j, bi, bj, ii, tj, 32, 32); C.split(ii, ti, mi, 4); C.split(k, ko, ki, 8)")


def test_gpu_schedules_are_tuned_on_the_model_and_checked_on_the_interpreter():
    result = _quiet_tune("gpu/matmul.dsl", budget=4, seed=2, sizes={"N": 512}, target="simt")
    timed = [t for t in result.history if t.status == "timed"]
    assert timed and result.best.seconds == min(t.seconds for t in timed)
    prog = irc.load(EXAMPLES / "gpu/matmul.dsl")
    a, b = (np.random.default_rng(k).random((64, 64), dtype=np.float32) for k in (0, 1))
    run = prog.simt(schedule=result.best.schedule, A=a, B=b, N=64)
    assert all(c.ok for c in run.checks) and not run.races


def test_sizes_the_simulation_cannot_divide_are_refused():
    with pytest.raises(irc.UsageError, match="divided by 4 .* and N=1001 is not a multiple of it"):
        measure.simulated_sizes({"N": 1001})
    assert measure.simulated_sizes({"N": 4096, "M": 2048}) == {"N": 256, "M": 128}


def test_the_same_gpu_search_for_the_same_seed():
    runs = [_quiet_tune("gpu/blur.dsl", budget=5, seed=4, sizes={"W": 256, "H": 128}, target="simt", strategy="evolution")
            for _ in range(2)]
    assert [(t.schedule, t.seconds) for t in runs[0].history] == [(t.schedule, t.seconds) for t in runs[1].history]


def test_a_random_point_of_each_space_builds_or_is_refused_with_a_reason():
    rng = random.Random(0)
    for path in ("gpu/matmul.dsl", "gpu/blur.dsl"):
        space = GpuSpace(irc.load(EXAMPLES / path).module)
        for _ in range(20):
            try:
                assert str(space.build(space.sample(rng)))
            except irc.CompileError as e:
                assert f"more than {gpu.REACH} of a dimension" in e.message


def test_the_command_resumes_from_its_records(tmp_path):
    records = tmp_path / "blur.jsonl"
    argv = [sys.executable, "-m", "irc", "tune", str(EXAMPLES / "gpu/blur.dsl"), "--target", "simt", "--budget", "3",
            "--size", "W=256,H=128", "--records", str(records)]
    first = subprocess.run(argv, capture_output=True, text=True)
    assert first.returncode == 0, first.stderr
    assert "3 candidates" in first.stdout and "modelled on the a6000" in first.stdout
    again = subprocess.run(argv + ["--resume"], capture_output=True, text=True)
    assert again.returncode == 0 and "3 from the records" in again.stdout
    assert first.stdout.splitlines()[-1] == again.stdout.splitlines()[-1]      # the same block


def test_strategies_side_by_side_as_json_and_as_a_plot(tmp_path):
    """`--strategy random,evolution` searches with each in turn; `--json` gives every candidate,
    `--plot` draws the best so far of each (a PNG)."""
    plot = tmp_path / "tune.png"
    done = subprocess.run([sys.executable, "-m", "irc", "tune", str(EXAMPLES / "gpu/blur.dsl"), "--target", "simt",
                           "--budget", "3", "--size", "W=256,H=128", "--records", str(tmp_path / "r.jsonl"),
                           "--strategy", "random,evolution", "--json", "--plot", str(plot)],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    assert sorted(found["strategies"]) == ["evolution", "random"] and found["block"].startswith("schedule tuned {")
    assert all(len(s["candidates"]) == 3 and s["hand"] for s in found["strategies"].values())
    assert plot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
