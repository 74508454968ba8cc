"""How `irc tune` measures a candidate of each kind of program: built, run on inputs it checks
against the reference (a result that differs is a bug found, kept as `wrong`, never a winner;
an integer output rounded from floats may be a rounding apart where the program at the root is),
then timed — on the C target by the clock, on the SIMT target by the interpreter's model of a
GPU.  A candidate refused (by the builder's checks, when it compiles or at the sizes) is
`refused`, never timed; one whose first timed call is SLOWER times the best so far is `slow`,
timed no further, and a pipeline whose lowered program loads and stores more than MORE_WORK
times the values it does with every func at the root is `slow` unrun (funcs inlined into their
readers recompute: stencil_chain's stages inlined one into the next take 8e8 times the work, and
a run that does not end in minutes would stall the search).  `lowered(schedule)` is the
candidate's program for the cost model."""
from __future__ import annotations

import os
import statistics
from dataclasses import dataclass, field

import numpy as np

from ..diagnostics import CompileError, InternalError, RunError, UsageError
from ..kinds import choose
from ..kinds.reference import copies, per_output, random_arrays, random_inputs
from ..schedule.builder import ScheduleBuilder
from ..sizes import bind_sizes, scalar_arrays
from ..targets.c import rotated_rounds, time_call
from ..targets.compare import compare
from .features import NAMES, lowered_features, work

TOLERANCE = 1e-4        # relative: a float result computed in another order (irc run's check)
SLOWER = 4.0            # a candidate this many times the best so far is timed no further
MORE_WORK = 64.0        # a pipeline doing this many times the loads and stores of its funcs at the root is not run
ROUNDED = 2            # an integer output may be apart from the reference at this many times its root build's points
FINALISTS = 4           # the best candidates timed again side by side
CHECK_SIZE = 16         # the largest size a proc's check runs at (its reference interprets it)
SIMT_SIZE = 256         # ... and a GPU schedule's simulation (gpu.py's REACH is half of it)


@dataclass(frozen=True)
class TuneOptions:
    """What a search measures with: the sizes (the params' defaults where not given), the seed
    of the random inputs, and the flags of the build (C) or the model's GPU (SIMT)."""
    sizes: dict
    seed: int = 0
    threads: int | None = None
    rounds: int = 3
    fast_math: bool = False
    gpu: str = "a6000"


@dataclass
class Trial:
    """A candidate: its schedule's text and what became of it (`timed`, `slow`, `refused`,
    `wrong`), and the point of the space it spells."""
    schedule: str
    status: str
    seconds: float | None = None
    reason: str = ""
    point: dict = field(default_factory=dict, repr=False)
    reused: bool = False                    # taken from the tuning records, not measured


class Measure:
    """What every measurement shares: the program, its sizes, the flags it builds with."""
    checkpoint = "final"
    target = "c"
    how = "timed"                           # what the times are, for a report
    width = 1                               # candidates measured at once

    def __init__(self, program, options: TuneOptions):
        self.program, self.sizes, self.seed = program, options.sizes, options.seed
        self.threads, self.rounds, self.fast_math = options.threads, options.rounds, options.fast_math
        self.calls: dict[str, object] = {}      # what makes the calls `final` times again: the fastest, the hand blocks
        self.fastest: dict[str, float] = {}

    def flags(self) -> dict:
        return {"threads": self.threads, "fast_math": self.fast_math, "march": os.environ.get("IRC_MARCH", "")}

    def lowered(self, schedule) -> list[float]:
        """The lowered program's features at the tuning sizes (a candidate refused: all zero)."""
        try:                # the words were each taken; the whole may still be refused (finish)
            kind, ctx = choose(self.program.module, schedule, fast_math=self.fast_math)
            fn = kind.lower(ctx, self.target, until=self.checkpoint)
        except CompileError:
            return self.lowered_nothing()
        return lowered_features(fn, self.env())

    @staticmethod
    def lowered_nothing() -> list[float]:
        return [0.0] * len(NAMES)

    def env(self) -> dict[str, int]:
        return {p.name: p.default for p in self.program.module.params} | self.sizes

    def run_batch(self, batch: list[tuple[dict, str, object]], best: float | None) -> list[Trial]:
        """The trials of `batch` (points, their texts and schedules), one after another."""
        return [self.checked_run(built, text, best) for _, text, built in batch]

    def checked_run(self, schedule, text: str, best: float | None) -> Trial:
        """`run`, where an internal compiler error is a bug found (`wrong`, shown with the rest),
        not the end of the search (nl_means' candidates found one)."""
        try:
            return self.run(schedule, text, best)
        except InternalError as e:
            return Trial(text, "wrong", reason=f"internal compiler error: {e}")

    def final(self, timed: list[Trial], beside: list[Trial] = ()) -> None:
        """The FINALISTS fastest of `timed`, and `beside` (the best hand-written block), timed again
        in rotated rounds, their medians replaced by these."""
        finalists = [t for t in sorted(timed, key=lambda t: t.seconds) if t.schedule in self.calls][:FINALISTS]
        finalists += [t for t in beside if t.schedule in self.calls]
        if len(finalists) > 1:
            calls = [self.calls[t.schedule]() for t in finalists]
            for t, seconds in zip(finalists, rotated_rounds(calls, self.rounds)):
                t.seconds = statistics.median(seconds)

    def timed(self, text: str, call, best: float | None, again=None) -> Trial:
        """`call` timed: one call, then (unless SLOWER times `best`) the median of `rounds`;
        `again()` makes the call anew for `final` (by default it is kept)."""
        first = time_call(call, warmup=0, repeat=1).median
        if best is not None and first > SLOWER * best:
            return Trial(text, "slow", first, f"{first / best:.1f} x the best so far")
        trial = Trial(text, "timed", time_call(call, warmup=0, repeat=self.rounds).median)
        self._keep(text, again or (lambda: call), trial.seconds)
        return trial

    def _keep(self, text: str, again, seconds: float) -> None:
        """Hold what makes the call of a FINALISTS fastest candidate, or of a hand block, for
        `final`: a pipeline's compiled function, not its output and scratch arrays (GBs for
        nl_means' funcs of five dimensions at the root; a search of blur held every
        candidate's arrays, 20 GB after 336, until the machine's memory ran out)."""
        self.calls[text] = again
        if text in self.program.schedules:
            return
        self.fastest[text] = seconds
        if len(self.fastest) > FINALISTS:
            slowest = max(self.fastest, key=self.fastest.get)
            del self.fastest[slowest], self.calls[slowest]


