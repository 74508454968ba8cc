"""The `irc` command: compile, run, bench, check, simt.

Errors are diagnostics, never tracebacks: exit 1 for a bad program (or a failed check),
2 for bad usage, 70 for a compiler bug ("internal compiler error"; IRC_TRACEBACK=1 shows where).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import traceback
import warnings

import numpy as np

from .api import Program
from .diagnostics import CompileError, InternalError, RunError, Source, UsageError
from .images import FORMATS, load_npy, read_array, write_array
from .ir.evaluate import eval_int
from .ir.printer import to_str
from .ir.types import NUMPY_TYPES
from .lower.dumps import Dumper
from .lower.pass_manager import Instrumentation
from .lower.pipelines import FUNCS_TO_C, KERNEL_TO_SIMT, Pipeline, description
from .program import load_module
from .schedule.resolve import available, resolve
from .sizes import bind_sizes, check_size_names
from .targets.c import CBuildError, CompiledPipeline, time_call, verify_each
from .targets.simt import DEFAULT_BUDGET, CsrSpec, bind_kernel_args, gpu_named, predict, random_buffers
from .targets.simt_report import report_json, report_text
from .targets.reference import relative_error
from .units import format_seconds

EMITS = ("c", "ir", "stats")
BUG_REPORT = "please report this with the program and the command line to irc's issue tracker"


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
    """`--repeat K`: a positive integer."""
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"must be a positive integer, got '{text}'")
    return int(text)


def _common(p):
    p.add_argument("file", help="a .dsl program")
    p.add_argument("--size", help="sizes, e.g. W=4096,H=4096")


def build_parser() -> argparse.ArgumentParser:
    parser = _ArgumentParser(prog="irc", description="A compiler toolchain for array programs.")
    sub = parser.add_subparsers(dest="command", parser_class=_ArgumentParser)
    c = sub.add_parser("compile", help="print the generated C, the final IR or the counters")
    _common(c)
    c.add_argument("--schedule", help="a schedule block of the file, or root | inline | tile[:AxB] | sliding")
    c.add_argument("--emit", help="c | ir | stats (default c; a kernel emits ir)")
    c.add_argument("--print-ir-after-all", action="store_true")
    c.add_argument("--print-ir-after", action="append", default=[], metavar="PASS",
                   help="a pass, or a checkpoint: lowered, scheduled, final")
    c.add_argument("--print-ir-after-change", action="store_true")
    c.add_argument("--dump-dir", help="write the IR after each pass to numbered files here")
    c.add_argument("--verify-each", action="store_true",
                   help="verify the IR after each pass and run it against the reference")
    c.add_argument("--list-passes", action="store_true")
    c.add_argument("--list-schedules", action="store_true")
    c.add_argument("--kernel", help="lower this kernel instead (kernels emit ir only)")
    c.add_argument("-o", "--output", help="write the output here instead of stdout")
    r = sub.add_parser("run", help="build, run, check and time")
    _common(r)
    r.add_argument("--schedule")
    r.add_argument("--check", action="store_true", help="compare with the numpy reference")
    r.add_argument("--repeat", type=_repeat, default=5)
    r.add_argument("--input", action="append", default=[], metavar="NAME=PATH", help=".npy or .png")
    r.add_argument("-o", "--output", help="write the output array (.npy or .png)")
    b = sub.add_parser("bench", help="time the schedules side by side")
    _common(b)
    b.add_argument("--schedules", default="all", help="comma-separated names, or all")
    b.add_argument("--repeat", type=_repeat, default=5)
    k = sub.add_parser("check", help="lower the program as written, every schedule block and every kernel; "
                                     "report every refusal")
    k.add_argument("file", help="a .dsl program")
    s = sub.add_parser("simt", help="run kernels on the SIMT interpreter: results, counters, races, model")
    _common(s)
    s.add_argument("--kernel", help="the kernel to run (default: every kernel of the file)")
    s.add_argument("--gpu", default="a6000", help="a6000 | a100 | h100, for occupancy and the model")
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


# ----------------------------------------------------------------------------- irc compile
def cmd_compile(args, program: Program, out):
    pipeline = KERNEL_TO_SIMT if args.kernel else FUNCS_TO_C
    if args.list_passes:
        _list_passes(pipeline, out)
        return 0
    if args.list_schedules:
        for name in available(program.module):
            print(f"{name:<10} {resolve(program.module, name).description}", file=out)
        return 0
    after = [pipeline.resolve(p) for p in args.print_ir_after]
    dumps = args.print_ir_after_all or args.print_ir_after or args.print_ir_after_change
    if args.kernel:
        text = _kernel_ir(args, program, after)
    else:
        text = _pipeline_output(args, program, after)
    if args.output:
        with open(args.output, "w") as f:
            f.write(text if text.endswith("\n") else text + "\n")
    elif not dumps:
        print(text, file=out, end="" if text.endswith("\n") else "\n")
    return 0


def _list_passes(pipeline: Pipeline, out):
    names = {p: n for n, p in pipeline.checkpoints}
    for name in pipeline.passes:
        point = f" [checkpoint: {names[name]}]" if name in names else ""
        print(f"{name:<18} {description(name)}{point}", file=out)


def _dumper(args, spec: str, after: list[str]) -> Dumper:
    """The dumps `--print-ir-after*` and `--dump-dir` ask for; `spec` heads each one."""
    return Dumper(spec, args.print_ir_after_all, after, args.print_ir_after_change, args.dump_dir, sys.stdout)


def _pipeline_output(args, program: Program, after: list[str]) -> str:
    args.emit = args.emit or "c"
    if args.emit not in EMITS:
        raise UsageError(f"unknown --emit '{args.emit}'; expected one of {', '.join(EMITS)}")
    schedule = resolve(program.module, args.schedule)
    dumper = _dumper(args, f"schedule={schedule.name}", after)
    verifier = verify_each(program.module, schedule) if args.verify_each else None
    sizes = parse_sizes(args.size)
    bind_sizes(program.module, {}, sizes)  # unknown size names are refused even where unused
    fn = program.lower(schedule, Instrumentation(after=dumper, verify=verifier))
    if args.emit == "ir":
        return to_str(fn)
    compiled = CompiledPipeline(program.module, schedule, fn)
    return compiled.counters(**sizes).table() if args.emit == "stats" else compiled.source


def _kernel_ir(args, program: Program, after: list[str]) -> str:
    if args.emit not in (None, "ir"):
        raise UsageError("a kernel emits only its IR (--emit ir); the C backend compiles pipelines")
    if args.schedule:
        raise UsageError("a kernel has no schedules: --schedule applies to pipelines")
    if args.verify_each:
        raise UsageError("--verify-each runs pipelines against the reference; a kernel's results are checked "
                         "by its `check` declarations under `irc simt`")
    check_size_names(program.module, parse_sizes(args.size))
    dumper = _dumper(args, f"kernel={args.kernel}", after)
    return to_str(program.kernel(args.kernel, Instrumentation(after=dumper)).fn)


# ----------------------------------------------------------------------------- irc run / bench
def _inputs(program: Program, specs, sizes) -> tuple[dict, int]:
    """The arrays of `--input NAME=PATH` (the others random), and the bits per sample an output
    PNG takes: those of the first PNG read (8 when none)."""
    module = program.module
    given, depths = {}, []
    for spec in specs:
        name, eq, path = spec.partition("=")
        inp = module.input(name)
        if not eq or inp is None:
            names = ", ".join(i.name for i in module.inputs)
            raise UsageError(f"bad --input '{spec}': expected NAME=PATH with NAME one of {names}")
        try:
            given[name], bits = read_array(path, len(inp.shape), NUMPY_TYPES[inp.dtype])
        except (OSError, ValueError) as e:  # not an image, not an .npy, unreadable
            raise UsageError(f"cannot read '{path}': {e}") from None
        depths += [bits] if bits else []
    env = bind_sizes(module, given, sizes)
    rng = np.random.default_rng(0)
    for inp in module.inputs:
        if inp.name not in given:
            shape = tuple(eval_int(e, env) for e in inp.shape)
            given[inp.name] = rng.random(shape).astype(NUMPY_TYPES[inp.dtype])
    return given, (depths or [8])[0]


def cmd_run(args, program: Program, out):
    sizes = parse_sizes(args.size)
    if args.output and not args.output.endswith(FORMATS):
        raise UsageError(f"cannot write '{args.output}': use a .npy or .png file")
    arrays, bits = _inputs(program, args.input, sizes)
    f = program.compile(args.schedule)
    result = f(**arrays, **sizes)
    timing = f.time(**arrays, **sizes, repeat=args.repeat)
    shape = "x".join(str(n) for n in result.shape)
    print(f"{program.module.name}: schedule {f.schedule.name}, output {shape}: {timing}", file=out)
    env = bind_sizes(program.module, arrays, sizes)
    print(f.counters(**env).table(), file=out)
    status = 0
    if args.check:
        err = relative_error(result, program.reference(**arrays, **sizes))
        ok = err <= 1e-5
        print(f"check: {'ok' if ok else 'FAILED'}, max relative error {err:.2e} against the numpy reference",
              file=out)
        status = 0 if ok else 1
    if args.output:
        write_array(args.output, result, bits)
        print(f"wrote {args.output}", file=out)
    return status


def cmd_bench(args, program: Program, out):
    sizes = parse_sizes(args.size)
    names = program.schedules if args.schedules == "all" else [s.strip() for s in args.schedules.split(",")]
    arrays, _ = _inputs(program, [], sizes)
    env = bind_sizes(program.module, arrays, sizes)
    rows = []
    for name in names:
        f = program.compile(name)
        t = f.time(**arrays, **sizes, repeat=args.repeat)
        c = f.counters(**env)
        rows.append((name, t.median, c))
    ref = time_call(lambda: program.reference(**arrays, **sizes), repeat=max(1, min(args.repeat, 3)))
    best = min(t for _, t, _ in rows)
    shape = ", ".join(f"{k}={v}" for k, v in env.items())
    print(f"{program.module.name} ({shape}), median of {args.repeat} runs", file=out)
    funcs = list(rows[0][2].evaluations) if rows else []
    head = f"  {'schedule':<12} {'time':>10} {'vs best':>8}" + "".join(f" {f + ' evals':>16}" for f in funcs)
    print(head, file=out)
    for name, t, c in rows:
        evals = "".join(f" {c.evaluations.get(f, 0):>16,}" for f in funcs)
        print(f"  {name:<12} {format_seconds(t):>10} {t / best:>7.2f}x{evals}", file=out)
    print(f"  {'numpy ref':<12} {format_seconds(ref.median):>10} {ref.median / best:>7.2f}x", file=out)
    return 0


# ----------------------------------------------------------------------------- irc check
def cmd_check(args, program: Program, out):
    """Every schedule of the file (the default, then each block) lowered and every kernel: all
    the refusals on stderr, or a line saying what was checked; exit 1 if anything was refused."""
    module = program.module
    schedules = ([None] if module.output else []) + [block for _, block in module.schedules]
    refused = 0
    for schedule in schedules:
        try:
            if isinstance(schedule, CompileError):
                raise schedule
            program.lower(schedule)
        except CompileError as e:
            print(e.render(module.source), file=sys.stderr)
            refused += 1
    for kernel in module.kernels:
        program.kernel(kernel.name)
    if not refused:
        print(f"{module.source.name}: ok ({len(module.schedules)} schedule blocks and {len(module.kernels)} "
              f"kernels checked)", file=out)
    return 1 if refused else 0


# ----------------------------------------------------------------------------- irc simt
def cmd_simt(args, program: Program, out):
    module = program.module
    if not module.kernels:
        raise UsageError(f"{module.source.name} has no kernel; `irc run` runs pipelines")
    gpu = gpu_named(args.gpu)                           # an unknown GPU is refused before running
    sizes = parse_sizes(args.size)
    scale_to = parse_sizes(args.scale_to, "--scale-to") if args.scale_to else None
    names = [args.kernel] if args.kernel else [k.name for k in module.kernels]
    csr = CsrSpec.parse(args.csr) if args.csr else None
    status = 0
    for name in names:
        runner = program.kernel(name)
        env = {p.name: sizes.get(p.name, p.default) for p in module.params}
        arrays = {**random_buffers(runner.kernel, env, csr), **_buffer_files(runner.kernel, args.input)}
        arrays, env = bind_kernel_args(module, runner.kernel, {**arrays, **sizes})
        run = runner.run(arrays, env, not args.no_races, args.gpu, csr, args.budget)
        scaled = None
        if scale_to:
            counts, launch, exponents = run.scaled(scale_to)
            prediction, scaled = predict(counts, launch, gpu), (scale_to, exponents)
        else:
            prediction = run.predict(args.gpu)
        if args.json:
            print(json.dumps(report_json(run, prediction, scaled)), file=out)
        else:
            print(report_text(run, module.source, prediction, args.by_line, scaled), file=out,
                  end="\n" if name != names[-1] else "")
        if run.races or not all(c.ok for c in run.checks):
            status = 1
    return status


def _buffer_files(kernel, specs) -> dict:
    given = {}
    for spec in specs:
        name, eq, path = spec.partition("=")
        if not eq or kernel.buffer(name) is None:
            names = ", ".join(b.name for b in kernel.buffers)
            raise UsageError(f"bad --input '{spec}': expected NAME=PATH with NAME one of {names}")
        given[name] = load_npy(path)
    return given


# ----------------------------------------------------------------------------- the driver
COMMANDS = {"compile": cmd_compile, "run": cmd_run, "bench": cmd_bench, "check": cmd_check, "simt": cmd_simt}


def main(argv=None) -> int:
    parser = build_parser()
    source: Source | None = None
    try:
        args = parser.parse_args(argv)
        if args.command is None:
            parser.print_help()
            return 2
        module = load_module(args.file)
        source = module.source
        with warnings.catch_warnings(record=True) as notes:
            warnings.simplefilter("always")
            status = COMMANDS[args.command](args, Program(module), sys.stdout)
        for message in dict.fromkeys(str(n.message) for n in notes):
            print(f"irc: note: {message}", file=sys.stderr)
        return status
    except CompileError as e:
        print(e.render(source or _source_of(argv)), file=sys.stderr)
        return 1
    except UsageError as e:
        print(f"irc: error: {e}", file=sys.stderr)
        return 2
    except (RunError, CBuildError) as e:
        print(f"irc: error: {e}", file=sys.stderr)
        return 1
    except MemoryError as e:
        print(f"irc: error: out of memory for these sizes: {e}", file=sys.stderr)
        return 1
    except BrokenPipeError:   # `irc ... | head`: the reader has all it wanted
        sys.stdout = open(os.devnull, "w")
        return 0
    except OSError as e:  # an output or dump path that cannot be written
        where = f"cannot write '{e.filename}': " if e.filename else ""
        print(f"irc: error: {where}{e.strerror or e}", file=sys.stderr)
        return 2
    except InternalError as e:
        return _internal_error(str(e))
    except Exception as e:  # a compiler bug that raised something else: still no traceback by default
        return _internal_error(f"{type(e).__name__}: {e}")


def _internal_error(message: str) -> int:
    print(f"irc: internal compiler error: {message}\n{BUG_REPORT}", file=sys.stderr)
    if os.environ.get("IRC_TRACEBACK"):
        traceback.print_exc()
    else:
        print("(set IRC_TRACEBACK=1 to see where it happened)", file=sys.stderr)
    return 70


def _source_of(argv) -> Source | None:
    args = [a for a in (argv if argv is not None else sys.argv[1:]) if not a.startswith("-")]
    for a in args[1:]:
        try:
            with open(a) as f:
                return Source(a, f.read())
        except OSError:
            continue
    return None


if __name__ == "__main__":
    sys.exit(main())
