"""Source spans and user-facing diagnostics (`file:line:col: error: ...`, the line, a caret).

`CompileError` is a *user* error: a bad program or schedule; `UsageError` a bad command line or
API call; `RunError` a run-time check that failed.  Compiler bugs raise `InternalError`, which
the command line reports differently (exit 70, with a request to file a bug).
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Span:
    """A region of the source text, 1-based lines and columns, end column exclusive."""
    line: int
    column: int
    end_line: int
    end_column: int

    @staticmethod
    def of(meta) -> "Span | None":
        """The span of a Lark tree or token (None when Lark recorded no position)."""
        line = getattr(meta, "line", None)
        if line is None:
            return None
        return Span(line, meta.column, meta.end_line or line, meta.end_column or meta.column + 1)


@dataclass(frozen=True)
class Source:
    """A named source text, for quoting lines in diagnostics."""
    name: str
    text: str

    def line(self, number: int) -> str:
        """Line `number` as the lexer counts lines: ended by a newline only (not by the form
        feeds, separators and other line breaks that str.splitlines also takes)."""
        lines = self.text.split("\n")
        return lines[number - 1] if 1 <= number <= len(lines) else ""


class CompileError(Exception):
    """An error in the user's program, schedule or command line, with an optional span."""

    def __init__(self, message: str, span: Span | None = None, notes: tuple[str, ...] = (),
                 source: Source | None = None):
        super().__init__(message)
        self.message = message
        self.span = span
        self.notes = tuple(notes)
        self.source = source        # the text the span is in, when it is not the program's (a schedule's text)

    def render(self, source: Source | None) -> str:
        """`file:line:col: error: message`, then the source line and a caret under the span (in
        the error's own source, else in `source`)."""
        source = self.source or source
        name = source.name if source else "<input>"
        if self.span is None or source is None:
            head = f"{name}: error: {self.message}"
            return "\n".join([head, *(f"note: {n}" for n in self.notes)])
        s = self.span
        text = source.line(s.line)
        width = (s.end_column - s.column) if s.end_line == s.line else len(text) - s.column + 1
        indent = "".join(c if c == "\t" else " " for c in text[:s.column - 1])
        caret = indent + "^" + "~" * max(0, width - 1)
        lines = [f"{name}:{s.line}:{s.column}: error: {self.message}", text, caret]
        return "\n".join(lines + [f"note: {n}" for n in self.notes])


class UsageError(Exception):
    """A bad command line or API call (exit status 2)."""


class RunError(Exception):
    """A run-time check of the generated code failed (an assertion); the message says which."""


class InternalError(Exception):
    """A bug in irc: an invariant the compiler itself should have kept."""


class ScheduleNote(UserWarning):
    """What a schedule word left undone and why (`autotile` leaving a band untiled): the CLI
    prints it as `irc: note: ...`."""


class FailedRun(Exception):
    """The IR after a pass ran on the target at --verify-each's sizes, and faulted or raced: the
    message completes "the IR after pass 'P' ...", e.g. "faults on the SIMT interpreter: ..."."""
