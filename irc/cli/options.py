"""The command line's options: the parser of every command and the values options take."""
from __future__ import annotations

import argparse

from .. import registry
from ..diagnostics import UsageError
from ..targets import DEFAULT_BUDGET
from ..targets.cache_model import parse_cache_spec

EMITS = ("c", "ir", "stats")


class _ArgumentParser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError(message)


def parse_sizes(text: str | None, option: str = "--size") -> dict[str, int]:
    """`W=4096,H=2048` -> {"W": 4096, "H": 2048}."""
    sizes: dict[str, int] = {}
    if not text:
        return sizes
    for item in text.split(","):
        name, eq, value = item.partition("=")
        name, value = name.strip(), value.strip()
        if not eq or not name.isidentifier() or not value.lstrip("-").isdigit():
            raise UsageError(f"malformed {option} '{text}': expected NAME=INT[,NAME=INT...]")
        if int(value) <= 0:
            raise UsageError(f"size {name} must be positive, got {value}")
        if int(value) >= 2 ** 31:
            raise UsageError(f"size {name}={value} does not fit in i32")
        sizes[name] = int(value)
    return sizes


def _repeat(text: str) -> int:
    """`--repeat K`, `--threads N`: a positive integer."""
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"must be a positive integer, got '{text}'")
    return int(text)


def _duration(text: str) -> float:
    """`--time 90s`, `2m`, `1h`, `30` (seconds): a positive duration in seconds."""
    scale = {"s": 1, "m": 60, "h": 3600}.get(text[-1:], 1)
    number = text[:-1] if text[-1:] in "smh" else text
    try:
        value = float(number) * scale
    except ValueError:
        value = 0.0
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"must be a positive duration such as 90s, 2m or 1h, got '{text}'")
    return value


def _fast_math(p: argparse.ArgumentParser) -> None:
    p.add_argument("--fast-math", action="store_true",
                   help="a pipeline's float arithmetic as Halide rewrites it: x / c as x * (1 / c) "
                        "(within 1.5 units in the last place), x * c + y * c as (x + y) * c, (x * c) * d as "
                        "x * (c * d), max(a, b) as select(a > b, a, b); no value may be NaN or infinite")


def _threads(p: argparse.ArgumentParser) -> None:
    _fast_math(p)
    p.add_argument("--threads", type=_repeat, metavar="N",
                   help="OpenMP threads of parallel loops (default: every core, or OMP_NUM_THREADS); idle threads "
                        "sleep (OMP_WAIT_POLICY=passive) unless OMP_WAIT_POLICY or GOMP_SPINCOUNT is set")