class PipelineMeasure(Measure):
    """A pipeline on the C target: checked and timed on the same random inputs at the sizes."""
    checkpoint = "storage_folding"

    def __init__(self, program, options: TuneOptions):
        super().__init__(program, options)
        self.inputs = inputs_at(program.module, self.sizes, self.seed)
        self.expected = per_output(program.module, program.reference(**self.inputs, **self.sizes))
        self.least_work, self.rounded = None, {}
        self._measure_root()

    def _measure_root(self) -> None:
        """The program with every func computed at the root, built with the candidates' flags:
        its loads and stores (`least_work`) and, per integer output, the points where it is a
        rounding apart from the reference (`rounded`).  Refused: no candidate is held to it."""
        module = self.program.module
        root, outputs = ScheduleBuilder(module), {o.func for o in module.outputs}
        for name in module.needed_funcs():
            if name not in outputs:
                root.func(name).compute_root()
        try:
            f = self.program.compile(schedule=root, threads=self.threads, fast_math=self.fast_math)
            call, returned = f.prepare(**self.inputs, **self.sizes)
            call()
        except (CompileError, RunError):
            return
        self.least_work = work(f.function, self.env())
        self.rounded = {name: _apart(got, self.expected[name]) for name, got in per_output(module, returned).items()
                        if got.dtype.kind in "iu"}

    def differs(self, returned) -> str | None:
        """Why the outputs `returned` are not the reference's, or None.  Floats: within TOLERANCE
        (relative).  Integers: bit for bit, but where the program rounds floats to them — a
        rounding moves a pixel's value, or a table's index (hist's cdf, local_laplacian's level),
        the C compiler's contractions and numpy's evaluation order differ — at most ROUNDED times
        as many points apart as the program with every func at the root is."""
        got = per_output(self.program.module, returned)
        for name, want in self.expected.items():
            if name in self.rounded:
                apart = _apart(got[name], want)
                if apart > ROUNDED * self.rounded[name]:
                    return f"'{name}' differs from the reference at {apart} of {want.size} points " \
                           f"(with every func at the root, at {self.rounded[name]})"
        floats = {name: want for name, want in self.expected.items() if name not in self.rounded}
        error = compare({name: got[name] for name in floats}, floats).error if floats else None
        if error is not None and error > TOLERANCE:
            return f"differs from the reference by {error:.3g}"
        return None

    def run(self, schedule, text: str, best: float | None) -> Trial:
        try:
            f = self.program.compile(schedule=schedule, threads=self.threads, fast_math=self.fast_math)
            more = work(f.function, self.env()) / self.least_work if self.least_work else 0.0
            if more > MORE_WORK:
                return Trial(text, "slow", reason=f"not run: {more:.3g} x the loads and stores of every func at "
                             f"the root (irc tune runs none past {MORE_WORK:g} x)")
            call, returned = f.prepare(**self.inputs, **self.sizes)
            call()
        except (CompileError, RunError, UsageError) as e:      # UsageError: a block this target does not take
            return Trial(text, "refused", reason=_why(e))
        wrong = self.differs(returned)
        if wrong is not None:
            return Trial(text, "wrong", reason=wrong)
        trial = self.timed(text, call, best, lambda: f.prepare(**self.inputs, **self.sizes)[0])
        f.release_storage()
        return trial


