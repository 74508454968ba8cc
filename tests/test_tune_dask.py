"""irc tune measuring on Dask workers (irc/tune/workers.py): a scheduler and two workers started
as processes on this machine, as a cluster elsewhere would be; the search through them equals
the search in-process, and a worker killed mid-search loses no candidate."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import warnings
from pathlib import Path

import pytest

import irc
import irc.tune.workers
from irc.tune.search import tune

distributed = pytest.importorskip("distributed")

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
SIZES = {"W": 512, "H": 256}


@pytest.fixture
def cluster(tmp_path):
    """The address of a scheduler with two single-threaded worker processes, and the workers."""
    info = tmp_path / "scheduler.json"
    started = [subprocess.Popen([sys.executable, "-m", "distributed.cli.dask_scheduler", "--port", "0",
                                 "--no-dashboard", "--scheduler-file", str(info)], stderr=subprocess.DEVNULL)]
    try:
        for _ in range(200):
            if info.exists() and info.read_text():
                break
            time.sleep(0.1)
        workers = [subprocess.Popen([sys.executable, "-m", "distributed.cli.dask_worker", "--nthreads", "1",
                                     "--no-dashboard", "--scheduler-file", str(info)], stderr=subprocess.DEVNULL)
                   for _ in range(2)]
        started += workers
        address = json.loads(info.read_text())["address"]
        with distributed.Client(address, timeout=30) as client:
            client.wait_for_workers(2, timeout=60)
        yield address, workers
    finally:
        for p in reversed(started):
            p.kill()
            p.wait()


def _tuned(**kwargs):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return tune(irc.load(EXAMPLES / "gpu/blur.dsl"), 8, "random", 5, SIZES, target="simt", **kwargs)


def test_the_workers_search_as_the_process_does(cluster):
    address, _ = cluster
    here = _tuned()
    with distributed.Client(address) as client:
        there = _tuned(client=client)
    assert there.how == "modelled on the a6000 on 2 Dask workers"
    assert [(t.schedule, t.status, t.seconds) for t in there.history] == \
        [(t.schedule, t.status, t.seconds) for t in here.history]
    assert there.best.schedule == here.best.schedule
    assert len({t.schedule for t in there.history}) == len(there.history) == 8


def test_a_worker_killed_mid_search_loses_no_candidate(cluster):
    """The candidates of a worker killed while the batch runs are run again on the other one."""
    address, workers = cluster
    here = _tuned()
    with distributed.Client(address) as client:
        killer = subprocess.Popen([sys.executable, "-c", f"import time, os, signal; time.sleep(1.0); "
                                   f"os.kill({workers[0].pid}, signal.SIGKILL)"])
        there = _tuned(client=client)
        killer.wait()
    assert [(t.schedule, t.seconds) for t in there.history] == [(t.schedule, t.seconds) for t in here.history]


def test_an_unreachable_scheduler_is_a_usage_error(monkeypatch):
    monkeypatch.setattr(irc.tune.workers, "CONNECT_SECONDS", 1)
    with pytest.raises(irc.UsageError, match="cannot reach the Dask scheduler at tcp://127.0.0.1:9"):
        irc.tune.workers.client_for("tcp://127.0.0.1:9", None)


def _tune_command(tmp_path, *more: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "irc", "tune", str(EXAMPLES / "blur.dsl"), "--budget", "2", "--size",
                           "W=96,H=40", "--rounds", "1", "--threads", "1", "--records", str(tmp_path / "r.jsonl"),
                           *more], capture_output=True, text=True, timeout=600)


def test_the_command_measures_on_a_local_cluster_by_default(tmp_path):
    """One worker process per --threads cores, so that a candidate that crashes takes a worker,
    not the search; --in-process measures in irc's own process."""
    default = _tune_command(tmp_path)
    assert default.returncode == 0, default.stderr
    workers = max(os.cpu_count() or 1, 1)
    assert f"on {workers} Dask worker{'s' if workers > 1 else ''}" in default.stdout
    alone = _tune_command(tmp_path, "--in-process")
    assert alone.returncode == 0, alone.stderr
    assert "Dask" not in alone.stdout and "2 candidates" in alone.stdout


def test_a_candidate_measured_past_the_limit_is_stopped(cluster, monkeypatch):
    """A candidate still being measured after CANDIDATE_SECONDS is `slow`, its worker restarted,
    and the search goes on (the limit is below a build's time: the first of a batch is stopped;
    the other worker's may end while the first worker restarts)."""
    address, _ = cluster
    monkeypatch.setattr(irc.tune.workers, "CANDIDATE_SECONDS", 0.01)
    with distributed.Client(address) as client, warnings.catch_warnings():
        warnings.simplefilter("ignore")
        result = tune(irc.load(EXAMPLES / "blur.dsl"), 2, "random", 0, {"W": 96, "H": 40}, threads=1, rounds=1,
                      client=client)
    assert len(result.history) == 2
    stopped = [t.status == "slow" and "stopped, its worker restarted" in t.reason for t in result.history]
    assert stopped[0] and all(s or t.status == "timed" for s, t in zip(stopped, result.history)), \
        [(t.status, t.reason) for t in result.history]
