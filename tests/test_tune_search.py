"""irc tune's search (irc/tune/search.py) and command: candidates drawn with a seed, each checked
against the reference before it is timed, the fastest kept and written as a block that runs."""
from __future__ import annotations

import subprocess
import sys
import warnings
from pathlib import Path

import numpy as np
import pytest

import irc
from irc.tune import search, strategies
from irc.tune.search import tune

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
SIZES = {"W": 96, "H": 40}


def _tuned(budget=6, seed=1, **kwargs):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return tune(irc.load(EXAMPLES / "blur.dsl"), budget, seed=seed, sizes=SIZES, rounds=1, **kwargs)


def test_the_best_candidate_runs_and_equals_the_reference():
    result = _tuned()
    assert len(result.history) == 6 and result.best is not None
    assert result.best.seconds == min(t.seconds for t in result.history if t.status == "timed")
    prog = irc.load(EXAMPLES / "blur.dsl")
    img = np.random.default_rng(0).random((SIZES["H"], SIZES["W"]), dtype=np.float32)
    np.testing.assert_allclose(prog.compile(schedule=result.best.schedule)(img), prog.reference(img), rtol=1e-6)
    assert result.block().startswith("schedule tuned { blury.")


def test_the_same_seed_draws_the_same_candidates():
    assert [t.schedule for t in _tuned(seed=4).history] == [t.schedule for t in _tuned(seed=4).history]
    assert [t.schedule for t in _tuned(seed=4).history] != [t.schedule for t in _tuned(seed=5).history]


def test_a_result_that_differs_is_a_bug_found_never_a_winner(monkeypatch):
    """A candidate whose output is wrong (here: the reference made to differ) is kept as
    `wrong` and never the best; with every candidate wrong there is no best and no block."""
    monkeypatch.setattr(search, "TOLERANCE", -1.0)
    result = _tuned(budget=3)
    assert {t.status for t in result.history} <= {"wrong", "again"} and result.best is None
    with pytest.raises(irc.UsageError, match="no candidate ran"):
        result.block()


def test_the_api_tunes_and_unknown_strategies_are_refused():
    prog = irc.load(EXAMPLES / "blur.dsl")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        result = prog.tune(budget=2, sizes=SIZES, rounds=1)
    assert result.best is not None and result.count("timed") + result.count("again") == 2
    with pytest.raises(irc.UsageError, match="unknown strategy 'beam'; irc tune searches with: random, evolution"):
        prog.tune(budget=2, strategy="beam")


def test_evolution_mutates_one_choice_of_one_of_the_fastest():
    """After EVOLUTION_SEEDS candidates drawn at random, each is a parent among the fastest
    timed so far with one choice changed."""
    result = _tuned(budget=14, strategy="evolution")
    seeds = strategies.EVOLUTION_SEEDS
    for k, trial in enumerate(result.history):
        timed = [t for t in result.history[:k] if t.status == "timed"]
        if len(timed) < seeds:
            continue
        parents = sorted(timed, key=lambda t: t.seconds)[:strategies.EVOLUTION_PARENTS]
        assert any(sum(trial.point[c] != p.point[c] for c in trial.point) == 1 for p in parents), trial.schedule
    assert result.best is not None


def test_the_command_writes_a_program_that_runs_the_tuned_block(tmp_path):
    out = tmp_path / "blur.tuned.dsl"
    done = subprocess.run([sys.executable, "-m", "irc", "tune", str(EXAMPLES / "blur.dsl"), "--budget", "3",
                           "--size", "W=96,H=40", "--rounds", "1", "-o", str(out)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "3 candidates" in done.stdout and "schedule tuned {" in done.stdout
    ran = subprocess.run([sys.executable, "-m", "irc", "run", str(out), "--schedule", "tuned", "--size", "W=96,H=40"],
                         capture_output=True, text=True)
    assert ran.returncode == 0, ran.stderr
