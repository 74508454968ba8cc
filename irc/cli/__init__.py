"""The `irc` command: compile, run, bench, tune, check, simt, deps.

Errors are diagnostics, never tracebacks: exit 1 for a bad program (or a failed check),
2 for bad usage, 70 for a compiler bug ("internal compiler error"; IRC_TRACEBACK=1 shows where).
"""

from __future__ import annotations

from .driver import main, run

__all__ = ["main", "run"]