class _Version(argparse.Action):
    """`--version`: the installed distribution's version, read only when asked (reading package
    metadata costs every other command a fifth of its start-up)."""

    def __init__(self, option_strings, dest=argparse.SUPPRESS, default=argparse.SUPPRESS, help=None):
        super().__init__(option_strings, dest, nargs=0, default=default, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        print(f"irc {registry.installed_version()}")
        parser.exit()


def _positive_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not value > 0:
        raise argparse.ArgumentTypeError(f"must be a positive number, got '{text}'")
    return value


def _params(p):
    p.add_argument("--param", metavar="NAME=VALUE[,...]",
                   help="scalar params (param gain: f32 = 1.5), e.g. gain=2.5,bias=-3; the others keep their defaults")


def parse_params(text: str | None) -> dict[str, str]:
    """`gain=2.5,bias=-3` -> {"gain": "2.5", "bias": "-3"}: values are read by each param's type."""
    if not text:
        return {}
    params = {}
    for item in text.split(","):
        name, eq, value = item.partition("=")
        if not eq or not name.strip().isidentifier() or not value.strip():
            raise UsageError(f"malformed --param '{text}': expected NAME=VALUE[,NAME=VALUE...]")
        params[name.strip()] = value.strip()
    return params


def _common(p):
    p.add_argument("file", help="a .dsl program")
    p.add_argument("--size", help="sizes, e.g. W=4096,H=4096")


def build_parser() -> argparse.ArgumentParser:
    parser = _ArgumentParser(prog="irc", description="A compiler toolchain for array programs.")
    parser.add_argument("--version", action=_Version, help="show the version and exit")
    sub = parser.add_subparsers(dest="command", parser_class=_ArgumentParser)
    c = sub.add_parser("compile", help="print the generated C, the final IR or the counters")
    _common(c)
    c.add_argument("--schedule", help="a schedule block of the file, a policy (root | inline | tile[:AxB] | sliding), "
                                      "or a block's text in quotes: 'blurx.compute_root()'")
    c.add_argument("--emit", help="c | ir | stats (default c); a GPU schedule ir | kernel | opencl | cuda; "
                                        "a kernel ir | opencl | cuda")
    c.add_argument("--print-ir-after-all", action="store_true", help="print the IR after every pass")
    c.add_argument("--json", action="store_true", help="with --emit stats: the counters as one JSON object")
    _fast_math(c)
    c.add_argument("--print-ir-after", action="append", default=[], metavar="PASS",
                   help="a pass, or a checkpoint: lowered, scheduled, final")
    c.add_argument("--print-ir-after-change", action="store_true", help="print the IR after each pass that changed it")
    c.add_argument("--dump-dir", help="write the IR after each pass to numbered files here")
    c.add_argument("--verify-each", action="store_true",
                   help="verify the IR after each pass and run it against the reference")
    c.add_argument("--list-passes", action="store_true", help="list the passes this program goes through, in order")
    c.add_argument("--list-schedules", action="store_true", help="list the schedules --schedule takes")
    c.add_argument("--kernel", help="lower this kernel instead (it emits ir, opencl or cuda), under --schedule if "
                                    "that is a schedule of kernels")
    c.add_argument("--proc", help="lower this proc (as written, or under --schedule, a block of it; it emits c or ir)")
    c.add_argument("-o", "--output", help="write the output here instead of stdout")
    r = sub.add_parser("run", help="build, run, check and time")
    _common(r)
    r.add_argument("--schedule", help="a schedule block of the file, a policy (root | inline | tile[:AxB] | sliding), "
                                      "or a block's text in quotes: 'blurx.compute_root()'")
    r.add_argument("--proc", help="run this proc (as written, or under --schedule), on random arrays (seeded)")
    r.add_argument("--check", action="store_true",
                   help="compare with the numpy reference (a proc: with the proc as written, interpreted, or "
                        "under a schedule with the proc as written, built as C)")
    r.add_argument("--target", default="c",
                   help="c (the default), or opencl: a GPU schedule's launch as OpenCL C on pyopencl's device")
    r.add_argument("--repeat", type=_repeat, default=5, help="timed runs, after one warm-up (default 5)")
    _threads(r)
    r.add_argument("--cache", type=parse_cache_spec, metavar="SIZE[,line=BYTES]",
                   help="a proc: also count the misses of a fully associative LRU cache per array (32KiB,line=64)")
    r.add_argument("--input", action="append", default=[], metavar="NAME=PATH",
                   help=".npy or .png; a sparse input .mtx (Matrix Market) or .npz (scipy.sparse)")
    _params(r)
    r.add_argument("--nnz-per-row", type=_positive_float, default=10.0, metavar="K",
                   help="a sparse program's random inputs: about K entries per row (default 10)")
    r.add_argument("-o", "--output", help="write the output array (.npy or .png; .npz: every output, by name)")
    r.add_argument("--json", action="store_true", help="print what the run found as one JSON object")
    b = sub.add_parser("bench", help="time the schedules side by side")
    _common(b)
    b.add_argument("--schedules", "--schedule", dest="schedules", default="all",
                   help="comma-separated schedule names, or all (the default)")
    b.add_argument("--proc", help="the proc to time, as written and under its schedules (default: a file's only proc)")
    b.add_argument("--repeat", type=_repeat, default=5,
                   help="rounds, each timing every schedule once in turn (default 5)")
    _threads(b)
    b.add_argument("--check", action="store_true",
                   help="compare each schedule's output with the numpy reference (a proc's arrays are always checked)")
    b.add_argument("--input", action="append", default=[], metavar="NAME=PATH", help=".npy or .png for an input")
    _params(b)
    b.add_argument("--json", action="store_true", help="print the measurements as one JSON object")
    t = sub.add_parser("tune", help="search the schedules of a pipeline, a proc or a GPU schedule; print the fastest "
                                    "as a schedule block")
    _common(t)
    t.add_argument("--budget", type=_repeat, metavar="N",
                   help="candidates to draw (default 50, or as many as --time allows)")
    t.add_argument("--time", type=_duration, metavar="T", help="stop drawing after T (90s, 2m, 1h); the best so far is kept")
    t.add_argument("--strategy", default="random",
                   help="random (the default), evolution, model or beam; several, comma-separated, search in turn")
    t.add_argument("--seed", type=int, default=0, help="the same seed draws the same candidates (default 0)")
    t.add_argument("--rounds", type=_repeat, default=3, metavar="K",
                   help="timed calls per candidate, and rounds of the fastest side by side (default 3)")
    t.add_argument("--target", default="c", help="c (timed; the default) or simt (GPU schedules, timed by the model)")
    t.add_argument("--gpu", default="a6000", help="with --target simt: a6000 | a100 | h100, the model's GPU")
    t.add_argument("--records", metavar="PATH",
                   help="the tuning record file (JSON lines; default: irc's cache folder, one file per program)")
    t.add_argument("--resume", action="store_true", help="take the candidates measured before from the records")
    t.add_argument("--json", action="store_true", help="print the search as one JSON object")
    t.add_argument("--plot", metavar="FILE", help="plot the best time against candidates (FILE.png, .svg, .pdf; "
                                                  "needs irc[plot])")
    t.add_argument("--scheduler", metavar="ADDRESS", help="measure on the workers of this Dask scheduler "
                                                          "(tcp://host:8786; needs irc[tune])")
    t.add_argument("--workers", type=_repeat, metavar="N", help="measure on a local Dask cluster of N processes "
                                                                "(default: one per --threads cores)")
    t.add_argument("--in-process", action="store_true",
                   help="measure in irc's own process (the default without dask.distributed)")
    _threads(t)
    t.add_argument("-o", "--output", help="write the program with the tuned block after it (run it with --schedule tuned)")
    d = sub.add_parser("deps", help="a proc's dependences (flow, anti, output: distances, lines) and its loops' "
                                    "properties (parallel, permutable band)")
    d.add_argument("file", help="a .dsl program")
    d.add_argument("--proc", help="the proc to analyse (default: the file's only proc)")
    k = sub.add_parser("check", help="lower the program as written, every schedule block and every kernel; "
                                     "report every refusal")
    k.add_argument("file", help="a .dsl program")
    s = sub.add_parser("simt", help="run kernels on the SIMT interpreter: results, counters, races, model")
    _common(s)
    s.add_argument("--kernel", help="the kernel to run (default: every kernel of the file)")
    s.add_argument("--schedule", help="run the funcs under this GPU schedule (gpu_tile ...) instead of a kernel, or "
                                      "the kernels under this schedule of kernels (K.pad(s, n))")
    s.add_argument("--gpu", default="a6000", help="a6000 | a100 | h100, for occupancy and the model")
    s.add_argument("--registers", default="declared",
                   help="registers per thread for occupancy: the kernel's registers(...) or irc's estimate "
                        "(declared), or what ptxas gives its CUDA source (needs nvcc)")
    s.add_argument("--by-line", action="store_true", help="counters per DSL line")
    s.add_argument("--json", action="store_true", help="print one JSON object per kernel")
    s.add_argument("--no-races", action="store_true", help="do not check for races (faster)")
    s.add_argument("--scale-to", metavar="N=..", help="extrapolate the counts to these sizes for the model")
    s.add_argument("--input", action="append", default=[], metavar="NAME=PATH", help="a buffer's contents (.npy)")
    s.add_argument("--budget", type=_repeat, default=DEFAULT_BUDGET, metavar="N",
                   help=f"lane-iterations of loops to simulate before stopping (default {DEFAULT_BUDGET:,})")
    s.add_argument("--csr", metavar="DATA,COLS,PTR[,COLUMNS]",
                   help="fill these three buffers with a random sparse matrix in CSR form")
    return parser
