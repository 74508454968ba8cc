"""The OpenCL target: a flattened launch (a Function, whatever its kind) as OpenCL C, built by a
real OpenCL compiler (PoCL on the CPU, through pyopencl) and launched on bound arrays and sizes.

The same launch is written as CUDA C (`source(fn, name, "cuda")`), compiled by nvcc where it is
installed; ptxas's registers feed the occupancy model (`ptxas_registers`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np

from ..backends.cuda.nvcc import ARCH, compile_cuda  # noqa: F401 (ARCH for the CLI)
from ..backends.kernel.gpu_c import GPU_DIALECTS, GpuSource, gpu_source
from ..backends.opencl.runtime import OpenclProgram, device_name, local_memory_bytes  # noqa: F401 (for tests)
from ..ir.nodes import Function
from .base import LaunchSpec


@dataclass
class OpenclRun:
    """A launch on the OpenCL device: the buffers after it, the checks, the device's seconds."""
    kernel: str
    sizes: dict[str, int]
    outputs: dict[str, np.ndarray]
    checks: list                             # the kind's CheckResults
    seconds: float
    device: str


class OpenclTarget:
    name = "opencl"
    title = "OpenCL"          # how a refusal names it
    description = "OpenCL C through pyopencl (PoCL's CPU device): a GPU schedule's launch on a real OpenCL compiler"

    def source(self, fn: Function, name: str, dialect: str) -> GpuSource:
        """The flattened launch `fn` as OpenCL C or CUDA C (`dialect`), its kernel called `name`."""
        return gpu_source(fn, name, dialect)

    launches = True
    timed = True
    options = ()
    sources = GPU_DIALECTS          # the languages `irc compile --emit` writes its launches in

    def prepare(self, fn: Function, name: str) -> OpenclProgram:
        """`fn` as OpenCL C, built for the device on its first launch."""
        return OpenclProgram(self.source(fn, name, "opencl"))

    def launch(self, program: OpenclProgram, what: LaunchSpec, arrays: dict, env: dict,
               checks: Callable[[dict], list]) -> OpenclRun:
        """`program` launched on `arrays` at sizes `env`, timed on the device."""
        done = program.launch(arrays, env)
        return OpenclRun(what.name, env, done.buffers, checks(done.buffers), done.seconds, device_name())

    def ptxas_registers(self, fn: Function, name: str) -> int:
        """The registers per thread ptxas gives the CUDA source of a (single-launch) `fn`."""
        source = self.source(fn, name, "cuda")
        return compile_cuda(source.source)[source.kernels[0].name].registers


TARGET = OpenclTarget()
