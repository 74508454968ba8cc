"""Ctrl-C stops any `irc` command with one line on stderr and exit status 130, never a traceback."""
from __future__ import annotations

import os
import pty
import select
import signal
import subprocess
import sys
import time

import pytest

from conftest import ROOT
from irc import registry
from irc.cli import driver

SPIN = """\
kernel spin(a: f32[32]) grid(1) block(32) {
  var s: f32 = 0
  for j in 0 .. 2000000000 {
    s += 1
  }
  a[threadIdx.x] = s
}
"""


def _interrupted(*args, **kwargs):
    raise KeyboardInterrupt


@pytest.mark.parametrize("command", sorted(registry.COMMANDS))
def test_ctrl_c_in_any_command_is_one_line_and_status_130(command, capsys, monkeypatch):
    monkeypatch.setitem(registry.COMMAND_FUNCTIONS, command, _interrupted)
    assert driver.main([command, str(ROOT / "examples" / "blur.dsl")]) == 130
    assert capsys.readouterr() == ("", "irc: interrupted\n")


def _read_until(fd: int, text: bytes, deadline: float) -> bytes:
    """What the terminal `fd` shows until `text` appears (or the process closes it, or time runs out)."""
    seen = b""
    while text not in seen and time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.5)
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError:                # the process has closed the terminal
                break
            if not chunk:
                break
            seen += chunk
    return seen


def test_ctrl_c_during_a_long_simt_run_in_a_terminal(tmp_path):
    """A real process, its stderr a terminal (so that `irc simt` says it is running), sent SIGINT
    once it says so: the progress line is replaced by one line, and the status is 130."""
    (tmp_path / "spin.dsl").write_text(SPIN)
    master, slave = pty.openpty()
    # a budget no machine reaches before the progress line shows (the default one a fast machine
    # runs out of in under the 2 s after which `irc simt` says it is running)
    proc = subprocess.Popen([sys.executable, "-I", "-m", "irc.cli", "simt", "spin.dsl", "--no-races",
                             "--budget", "1000000000000000"],
                            cwd=tmp_path, stdout=subprocess.PIPE, stderr=slave, stdin=subprocess.DEVNULL)
    os.close(slave)
    try:
        shown = _read_until(master, b"running spin on the SIMT interpreter ...", time.monotonic() + 120)
        assert b"running spin" in shown, shown
        proc.send_signal(signal.SIGINT)
        status = proc.wait(timeout=60)
        shown += _read_until(master, b"\0", time.monotonic() + 5)
    finally:
        proc.kill()
        proc.wait()
        os.close(master)
    assert status == 130
    assert proc.stdout.read() == b""
    assert b"Traceback" not in shown
    assert shown.endswith(b"interpreter ...\r\x1b[Kirc: interrupted\r\n") and shown.count(b"\n") == 1, shown
