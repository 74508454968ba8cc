"""`irc tune`: a pipeline's schedules searched (irc/tune/), the fastest printed as a schedule block
(and, with `-o`, written after a copy of the program, to run with `--schedule tuned`).  The
table gives the fastest candidates; a candidate whose result differed from the reference is a
bug found: it is listed and the exit status is 1."""
from __future__ import annotations

import os
import warnings

from ..api import Program
from ..diagnostics import UsageError
from ..tune.search import tune
from ..units import format_seconds
from .options import parse_sizes
from .report import status_line

SHOWN = 5           # the fastest candidates listed


def cmd_tune(args, program: Program, out):
    if not program.module.outputs:
        raise UsageError(f"irc tune searches the schedules of a pipeline; {program.module.source.name} has no output "
                         f"(its procs and kernels run as written or under their own schedule blocks)")
    if args.output:
        _check_writable(args.output)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")         # each candidate's notes (storage not folded, ...)
        result = tune(program, args.budget, args.strategy, args.seed, parse_sizes(args.size), args.threads,
                      args.rounds, lambda text: status_line("tune", text), args.fast_math)
    status_line("tune", "")
    timed = sorted((t for t in result.history if t.status == "timed"), key=lambda t: t.seconds)
    counts = ", ".join(f"{result.count(s)} {s}" for s in ("timed", "refused", "again", "wrong") if result.count(s))
    print(f"{program.module.name}: {len(result.history)} candidates ({counts}), strategy {args.strategy}, "
          f"seed {args.seed}", file=out)
    for t in timed[:SHOWN]:
        print(f"  {format_seconds(t.seconds):>10}  {t.schedule or '(every func inline)'}", file=out)
    for t in (t for t in result.history if t.status == "wrong"):
        print(f"  WRONG: {t.schedule}: {t.reason} (a bug in irc: please report it)", file=out)
    block = result.block()
    print(block, file=out)
    if args.output:
        _write(program, block, args.output)
    return 1 if result.count("wrong") else 0


def _check_writable(path: str) -> None:
    """Refuse `-o` before the search, not after it."""
    folder = os.path.dirname(path) or "."
    if not os.path.isdir(folder) or not os.access(folder, os.W_OK) or os.path.isdir(path):
        raise UsageError(f"cannot write {path}: {'it is a directory' if os.path.isdir(path) else 'no such writable folder'}")


def _write(program: Program, block: str, path: str) -> None:
    """A copy of the program's file with the block after it."""
    text = program.module.source.text.rstrip("\n")
    try:
        with open(path, "w") as f:
            f.write(f"{text}\n\n# found by irc tune\n{block}\n")
    except OSError as e:
        raise UsageError(f"cannot write {path}: {e.strerror}") from None
