"""What a target is: a way to build and run a lowered Function (C through cffi, the SIMT
interpreter, OpenCL), whatever kind of program it was lowered from.  A target knows no kind of
program — it imports neither the checked module, nor schedules, nor sizes (an import contract
in pyproject.toml); each kind (irc/kinds/) lowers its programs and binds their arguments."""
from __future__ import annotations

from typing import Protocol


class Target(Protocol):
    name: str
    title: str              # as a sentence names it: "the C target"
    description: str
