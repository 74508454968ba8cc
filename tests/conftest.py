"""Shared fixtures: golden files (`pytest --update-golden` rewrites them) and a private C cache."""
from __future__ import annotations

from pathlib import Path

import pytest
from property_runs import SEED

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
GOLDEN = Path(__file__).resolve().parent / "golden"


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
    nest as written, which it runs where the arrays fit, is tested on its own."""
    mp = pytest.MonkeyPatch()
    mp.setenv("IRC_L2_BYTES", "0")
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
