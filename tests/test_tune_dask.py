"""irc tune measuring on Dask workers (irc/tune/workers.py): a scheduler and two workers started
as processes on this machine, as a cluster elsewhere would be; the search through them equals
the search in-process, and a worker killed mid-search loses no candidate."""
from __future__ import annotations

import json
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
