"""The `irc` process ends with os._exit once main returns (irc/cli/driver.run): no teardown of
the interpreter, which freed the IR and the analyses' caches object by object (0.4 s of a 2 s
compile).  What a normal exit does that matters still happens: main's status is the process's,
the atexit handlers run (a library's temporary files, pools), and all output reaches a pipe."""
from __future__ import annotations

import subprocess
import sys

from conftest import ROOT

BLUR = str(ROOT / "examples" / "blur.dsl")


def irc_process(*args: str, prelude: str = "") -> subprocess.CompletedProcess:
    code = f"import sys\n{prelude}\nfrom irc.cli.driver import run\nsys.argv = ['irc', *{list(args)!r}]\nrun()\n"
    return subprocess.run([sys.executable, "-I", "-c", code], capture_output=True, text=True)


def test_the_status_of_main_is_the_status_of_the_process(tmp_path):
    assert irc_process("compile", BLUR, "--schedule", "tile", "--emit", "c").returncode == 0
    assert irc_process("compile", "no_such_file.dsl").returncode == 2
    bad = tmp_path / "bad.dsl"
    bad.write_text("func f(y, x) = (\n")
    refused = irc_process("compile", str(bad))
    assert refused.returncode == 1 and "bad.dsl:1:17: error: unexpected end of file" in refused.stderr


def test_atexit_handlers_run():
    done = irc_process("compile", BLUR, "--schedule", "tile", "--emit", "c",
                       prelude="import atexit\natexit.register(lambda: print('handler ran', file=sys.stderr))")
    assert done.returncode == 0 and "handler ran" in done.stderr


def test_all_output_reaches_a_pipe():
    """Output still buffered when main returns is flushed before the process ends (a pipe is
    block-buffered: a short report would be lost whole, a long one's last block)."""
    for args in (("check", BLUR), ("compile", BLUR, "--schedule", "tile", "--emit", "c")):
        done = irc_process(*args)
        in_process = subprocess.run([sys.executable, "-I", "-c", "import sys\nfrom irc.cli import main\n"
                                     f"sys.exit(main({list(args)!r}))"], capture_output=True, text=True)
        assert done.returncode == 0 and done.stdout == in_process.stdout and done.stdout.strip()
