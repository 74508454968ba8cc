"""`irc compile`: the generated C, the final IR, the counters, or a pass dump."""
from __future__ import annotations

import json

import sys

from ..api import Program
from ..diagnostics import CompileError, UsageError
from ..ir.printer import to_str
from ..lower.dumps import Dumper
from ..lower.pass_manager import Instrumentation
from ..lower.pipelines import (FUNCS_TO_C, FUNCS_TO_OPENCL, FUNCS_TO_SIMT, KERNEL_TO_OPENCL, KERNEL_TO_SIMT,
                               PROC_TO_C, SPARSE_TO_C, Pipeline, description)
from ..module import Module, Proc
from ..schedules import KernelSchedule, ProcSchedule
from ..schedule.gpu import maps_gpu
from ..schedule.procs import proc_to_run
from ..schedule.resolve import available, resolve
from ..sizes import bind_sizes, check_size_names
from ..targets.c import CompiledPipeline, verify_each, verify_each_proc
from ..targets.opencl import GPU_DIALECTS, emit_gpu_source
from ..targets.simt import kernel_named, launch_source
from ..targets.simt_verify import verify_each_gpu
from ..targets.sparse_reference import verify_each_sparse
from .options import EMITS, parse_sizes


# ----------------------------------------------------------------------------- irc compile
def cmd_compile(args, program: Program, out):
    proc = None if args.kernel or args.list_schedules else proc_to_run(program.module, args.proc, args.schedule)
    sparse = program.module.sparse and not args.kernel
    gpu = not (args.kernel or args.list_schedules or proc or sparse) and maps_gpu(resolve(program.module, args.schedule))
    if args.json and args.emit != "stats":
        raise UsageError("--json prints the counters of --emit stats as JSON; the IR and the C are text")
    if args.fast_math and (args.kernel or gpu):
        raise UsageError("--fast-math applies to a pipeline's funcs on the C target, not to kernels or GPU schedules")
    source = args.emit in GPU_DIALECTS
    pipeline = (KERNEL_TO_OPENCL if source else KERNEL_TO_SIMT) if args.kernel else \
        (FUNCS_TO_OPENCL if source else FUNCS_TO_SIMT) if gpu else PROC_TO_C if proc else \
        SPARSE_TO_C if program.module.sparse else FUNCS_TO_C
    if args.list_passes:
        _list_passes(pipeline, out)
        return 0
    if args.list_schedules:
        _list_schedules(program.module, out)
        return 0
    after = [pipeline.resolve(p) for p in args.print_ir_after]
    dumps = args.print_ir_after_all or args.print_ir_after or args.print_ir_after_change
    if args.kernel:
        text = _kernel_ir(args, program, after)
    elif proc:
        text = _proc_output(args, program, *proc, after)
    elif gpu:
        text = _launch_ir(args, program, after)
    elif sparse:
        text = _sparse_output(args, program, after)
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


def _list_schedules(module: Module, out) -> None:
    """Every schedule --schedule takes, with what it does: the pipeline's blocks and the policies it
    lacks (a sparse program: its blocks only), then the blocks of its procs and of its kernels; a
    block that is refused, with why."""
    names = available(module) if module.outputs else []
    names += [n for n, s in module.schedules if isinstance(s, (ProcSchedule, KernelSchedule)) and n not in names]
    blocks = dict(module.schedules)          # a refused block as its diagnostic
    for name in names:
        block = blocks.get(name)
        what = (f"refused: {block.message}" if isinstance(block, CompileError) else
                f"{block.proc}." + ".".join(w.text() for w in block.words) if isinstance(block, ProcSchedule) else
                "; ".join(f"{p.kernel}.pad({p.array}, {p.words})" for p in block.pads)
                if isinstance(block, KernelSchedule) else resolve(module, name).description)
        print(f"{name:<10} {what}", file=out)


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
    fn = program.lower(schedule, Instrumentation(after=dumper, verify=verifier), fast_math=args.fast_math)
    if args.emit == "ir":
        return to_str(fn)
    compiled = CompiledPipeline(program.module, schedule, fn)
    if args.emit != "stats":
        return compiled.source
    counters = compiled.counters(**sizes)
    if not args.json:
        return counters.table()
    return json.dumps({"program": program.module.name, "schedule": schedule.name, "funcs": {
        f: {"evaluations": n, "peak_storage": counters.storage.get(f, 0)} for f, n in counters.evaluations.items()}},
        indent=2)


