"""`irc deps`: a proc's exact dependences (flow, anti, output) with their distances, and the
properties of its loops (parallel, permutable band), as `prog.deps(P).text()` prints them."""
from __future__ import annotations

from ..api import Program


def cmd_deps(args, program: Program, out):
    print(program.deps(args.proc).text(), end="", file=out)
    return 0
