"""What a target is: a way to build and run a lowered Function (C through cffi, the SIMT
interpreter, OpenCL), whatever kind of program it was lowered from.  A target knows no kind of
program — it imports neither the checked module, nor schedules, nor sizes (an import contract
in pyproject.toml); each kind (irc/kinds/) lowers its programs and binds their arguments."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Protocol

from ..diagnostics import Span
from ..ir.nodes import Function


class Target(Protocol):
    """A target is found by its name (irc/registry.py: the module `irc.targets.<name>` holds
    it as TARGET), and the table of pipelines (lower/pipelines.py) says which kinds it runs."""
    name: str
    title: str              # as a sentence names it: "the C target"
    description: str
    launches: bool          # it runs a GPU launch (a kind prepares and launches it, below)
    timed: bool             # `irc run` times what it runs (the SIMT interpreter models time instead)
    sources: tuple[str, ...]    # the languages `irc compile --emit` writes its launches in


@dataclass(frozen=True)
class LaunchSpec:
    """What a launch target launches, besides its program: the name its run reports, the
    registers per thread the kernel declares (None: estimated), the span a refusal of the launch
    points at, and the launcher (the kind's), which a run may ask to launch again (SIMT: at half
    the sizes, to fit its counts)."""
    name: str
    registers: int | None
    span: Span | None
    launcher: Any


class LaunchTarget(Target, Protocol):
    options: tuple[str, ...]      # the keywords its launches take besides buffers and sizes

    def prepare(self, fn: Function, name: str) -> Any:
        """The lowered launch `fn` made ready to launch, its kernel called `name` in any source."""

    def launch(self, program: Any, what: LaunchSpec, arrays: dict, env: dict, checks: Callable[[dict], list],
               **options) -> Any:
        """`program` launched on `arrays` at sizes `env`: a run with the buffers after it
        (`outputs`) and `checks(outputs)`."""
