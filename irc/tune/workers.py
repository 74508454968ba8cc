"""`irc tune` measuring on Dask workers (`dask.distributed`, the optional extra `irc[tune]`):
by default a local cluster on this machine, one worker process per `--threads` cores, so that a
candidate that crashes (a segfault in its C, memory exhausted) takes a worker with it, not the
search; `--workers N` starts N; `--scheduler ADDRESS` sends the candidates to a cluster's
workers; `--in-process` (or no dask.distributed) measures in irc's own process.  From Python,
`prog.tune(client=...)`.

Each worker makes the program's space and measurement once (from the program's text, the target
and the options: the same random inputs, the same reference) and measures the points it is
sent: builds, checks and times them on its own cores, so a batch of candidates as wide as the
cluster compiles and runs at once.  A worker that dies mid-measurement has its candidate run
again elsewhere (Dask reschedules the task); one that kills every worker it runs on is a bug
found (`wrong`); one still being measured after CANDIDATE_SECONDS (a loop that does not end in
minutes) is `slow`, its worker restarted.  The finalists are timed again side by side on one
worker.
"""
from __future__ import annotations

import logging
import os

from ..diagnostics import UsageError
from ..registry import api
from .measure import FINALISTS, Trial, TuneOptions
from .spaces import space_and_measure

try:
    from distributed import Client, KilledWorker, LocalCluster
except ImportError:           # the optional extra is not installed: irc tune measures in-process
    Client = KilledWorker = LocalCluster = None

CONNECT_SECONDS = 10
CANDIDATE_SECONDS = 600     # a candidate still being measured after this long is stopped: its worker restarted
_MEASURES: dict[str, tuple] = {}        # on a worker: (space, measure) of a program, target and options


def default_client(threads: int | None):
    """A client of a local cluster of one worker per `threads` cores of this machine (every core:
    one worker), or None where dask.distributed is not installed (irc tune measures in-process)."""
    if Client is None:
        return None
    cores = os.cpu_count() or 1
    return client_for(None, max(cores // (threads or cores), 1))


def client_for(scheduler: str | None, workers: int | None):
    """A client of the scheduler at `scheduler`, or of a local cluster of `workers` processes
    (no memory limit of Dask's: a candidate's arrays may take most of the machine's, as
    in-process, and a worker Dask killed for them would read as a candidate that crashed)."""
    if Client is None:
        raise UsageError("measuring on Dask workers needs dask.distributed: pip install 'irc[tune]'")
    if scheduler is not None:
        try:
            return Client(scheduler, timeout=CONNECT_SECONDS)
        except (OSError, TimeoutError, ValueError) as e:
            raise UsageError(f"cannot reach the Dask scheduler at {scheduler}: {e}") from None
    return Client(LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None,
                               memory_limit=0, silence_logs=logging.CRITICAL))


def close(client) -> None:
    """The client closed, and the local cluster it started (if it did)."""
    cluster = client.cluster
    client.close()
    if cluster is not None:
        cluster.close()


class WorkerMeasure:
    """A measurement whose `run_batch` runs on the workers of `client`; what a search asks of a
    measurement otherwise (features, flags, sizes) is the local one's, `local`."""

    def __init__(self, client, program, target: str, options: TuneOptions, local):
        self.client, self.local = client, local
        self.key = (program.module.source.text, program.module.source.name, target, options)
        self.width = max(len(client.scheduler_info()["workers"]), 1)
        self.how = f"{local.how} on {self.width} Dask worker{'s' if self.width > 1 else ''}"

    def __getattr__(self, name):
        return getattr(self.local, name)

    def run_batch(self, batch: list[tuple[dict, str, object]], best: float | None) -> list[Trial]:
        """The trials of `batch` (points, their texts and schedules), measured at once on the workers."""
        futures = [self.client.submit(measure_on_worker, self.key, point, text, best, pure=False)
                   for point, text, _ in batch]
        trials = []
        for (point, text, _), future in zip(batch, futures):
            try:
                trials.append(future.result(timeout=CANDIDATE_SECONDS))
            except KilledWorker as e:
                trials.append(Trial(text, "wrong", reason=f"it killed every worker that ran it ({e})"))
            except TimeoutError:
                self._stop(future)
                trials.append(Trial(text, "slow", reason=f"still being measured after {CANDIDATE_SECONDS:g} s: "
                                                         f"stopped, its worker restarted"))
        return trials

    def _stop(self, future) -> None:
        """The candidate `future` measures stopped: the worker running it restarted (the C code it
        runs cannot be interrupted otherwise)."""
        running = [w for w, keys in self.client.processing().items() if future.key in keys]
        future.cancel()
        if running:
            self.client.restart_workers(running)

    def final(self, timed: list[Trial], beside: list[Trial] = ()) -> None:
        """The finalists (and `beside`) timed again side by side, on one worker."""
        finalists = sorted(timed, key=lambda t: t.seconds)[:FINALISTS] + list(beside)
        if len(finalists) > 1:
            medians = self.client.submit(final_on_worker, self.key, [(t.point, t.schedule) for t in finalists],
                                         len(beside), pure=False).result()
            for t, seconds in zip(finalists, medians):
                if seconds is not None:
                    t.seconds = seconds


def _space_and_measure(key: tuple):
    if repr(key) not in _MEASURES:
        text, name, target, options = key
        _MEASURES.clear()                  # one program at a time: a worker keeps one reference
        _MEASURES[repr(key)] = space_and_measure(api("parse")(text, name), target, options)
    return _MEASURES[repr(key)]


def measure_on_worker(key: tuple, point: dict | None, text: str, best: float | None) -> Trial:
    """On a worker: the point built and measured as the search would in-process (no point: the
    program's block named `text`)."""
    space, measure = _space_and_measure(key)
    trial = measure.checked_run(text if point is None else space.build(point), text, best)
    trial.point = point
    return trial


def final_on_worker(key: tuple, candidates: list[tuple[dict, str]], beside: int) -> list[float | None]:
    """On a worker: the candidates' medians over the measurement's rotated rounds (the last
    `beside` of them the program's own blocks, timed beside the finalists)."""
    space, measure = _space_and_measure(key)
    trials = [measure.checked_run(text if point is None else space.build(point), text, None)
              for point, text in candidates]
    split = len(trials) - beside
    measure.final([t for t in trials[:split] if t.status == "timed"], [t for t in trials[split:] if t.status == "timed"])
    return [t.seconds if t.status == "timed" else None for t in trials]
