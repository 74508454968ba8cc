"""`irc bench`: a program's schedules timed side by side.  Each round runs every schedule once, in
turn, so that all of them see the same machine load (a noisy machine moves the medians, not the
ranking), starting one schedule further on each round (what a call leaves in the caches counts
against the one after it, so none always follows the same other); a row gives the median, the
best and the interquartile range of its rounds.  Pipelines are compared with the best schedule
and with the numpy reference, procs with the proc as written (every schedule's arrays checked
against it).  A schedule that is refused is reported (its diagnostic on stderr, its reason in the
table) and the others are timed; the exit status is then 1."""
from __future__ import annotations

import json
import statistics
import sys
import warnings
from dataclasses import dataclass, field
from typing import Callable

from ..api import Program
from ..diagnostics import CompileError, UsageError
from ..module import Proc
from ..schedules import ProcSchedule
from ..schedule.gpu import maps_gpu
from ..schedule.procs import proc_to_run
from ..schedule.resolve import available, require_pipeline, resolve
from ..sizes import bind_sizes, proc_sizes
from ..targets.c import rotated_rounds, time_call
from ..targets.compare import compare
from ..kinds.reference import copies, per_output, random_arrays
from ..units import format_seconds
from .options import parse_sizes
from .run import CHECK_TOLERANCE, read_inputs
from .report import status_line
from .run_proc import proc_sizes_text, proc_tolerance


@dataclass
class Row:
    name: str
    call: Callable[[], object] | None                  # None: refused
    times: list[float] = field(default_factory=list)
    counters: dict = field(default_factory=dict)       # func -> evaluations (pipelines)
    error: float | None = None                         # against the reference, when checked
    refused: str | None = None                         # why the schedule was refused

    def stats(self) -> dict:
        """Median, best and quartiles of the timed rounds (none for a refused schedule)."""
        if not self.times:
            return {}
        t = sorted(self.times)
        q1, _, q3 = statistics.quantiles(t, n=4, method="inclusive") if len(t) > 1 else (t[0],) * 3
        return {"median_s": statistics.median(t), "min_s": t[0], "q1_s": q1, "q3_s": q3}


def cmd_bench(args, program: Program, out):
    sizes = parse_sizes(args.size)
    proc = proc_to_run(program.module, args.proc)
    if proc is not None:
        return _bench_proc(args, program, proc[0], sizes, out)
    if program.module.sparse:
        raise UsageError("irc bench times the schedules of pipelines and procs; time a sparse program with irc run "
                         "(benchmarks/sparse.py compares it with scipy.sparse)")
    require_pipeline(program.module)
    arrays, _ = read_inputs(program, args.input, sizes, args.param)
    env = bind_sizes(program.module, arrays, sizes)
    rows, outputs = [], {}
    names = _names(args.schedules, available(program.module))
    if args.schedules == "all":
        names = _on_the_cpu(program, names)
    for k, name in enumerate(names):
        status_line("bench", f"building {name} ({k + 1} of {len(names)})")
        f, refused = _built(program, lambda: program.compile(name, threads=args.threads, fast_math=args.fast_math))
        if f is None:
            rows.append(Row(name, None, refused=refused))
            continue
        call, outputs[name] = f.prepare(**arrays, **sizes)
        rows.append(Row(name, call, counters=dict(f.counters(**env).evaluations)))
    timed = [r for r in rows if r.call is not None]
    _interleaved(timed, args.repeat)
    if args.check:
        expected = per_output(program.module, program.reference(**arrays, **sizes))
        for row in timed:
            row.error = compare(per_output(program.module, outputs[row.name]), expected).error
    ref = time_call(lambda: program.reference(**arrays, **sizes), repeat=max(1, min(args.repeat, 3)))
    points = sum(a.size for a in per_output(program.module, next(iter(outputs.values()))).values()) if outputs else 0
    head = {"program": program.module.name, "sizes": env, "rounds": args.repeat, "threads": args.threads,
            "output_points": points, "reference_median_s": ref.median}
    if args.json:
        print(json.dumps({**head, "schedules": [_json(r, points) for r in rows]}, indent=2), file=out)
    else:
        _pipeline_table(program, rows, points, ref.median, env, args, out)
    return _status(rows, CHECK_TOLERANCE)


def _built(program: Program, build: Callable[[], object]) -> tuple[object | None, str | None]:
    """What `build()` compiled, or (None, why) for a refused schedule, its diagnostic on stderr."""
    try:
        return build(), None
    except CompileError as e:
        print(e.render(program.module.source), file=sys.stderr)
        return None, e.message


def _on_the_cpu(program: Program, names: list[str]) -> list[str]:
    """The schedules of `all` that the C target times; those mapping the funcs onto a GPU are
    left out with a note (named one by one, a GPU schedule is bad usage, as in irc run)."""
    def gpu(name: str) -> bool:
        try:
            return maps_gpu(resolve(program.module, name))
        except CompileError:
            return False                 # refused when it is built, as a row of the table
    left = [n for n in names if gpu(n)]
    if left:
        warnings.warn(f"not timed: {', '.join(left)} map{'s' * (len(left) == 1)} the funcs onto a GPU "
                      f"(irc simt --schedule S runs one on the SIMT interpreter)")
    return [n for n in names if n not in left]


def _status(rows: list[Row], tolerance: float) -> int:
    """1 when a schedule was refused or computed a result past `tolerance`, else 0."""
    wrong = any(r.refused or (r.error is not None and r.error > tolerance) for r in rows)
    return 1 if wrong else 0


