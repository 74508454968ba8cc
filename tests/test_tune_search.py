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
from irc.tune import measure, search, strategies
from irc.tune.procs import ProcSpace
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
    assert result.block() == f"schedule tuned {{ {result.best.schedule} }}"


def test_the_same_seed_draws_the_same_candidates():
    assert [t.schedule for t in _tuned(seed=4).history] == [t.schedule for t in _tuned(seed=4).history]
    assert [t.schedule for t in _tuned(seed=4).history] != [t.schedule for t in _tuned(seed=5).history]


def test_a_result_that_differs_is_a_bug_found_never_a_winner(monkeypatch):
    """A candidate whose output is wrong (here: the reference made to differ) is kept as
    `wrong` and never the best; with every candidate wrong there is no best and no block."""
    monkeypatch.setattr(measure, "TOLERANCE", -1.0)
    result = _tuned(budget=3)
    assert {t.status for t in result.history} == {"wrong"} and result.best is None
    with pytest.raises(irc.UsageError, match="no candidate ran"):
        result.block()


def test_the_api_tunes_and_unknown_strategies_are_refused():
    prog = irc.load(EXAMPLES / "blur.dsl")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        result = prog.tune(budget=2, sizes=SIZES, rounds=1)
    assert result.best is not None and len(result.history) == 2
    with pytest.raises(irc.UsageError, match="unknown strategy 'annealing'; irc tune searches with: random, evolution, model, beam"):
        prog.tune(budget=2, strategy="annealing")


