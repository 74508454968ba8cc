"""What `irc run` found, said as lines of text or, with --json, as one JSON object of the same
fields (the timing in seconds, the counters, the check)."""
from __future__ import annotations

import json
import math
import sys
import threading
import time
from contextlib import contextmanager

from ..targets.compare import Comparison
from ..units import format_seconds


class Report:
    """What `irc run` found: lines of text, or with --json one JSON object of their fields."""

    def __init__(self, as_json: bool, out):
        self.as_json, self.out, self.fields = as_json, out, {}

    def say(self, text: str, **fields) -> None:
        self.fields.update(fields)
        if not self.as_json:
            print(text, file=self.out)

    def close(self, status: int) -> int:
        if self.as_json:
            print(json.dumps(self.fields, indent=2), file=self.out)
        return status


def timing_fields(timing) -> dict:
    return {"median_s": timing.median, "best_s": timing.best, "runs_s": list(timing.times)}


def report_check(report: Report, c: Comparison, against: str) -> int:
    """`check: ok, max relative error 1.2e-07 against ...`, or FAILED with the first wrong element
    (a NaN where the reference has a number, or the reverse, is one); the exit status it earns."""
    report.say(f"check: {'ok' if c.ok else 'FAILED'}, max relative error {c.error:.2e} against {against}"
               + (f"; {c.first}" if c.first else ""),
               check={"ok": c.ok, "max_relative_error": c.error if math.isfinite(c.error) else str(c.error),
                      **({"first_difference": c.first} if c.first else {})})
    return 0 if c.ok else 1


@contextmanager
def progress(what: str, after: float = 2.0):
    """Say on a terminal's stderr what irc is doing, once it has taken `after` seconds, and how
    long it took (nothing on a file or a pipe, and nothing for a quick step)."""
    if not sys.stderr.isatty():
        yield
        return
    start, shown = time.perf_counter(), threading.Event()

    def show():
        shown.set()
        print(f"\r\033[Kirc: {what} ...", end="", file=sys.stderr, flush=True)
    timer = threading.Timer(after, show)
    timer.daemon = True
    timer.start()
    try:
        yield
    except BaseException:      # an error or Ctrl-C: its own line replaces the progress line
        timer.cancel()
        if shown.is_set():
            print("\r\033[K", end="", file=sys.stderr, flush=True)
        raise
    timer.cancel()
    if shown.is_set():
        print(f"\r\033[Kirc: {what}: {format_seconds(time.perf_counter() - start)}", file=sys.stderr, flush=True)


def status_line(command: str, text: str) -> None:
    """What `irc command` is doing, on a line of a terminal's stderr that the next one overwrites
    (nothing when stderr is a file; an empty text clears the line)."""
    if sys.stderr.isatty():
        print(f"\r\033[K{f'irc {command}: ' + text if text else ''}", end="", file=sys.stderr, flush=True)
