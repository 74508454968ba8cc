"""The error corpus's expectations, read from the bad programs themselves.

A file of tests/errors/ ends with what irc must print for it, one `# ERROR: ` line per line of
stderr (an empty line is a bare `# ERROR:`).  A file that is run some other way than the default
`irc check NAME.dsl` says how on a `# RUN: irc ...` line before its ERROR lines: `%s`
is the file, `%t` the directory of the test's scratch files.  A file run several ways has several
RUN + ERROR groups, each named: `# RUN(oob_at_a_given_size): irc simt %s --size N=300`; an
unnamed group is named after the file.  These lines are comments, and the compiler's end of file
skips trailing comments, so the diagnostics of the lines above (end of file included) are unchanged.
"""
from __future__ import annotations

import re
import shlex
from dataclasses import dataclass
from pathlib import Path

ERROR = "# ERROR:"
RUN = re.compile(r"# RUN(?:\((?P<name>[\w-]+)\))?: (?P<command>.*)")


@dataclass
class Case:
    """One expected failure: the run (`irc` and its argv; None without a RUN line) and its stderr."""
    name: str
    path: Path
    command: list[str] | None
    stderr: str = ""  # empty: no ERROR line

    def argv(self, file: str, tmp: Path | str = "") -> list[str]:
        """The argv after `irc`, with %s the file (as the test names it) and %t the scratch dir."""
        assert self.command and self.command[0] == "irc", f"{self.path.name}: a RUN line runs irc"
        return [a.replace("%s", file).replace("%t", str(tmp)) for a in self.command[1:]]


def trailer(path: Path) -> list[str]:
    """The lines from the first RUN or ERROR line to the end of the file."""
    lines = path.read_text().splitlines()
    first = next((i for i, ln in enumerate(lines) if ln.startswith((ERROR, "# RUN"))), len(lines))
    return lines[first:]


def cases(path: Path) -> list[Case]:
    """The RUN + ERROR groups of a file, in order; ERROR lines before any RUN form an unnamed group."""
    found: list[Case] = []
    for line in trailer(path):
        if m := RUN.fullmatch(line):
            found.append(Case(m["name"] or path.stem, path, shlex.split(m["command"])))
        elif line == ERROR or line.startswith(ERROR + " "):
            if not found:
                found.append(Case(path.stem, path, None))
            found[-1].stderr += line.removeprefix(ERROR).removeprefix(" ") + "\n"
    return found


def corpus(directory: Path) -> dict[str, Case]:
    """Every group of every .dsl of a directory, by name (a repeated name is kept once)."""
    return {c.name: c for p in sorted(directory.glob("*.dsl")) for c in cases(p)}


def problems(path: Path) -> list[str]:
    """What is malformed in a file's RUN and ERROR lines (a typo in a prefix lands here)."""
    lines = trailer(path)
    runs = [m for ln in lines if (m := RUN.fullmatch(ln))]
    found = [f"after the first RUN or ERROR line, only RUN and ERROR lines: {ln!r}" for ln in lines
             if not (RUN.fullmatch(ln) or ln == ERROR or ln.startswith(ERROR + " "))]
    if len(runs) > 1:
        found += [f"a file run several ways names every run, # RUN(name): {m[0]!r}" for m in runs if not m["name"]]
    return found
