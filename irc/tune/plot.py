"""`irc tune --plot FILE`: the best time found against the candidates measured, one line per
strategy (matplotlib, the optional extra `irc[plot]`), with the program's fastest hand-written
block as a dashed line where one ran."""
from __future__ import annotations

from ..diagnostics import UsageError

try:
    import matplotlib
    matplotlib.use("Agg")                       # files only: no display is needed (or wanted)
    from matplotlib import pyplot
except ImportError:                             # the optional extra is not installed
    pyplot = None


def best_so_far(history: list) -> list[float | None]:
    """After each candidate, the fastest time measured so far (None before the first)."""
    best, out = None, []
    for t in history:
        if t.status == "timed" and (best is None or t.seconds < best):
            best = t.seconds
        out.append(best)
    return out


def _unit(seconds: float) -> tuple[str, float]:
    """The unit the fastest time reads at least 1 in."""
    for unit, scale in (("s", 1.0), ("ms", 1e3), ("µs", 1e6)):
        if seconds * scale >= 1.0:
            return unit, scale
    return "ns", 1e9


def plot_progress(results: dict, path: str, title: str) -> None:
    """Write the plot of `results` (strategy -> TuneResult) to `path` (its suffix says the format)."""
    if pyplot is None:
        raise UsageError("--plot needs matplotlib: pip install 'irc[plot]'")
    figure, axes = pyplot.subplots(figsize=(7, 4.2))
    times = [t.seconds for r in results.values() for t in r.history + r.hand if t.status == "timed"]
    unit, scale = _unit(min(times, default=1.0))
    for strategy, result in results.items():
        curve = best_so_far(result.history)
        points = [(k + 1, s * scale) for k, s in enumerate(curve) if s is not None]
        axes.step([p[0] for p in points], [p[1] for p in points], where="post", label=strategy)
    hands = [r.hand[0] for r in results.values() if r.hand]
    if hands:
        hand = min(hands, key=lambda t: t.seconds)
        axes.axhline(hand.seconds * scale, linestyle="--", color="grey", label=f"fastest block ({hand.schedule})")
    axes.set_xlabel("candidates")
    axes.set_ylabel(f"best so far ({unit}, {next(iter(results.values())).how})")
    axes.set_title(title)
    axes.grid(True, alpha=0.3)
    axes.legend()
    figure.tight_layout()
    try:
        figure.savefig(path)
    except (OSError, ValueError) as e:
        raise UsageError(f"cannot write the plot {path}: {e}") from None
    finally:
        pyplot.close(figure)