def test_evolution_mutates_one_choice_of_one_of_the_fastest():
    """After EVOLUTION_SEEDS candidates drawn at random, each is a parent among the fastest
    timed so far with one choice changed.  On the SIMT model, whose times are exact: timed for
    real, the finalists' times taken again at the end may reorder the fastest the test sees."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        result = tune(irc.load(EXAMPLES / "gpu/blur.dsl"), 14, "evolution", 1, {"W": 512, "H": 256}, target="simt")
    seeds = strategies.EVOLUTION_SEEDS
    for k, trial in enumerate(result.history):
        timed = [t for t in result.history[:k] if t.status in ("timed", "slow")]
        if len(timed) < seeds:
            continue
        parents = sorted(timed, key=lambda t: t.seconds)[:strategies.EVOLUTION_PARENTS]
        assert any(sum(trial.point[c] != p.point[c] for c in trial.point) == 1 for p in parents), trial.schedule
    assert result.best is not None


def test_the_command_writes_a_program_that_runs_the_tuned_block(tmp_path):
    out = tmp_path / "blur.tuned.dsl"
    done = subprocess.run([sys.executable, "-m", "irc", "tune", str(EXAMPLES / "blur.dsl"), "--budget", "3",
                           "--size", "W=96,H=40", "--rounds", "1", "-o", str(out), "--records", str(tmp_path / "r.jsonl")], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "3 candidates" in done.stdout and "schedule tuned {" in done.stdout
    ran = subprocess.run([sys.executable, "-m", "irc", "run", str(out), "--schedule", "tuned", "--size", "W=96,H=40"],
                         capture_output=True, text=True)
    assert ran.returncode == 0, ran.stderr


def test_no_schedule_is_measured_twice_in_a_search():
    texts = [t.schedule for t in _tuned(budget=12, seed=2).history]
    assert len(texts) == len(set(texts))


def test_the_model_measures_what_it_predicts_fastest(monkeypatch):
    """After MODEL_SEEDS random candidates, each round's BATCH comes from the model's ranking of
    a fresh pool (here shrunk), of schedules not tried; the best runs.  (Which the model ranks
    first follows the times measured: the same seed gives the same search where they are the
    same, test_every_strategy_finds_the_known_best_of_a_small_space.)"""
    monkeypatch.setattr(strategies, "MODEL_SEEDS", 4)
    monkeypatch.setattr(strategies, "POOL", 40)
    monkeypatch.setattr(strategies, "MUTANTS", 10)
    monkeypatch.setattr(strategies, "RANKED", 6)
    monkeypatch.setattr(strategies, "BATCH", 3)
    first = _tuned(budget=10, seed=3, strategy="model")
    assert first.best is not None and len({t.schedule for t in first.history}) == 10


def test_resume_measures_nothing_twice(tmp_path, monkeypatch):
    """A second search with the same seed and `resume` takes the first one's candidates from the
    record file (measuring only the candidates past them, and the program's own blocks)."""
    records = tmp_path / "blur.jsonl"
    first = _tuned(budget=4, seed=6, records=records)
    measured = []
    run = measure.PipelineMeasure.run
    monkeypatch.setattr(measure.PipelineMeasure, "run", lambda self, *a: measured.append(a[1]) or run(self, *a))
    again = _tuned(budget=6, seed=6, records=records, resume=True)
    assert [t.schedule for t in again.history[:4]] == [t.schedule for t in first.history]
    blocks = irc.load(EXAMPLES / "blur.dsl").schedules            # measured again beside the candidates
    assert all(t.reused for t in again.history[:4])
    assert [m for m in measured if m not in blocks] == [t.schedule for t in again.history[4:]]
    assert len(records.read_text().splitlines()) == 6


def test_a_corrupt_record_is_named_and_the_others_kept(tmp_path):
    records = tmp_path / "blur.jsonl"
    _tuned(budget=2, seed=6, records=records)
    records.write_text(records.read_text() + "{not json\n")
    again = _tuned(budget=2, seed=6, records=records, resume=True)
    assert again.notes == [f"{records}:3: not a tuning record; skipped (the others are kept)"]
    assert all(t.reused for t in again.history)


def test_records_of_other_sizes_are_not_taken(tmp_path):
    records = tmp_path / "blur.jsonl"
    _tuned(budget=2, seed=6, records=records)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        other = tune(irc.load(EXAMPLES / "blur.dsl"), 2, seed=6, sizes={"W": 64, "H": 40}, rounds=1,
                     records=records, resume=True)
    assert not any(t.reused for t in other.history)


def test_a_time_limit_ends_the_search_with_the_best_so_far():
    result = _tuned(budget=None, seconds=1e-9)
    assert len(result.history) == 1 and result.best is result.history[0]


class _Bowl(measure.Measure):
    """A measurement by formula: seconds least at autotile(32, 16), growing with the distance in
    log2 of each size from it (a smooth space whose best is known)."""
    def __init__(self):
        self.calls = {}

    def run(self, schedule, text, best):
        sizes = [int(v) for v in text[text.index("(") + 1:-1].split(",")]
        sizes = sizes * 2 if len(sizes) == 1 else sizes
        return measure.Trial(text, "timed", 1.0 + sum(abs(np.log2(a) - np.log2(b)) for a, b in zip(sizes, (32, 16))))

    def lowered(self, schedule):
        return self.lowered_nothing()


@pytest.mark.parametrize("strategy", sorted(strategies.STRATEGIES))
def test_every_strategy_finds_the_known_best_of_a_small_space(strategy, monkeypatch):
    """jacobi1d's autotile sizes (30 schedules, enumerated): every strategy given the budget of
    the whole space finds the best and stops when no untried schedule is left; the same seed
    (and the same times) draws the same candidates."""
    monkeypatch.setattr(strategies, "MODEL_SEEDS", 8)
    module = irc.load(EXAMPLES / "procs/jacobi1d.dsl").module
    space = ProcSpace(module, module.procs[0])
    every = {space.build(p) for p in space.points()}
    runs = []
    for _ in range(2):
        found = search.Search(space, _Bowl(), strategy, 0, None)
        while len(found.history) < 100 and (drawn := found.draw()) is not None:
            found.step([drawn])
        runs.append([t.schedule for t in found.history])
    assert len(runs[0]) == len(every) == 30 and runs[0] == runs[1]
    assert min(found.history, key=lambda t: t.seconds).schedule == "jacobi1d.autotile(32, 16)"
