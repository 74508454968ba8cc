"""The strategies of `irc tune` compared (the seed's part C): how close `random`, `evolution` and
`model` come to the best schedule of a space, and how fast.

    python benchmarks/tune_strategies.py [--space gpu-matmul] [--seeds 20] [--budget 128] [--table PATH]
    python benchmarks/tune_strategies.py --space jacobi2d [--budget 40]      # or heat3d
    python benchmarks/tune_strategies.py --cpu [--seeds 3] [--budget 64]

An enumerated space (`--space`): every distinct schedule measured once and its lowered
program's features computed, the table kept in a JSON file (`--table`, by default in
.benchmarks/) that a rerun reuses.  Then each strategy searches it once per seed, measuring by
a look-up in the table, so that a search costs what the strategy costs and no measurement.
- gpu-matmul (the default): examples/gpu/matmul.dsl's GPU schedules (`irc tune --target simt`,
  N=4096, timed by the SIMT interpreter's model of an A6000);
- jacobi2d, heat3d: examples/procs/'s `autotile` sizes, timed on this machine (one thread; the
  arrays 64 MB, past the caches, where the tiles run), each schedule the median of 3 calls.

CPU (`--cpu`): examples/blur.dsl at W=H=1024 tuned for real on the C target with 2 threads (a
full `irc tune` per strategy and seed, slow), against the best found by any of its runs.

Printed per strategy, after 16, 32, 64, ... measurements (candidates not refused; the search's
budget counts every candidate drawn, refused ones too, so a search may measure fewer than its
budget): the fraction, the best time known (the exhaustive best; on the CPU, the best of all
runs) over the best time found so far, so that 1.00 is the best found, as the median over seeds,
and the share of seeds within 5% of the best known (found <= 1.05 x best).
"""
from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

import irc
from irc.diagnostics import CompileError
from irc.tune.measure import Trial, TuneOptions
from irc.tune.search import Search, space_and_measure, tune
from irc.tune.strategies import STRATEGIES

HERE = Path(__file__).resolve().parent
EXAMPLES = HERE.parent / "examples"
CPU_PROGRAM, CPU_SIZES, CPU_THREADS = EXAMPLES / "blur.dsl", {"W": 1024, "H": 1024}, 2
TABLES = HERE.parent / ".benchmarks"           # ignored by git
# name: (program, target, options, default budget)
SPACES = {
    "gpu-matmul": (EXAMPLES / "gpu" / "matmul.dsl", "simt", TuneOptions({"N": 4096}, gpu="a6000"), 128),
    "jacobi2d": (EXAMPLES / "procs" / "jacobi2d.dsl", "c", TuneOptions({"T": 20, "N": 2000}, threads=1), 40),
    "heat3d": (EXAMPLES / "procs" / "heat3d.dsl", "c", TuneOptions({"T": 10, "N": 200}, threads=1), 40),
}
WITHIN = 1.05           # a search within 5% of the best known
FIRST_CHECKPOINT = 16


def enumerated_space(name: str):
    path, target, options, _ = SPACES[name]
    return space_and_measure(irc.load(path), target, options)


def enumerated(space, measure) -> dict[str, dict]:
    """Every distinct schedule of `space` (by its text, as a search spells it): its status,
    seconds and reason as measured, and its lowered features (None where the space refused it)."""
    texts, table, start = Search(space, measure, "random", 0, None), {}, time.perf_counter()
    for point in space.points():
        text = texts.text(point)
        if text in table:
            continue
        table[text] = measured_row(space, measure, point, text)
        if len(table) % 25 == 0:
            print(f"  {len(table)} schedules, {time.perf_counter() - start:.0f} s", flush=True)
    return table


def measured_row(space, measure, point: dict, text: str) -> dict:
    try:
        built = space.build(point)
    except CompileError as e:
        return {"status": "refused", "seconds": None, "reason": e.message, "features": None}
    trial = measure.run(built, text, None)
    return {"status": trial.status, "seconds": trial.seconds, "reason": trial.reason, "features": measure.lowered(built)}


def loaded_table(path: Path, name: str, space, measure) -> dict[str, dict]:
    """The table at `path`, or (none there) the space enumerated and written there."""
    if path.exists():
        print(f"table: {path} (delete it to measure again)")
        return json.loads(path.read_text())
    program, target, options, _ = SPACES[name]
    print(f"enumerating {program.name} --target {target} {options.sizes} ({measure.how}) into {path}", flush=True)
    start = time.perf_counter()
    table = enumerated(space, measure)
    print(f"enumeration: {time.perf_counter() - start:.0f} s")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(table, indent=1))
    return table


class TableMeasure:
    """A measurement that looks the schedule up in the enumerated table (duck-types Measure)."""

    def __init__(self, table: dict[str, dict], measure):
        self.table, self.measure = table, measure

    def run(self, built, text: str, best: float | None) -> Trial:
        row = self.table[text]
        return Trial(text, row["status"], row["seconds"], row["reason"])

    def run_batch(self, batch: list[tuple[dict, str, object]], best: float | None) -> list[Trial]:
        return [self.run(built, text, best) for _, text, built in batch]

    def lowered(self, built) -> list[float]:
        return self.table[str(built)]["features"]

    def lowered_nothing(self) -> list[float]:
        return self.measure.lowered_nothing()

    def final(self, timed: list[Trial]) -> None:
        pass


