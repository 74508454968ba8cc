"""`irc run` and `irc check`: pipelines built as C and run, or lowered under every schedule (a proc's
run: run_proc.py, a sparse program's: run_sparse.py; `irc bench`: bench.py)."""
from __future__ import annotations

import sys

import numpy as np

from ..api import Program
from ..arrays import nbytes, out_of_memory
from ..diagnostics import CompileError, UsageError
from ..images import FORMATS
from ..ir.evaluate import eval_int
from ..ir.types import NUMPY_TYPES
from ..kinds import choose
from ..registry import KINDS, TARGET_OBJECTS as TARGETS
from ..schedules import KernelSchedule, ProcSchedule
from ..schedule.resolve import resolve
from ..sizes import bind_sizes, scalar_arrays
from ..targets.compare import compare
from ..kinds.reference import per_output
from ..units import format_seconds
from .files import input_specs, read_dense_input, threads_text, write_result
from .options import parse_params, parse_sizes
from .report import Report, progress, report_check, timing_fields
from .run_proc import run_proc
from .run_sparse import run_sparse


# ----------------------------------------------------------------------------- irc run
CHECK_TOLERANCE = 1e-5      # a pipeline's C against the numpy reference (float32 sums in another order)


def read_inputs(program: Program, specs, sizes, params: str | None = None) -> tuple[dict, int]:
    """The arrays of `--input NAME=PATH` (the others random; scalar params those of `--param`, or
    their defaults), and the bits per sample an output PNG takes: those of the first PNG read
    (8 when none)."""
    module = program.module
    given, depths = scalar_arrays(module, scalar_params(module, parse_params(params))), []
    for inp, path in input_specs(module, specs):
        given[inp.name], bits = read_dense_input(inp, path)
        depths += [bits] if bits else []
    env = bind_sizes(module, given, sizes)
    rng = np.random.default_rng(0)
    for inp in module.inputs:
        if inp.name not in given:
            shape = tuple(eval_int(e, env) for e in inp.shape)
            with out_of_memory(f"random input '{inp.name}' (shape {shape})", nbytes(shape, np.float64)):
                given[inp.name] = rng.random(shape).astype(NUMPY_TYPES[inp.dtype])
    return given, (depths or [8])[0]


def scalar_params(module, values: dict[str, str]) -> dict:
    """The values `--param` gives scalar params, as numbers (sizes.scalar_array checks their types)."""
    scalars = [i.name for i in module.inputs if i.scalar is not None]
    for name, text in values.items():
        if name not in scalars:
            if module.param(name) is not None:
                raise UsageError(f"'{name}' is a size: set it with --size {name}={text}")
            raise UsageError(f"unknown param '{name}'; this program's scalar params: {', '.join(scalars) or 'none'}")
    return {name: _number(text) for name, text in values.items()}


def _number(text: str):
    for read in (int, float):
        try:
            return read(text)
        except ValueError:
            pass
    return {"true": True, "false": False}.get(text, text)


def run_targets() -> list[str]:
    """The targets `irc run` runs a pipeline on: those of the table that time their runs (the
    SIMT interpreter models time instead: `irc simt`)."""
    return [t for t in KINDS["funcs"].targets() if TARGETS[t].timed]


