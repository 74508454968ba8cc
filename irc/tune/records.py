"""The tuning records of `irc tune`: one JSON object per line per candidate measured — the
program (a hash of its text), the schedule's text, the sizes, the machine, the flags it was
built with (threads, fast math, the target and its GPU, IRC_MARCH), and what became of it — so
that `--resume` takes a candidate measured before from the file instead of measuring it again.

A line that is not a record (a run cut off mid-write, an edit) is skipped and named with its line
number (`skipped`); the others are kept."""
from __future__ import annotations

import hashlib
import json
import os
import platform
from pathlib import Path

from ..diagnostics import UsageError

FIELDS = ("program", "schedule", "sizes", "machine", "flags", "status", "seconds", "reason")


def program_hash(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def machine() -> str:
    """The processor, as /proc/cpuinfo names it (else the platform's word), and its cores."""
    name = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as f:
            name = next((line.split(":", 1)[1].strip() for line in f if line.startswith("model name")), name)
    except OSError:
        pass
    return f"{name}, {os.cpu_count()} cores"


def default_path(source_name: str) -> Path:
    """Where `irc tune` keeps a program's records unless told: $XDG_CACHE_HOME/irc/tune (else
    ~/.cache/irc/tune), one file per program file's name."""
    root = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return root / "irc" / "tune" / f"{Path(source_name).stem}.jsonl"


class Records:
    """The records of file `path` whose program, sizes, machine and flags are `key`'s, by schedule
    text; `add` appends one."""

    def __init__(self, path: str | os.PathLike, key: dict, read: bool):
        self.path, self.key, self.found, self.skipped = Path(path), key, {}, []
        if read and self.path.exists():
            self._read()

    def _read(self) -> None:
        try:
            lines = self.path.read_text().splitlines()
        except (OSError, UnicodeDecodeError) as e:
            raise UsageError(f"cannot read the tuning records {self.path}: {getattr(e, 'strerror', None) or e}") from None
        for number, line in enumerate(lines, 1):
            record = _parsed(line)
            if record is None:
                self.skipped.append(f"{self.path}:{number}: not a tuning record; skipped (the others are kept)")
            elif all(record[k] == v for k, v in self.key.items()):
                self.found[record["schedule"]] = record

    def get(self, schedule: str) -> dict | None:
        return self.found.get(schedule)

    def add(self, schedule: str, status: str, seconds: float | None, reason: str) -> None:
        record = self.key | {"schedule": schedule, "status": status, "seconds": seconds, "reason": reason}
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with open(self.path, "a") as f:
                f.write(json.dumps(record, sort_keys=True) + "\n")
        except OSError as e:
            raise UsageError(f"cannot write the tuning records {self.path}: {e.strerror}") from None
        self.found[schedule] = record


def _parsed(line: str) -> dict | None:
    try:
        record = json.loads(line)
    except json.JSONDecodeError:
        return None
    if not isinstance(record, dict) or any(k not in record for k in FIELDS):
        return None
    return record