def _proc_output(args, program: Program, proc: Proc, schedule: ProcSchedule | None, after: list[str]) -> str:
    """A proc as written or under a schedule (PROC_TO_C): its C or its final loop IR."""
    if args.emit not in (None, "c", "ir"):
        raise UsageError(f"a proc emits its C (--emit c) or its loop IR (--emit ir), not --emit {args.emit}")
    check_size_names(program.module, parse_sizes(args.size))
    dumper = _dumper(args, f"proc={proc.name}" + (f" schedule={schedule.name}" if schedule else ""), after)
    verifier = verify_each_proc(program.module, proc, schedule) if args.verify_each else None
    f = program.compile(schedule, proc=proc.name, inst=Instrumentation(after=dumper, verify=verifier),
                        fast_math=args.fast_math)
    return f.ir if args.emit == "ir" else f.source


def _sparse_output(args, program: Program, after: list[str]) -> str:
    """A sparse program (SPARSE_TO_C): its C or its final loop IR."""
    if args.emit not in (None, "c", "ir"):
        raise UsageError(f"a sparse program emits its C (--emit c) or its loop IR (--emit ir), not --emit {args.emit}")
    check_size_names(program.module, parse_sizes(args.size))
    schedule = None if args.schedule is None else resolve(program.module, args.schedule)
    verifier = verify_each_sparse(program.module, schedule) if args.verify_each else None
    spec = "sparse" + (f" schedule={schedule.name}" if schedule else "")
    f = program.compile(schedule, inst=Instrumentation(after=_dumper(args, spec, after), verify=verifier),
                        fast_math=args.fast_math)
    return f.ir if args.emit == "ir" else f.source


def _launch_ir(args, program: Program, after: list[str]) -> str:
    """The launch a GPU schedule of the funcs lowers into (FUNCS_TO_SIMT), as loop IR, irc kernel
    source, OpenCL C or CUDA C."""
    if args.emit not in (None, "ir", "kernel", *GPU_DIALECTS):
        raise UsageError(f"a GPU schedule emits its launch as IR (--emit ir), irc kernel source (--emit kernel), "
                         f"OpenCL C (--emit opencl) or CUDA C (--emit cuda), not --emit {args.emit}")
    check_size_names(program.module, parse_sizes(args.size))
    schedule = resolve(program.module, args.schedule)
    dumper = _dumper(args, f"schedule={schedule.name}", after)
    pipeline = FUNCS_TO_OPENCL if args.emit in GPU_DIALECTS else FUNCS_TO_SIMT
    verifier = verify_each_gpu(program.module, schedule, pipeline) if args.verify_each else None
    inst = Instrumentation(after=dumper, verify=verifier)
    if args.emit in GPU_DIALECTS:
        return emit_gpu_source(program.module, schedule, args.emit, inst).source
    fn = program.gpu(schedule, inst).fn
    return launch_source(program.module, schedule, fn) if args.emit == "kernel" else to_str(fn)


def _kernel_ir(args, program: Program, after: list[str]) -> str:
    """A kernel's launch (under a schedule of kernels, with --schedule) as loop IR, OpenCL C or CUDA C."""
    if args.emit not in (None, "ir", *GPU_DIALECTS):
        raise UsageError(f"a kernel emits its launch as IR (--emit ir), OpenCL C (--emit opencl) or CUDA C "
                         f"(--emit cuda), not --emit {args.emit}; the C backend compiles pipelines")
    if args.verify_each:
        raise UsageError("--verify-each runs pipelines against the reference; a kernel's results are checked "
                         "by its `check` declarations under `irc simt`")
    check_size_names(program.module, parse_sizes(args.size))
    dumper = _dumper(args, f"kernel={args.kernel}" + (f" schedule={args.schedule}" if args.schedule else ""), after)
    if args.emit in GPU_DIALECTS:
        kernel = kernel_named(program.module, args.kernel, args.schedule)
        return emit_gpu_source(program.module, kernel, args.emit, Instrumentation(after=dumper)).source
    return to_str(program.kernel(args.kernel, Instrumentation(after=dumper), args.schedule).fn)