def cmd_run(args, program: Program, out):
    sizes = parse_sizes(args.size)
    if program.module.sparse:
        return run_sparse(args, program, sizes, out)
    if args.output and not args.output.endswith(FORMATS + (".npz",)):
        raise UsageError(f"cannot write '{args.output}': use a .npy, .png or .npz file")
    if args.target not in run_targets():
        raise UsageError(f"unknown --target '{args.target}'; irc run's targets: {', '.join(run_targets())} (CUDA C "
                         f"is emitted by irc compile --emit cuda)")
    kind, ctx = choose(program.module, args.schedule, proc=args.proc)
    if args.threads and kind.launches(args.target):
        raise UsageError(f"--threads sets the OpenMP threads of the C target; an {TARGETS[args.target].title} "
                         f"device runs its own")
    if ctx.proc is not None:
        return run_proc(args, program, ctx.proc, ctx.proc_schedule, sizes, out)
    if args.cache:
        raise UsageError("--cache models the accesses of a proc (irc run FILE --proc P --cache SIZE); a pipeline's "
                         "run prints counters of its own (evaluations, peak storage)")
    arrays, bits = read_inputs(program, args.input, sizes, args.param)
    report = Report(args.json, out)
    outputs = [o.func for o in program.module.outputs]
    if len(outputs) > 1 and args.output and not args.output.endswith(".npz"):
        raise UsageError(f"{program.module.name} has {len(outputs)} outputs ({', '.join(outputs)}); -o writes them "
                         f"to a .npz file, by name")
    if kind.launches(args.target):
        got = per_output(program.module, _launched(program, args.schedule, args.target, arrays, sizes, report))
    else:
        with progress("lowering, building the C and running it"):
            f = program.compile(args.schedule, threads=args.threads, fast_math=args.fast_math)
            result = f(**arrays, **sizes)
        with progress(f"timing {args.repeat} runs"):
            timing = f.time(**arrays, **sizes, repeat=args.repeat)
        with progress("counting evaluations (a counting build)"):
            counters = f.counters(**bind_sizes(program.module, arrays, sizes))
        got = per_output(program.module, result)
        report.say(f"{program.module.name}: schedule {f.schedule.name}, {_shapes_text(got)}: "
                   f"{timing}{threads_text(f)}", program=program.module.name, schedule=f.schedule.name,
                   **_shape_fields(got), threads=f.team_size(), timing=timing_fields(timing))
        report.say(counters.table(), funcs={n: {"evaluations": e, "peak_storage": counters.storage.get(n, 0)}
                                            for n, e in counters.evaluations.items()})
    status = 0
    if args.check:
        with progress("computing the numpy reference"):
            expected = program.reference(**arrays, **sizes)
        status = report_check(report, compare(got, per_output(program.module, expected), CHECK_TOLERANCE),
                              "the numpy reference")
    if args.output:
        write_result(args.output, got, bits)
        report.say(f"wrote {args.output}", wrote=args.output)
    return report.close(status)


def _shapes_text(got: dict) -> str:
    """`output 1024x1024`, or `outputs hist 256, cdf 256` (`got`: the arrays by output name)."""
    shapes = {name: "x".join(map(str, a.shape)) for name, a in got.items()}
    if len(shapes) == 1:
        return f"output {next(iter(shapes.values()))}"
    return "outputs " + ", ".join(f"{name} {shape}" for name, shape in shapes.items())


def _shape_fields(got: dict) -> dict:
    if len(got) == 1:
        return {"output_shape": list(next(iter(got.values())).shape)}
    return {"output_shapes": {name: list(a.shape) for name, a in got.items()}}


def _launched(program: Program, schedule, target: str, arrays: dict, sizes: dict, report: Report) -> np.ndarray:
    """The funcs under a GPU schedule, launched once on `target` (OpenCL C on pyopencl's device):
    the output, and the device's time reported."""
    if len(program.module.outputs) > 1:
        raise UsageError(f"--target {target} runs one GPU launch, of one output; {program.module.name} has "
                         f"{len(program.module.outputs)}")
    f = program.compile(schedule, target=target)
    run = f(**arrays, **sizes)
    result = run.outputs[program.module.output.func]
    shape = "x".join(str(n) for n in result.shape)
    name = resolve(program.module, schedule).name
    report.say(f"{program.module.name}: schedule {name} on {f.target.title} ({run.device}), output {shape}: "
               f"{format_seconds(run.seconds)} on the device", program=program.module.name, schedule=name,
               device=str(run.device), output_shape=list(result.shape), device_seconds=run.seconds)
    return result


# ----------------------------------------------------------------------------- irc check
def cmd_check(args, program: Program, out):
    """Every schedule of the file (the default, then each block) lowered and every kernel: all
    the refusals on stderr, or a line saying what was checked; exit 1 if anything was refused."""
    module = program.module
    schedules = ([None] if module.outputs else []) + [block for _, block in module.schedules]
    refused = 0
    for schedule in schedules:
        try:
            if isinstance(schedule, CompileError):
                raise schedule
            if isinstance(schedule, KernelSchedule):
                for kernel in schedule.kernels():
                    program.kernel(kernel, schedule=schedule)
            elif isinstance(schedule, ProcSchedule):
                program.lower_proc(schedule.proc, schedule)
            else:
                program.lower(schedule)
        except CompileError as e:
            print(e.render(module.source), file=sys.stderr)
            refused += 1
    for kernel in module.kernels:
        program.kernel(kernel.name)
    for proc in module.procs:
        program.compile(proc=proc.name)
    if not refused:
        procs = f", {len(module.procs)} procs" if module.procs else ""
        print(f"{module.source.name}: ok ({len(module.schedules)} schedule blocks{procs} and {len(module.kernels)} "
              f"kernels checked)", file=out)
    return 1 if refused else 0
