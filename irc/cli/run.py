"""`irc run` and `irc check`: pipelines built as C and run, or lowered under every schedule; procs
built as C and run as written, on random arrays (`irc bench`: bench.py)."""
from __future__ import annotations

import sys

import numpy as np

from ..api import Program
from ..diagnostics import CompileError, UsageError
from ..images import FORMATS, write_array
from ..ir.evaluate import eval_int
from ..ir.types import NUMPY_TYPES
from ..module import Proc
from ..schedules import KernelSchedule, ProcSchedule
from ..schedule.procs import proc_to_run
from ..schedule.resolve import resolve
from ..sizes import bind_sizes, proc_sizes
from ..targets.reference import (copies, first_difference, largest_error, per_output, random_arrays, relative_error,
                                 relative_errors)
from ..units import format_seconds
from .options import input_specs, threads_text, parse_sizes, read_dense_input
from .report import Report, check_fields, progress, timing_fields
from .run_sparse import run_sparse


# ----------------------------------------------------------------------------- irc run
CHECK_TOLERANCE = 1e-5      # a pipeline's C against the numpy reference (float32 sums in another order)


def read_inputs(program: Program, specs, sizes) -> tuple[dict, int]:
    """The arrays of `--input NAME=PATH` (the others random), and the bits per sample an output
    PNG takes: those of the first PNG read (8 when none)."""
    module = program.module
    given, depths = {}, []
    for inp, path in input_specs(module, specs):
        given[inp.name], bits = read_dense_input(inp, path)
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
    if program.module.sparse:
        return run_sparse(args, program, sizes, out)
    if args.output and not args.output.endswith(FORMATS + (".npz",)):
        raise UsageError(f"cannot write '{args.output}': use a .npy, .png or .npz file")
    if args.target == "opencl" and args.threads:
        raise UsageError("--threads sets the OpenMP threads of the C target; an OpenCL device runs its own")
    if args.target not in ("c", "opencl"):
        raise UsageError(f"unknown --target '{args.target}'; irc run's targets: c, opencl (CUDA C is emitted by "
                         f"irc compile --emit cuda)")
    proc = proc_to_run(program.module, args.proc, args.schedule)
    if proc is not None:
        return _run_proc(args, program, *proc, sizes, out)
    if args.cache:
        raise UsageError("--cache models the accesses of a proc (irc run FILE --proc P --cache SIZE); a pipeline's "
                         "run prints counters of its own (evaluations, peak storage)")
    arrays, bits = read_inputs(program, args.input, sizes)
    report = Report(args.json, out)
    outputs = [o.func for o in program.module.outputs]
    if len(outputs) > 1 and args.output and not args.output.endswith(".npz"):
        raise UsageError(f"{program.module.name} has {len(outputs)} outputs ({', '.join(outputs)}); -o writes them "
                         f"to a .npz file, by name")
    if args.target == "opencl":
        got = per_output(program.module, _run_opencl(program, args.schedule, arrays, sizes, report))
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
        status = _check(got, per_output(program.module, expected), report)
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


def _check(got: dict, want: dict, report: Report) -> int:
    """--check: every output against the reference's; the largest error, and the first wrong
    element of the first output that has one."""
    err = max(relative_error(got[n], want[n]) for n in got)
    ok = err <= CHECK_TOLERANCE
    first = ""
    for n in [] if ok else got:
        first = first_difference(got[n], want[n], relative_errors(got[n], want[n]), CHECK_TOLERANCE)
        if first:
            first = first if len(got) == 1 else f"{n}: {first}"
            break
    report.say(f"check: {'ok' if ok else 'FAILED'}, max relative error {err:.2e} against the numpy reference"
               + (f"; {first}" if first else ""), **check_fields(ok, err, first))
    return 0 if ok else 1


def write_result(path: str, got: dict, bits: int) -> None:
    """-o: a .npz file holds every output by name; a .npy or .png file, the one output."""
    if path.endswith(".npz"):
        np.savez(path, **got)
    else:
        write_array(path, next(iter(got.values())), bits)


PROC_TOLERANCE = 1e-12    # the C contracts a * b + c into one rounding where the interpreter rounds twice


def _run_proc(args, program: Program, proc: Proc, schedule: ProcSchedule | None, sizes: dict, out) -> int:
    """A proc as written or under a schedule, built as C, on random arrays (seeded): run once,
    timed on fresh copies (each timed run updates them again), and with --check against the proc
    as written: interpreted, or, under a schedule, built as C in its original order."""
    if args.input or args.output:
        raise UsageError("irc run fills a proc's arrays at random; run it on arrays of your own with the API: "
                         "prog.compile(proc=...)(A, ..., N=...)")
    name = schedule.name if schedule else None
    f = program.compile(name, proc=proc.name, target=args.target, threads=args.threads, fast_math=args.fast_math)
    arrays = random_arrays(program.module, proc, sizes)
    ran = copies(arrays)
    f(**ran, **sizes)
    timing = f.time(**copies(arrays), **sizes, repeat=args.repeat)
    how = f"schedule {name}" if name else "as written"
    report = Report(args.json, out)
    report.say(f"{program.module.name}: proc {proc.name} {how} ({proc_sizes_text(program, sizes)}): "
               f"{timing}{threads_text(f)}", program=program.module.name, proc=proc.name, schedule=name,
               sizes=proc_sizes(program.module, sizes), threads=f.team_size(), timing=timing_fields(timing))
    if args.cache:
        misses = f.cache_misses(**copies(arrays), **sizes, size=args.cache.size, line=args.cache.line)
        report.say(misses.table(), cache={"size_bytes": misses.geometry.size, "line_bytes": misses.geometry.line,
                                          "arrays": {a.array: {"accesses": a.accesses, "misses": a.misses,
                                                               "cold": a.cold} for a in misses.arrays}})
    if not args.check:
        return report.close(0)
    expected = copies(arrays)
    if schedule is None:
        program.reference(**expected, **sizes, proc=proc.name)
    else:
        program.compile(proc=proc.name)(**expected, **sizes)
    err = largest_error(ran, expected)
    ok = err <= PROC_TOLERANCE
    against = "built in its original order" if schedule else "interpreted"
    report.say(f"check: {'ok' if ok else 'FAILED'}, max relative error {err:.2e} against the proc as written "
               f"({against})", **check_fields(ok, err))
    return report.close(0 if ok else 1)


def proc_sizes_text(program: Program, sizes: dict) -> str:
    """`T=500, N=1300`: every size of a proc's run, the defaults included."""
    return ", ".join(f"{k}={v}" for k, v in proc_sizes(program.module, sizes).items())


def _run_opencl(program: Program, schedule, arrays: dict, sizes: dict, report: Report) -> np.ndarray:
    """The funcs under a GPU schedule, built as OpenCL C and launched once: the output."""
    if len(program.module.outputs) > 1:
        raise UsageError(f"--target opencl runs one GPU launch, of one output; {program.module.name} has "
                         f"{len(program.module.outputs)}")
    f = program.compile(schedule, target="opencl")
    run = f(**arrays, **sizes)
    result = run.outputs[program.module.output.func]
    shape = "x".join(str(n) for n in result.shape)
    name = resolve(program.module, schedule).name
    report.say(f"{program.module.name}: schedule {name} on OpenCL ({run.device}), output {shape}: "
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
