"""The search of `irc tune`: a space derived from the program by its kind (pipelines.py,
procs.py, gpu.py), candidates drawn from it by a strategy (strategies.py), each measured
(measure.py: built, checked against the reference, timed) and the fastest kept.

A point whose schedule was tried already is drawn again (not counted); the search ends after
`budget` candidates, at the time limit, or when the space has no untried schedule left.  With
tuning records (records.py) every candidate measured is appended to the file, and with `resume`
one found there is taken from it instead of measured.  Then the best few are timed again side
by side in rotated rounds (the ranking a noisy machine can move), as `irc bench` times its
schedules.
"""
from __future__ import annotations

import gc
import random
import time
from dataclasses import dataclass, field

from ..diagnostics import CompileError, UsageError
from .measure import Trial, TuneOptions
from .records import Records, machine, program_hash
from .spaces import space_and_measure
from .strategies import STRATEGIES
from .workers import WorkerMeasure

MAX_DRAWS = 200          # draws of tried schedules in a row before the space counts as exhausted


@dataclass
class TuneResult:
    """The trials in the order drawn, and the fastest timed one (None where none ran)."""
    history: list[Trial] = field(default_factory=list)
    best: Trial | None = None
    notes: list[str] = field(default_factory=list)     # the record file's lines skipped
    how: str = "timed"                                  # what the times are ("modelled on the a6000")
    hand: list[Trial] = field(default_factory=list)     # the program's own blocks measured alike, fastest first
    records: str | None = None                          # the tuning record file, if one was kept

    def speedup(self) -> float | None:
        """The fastest hand-written block's time over the best candidate's (timed side by side)."""
        if self.best is None or not self.hand:
            return None
        return self.hand[0].seconds / self.best.seconds

    def block(self, name: str = "tuned") -> str:
        """The best schedule as a block a .dsl file takes."""
        if self.best is None:
            raise UsageError("no candidate ran: nothing to write (every one was refused; see the history)")
        return f"schedule {name} {{ {self.best.schedule} }}"

    def count(self, status: str) -> int:
        return sum(t.status == status for t in self.history)


class Search:
    """One search: the space, the measurement, the strategy's state and the trials so far."""

    def __init__(self, space, measure, strategy: str, seed: int, records: Records | None):
        self.space, self.measure, self.records = space, measure, records
        self.rng, self.history = random.Random(seed), []
        self.strategy = STRATEGIES[strategy](self)
        self._texts: dict[tuple, str] = {}
        self._built: dict[str, object] = {}
        self._features: dict[str, list[float]] = {}
        self._tried: set[str] = set()

    def text(self, point: dict) -> str:
        """The schedule `point` spells, or (refused as spelled) its choices."""
        key = tuple(sorted((k, repr(v)) for k, v in point.items()))
        if key not in self._texts:
            try:
                built = self.space.build(point)
                text = str(built)
            except CompileError as e:
                built, text = e, ", ".join(f"{k}={v}" for k, v in point.items())
            self._texts[key], self._built[text] = text, built
        return self._texts[key]

    def tried(self, text: str) -> bool:
        """Whether the schedule `text` was measured, or drawn for the batch being measured."""
        return text in self._tried

    def refused(self, text: str) -> bool:
        """Whether the space refused to build the schedule `text` names (text() spelled it)."""
        return isinstance(self._built[text], CompileError)

    def features(self, point: dict) -> list[float]:
        """The point's numbers and its lowered program's features (model.py's input)."""
        text = self.text(point)
        if text not in self._features:
            lowered = self.measure.lowered_nothing() if self.refused(text) else self.measure.lowered(self._built[text])
            self._features[text] = self.space.encode(point) + lowered
        return self._features[text]

    def draw(self) -> tuple[dict, str] | None:
        """An untried point and its text, or None where MAX_DRAWS in a row were tried."""
        for retry in range(MAX_DRAWS):
            point = self.strategy.next(retry)
            text = self.text(point)
            if not self.tried(text):
                self._tried.add(text)
                return point, text
        return None

    def draw_batch(self, count: int) -> list[tuple[dict, str]]:
        """Up to `count` untried points, each drawn with the ones before it counted as tried."""
        batch = []
        while len(batch) < count and (drawn := self.draw()) is not None:
            batch.append(drawn)
        return batch

    def step(self, batch: list[tuple[dict, str]]) -> list[Trial]:
        """The trials of a batch drawn: each taken from the records, refused as spelled, or
        measured (the rest of the batch at once), in the order drawn."""
        trials: dict[int, Trial] = {}
        for k, (point, text) in enumerate(batch):
            found = self.records.get(text) if self.records else None
            if found is not None:
                trials[k] = Trial(text, found["status"], found["seconds"], found["reason"], reused=True)
            elif self.refused(text):
                trials[k] = Trial(text, "refused", reason=self._built[text].message)
        measured = [k for k in range(len(batch)) if k not in trials]
        ran = self.measure.run_batch([(*batch[k], self._built[batch[k][1]]) for k in measured], self.best_seconds())
        for k, trial in zip(measured, ran):
            trials[k] = trial
            if self.records:
                self.records.add(trial.schedule, trial.status, trial.seconds, trial.reason)
        for k, (point, _) in enumerate(batch):
            trials[k].point = point
            self.history.append(trials[k])
        return [trials[k] for k in range(len(batch))]

    def best_seconds(self) -> float | None:
        return min((t.seconds for t in self.history if t.status == "timed"), default=None)


