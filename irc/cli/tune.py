"""`irc tune`: the schedules of a pipeline, a proc or a GPU schedule searched (irc/tune/), the
fastest printed as a schedule block (and, with `-o`, written after a copy of the program, to run
with `--schedule tuned`).  The table gives the fastest candidates and, beside them, the program's
best hand-written block measured the same way; a candidate whose result differed from the
reference is a bug found: it is listed and the exit status is 1."""
from __future__ import annotations

import json
import os
import sys
import warnings

from ..api import Program
from ..diagnostics import UsageError
from ..tune.plot import plot_progress
from ..tune.records import default_path
from ..tune.search import tune
from ..tune.workers import client_for, close, default_client
from ..units import format_seconds
from .options import parse_sizes
from .report import status_line

SHOWN = 5           # the fastest candidates listed
DEFAULT_BUDGET = 50
STATUSES = ("timed", "slow", "refused", "wrong")


def cmd_tune(args, program: Program, out):
    if args.output:
        _check_writable(args.output)
    strategies = [s.strip() for s in args.strategy.split(",") if s.strip()] or ["random"]
    client = _client(args)
    try:
        results = {strategy: _search(args, program, strategy, client) for strategy in strategies}
    finally:
        if client is not None:
            close(client)
    status_line("tune", "")
    if args.plot:
        plot_progress(results, args.plot, f"irc tune {program.module.name} ({program.module.source.name})")
    best = min((r for r in results.values() if r.best), key=lambda r: r.best.seconds, default=None)
    block = (best or next(iter(results.values()))).block()
    if args.json:
        print(json.dumps(_as_json(program, results, block), indent=1), file=out)
    else:
        for strategy, result in results.items():
            _report(program, strategy, result, args, out)
        print(block, file=out)
    if args.output:
        _write(program, block, args.output)
    return 1 if any(r.count("wrong") for r in results.values()) else 0


def _client(args):
    """Where the candidates are measured: a cluster's workers (--scheduler), a local cluster of
    --workers processes, irc's own process (--in-process), or by default a local cluster of one
    worker per --threads cores (in-process without dask.distributed)."""
    given = [name for name, on in (("--scheduler", args.scheduler), ("--workers", args.workers),
                                   ("--in-process", args.in_process)) if on]
    if len(given) > 1:
        raise UsageError(f"{' and '.join(given)} each say where candidates are measured: give one of them")
    if args.in_process:
        return None
    if args.scheduler or args.workers:
        return client_for(args.scheduler, args.workers)
    return default_client(args.threads)


def _search(args, program: Program, strategy: str, client):
    budget = args.budget if args.budget is not None else (None if args.time else DEFAULT_BUDGET)
    records = args.records or default_path(program.module.source.name)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")         # each candidate's notes (storage not folded, ...)
        result = tune(program, budget, strategy, args.seed, parse_sizes(args.size), threads=args.threads,
                      rounds=args.rounds, fast_math=args.fast_math, target=args.target, gpu=args.gpu,
                      records=records, resume=args.resume, seconds=args.time, client=client,
                      progress=lambda text: status_line("tune", f"{strategy}: {text}"))
    for note in result.notes:
        print(f"irc: note: {note}", file=sys.stderr)
    return result


def _report(program: Program, strategy: str, result, args, out) -> None:
    timed = sorted((t for t in result.history if t.status == "timed"), key=lambda t: t.seconds)
    counts = ", ".join(f"{result.count(s)} {s}" for s in STATUSES if result.count(s))
    reused = sum(t.reused for t in result.history)
    print(f"{program.module.name}: {len(result.history)} candidates ({counts}"
          f"{f'; {reused} from the records' if reused else ''}), strategy {strategy}, seed {args.seed}, "
          f"{result.how}; records in {result.records}", file=out)
    for t in timed[:SHOWN]:
        print(f"  {format_seconds(t.seconds):>10}  {t.schedule or '(every func inline)'}", file=out)
    if result.hand:
        hand = result.hand[0]
        speedup = f"; the tuned block {result.speedup():.2f}x its speed" if result.best else ""
        print(f"  {format_seconds(hand.seconds):>10}  (the program's fastest block: {hand.schedule}, of "
              f"{len(result.hand)} that ran{speedup})", file=out)
    for t in (t for t in result.history if t.status == "wrong"):
        print(f"  WRONG: {t.schedule}: {t.reason} (a bug in irc: please report it)", file=out)


def _as_json(program: Program, results: dict, block: str) -> dict:
    def trial(t):
        return {"schedule": t.schedule, "status": t.status, "seconds": t.seconds, "reason": t.reason,
                "reused": t.reused}
    return {"program": program.module.name, "file": program.module.source.name, "block": block,
            "strategies": {s: {"how": r.how, "records": str(r.records), "best": trial(r.best) if r.best else None,
                               "speedup_over_hand": r.speedup(), "hand": [trial(t) for t in r.hand],
                               "candidates": [trial(t) for t in r.history]} for s, r in results.items()}}


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