def searched(space, measure, strategy: str, seed: int, budget: int) -> list[Trial]:
    """The trials of one search of `budget` candidates, as `irc tune` runs it."""
    search = Search(space, measure, strategy, seed, None)
    while len(search.history) < budget:
        drawn = search.draw()
        if drawn is None:
            break
        search.step([drawn])
    return search.history


def checkpoints(budget: int) -> list[int]:
    """16, 32, 64, ... up to `budget`, and `budget`."""
    marks = [FIRST_CHECKPOINT]
    while marks[-1] * 2 <= budget:
        marks.append(marks[-1] * 2)
    return marks + ([budget] if budget > marks[-1] else [])


def measured(history: list[Trial]) -> list[Trial]:
    return [t for t in history if t.status != "refused"]


def best_after(history: list[Trial], count: int) -> float | None:
    """The fastest timed trial of the first `count` measurements (all of them, if fewer)."""
    return min((t.seconds for t in measured(history)[:count] if t.status == "timed"), default=None)


def print_table(runs: dict[str, list[list[Trial]]], best_known: float, budget: int) -> None:
    """Per strategy: the median fraction and the share within 5% at each checkpoint."""
    marks, seeds = checkpoints(budget), len(next(iter(runs.values())))
    print(f"\n{'strategy':<10} {'measured':>9}" + "".join(f"  {'after ' + str(m):>14}" for m in marks))
    print(f"{'':<10} {'of ' + str(budget):>9}" + "".join(f"  {'median':>7} {'<=5%':>6}" for _ in marks))
    for strategy, histories in runs.items():
        count = statistics.median(len(measured(h)) for h in histories)
        row = f"{strategy:<10} {count:>9g}"
        for mark in marks:
            bests = [best_after(h, mark) for h in histories]
            fractions = [best_known / b if b else 0.0 for b in bests]
            within = sum(b is not None and b <= WITHIN * best_known for b in bests) / len(bests)
            row += f"  {statistics.median(fractions):>7.2f} {within:>6.0%}"
        print(row)
    print(f"(fraction: best known / best found so far, median over {seeds} seeds; <=5%: share of "
          f"seeds within 5% of the best known; 'measured': candidates not refused, median, of the "
          f"{budget} the search's budget counts)")


def enumerated_experiment(args) -> None:
    space, measure = enumerated_space(args.space)
    table = loaded_table(args.table or TABLES / f"tune_{args.space}_table.json", args.space, space, measure)
    timed = {text: row for text, row in table.items() if row["status"] == "timed"}
    refused = sum(row["status"] == "refused" for row in table.values())
    best_text = min(timed, key=lambda text: timed[text]["seconds"])
    best_known = timed[best_text]["seconds"]
    print(f"{len(table)} schedules, {refused} refused, {len(timed)} timed; exhaustive best "
          f"{best_known * 1e3:.3f} ms: {best_text}")
    lookup, runs = TableMeasure(table, measure), {}
    start = time.perf_counter()
    for strategy in STRATEGIES:
        began = time.perf_counter()
        runs[strategy] = [searched(space, lookup, strategy, seed, args.budget) for seed in range(args.seeds)]
        print(f"  {strategy}: {args.seeds} searches in {time.perf_counter() - began:.1f} s", flush=True)
    print(f"strategies: {time.perf_counter() - start:.1f} s")
    print_table(runs, best_known, args.budget)


def cpu_experiment(args) -> None:
    program, runs = irc.load(CPU_PROGRAM), {}
    print(f"tuning {CPU_PROGRAM.name} {CPU_SIZES} on the C target, {CPU_THREADS} threads", flush=True)
    for strategy in STRATEGIES:
        runs[strategy] = []
        for seed in range(args.seeds):
            began = time.perf_counter()
            result = tune(program, args.budget, strategy, seed, dict(CPU_SIZES), threads=CPU_THREADS, rounds=3)
            runs[strategy].append(result.history)
            print(f"  {strategy} seed {seed}: {time.perf_counter() - began:.0f} s", flush=True)
    best_known = min(t.seconds for histories in runs.values() for h in histories for t in h if t.status == "timed")
    print(f"best of all runs: {best_known * 1e3:.3f} ms")
    print_table(runs, best_known, args.budget)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cpu", action="store_true", help="tune blur on the C target for real instead")
    parser.add_argument("--seeds", type=int, help="searches per strategy (20; --cpu: 3)")
    parser.add_argument("--budget", type=int, help="candidates per search (128; --cpu: 64)")
    parser.add_argument("--space", choices=sorted(SPACES), default="gpu-matmul", help="the space enumerated")
    parser.add_argument("--table", type=Path, help="the space's measurements (default: .benchmarks/tune_SPACE_table.json)")
    args = parser.parse_args()
    args.seeds = args.seeds or (3 if args.cpu else 20)
    args.budget = args.budget or (64 if args.cpu else SPACES[args.space][3])
    (cpu_experiment if args.cpu else enumerated_experiment)(args)


if __name__ == "__main__":
    main()
