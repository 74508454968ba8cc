"""FileCheck tests of single passes: each tests/filecheck/*.dsl says how to run irc on itself
(`# RUN:`, `%s` is the file) and what the output must contain (`# CHECK:` lines, LLVM's
FileCheck syntax, checked by the `filecheck` package)."""
from __future__ import annotations

import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from irc.cli import main
from irc.lower.pipelines import PASSES, PIPELINES

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


def test_every_pass_has_a_filecheck_test_and_a_rewrite_block():
    """Each pass of every pipeline is shown by a FileCheck test, and its module's docstring shows
    its rewrite before and after (`rewrite:`), as the style guide asks."""
    labels = {m.group(1) for p in CASES for m in re.finditer(r"CHECK-LABEL: IR Dump After (\w+)", p.read_text())}
    passes = {name for pipeline in PIPELINES.values() for name in pipeline.passes}
    assert passes - labels == set()
    undocumented = [n for n in passes if "rewrite" not in (sys.modules[PASSES[n].__module__].__doc__ or "")]
    assert undocumented == []
