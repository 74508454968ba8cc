"""The search of `irc tune`: candidates drawn from a program's space (space.py), each built,
run and checked against the numpy reference on the same inputs before it is timed — a candidate
whose result differs is a bug found, kept in the history and never a winner — and the fastest
kept.  A candidate refused (by the builder's checks, or at these sizes when it runs) is counted,
never timed; one drawn again is counted (`again`) and not built twice.

Strategies (strategies.py): `random`, `evolution`.

Timing: each candidate's median of `rounds` calls after an untimed one, then the best few
timed again side by side in rotated rounds (the ranking a noisy machine can move), as
`irc bench` times its schedules.
"""
from __future__ import annotations

import random
import statistics
from dataclasses import dataclass, field

import numpy as np

from ..diagnostics import CompileError, RunError, UsageError
from ..ir.evaluate import eval_int
from ..ir.types import NUMPY_TYPES
from ..kinds.reference import per_output
from ..sizes import bind_sizes, scalar_arrays
from ..targets.c import rotated_rounds, time_call
from ..targets.compare import compare
from .space import PipelineSpace
from .strategies import STRATEGIES

TOLERANCE = 1e-4        # relative: a float result computed in another order (irc run's check)
FINALISTS = 4           # the best candidates timed again side by side


@dataclass
class Trial:
    """A candidate: its schedule's text and what became of it (`timed`, `refused`, `wrong`,
    `again`), and the point of the space it spells."""
    schedule: str
    status: str
    seconds: float | None = None
    reason: str = ""
    point: dict = field(default_factory=dict, repr=False)


@dataclass
class TuneResult:
    """The trials in the order drawn, and the fastest timed one (None where none ran)."""
    history: list[Trial] = field(default_factory=list)
    best: Trial | None = None

    def block(self, name: str = "tuned") -> str:
        """The best schedule as a block a .dsl file takes."""
        if self.best is None:
            raise UsageError("no candidate ran: nothing to write (every one was refused; see the history)")
        return f"schedule {name} {{ {self.best.schedule} }}"

    def count(self, status: str) -> int:
        return sum(t.status == status for t in self.history)


def tune(program, budget: int, strategy: str = "random", seed: int = 0, sizes: dict | None = None,
         threads: int | None = None, rounds: int = 3, progress=lambda text: None,
         fast_math: bool = False) -> TuneResult:
    """Search `budget` candidates of `program`'s schedules at `sizes` (the params' defaults
    otherwise) with `strategy`, each built with `threads` and `fast_math` as `compile` takes
    them; the same seed draws the same candidates."""
    if strategy not in STRATEGIES:
        raise UsageError(f"unknown strategy '{strategy}'; irc tune searches with: {', '.join(STRATEGIES)}")
    if budget < 1:
        raise UsageError(f"--budget must be at least 1, got {budget}")
    sizes = dict(sizes or {})
    module = program.module
    space = PipelineSpace(module, sizes)
    inputs = _inputs(module, sizes, seed)
    expected = per_output(module, program.reference(**inputs, **sizes))
    rng, result, calls, draw = random.Random(seed), TuneResult(), {}, STRATEGIES[strategy]
    build = dict(threads=threads, fast_math=fast_math)
    for k in range(budget):
        progress(f"candidate {k + 1} of {budget}")
        point = draw(space, rng, result.history)
        trial, call = _try(program, space, point, inputs, sizes, expected, build, rounds, calls)
        trial.point = point
        result.history.append(trial)
        if call is not None:
            calls[trial.schedule] = call
    timed = [t for t in result.history if t.status == "timed"]
    _final_rounds(timed, calls, rounds)
    result.best = min(timed, key=lambda t: t.seconds) if timed else None
    return result


def _try(program, space: PipelineSpace, point: dict, inputs: dict, sizes: dict, expected, build: dict,
         rounds: int, built: dict):
    """The trial of one point, and its call where it was timed (None otherwise)."""
    try:
        builder = space.build(point)
    except CompileError as e:           # a word refused as it was given: the point's choices say which
        return Trial(", ".join(f"{k}={v}" for k, v in point.items()), "refused", reason=e.message), None
    text = str(builder)
    if text in built:
        return Trial(text, "again"), None
    try:
        call, returned = program.compile(schedule=builder, **build).prepare(**inputs, **sizes)
        call()
    except (CompileError, RunError) as e:
        return Trial(text, "refused", reason=getattr(e, "message", str(e))), None
    error = compare(per_output(program.module, returned), expected).error
    if error is not None and error > TOLERANCE:
        return Trial(text, "wrong", reason=f"differs from the reference by {error:.3g}"), None
    return Trial(text, "timed", time_call(call, warmup=0, repeat=rounds).median), call


def _final_rounds(timed: list[Trial], calls: dict, rounds: int) -> None:
    """The FINALISTS fastest timed again in rotated rounds, their medians replaced by these."""
    finalists = sorted(timed, key=lambda t: t.seconds)[:FINALISTS]
    if len(finalists) > 1:
        for t, seconds in zip(finalists, rotated_rounds([calls[t.schedule] for t in finalists], rounds)):
            t.seconds = statistics.median(seconds)


def _inputs(module, sizes: dict, seed: int) -> dict[str, np.ndarray]:
    """Random inputs at `sizes`, seeded: floats uniform in [0, 1), integers in [0, 256) (or their
    type's range, if narrower); scalar params at their defaults."""
    given = scalar_arrays(module, {})
    env = bind_sizes(module, given, sizes)
    rng = np.random.default_rng(seed)
    for inp in module.inputs:
        if inp.name in given:
            continue
        shape, dtype = tuple(eval_int(e, env) for e in inp.shape), np.dtype(NUMPY_TYPES[inp.dtype])
        given[inp.name] = rng.random(shape).astype(dtype) if np.issubdtype(dtype, np.floating) \
            else rng.integers(0, min(256, np.iinfo(dtype).max + 1), shape).astype(dtype)
    return given