class ProcMeasure(Measure):
    """A proc on the C target: checked at sizes of at most CHECK_SIZE against the proc as written
    (interpreted), then timed at the sizes on random arrays it updates in place.  Its tiles run
    wherever a candidate is run (IRC_L2_BYTES=0 unless set: the sizes the tiles are for)."""
    checkpoint = "scheduled"

    def __init__(self, program, proc, options: TuneOptions):
        super().__init__(program, options)
        os.environ.setdefault("IRC_L2_BYTES", "0")
        self.proc, module = proc, program.module
        self.check_sizes = {p.name: min(v, CHECK_SIZE) for p, v in
                            ((p, self.env()[p.name]) for p in module.params)}
        self.check_arrays = random_arrays(module, proc, self.check_sizes, self.seed)
        self.expected = copies(self.check_arrays)
        program.reference(**self.expected, proc=proc.name, **self.check_sizes)
        self.arrays = random_arrays(module, proc, self.env(), self.seed)

    def flags(self) -> dict:
        return super().flags() | {"l2_bytes": os.environ.get("IRC_L2_BYTES")}

    def run(self, schedule, text: str, best: float | None) -> Trial:
        try:
            f = self.program.compile(schedule=schedule, proc=self.proc.name, threads=self.threads)
            got = copies(self.check_arrays)
            f(**got, **self.check_sizes)
            call, _ = f.prepare(**self.arrays, **self.sizes)
        except (CompileError, RunError, UsageError) as e:      # UsageError: a block this target does not take
            return Trial(text, "refused", reason=_why(e))
        error = compare(got, self.expected).error
        if error is not None and error > TOLERANCE:
            return Trial(text, "wrong", reason=f"differs from the proc as written by {error:.3g} at "
                         + ", ".join(f"{k}={v}" for k, v in self.check_sizes.items()))
        return self.timed(text, call, best)


class SimtMeasure(Measure):
    """A GPU schedule on the SIMT interpreter: simulated at the sizes divided by a power of two
    to at most SIMT_SIZE (checked
    there against the reference, a race a failure too), its time the model's for `gpu` at the
    sizes, from counts fitted across the simulated size and half of it."""
    checkpoint = "final"
    target = "simt"

    def __init__(self, program, options: TuneOptions):
        super().__init__(program, options)
        self.gpu = options.gpu
        self.how = f"modelled on the {self.gpu}"
        self.simulated = simulated_sizes(self.env())
        self.inputs = inputs_at(program.module, self.simulated, self.seed)

    def flags(self) -> dict:
        return {"target": "simt", "gpu": self.gpu}

    def run(self, schedule, text: str, best: float | None) -> Trial:
        try:
            run = self.program.simt(schedule=schedule, gpu=self.gpu, **self.inputs, **self.simulated)
            larger = self.env() if self.env() != self.simulated else None
            seconds = run.predict(self.gpu, scale_to=larger).time
        except (CompileError, RunError, UsageError) as e:      # UsageError: a block this target does not take
            return Trial(text, "refused", reason=_why(e))
        bad = [c for c in run.checks if not c.ok]
        if run.races or bad:
            what = run.races[0].describe() if run.races else f"'{bad[0].buffer}' differs: {bad[0].first}"
            return Trial(text, "wrong", reason=what)
        return Trial(text, "timed", seconds)


def simulated_sizes(sizes: dict[str, int]) -> dict[str, int]:
    """`sizes` divided by the least power of two that brings each to at most SIMT_SIZE (one factor
    for all: the model's fit scales every size alike); a size it does not divide is refused."""
    factor = 1
    while max(sizes.values(), default=0) > SIMT_SIZE * factor:
        factor *= 2
    uneven = [f"{k}={v}" for k, v in sizes.items() if v % factor]
    if uneven:
        raise UsageError(f"irc tune --target simt simulates at the sizes divided by {factor} (to at most {SIMT_SIZE}), "
                         f"and {', '.join(uneven)} is not a multiple of it; give sizes that are")
    return {k: v // factor for k, v in sizes.items()}


def _apart(got: np.ndarray, want: np.ndarray) -> int:
    """The points where integer arrays `got` and `want` differ (all of them where the shapes do)."""
    return int(np.count_nonzero(got != want)) if got.shape == want.shape else want.size


def _why(e: Exception) -> str:
    return getattr(e, "message", None) or str(e)


def inputs_at(module, sizes: dict, seed: int) -> dict[str, np.ndarray]:
    """The reference's random inputs (--verify-each's) at `sizes`, the sizes they leave bound."""
    return random_inputs(module, bind_sizes(module, scalar_arrays(module, {}), sizes), seed)
