"""`irc simt`: kernels, or funcs under a GPU schedule, on the SIMT interpreter."""
from __future__ import annotations

import json
from dataclasses import replace

from ..api import Program
from ..diagnostics import UsageError
from ..images import load_npy
from ..kinds.gpu import ptxas_registers
from ..kinds.launch import CsrSpec, bind_kernel_args, random_buffers
from ..schedules import KernelSchedule
from ..schedule.resolve import resolve
from ..targets.opencl import ARCH
from ..targets.simt import gpu_named, predict
from ..targets.simt_report import report_json, report_text
from .options import parse_sizes
from .report import progress


# ----------------------------------------------------------------------------- irc simt
def cmd_simt(args, program: Program, out):
    module = program.module
    if not module.kernels and not args.schedule:
        raise UsageError(f"{module.source.name} has no kernel; `irc run` runs pipelines, and `irc simt "
                         f"--schedule S` runs them under a GPU schedule")
    if args.registers not in ("declared", "ptxas"):
        raise UsageError(f"unknown --registers '{args.registers}'; expected declared or ptxas")
    gpu = gpu_named(args.gpu)                           # an unknown GPU is refused before running
    sizes = parse_sizes(args.size)
    scale_to = parse_sizes(args.scale_to, "--scale-to") if args.scale_to else None
    csr = CsrSpec.parse(args.csr) if args.csr else None
    funcs, runners = _runners(args, program)
    status = 0
    for runner in runners:
        if args.registers == "ptxas":
            unit = resolve(module, args.schedule) if funcs else runner.kernel
            runner.kernel = replace(runner.kernel, registers=ptxas_registers(module, unit))
            if not args.json:
                print(f"{runner.kernel.name}: {runner.kernel.registers} registers per thread, from ptxas "
                      f"(nvcc -arch={ARCH})", file=out)
        env = {p.name: sizes.get(p.name, p.default) for p in module.params}
        arrays = {**random_buffers(runner.kernel, env, csr), **_buffer_files(runner.kernel, args.input)}
        arrays, env = bind_kernel_args(module, runner.kernel, {**arrays, **sizes})
        with progress(f"running {runner.kernel.name} on the SIMT interpreter"):
            run = runner.run(arrays, env, races=not args.no_races, gpu=args.gpu, csr=csr, budget=args.budget)
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
                  end="\n" if runner is not runners[-1] else "")
        if run.races or not all(c.ok for c in run.checks):
            status = 1
    return status


def _runners(args, program: Program) -> tuple[bool, list]:
    """(whether they run the funcs, the launches to run): the kernel --kernel names, under the
    schedule of kernels --schedule names if it names one; the funcs under a GPU schedule; or every
    kernel of the file, or of the schedule of kernels."""
    if args.kernel:
        return False, [program.kernel(args.kernel, schedule=args.schedule)]
    module = program.module
    block = module.schedule(args.schedule) if args.schedule else None
    if args.schedule and not isinstance(block, KernelSchedule):
        return True, [program.gpu(args.schedule)]
    names = block.kernels() if block else [k.name for k in module.kernels]
    return False, [program.kernel(name, schedule=block) for name in names]


def _buffer_files(kernel, specs) -> dict:
    given = {}
    for spec in specs:
        name, eq, path = spec.partition("=")
        if not eq or kernel.buffer(name) is None:
            names = ", ".join(b.name for b in kernel.buffers)
            raise UsageError(f"bad --input '{spec}': expected NAME=PATH with NAME one of {names}")
        given[name] = load_npy(path)
    return given
