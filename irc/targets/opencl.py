"""The OpenCL target: a kernel, or the funcs under a GPU schedule, as OpenCL C built by a real
OpenCL compiler (PoCL on the CPU, through pyopencl) and launched; the results are checked as
on the SIMT interpreter (the file's `check` declarations, or the numpy reference).

The same flattened launch is written as CUDA C (`gpu_source(..., "cuda")`), compiled by nvcc
where it is installed; ptxas's registers feed the occupancy model (`ptxas_registers`).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..backends.cuda.nvcc import ARCH, compile_cuda  # noqa: F401 (ARCH for the CLI)
from ..backends.kernel.gpu_c import GPU_DIALECTS, GpuSource, gpu_source  # noqa: F401 (GPU_DIALECTS for the CLI)
from ..backends.opencl.runtime import OpenclProgram, device_name, local_memory_bytes  # noqa: F401 (for tests)
from ..ir.nodes import Function
from ..lower.pass_manager import Context, Instrumentation, lower
from ..lower.pipelines import FUNCS_TO_OPENCL, KERNEL_TO_OPENCL
from ..module import Kernel, Module
from ..schedules import Schedule
from .simt import (CheckResult, bind_kernel_args, checked, kernel_expected, output_kernel, pipeline_expected,
                   with_output)


def flat_launch(module: Module, unit: Kernel | Schedule, inst: Instrumentation | None = None) -> tuple[Kernel, Function, str]:
    """(the kernel, its flattened launch, the name its source gives it) of a kernel or of the
    funcs under a GPU schedule."""
    if isinstance(unit, Kernel):
        return unit, lower(KERNEL_TO_OPENCL, Context(module, kernel=unit), inst), unit.name
    kernel = output_kernel(module, unit)
    return kernel, lower(FUNCS_TO_OPENCL, Context(module, unit), inst), f"{kernel.name}_{unit.name}"


def emit_gpu_source(module: Module, unit: Kernel | Schedule, dialect: str,
                    inst: Instrumentation | None = None) -> GpuSource:
    """OpenCL C or CUDA C (`dialect`) of a kernel or of the funcs under a GPU schedule."""
    _, fn, name = flat_launch(module, unit, inst)
    return gpu_source(fn, name, dialect)


def ptxas_registers(module: Module, unit: Kernel | Schedule) -> int:
    """The registers per thread ptxas gives the CUDA source of a (single-launch) kernel."""
    source = emit_gpu_source(module, unit, "cuda")
    return compile_cuda(source.source)[source.kernels[0].name].registers


class OpenclTarget:
    name = "opencl"
    kind = "funcs"
    pipeline = FUNCS_TO_OPENCL
    description = "OpenCL C through pyopencl (PoCL's CPU device): a GPU schedule's launch on a real OpenCL compiler"

    def compile(self, module: Module, schedule: Schedule, inst: Instrumentation | None = None) -> "OpenclPipeline":
        kernel, fn, name = flat_launch(module, schedule, inst)
        return OpenclPipeline(module, kernel, OpenclProgram(gpu_source(fn, name, "opencl")))

    def compile_kernel(self, module: Module, kernel: Kernel,
                       inst: Instrumentation | None = None) -> "OpenclKernel":
        _, fn, name = flat_launch(module, kernel, inst)
        return OpenclKernel(module, kernel, OpenclProgram(gpu_source(fn, name, "opencl")))


@dataclass
class OpenclRun:
    """A launch on the OpenCL device: the buffers after it, the checks, the device's seconds."""
    kernel: str
    sizes: dict[str, int]
    outputs: dict[str, np.ndarray]
    checks: list[CheckResult]
    seconds: float
    device: str


class OpenclKernel:
    """A kernel built for OpenCL, launched at any sizes on numpy buffers (by name) and sizes."""

    def __init__(self, module: Module, kernel: Kernel, program: OpenclProgram):
        self.module, self.kernel, self.program = module, kernel, program

    @property
    def source(self) -> str:
        return self.program.source.source

    def __call__(self, **buffers_and_sizes) -> OpenclRun:
        arrays, env = bind_kernel_args(self.module, self.kernel, buffers_and_sizes)
        done = self.program.launch(arrays, env)
        checks = [checked(name, done.buffers[name], want) for name, want in self.expected(arrays, env)]
        return OpenclRun(self.kernel.name, env, done.buffers, checks, done.seconds, device_name())

    def expected(self, arrays: dict, env: dict) -> list[tuple[str, np.ndarray]]:
        return kernel_expected(self.module, self.kernel, arrays, env)


class OpenclPipeline(OpenclKernel):
    """The funcs under a GPU schedule on OpenCL: inputs and sizes by name, the output allocated,
    checked against the numpy reference.  Calling it gives the OpenclRun; `output(...)` the array."""

    def __call__(self, **inputs_and_sizes) -> OpenclRun:
        return super().__call__(**with_output(self.module, self.kernel, inputs_and_sizes))

    def output(self, **inputs_and_sizes) -> np.ndarray:
        return self(**inputs_and_sizes).outputs[self.module.output.func]

    def expected(self, arrays: dict, env: dict) -> list[tuple[str, np.ndarray]]:
        return pipeline_expected(self.module, arrays, env)
