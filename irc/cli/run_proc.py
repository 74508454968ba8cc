"""`irc run` of a proc: built as C (as written or under a schedule), run on arrays from files
(`--input A=a.npy`) or at random (seeded), timed, checked against the proc as written
(`--check`), its arrays after the run written out (`-o`)."""
from __future__ import annotations

import numpy as np

from ..api import Program
from ..diagnostics import UsageError
from ..ir.nodes import Var
from ..ir.types import NUMPY_TYPES
from ..module import Proc
from ..schedules import ProcSchedule
from ..sizes import proc_sizes
from ..targets.compare import compare
from ..kinds.reference import copies, random_arrays
from .files import input_specs, read_dense_input, threads_text, write_result
from .report import Report, report_check, timing_fields

# The C contracts a * b + c into one rounding where the interpreter rounds twice, and a
# recursion carries the difference on (PolyBench's durbin at SMALL: 3.6e-11); in single
# precision its math functions round otherwise than numpy's too (deriche's exp: one ulp).
PROC_TOLERANCE = 1e-10
F32_TOLERANCE = 1e-5


def proc_tolerance(proc: Proc) -> float:
    """The relative error a proc's check allows: more where it has single-precision arrays."""
    return F32_TOLERANCE if any(b.dtype == "f32" for b in proc.buffers) else PROC_TOLERANCE


def run_proc(args, program: Program, proc: Proc, schedule: ProcSchedule | None, sizes: dict, out) -> int:
    """A proc as written or under a schedule, built as C: run once, timed on fresh copies of its
    arrays (each timed run updates them again), and with --check against the proc as written:
    interpreted, or, under a schedule, built as C in its original order."""
    if args.output and len(proc.buffers) > 1 and not args.output.endswith(".npz"):
        raise UsageError(f"proc {proc.name} has {len(proc.buffers)} arrays ({', '.join(b.name for b in proc.buffers)}); "
                         f"-o writes them to a .npz file, by name")
    arrays, sizes = proc_arrays(program, proc, args.input, sizes)
    f = program.compile(schedule, proc=proc.name, target=args.target, threads=args.threads, fast_math=args.fast_math)
    ran = copies(arrays)
    f(**ran, **sizes)
    timing = f.time(**copies(arrays), **sizes, repeat=args.repeat)
    name = schedule.name if schedule else None
    report = Report(args.json, out)
    report.say(f"{program.module.name}: proc {proc.name} {f'schedule {name}' if name else 'as written'} "
               f"({proc_sizes_text(program, sizes)}): {timing}{threads_text(f)}", program=program.module.name,
               proc=proc.name, schedule=name, sizes=proc_sizes(program.module, sizes), threads=f.team_size(),
               timing=timing_fields(timing))
    if args.cache:
        misses = f.cache_misses(**copies(arrays), **sizes, size=args.cache.size, line=args.cache.line)
        report.say(misses.table(), cache={"size_bytes": misses.geometry.size, "line_bytes": misses.geometry.line,
                                          "arrays": {a.array: {"accesses": a.accesses, "misses": a.misses,
                                                               "cold": a.cold} for a in misses.arrays}})
    status = _check(program, proc, schedule, arrays, ran, sizes, report) if args.check else 0
    if args.output:
        write_result(args.output, ran, 8)
        report.say(f"wrote {args.output}", wrote=args.output)
    return report.close(status)


def _check(program: Program, proc: Proc, schedule: ProcSchedule | None, arrays: dict, ran: dict, sizes: dict,
           report: Report) -> int:
    """`ran` (the arrays after one run) against the proc as written on copies of `arrays`."""
    expected = copies(arrays)
    if schedule is None:
        program.reference(**expected, **sizes, proc=proc.name)
    else:
        program.compile(proc=proc.name)(**expected, **sizes)
    against = "built in its original order" if schedule else "interpreted"
    return report_check(report, compare(ran, expected, proc_tolerance(proc)), f"the proc as written ({against})")


def proc_arrays(program: Program, proc: Proc, specs, sizes: dict) -> tuple[dict[str, np.ndarray], dict]:
    """The arrays of `--input NAME=PATH` (each of its parameter's type and shape) and the values of
    `--input alpha=1.5` (a scalar parameter), the others random (seeded), and the sizes: those
    given, then those a file's shape gives (a dimension declared by a size alone, `A: f64[N, N]`),
    then the defaults."""
    given = {buffer.name: (read_dense_input(buffer, path)[0] if buffer.shape else _scalar_value(proc, buffer, path),
                           path)
             for buffer, path in input_specs(program.module, specs, proc.buffers, f" (the arrays of proc {proc.name})")}
    sizes = dict(sizes)
    for b in proc.buffers:
        for dim, e in zip(given[b.name][0].shape if b.name in given else (), b.shape):
            if isinstance(e, Var):
                sizes.setdefault(e.name, int(dim))
    arrays = random_arrays(program.module, proc, sizes)
    for name, (a, path) in given.items():
        want = arrays[name]
        if a.dtype.newbyteorder("=") != want.dtype or a.shape != want.shape:
            raise UsageError(f"--input {name}: array '{name}' of proc {proc.name} is {want.dtype.name} of shape "
                             f"{want.shape} at {proc_sizes_text(program, sizes)}; '{path}' holds {a.dtype.name} "
                             f"of shape {a.shape}")
        arrays[name] = np.array(a, dtype=want.dtype, order="C")     # the proc's own copy, in the machine's order
    return arrays, sizes


def _scalar_value(proc: Proc, parameter, text: str) -> np.ndarray:
    """`--input alpha=1.5`: the value of a scalar parameter, as the zero-dimensional array a call takes."""
    dtype = np.dtype(NUMPY_TYPES[parameter.dtype])
    try:
        value = float(text) if dtype.kind == "f" else int(text)
    except ValueError:
        raise UsageError(f"--input {parameter.name}={text}: '{parameter.name}' is a scalar parameter of proc "
                         f"{proc.name}, {parameter.dtype}: give its value, {parameter.name}="
                         f"{'1.5' if dtype.kind == 'f' else '3'}") from None
    return np.array(value, dtype=dtype)


def proc_sizes_text(program: Program, sizes: dict) -> str:
    """`T=500, N=1300`: every size of a proc's run, the defaults included."""
    return ", ".join(f"{k}={v}" for k, v in proc_sizes(program.module, sizes).items())
