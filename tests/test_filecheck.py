"""FileCheck tests of single passes: each tests/filecheck/*.dsl says how to run irc on itself
(`# RUN:`, `%s` is the file) and what the output must contain (`# CHECK:` lines, LLVM's
FileCheck syntax, checked by the `filecheck` package)."""
from __future__ import annotations

import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from irc.cli import main

HERE = Path(__file__).resolve().parent / "filecheck"
CASES = sorted(HERE.glob("*.dsl"))


def run_line(path: Path) -> list[str]:
    line = next(ln for ln in path.read_text().splitlines() if ln.startswith("# RUN:"))
    argv = shlex.split(line.removeprefix("# RUN:").replace("%s", str(path)))
    assert argv[0] == "irc", f"{path.name}: RUN lines run irc"
    return argv[1:]


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_filecheck(path, capsys):
    assert main(run_line(path)) == 0
    output = capsys.readouterr().out
    check = subprocess.run([sys.executable, "-m", "filecheck", "--comment-prefixes", "RUN", str(path)],
                           input=output, capture_output=True, text=True)
    assert check.returncode == 0, check.stdout + check.stderr
