"""`irc compile`: the generated C, the final IR, the counters, or a pass dump."""
from __future__ import annotations

import json

import sys

from ..api import Program
from ..diagnostics import CompileError, UsageError
from ..ir.printer import to_str
from ..kinds import choose
from ..kinds.base import Kind
from ..kinds.funcs import CompiledPipeline
from ..lower.dumps import Dumper
from ..lower.pass_manager import Context, Instrumentation
from ..lower.pipelines import Pipeline, description
from ..registry import TARGET_OBJECTS as TARGETS
from ..module import Module
from ..schedules import KernelSchedule, ProcSchedule
from ..schedule.resolve import available, resolve
from ..sizes import bind_sizes, check_size_names, proc_sizes
from .options import EMITS, parse_sizes


# ----------------------------------------------------------------------------- irc compile
def cmd_compile(args, program: Program, out):
    if args.json and args.emit != "stats":
        raise UsageError("--json prints the counters of --emit stats as JSON; the IR and the C are text")
    if args.list_schedules:
        _list_schedules(program.module, out)
        return 0
    kind, ctx = choose(program.module, args.schedule, proc=args.proc, kernel=args.kernel, fast_math=args.fast_math)
    target = kind.default_target(ctx)
    if kind.launches(target):           # OpenCL C and CUDA C: the launch of the target that writes them
        target = next((t for t in kind.targets() if args.emit in TARGETS[t].sources), target)
    if args.fast_math and kind.launches(target):
        raise UsageError("--fast-math applies to a pipeline's funcs on the C target, not to kernels or GPU schedules")
    pipeline = kind.pipeline(target)
    if args.list_passes:
        _list_passes(pipeline, out)
        return 0
    after = [pipeline.resolve(p) for p in args.print_ir_after]
    dumps = args.print_ir_after_all or args.print_ir_after or args.print_ir_after_change
    output = _launch_output if kind.launches(target) else OUTPUTS[kind.name]
    text = output(args, kind, ctx, target, after)
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


def _verifier(args, kind: Kind, ctx: Context, target: str):
    return kind.verifier(ctx, target) if args.verify_each else None


def _pipeline_output(args, kind: Kind, ctx: Context, target: str, after: list[str]) -> str:
    """A pipeline's funcs under a CPU schedule (FUNCS_TO_C): its C, its final IR or its counters."""
    args.emit = args.emit or "c"
    if args.emit not in EMITS:
        raise UsageError(f"unknown --emit '{args.emit}'; expected one of {', '.join(EMITS)}")
    module, schedule = ctx.module, ctx.schedule
    dumper = _dumper(args, f"schedule={schedule.name}", after)
    verifier = _verifier(args, kind, ctx, target)
    sizes = parse_sizes(args.size)
    bind_sizes(module, {}, sizes)  # unknown size names are refused even where unused
    fn = kind.lower(ctx, target, Instrumentation(after=dumper, verify=verifier))
    if args.emit == "ir":
        return to_str(fn)
    compiled = CompiledPipeline(ctx.module, schedule, fn, fast_math=ctx.fast_math)
    if args.emit != "stats":
        return compiled.source
    counters = compiled.counters(**sizes)
    if not args.json:
        return counters.table()
    return json.dumps({"program": module.name, "schedule": schedule.name, "funcs": {
        f: {"evaluations": n, "peak_storage": counters.storage.get(f, 0)} for f, n in counters.evaluations.items()}},
        indent=2)


def _loop_nest_output(args, kind: Kind, ctx: Context, target: str, after: list[str]) -> str:
    """A proc as written or under a schedule (PROC_TO_C), or a sparse program (SPARSE_TO_C): its
    C or its final loop IR; a proc's order and what autotile chose (--emit stats)."""
    stats = ("stats",) if ctx.proc else ()
    if args.emit not in (None, "c", "ir", *stats):
        also = " or what its schedule chose (--emit stats)" if stats else ""
        raise UsageError(f"{kind.noun} emits its C (--emit c) or its loop IR (--emit ir){also}, not --emit {args.emit}")
    check_size_names(ctx.module, parse_sizes(args.size))
    if args.emit == "stats":
        found = kind.stats(ctx, proc_sizes(ctx.module, parse_sizes(args.size)))
        return found.json() if args.json else found.table()
    schedule = ctx.proc_schedule or ctx.schedule
    spec = (f"proc={ctx.proc.name}" if ctx.proc else "sparse") + (f" schedule={schedule.name}" if schedule else "")
    inst = Instrumentation(after=_dumper(args, spec, after), verify=_verifier(args, kind, ctx, target))
    f = kind.compile(ctx, target, inst)
    return f.ir if args.emit == "ir" else f.source


def _launch_output(args, kind: Kind, ctx: Context, target: str, after: list[str]) -> str:
    """The launch of a kernel (under a schedule of kernels, with --schedule) or of a GPU schedule
    of the funcs (FUNCS_TO_SIMT): loop IR, irc kernel source (the funcs'), OpenCL C or CUDA C."""
    unit = ctx.kernel or ctx.schedule
    sources = tuple(s for t in kind.targets() for s in TARGETS[t].sources)     # OpenCL C, CUDA C
    if args.emit not in (None, "ir", *(() if ctx.kernel else ("kernel",)), *sources):
        raise UsageError(LAUNCH_EMITS[bool(ctx.kernel)] + f"not --emit {args.emit}" +
                         ("; the C backend compiles pipelines" if ctx.kernel else ""))
    check_size_names(ctx.module, parse_sizes(args.size))
    spec = f"kernel={unit.name}" + (f" schedule={args.schedule}" if args.schedule else "") if ctx.kernel else \
        f"schedule={unit.name}"
    inst = Instrumentation(after=_dumper(args, spec, after), verify=_verifier(args, kind, ctx, target))
    if args.emit in sources:
        return kind.gpu_source(ctx, args.emit, inst)
    fn = kind.lower(ctx, target, inst)
    return to_str(fn) if args.emit in (None, "ir") else kind.launch_text(ctx, fn)


LAUNCH_EMITS = ("a GPU schedule emits its launch as IR (--emit ir), irc kernel source (--emit kernel), OpenCL C "
                "(--emit opencl) or CUDA C (--emit cuda), ",
                "a kernel emits its launch as IR (--emit ir), OpenCL C (--emit opencl) or CUDA C (--emit cuda), ")

# What `irc compile` writes of a kind's build for the CPU; a GPU launch, on any launch target, is
# _launch_output's.
OUTPUTS = {"funcs": _pipeline_output, "proc": _loop_nest_output, "sparse": _loop_nest_output}
