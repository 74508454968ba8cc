"""How long `irc --help` and `irc --version` take (the import budget: neither loads numpy, cffi,
islpy, lark, scipy or Pillow), how long `irc compile --emit c` takes (blur's schedules, and every example proc under `auto`,
isl's scheduler, tiling and code generation), how long lowering a local-Laplacian-like pyramid
takes as its levels grow (tests/pyramids.py; near linear since issue 27), how long each of
Halide's apps takes under its hand schedule (issue 30's budget: 2 s), and proof that a cached
rebuild runs no C compiler.

    python benchmarks/compile_time.py

Each figure is the median wall time of a fresh `python -m irc.cli` process (Python start-up
and imports included, bytecode caches warm as after `pip install`).
The rebuild check compiles every schedule of blur in one process with an empty cache, then
builds them all again in a second process with the same cache and reports how many times
the C compiler ran there (it must be 0).
"""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

import irc  # noqa: E402
from irc.diagnostics import ScheduleNote  # noqa: E402
from pyramids import pyramid  # noqa: E402

SCHEDULES = ("root", "inline", "tile", "sliding", "fast")
PYRAMID_LEVELS = (3, 4, 5, 8)
PROCS = ("jacobi1d", "jacobi2d", "seidel2d", "heat3d", "fdtd2d", "gemm", "lu")
REBUILD = """
import irc
from irc.backends.c.build import compile_count
p = irc.load(%r)
for s in %r:
    p.compile(s).built
print(compile_count())
"""


def time_compile(example: str, schedule: str, runs: int = 7) -> float:
    return time_command(["compile", example, "--schedule", schedule, "--emit", "c"], runs)


def time_command(args: list[str], runs: int = 7) -> float:
    """The median wall time of `irc ARGS` in a fresh process, after one run that writes the caches."""
    # -I: the installed irc, and bytecode caches as a user has them (it ignores PYTHON* variables
    # such as PYTHONDONTWRITEBYTECODE, which makes every process recompile every source)
    argv = [sys.executable, "-I", "-m", "irc.cli", *args]
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL)   # writes the caches
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run(argv, check=True, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def time_python_start(runs: int = 7) -> float:
    """The median wall time of a bare interpreter (site-packages' .pth files included)."""
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run([sys.executable, "-I", "-c", "pass"], check=True)
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def time_pyramid_lowering(levels: int, schedule: str) -> float:
    """Seconds to lower the pyramid of `levels` levels (in this process: the front end and C
    compiler left out, lowering is what grew with the depth)."""
    program = irc.parse(pyramid(levels), "pyramid.dsl")
    with warnings.catch_warnings():
        # `sliding` notes every level it cannot fold; the notes are not what is timed here
        warnings.simplefilter("ignore", ScheduleNote)
        t = time.perf_counter()
        program.lower(schedule)
        return time.perf_counter() - t


def compiler_runs(cache: str) -> int:
    code = REBUILD % (str(ROOT / "examples" / "blur.dsl"), SCHEDULES)
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True,
                         env={**os.environ, "IRC_CACHE_DIR": cache}, cwd=tempfile.gettempdir())
    return int(out.stdout.split()[-1])


def main():
    example = str(ROOT / "examples" / "blur.dsl")
    print(f"python -I -c pass (this machine's interpreter start-up, in every figure below): "
          f"{time_python_start() * 1e3:.0f} ms")
    print("irc --help and --version, median of 7 fresh processes:")
    for option in ("--help", "--version"):
        print(f"  irc {option:<9} {time_command([option]) * 1e3:6.0f} ms")
    print("irc compile --emit c, median of 7 fresh processes:")
    for s in SCHEDULES:
        print(f"  blur {s:<8} {time_compile(example, s) * 1e3:6.0f} ms")
    for proc in PROCS:
        ms = time_compile(str(ROOT / "examples" / "procs" / f"{proc}.dsl"), "auto") * 1e3
        print(f"  {proc + ' auto':<13} {ms:6.0f} ms")
    for schedule in ("root", "tile", "sliding"):
        times = ", ".join(f"{n}: {time_pyramid_lowering(n, schedule):.2f} s" for n in PYRAMID_LEVELS)
        print(f"  pyramid {schedule:<8} lowering by levels  {times}")
    print("Halide's apps (examples/apps/), irc compile --schedule halide --emit c, median of 3:")
    for app in sorted((ROOT / "examples" / "apps").glob("*.dsl")):
        print(f"  {app.stem:<16} {time_compile(str(app), 'halide', runs=3) * 1e3:6.0f} ms", flush=True)
    with tempfile.TemporaryDirectory() as cache:
        first, second = compiler_runs(cache), compiler_runs(cache)
    print(f"C compiler runs building {len(SCHEDULES)} schedules: first process {first}, "
          f"second process (same cache) {second}")


if __name__ == "__main__":
    main()