def _names(text: str, known: list[str]) -> list[str]:
    """`--schedules a,b` (each once, in order) or `all`."""
    names = known if text == "all" else [s.strip() for s in text.split(",") if s.strip()]
    if not names:
        raise UsageError("--schedules names no schedule")
    return list(dict.fromkeys(names))


def _interleaved(rows: list[Row], rounds: int) -> None:
    """One untimed call of each, then `rounds` rounds of one timed call of each, in turn from the
    round's first."""
    for row in rows:
        row.call()
    times = rotated_rounds([row.call for row in rows], rounds,
                           lambda r: status_line("bench", f"round {r + 1} of {rounds}"))
    for row, seconds in zip(rows, times):
        row.times.extend(seconds)
    status_line("bench", "")


def _json(row: Row, points: int | None = None) -> dict:
    if row.refused:
        return {"name": row.name, "refused": row.refused}
    stats = row.stats()
    extra = {"mpoints_per_s": points / stats["median_s"] / 1e6} if points else {}
    return {"name": row.name, **stats, **extra, "evaluations": row.counters, "max_relative_error": row.error}


def _pipeline_table(program: Program, rows: list[Row], points: int, ref: float, env: dict, args, out) -> None:
    timed = [r for r in rows if r.call is not None]
    best = min((r.stats()["median_s"] for r in timed), default=ref)
    shape = ", ".join(f"{k}={v}" for k, v in env.items())
    threads = f", {args.threads} thread{'s' if args.threads > 1 else ''}" if args.threads else ""
    print(f"{program.module.name} ({shape}): median of {args.repeat} interleaved rounds{threads}", file=out)
    funcs = list(timed[0].counters) if timed else []
    cells = [["schedule", "median", "min", "iqr", "vs best", "Mpix/s", *(f"{f} evals" for f in funcs)]
             + (["max error"] if args.check else [])]
    for r in rows:
        s = r.stats()
        cells.append(_refusal(r) if r.refused else
                     [r.name, format_seconds(s["median_s"]), format_seconds(s["min_s"]),
                      format_seconds(s["q3_s"] - s["q1_s"]), f"{s['median_s'] / best:.2f}x",
                      f"{points / s['median_s'] / 1e6:,.0f}", *(f"{r.counters.get(f, 0):,}" for f in funcs)]
                     + ([f"{r.error:.1e}"] if args.check else []))
    cells.append(["numpy ref", format_seconds(ref), "", "", f"{ref / best:.2f}x", f"{points / ref / 1e6:,.0f}"])
    _print_cells(cells, out)


def _refusal(row: Row) -> tuple[str, str]:
    """The table's row of a refused schedule: its name, and why across the other columns."""
    return row.name, f"refused: {row.refused}"


def _print_cells(cells: list[list[str] | tuple[str, str]], out) -> None:
    """Left-aligned first column, the others right-aligned, each as wide as its widest cell; a
    row that is a tuple (a refusal) runs its second cell across the other columns."""
    widths = [max(len(row[k]) for row in cells if k < len(row) and isinstance(row, list))
              for k in range(len(cells[0]))]
    widths[0] = max(widths[0], 12, *(len(row[0]) for row in cells))
    for row in cells:
        text = f"{row[0]:<{widths[0]}}  {row[1]}" if isinstance(row, tuple) else \
            f"{row[0]:<{widths[0]}}" + "".join(f"  {c:>{w}}" for c, w in zip(row[1:], widths[1:]))
        print("  " + text.rstrip(), file=out)


def _bench_proc(args, program: Program, proc: Proc, sizes: dict, out) -> int:
    """A proc as written and under each of its schedules (--schedules), each on its own copy of
    the same random arrays (each timed run updates them again), checked against the proc as
    written."""
    mine = [n for n, s in program.module.schedules if isinstance(s, ProcSchedule) and s.proc == proc.name]
    arrays = random_arrays(program.module, proc, sizes)
    expected = copies(arrays)
    written = program.compile(proc=proc.name, threads=args.threads, fast_math=args.fast_math)
    written(**expected, **sizes)
    rows = []
    for label, name in [("as written", None)] + [(n, n) for n in _names(args.schedules, mine)]:
        status_line("bench", f"building {label}")
        f, refused = (written, None) if name is None else \
            _built(program, lambda: program.compile(name, proc=proc.name, threads=args.threads,
                                                    fast_math=args.fast_math))
        if f is None:
            rows.append(Row(label, None, refused=refused))
            continue
        got = copies(arrays)
        f(**got, **sizes)
        rows.append(Row(label, f.prepare(**copies(arrays), **sizes)[0], error=compare(got, expected).error))
    timed = [r for r in rows if r.call is not None]
    _interleaved(timed, args.repeat)
    if args.json:
        head = {"program": program.module.name, "proc": proc.name, "sizes": proc_sizes(program.module, sizes),
                "rounds": args.repeat, "threads": args.threads}
        print(json.dumps({**head, "schedules": [_json(r) for r in rows]}, indent=2), file=out)
    else:
        written = rows[0].stats()["median_s"]
        print(f"{program.module.name}: proc {proc.name} ({proc_sizes_text(program, sizes)}), median of {args.repeat} "
              f"interleaved rounds", file=out)
        cells = [["schedule", "median", "min", "iqr", "speedup", "max error"]]
        for r in rows:
            s = r.stats()
            cells.append(_refusal(r) if r.refused else
                         [r.name, format_seconds(s["median_s"]), format_seconds(s["min_s"]),
                          format_seconds(s["q3_s"] - s["q1_s"]), f"{written / s['median_s']:.2f}x", f"{r.error:.1e}"])
        _print_cells(cells, out)
    return _status(rows, proc_tolerance(proc))
