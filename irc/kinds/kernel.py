"""Kernels: explicit SIMT code with CUDA semantics, launched on the SIMT interpreter (counted,
races checked, time modelled) or built as OpenCL C.  A kernel's buffers and sizes bind by name;
its results are checked by the file's `check` declarations, so it has no --verify-each."""
from __future__ import annotations

from ..diagnostics import UsageError
from ..ir.nodes import Buffer, Const, Function, Load, Store
from ..ir.visitor import walk
from ..lower.pass_manager import Context, Instrumentation
from ..registry import KINDS
from .base import Kind
from .gpu import PipelineLauncher, emit_gpu_source, launch_source, output_kernel, verify_each_gpu
from .launch import Launcher


class Kernels(Kind):
    name = "kernel"
    plural = "kernels"
    noun = "a kernel"

    def start(self, ctx: Context) -> Function:
        """A kernel's buffers (input, output or inout by how its body uses them) around the code of
        one thread, which `launch_loops` puts inside the launch."""
        module, kernel = ctx.module, ctx.kernel
        read = {n.buffer for n in walk(kernel.body) if isinstance(n, Load) or (isinstance(n, Store) and n.atomic)}
        written = {n.buffer for n in walk(kernel.body) if isinstance(n, Store)}
        roles = {b.name: "inout" if b.name in read and b.name in written else
                 "output" if b.name in written else "input" for b in kernel.buffers}
        buffers = tuple(Buffer(b.name, b.dtype, tuple((Const(0), e) for e in b.shape), roles[b.name])
                        for b in kernel.buffers)
        return Function(kernel.name, tuple(p.name for p in module.params), buffers, kernel.body)

    def default_target(self, ctx: Context) -> str:
        return "simt"

    def compile(self, ctx: Context, target: str, inst: Instrumentation | None = None) -> "Launcher":
        """The kernel's launch, ready to run at any sizes on `target` (the SIMT interpreter,
        OpenCL C on pyopencl's device)."""
        return Launcher(ctx.module, ctx.kernel, target, self.lower(ctx, target, inst))

    def launches(self, target: str) -> bool:
        return True

    def verifier(self, ctx: Context, target: str, log=None):
        raise UsageError("--verify-each runs pipelines against the reference; a kernel's results are checked "
                         "by its `check` declarations under `irc simt`")

    # A GPU schedule makes of a pipeline's output a kernel (gpu.py): launching it, writing its
    # source and verifying its passes are this kind's, which the funcs kind asks for them.
    def launch_funcs(self, ctx: Context, target: str, inst: Instrumentation | None = None) -> PipelineLauncher:
        """The funcs under a GPU schedule, lowered into the output's launch for `target`."""
        kernel = output_kernel(ctx.module, ctx.schedule)     # one output, loops on the GPU: else refused
        fn = KINDS["funcs"].lower(ctx, target, inst)
        return PipelineLauncher(ctx.module, kernel, target, fn, f"{kernel.name}_{ctx.schedule.name}")

    def verify_funcs(self, ctx: Context, target: str, log=None):
        return verify_each_gpu(ctx.module, ctx.schedule, KINDS["funcs"].pipeline(target), log)

    def gpu_source(self, ctx: Context, dialect: str, inst: Instrumentation | None = None) -> str:
        """OpenCL C or CUDA C (`dialect`) of the kernel, or of the funcs under a GPU schedule."""
        return emit_gpu_source(ctx.module, ctx.kernel or ctx.schedule, dialect, inst).source

    def launch_text(self, ctx: Context, fn: Function) -> str:
        """The launch the funcs under a GPU schedule lowered into (`fn`), as irc kernel source."""
        return launch_source(ctx.module, ctx.schedule, fn)

