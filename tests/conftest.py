"""Shared fixtures: golden files (`pytest --update-golden` rewrites them) and a private C cache."""
from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
GOLDEN = Path(__file__).resolve().parent / "golden"


def pytest_addoption(parser):
    parser.addoption("--update-golden", action="store_true", help="rewrite the golden files")


@pytest.fixture(scope="session", autouse=True)
def _private_cache(tmp_path_factory):
    """Builds go to a per-session cache, never the user's."""
    mp = pytest.MonkeyPatch()
    mp.setenv("IRC_CACHE_DIR", str(tmp_path_factory.mktemp("irc-cache")))
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
