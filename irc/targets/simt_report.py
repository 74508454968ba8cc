"""The text and JSON forms of a simulated launch (`irc simt`)."""
from __future__ import annotations

import math

from ..backends.simt.expressions import COUNTERS
from ..units import format_seconds

PER_FMA = ("gld_instr", "gld_sectors", "gld_lines", "gst_instr", "gst_sectors", "gst_lines",
           "lds_instr", "lds_wavefronts", "sts_instr", "sts_wavefronts", "barriers")
LINE_COLUMNS = ("gld_instr", "gld_sectors", "gst_instr", "gst_sectors", "lds_instr", "lds_wavefronts",
                "sts_instr", "sts_wavefronts", "barriers", "fma", "divergent_branches")
SHORT = {"gld_instr": "gld", "gld_sectors": "gld sect", "gst_instr": "gst", "gst_sectors": "gst sect",
         "lds_instr": "lds", "lds_wavefronts": "lds wavef", "sts_instr": "sts", "sts_wavefronts": "sts wavef",
         "barriers": "barriers", "fma": "fma", "divergent_branches": "diverg"}


def header(run) -> str:
    l = run.launch
    sizes = f" ({', '.join(f'{k}={v}' for k, v in run.sizes.items())})" if run.sizes else ""
    regs = f"{l.registers} registers/thread{' (estimated)' if l.registers_estimated else ''}"
    return (f"kernel {run.kernel}{sizes}: {l.blocks} block{'s' * (l.blocks != 1)} of "
            f"{l.threads_per_block} threads, "
            f"{l.shared_bytes} bytes of shared memory per block, {regs}")


def checks_text(run) -> list[str]:
    if not run.checks:
        return ["check: none declared for this kernel (add `check ...` to the file)"]
    return [f"check {c.buffer}: {'ok' if c.ok else 'FAILED'}, max relative error {c.max_error:.1e}"
            + (f"; {c.first}" if c.first else "") for c in run.checks]


def counters_text(stats: dict) -> list[str]:
    fma = stats.get("fma", 0)
    lines = [f"  {'counter':<20} {'total':>14}" + (f" {'per 1000 FMA':>14}" if fma else "")]
    for key in COUNTERS + ("blocks", "warps", "dram_bytes"):
        value = stats[key]
        if key.startswith("atom_") and not stats["atom_instr"]:
            continue                                        # a kernel without atomics: no rows for them
        per = f" {value * 1000 / fma:>14.3f}" if fma and key in PER_FMA else ""
        lines.append(f"  {key:<20} {value:>14,}{per}")
    return lines


def races_text(races, checked: bool = True) -> list[str]:
    if not checked:
        return ["races: not checked (--no-races)"]
    if not races:
        return ["races: none"]
    total = sum(r.count for r in races)
    return [f"races: {total} conflicting accesses, {len(races)} distinct"] + [f"  {r.describe()}" for r in races]


def by_line_text(run, source) -> list[str]:
    columns = [k for k in LINE_COLUMNS if any(c[k] for c in run.by_line.values())]
    rows = {line: c for line, c in run.by_line.items() if line and any(c[k] for k in columns)}
    head = f"  {'line':>4}  {'source':<44}" + "".join(f" {SHORT[k]:>10}" for k in columns)
    out = ["counters per line", head]
    for line, c in sorted(rows.items()):
        text = source.line(line).split("#", 1)[0].strip() if source else ""
        text = text if len(text) <= 44 else text[:41] + "..."
        out.append(f"  {line:>4}  {text:<44}" + "".join(f" {c[k]:>10,}" for k in columns))
    return out


def report_text(run, source, prediction=None, by_line: bool = False, scaled=None) -> str:
    lines = [header(run), f"simulated in {format_seconds(run.result.seconds)}"
             f"{'' if run.result.races_checked else ' (race checking off)'}"]
    lines += checks_text(run)
    lines += ["", "counters"] + counters_text(run.stats)
    if by_line:
        lines += [""] + by_line_text(run, source)
    lines += [""] + races_text(run.races, run.result.races_checked)
    if scaled is not None:
        sizes, exponents = scaled
        fits = ", ".join(f"{k} ~ {_power(e)}" for k, e in exponents.items() if k in ("fma", "gld_instr",
                                                                                         "lds_wavefronts", "blocks"))
        lines += ["", f"scaled to {', '.join(f'{k}={v}' for k, v in sizes.items())} "
                      f"(each counter fitted from this size and half of it as a n^p + b n^(p-1), p its growth "
                      f"rounded up: {fits})"]
    if prediction is not None:
        lines += [""] + prediction.table().splitlines()
    return "\n".join(lines) + "\n"


def _finite(x: float):
    """A number strict JSON can hold: inf and nan become the strings "inf" and "nan"."""
    return x if math.isfinite(x) else str(x)


def _power(exponent: float) -> str:
    return f"size^{exponent:.2f}"


def report_json(run, prediction=None, scaled=None) -> dict:
    l = run.launch
    return {
        "kernel": run.kernel,
        "sizes": dict(run.sizes),
        "launch": {"blocks": l.blocks, "threads_per_block": l.threads_per_block, "shared_bytes": l.shared_bytes,
                   "registers": l.registers, "registers_estimated": l.registers_estimated},
        "seconds": run.result.seconds,
        "checks": [{"buffer": c.buffer, "ok": c.ok, "max_error": _finite(c.max_error)} for c in run.checks],
        "stats": dict(run.stats),
        "by_line": {str(line): dict(c) for line, c in run.by_line.items()},
        "races_checked": run.result.races_checked,
        "races": [r.as_dict() for r in run.races],
        "scaled": None if scaled is None else {"sizes": scaled[0], "exponents": scaled[1]},
        "prediction": prediction.as_dict() if prediction is not None else None,
    }