def tune(program, budget: int | None = 50, strategy: str = "random", seed: int = 0, sizes: dict | None = None, *,
         threads: int | None = None, rounds: int = 3, fast_math: bool = False, target: str = "c", gpu: str = "a6000",
         records: str | None = None, resume: bool = False, seconds: float | None = None, client=None,
         progress=lambda text: None) -> TuneResult:
    """Search `budget` candidates (None: until `seconds` or the space runs out; at least one) of
    `program`'s schedules at `sizes` (the params' defaults otherwise) with `strategy`, measured on
    `target` (`c`: built with `threads` and `fast_math` as `compile` takes them, timed; `simt`:
    simulated, timed by the model of `gpu`), in-process or on the workers of Dask's `client`
    (workers.py); the same seed draws the same candidates.  `records`: the tuning record file
    measurements go to (and, with `resume`, come from)."""
    if strategy not in STRATEGIES:
        raise UsageError(f"unknown strategy '{strategy}'; irc tune searches with: {', '.join(STRATEGIES)}")
    if budget is not None and budget < 1:
        raise UsageError(f"--budget must be at least 1, got {budget}")
    if budget is None and seconds is None:
        raise UsageError("irc tune needs a budget of candidates or a time limit")
    options = TuneOptions(dict(sizes or {}), seed, threads, rounds, fast_math, gpu)
    space, measure = space_and_measure(program, target, options)
    if client is not None:
        measure = WorkerMeasure(client, program, target, options, measure)
    book = None
    if records is not None:
        key = {"program": program_hash(program.module.source.text), "sizes": measure.env(), "machine": machine(),
               "flags": measure.flags()}
        book = Records(records, key, resume)
    search, start = Search(space, measure, strategy, seed, book), time.perf_counter()
    while budget is None or len(search.history) < budget:
        if seconds is not None and search.history and time.perf_counter() - start > seconds:
            break
        room = measure.width if budget is None else min(measure.width, budget - len(search.history))
        batch = search.draw_batch(room)
        if not batch:
            break
        progress(_progress(search, budget))
        search.step(batch)
        gc.collect(1)       # the candidates' cycles (a compiled call and its arrays): `irc` runs with the collector off
    timed = [t for t in search.history if t.status == "timed"]
    hand = hand_blocks(program, measure, search.best_seconds())
    measure.final(timed, hand[:1])
    best = min(timed, key=lambda t: t.seconds) if timed else None
    return TuneResult(search.history, best, book.skipped if book else [], measure.how,
                      sorted(hand, key=lambda t: t.seconds), records and str(records))


def hand_blocks(program, measure, best: float | None = None) -> list[Trial]:
    """The program's own schedules (its blocks, and the policies a pipeline takes) that run where
    the candidates do, measured as they are, fastest first; one SLOWER times `best` (the search's
    best) after its first call is timed no further, as a candidate is not (nl_means' blocks and
    policies, each timed in full, held a 3-minute search for more than 20 minutes)."""
    ran = measure.run_batch([(None, name, name) for name in program.schedules], best)
    return sorted((t for t in ran if t.status == "timed"), key=lambda t: t.seconds)


def _progress(search: Search, budget: int | None) -> str:
    count = len(search.history)
    best = search.best_seconds()
    refused = sum(t.status == "refused" for t in search.history)
    failed = sum(t.status == "wrong" for t in search.history)
    best_text = f", best {best * 1e3:.3g} ms" if best is not None else ""
    return (f"candidate {count + 1}{f' of {budget}' if budget else ''}{best_text}, {refused} refused"
            + (f", {failed} WRONG" if failed else ""))
