"""Shared fixtures: golden files (`pytest --update-golden` rewrites them) and a private C cache."""
from __future__ import annotations

from contextlib import contextmanager
from functools import partial
from pathlib import Path
from unittest.mock import patch

import numpy as np
import pytest
from property_runs import SEED

import irc.targets.c as c_target
from irc.backends.c.build import NO_CONTRACTION, build

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
GOLDEN = Path(__file__).resolve().parent / "golden"


@contextmanager
def uncontracted():
    """irc's C built without FMA contraction while inside (a module builds at its first call).
    gcc fuses a * b + c into one rounding where the code around lets it (-ffp-contract=fast,
    its default, and -march=native has FMA), so two orders of the same operations, or two
    shapes of one loop, may round apart; without contraction they agree bit for bit."""
    with patch.object(c_target, "build", partial(build, flags=NO_CONTRACTION)):
        yield


def assert_same_or_uncontracted(both) -> None:
    """`both()` gives two runs' arrays by name (expected, got): equal bit for bit, or, where
    they differ, equal bit for bit when both are built again without contraction (the same
    operations in another order, rounded alike)."""
    expected, got = both()
    if any(not np.array_equal(got[name], expected[name]) for name in expected):
        with uncontracted():
            expected, got = both()
    for name in expected:
        np.testing.assert_array_equal(got[name], expected[name], err_msg=name)


def pytest_addoption(parser):
    parser.addoption("--update-golden", action="store_true", help="rewrite the golden files")


def pytest_report_header(config):
    return f"property tests: seed {SEED} (IRC_PROPERTY_SEED={SEED} draws the same examples again)"


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    """The seed again at the end (pytest -q prints no header): a failure's examples reproduce."""
    terminalreporter.write_line(f"property tests ran with seed {SEED}; "
                                f"IRC_PROPERTY_SEED={SEED} pytest ... draws the same examples")


@pytest.fixture(scope="session", autouse=True)
def _private_cache(tmp_path_factory):
    """Builds go to a per-session cache, never the user's."""
    mp = pytest.MonkeyPatch()
    mp.setenv("IRC_CACHE_DIR", str(tmp_path_factory.mktemp("irc-cache")))
    yield
    mp.undo()


@pytest.fixture(scope="session", autouse=True)
def _tiles_everywhere():
    """`autotile`'s code runs its tiles whatever the sizes (as on a machine whose arrays never fit
    in the cache: IRC_L2_BYTES=0), so that the small sizes of the tests exercise them; the
    nest as written, which it runs where the arrays fit, is tested on its own.  Likewise every
    parallel region runs its team, however little work its loops hold (IRC_TEAM_WORK=0:
    backends/c/teams.py), so that races would show at small sizes."""
    mp = pytest.MonkeyPatch()
    mp.setenv("IRC_L2_BYTES", "0")
    mp.setenv("IRC_TEAM_WORK", "0")
    yield
    mp.undo()


@pytest.fixture
def golden(request):
    """`golden(name, text)`: compare with tests/golden/NAME, or write it with --update-golden."""
    update = request.config.getoption("--update-golden")

    def check(name: str, text: str):
        path = GOLDEN / name
        if update:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
            return
        if not path.exists():
            pytest.fail(f"missing golden file {path.relative_to(ROOT)}; run `pytest --update-golden` "
                        "and review the diff")
        assert text == path.read_text(), f"{name} differs from its golden file; if the change is " \
                                         "intended, run `pytest --update-golden` and review the diff"
    return check
