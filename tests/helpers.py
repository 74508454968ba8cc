"""Test helpers: sizes per schedule, random inputs, relative error; launching a small kernel."""
from __future__ import annotations

import numpy as np

import irc

from irc.ir.types import NUMPY_TYPES
from irc.sizes import bind_sizes
from irc.targets.compare import relative_error  # noqa: F401  (re-exported for the tests)
from irc.ir.evaluate import eval_int
from irc.schedule.resolve import resolve
from irc.targets.opencl import device_name
from irc.backends.cuda.nvcc import compile_cuda
from irc.kinds.gpu import emit_gpu_source
from irc.schedule.kernels import kernel_named


def largest_factor(program, schedule: str) -> int:
    sched = resolve(program.module, schedule)
    return max([getattr(s, "factor", 1) for _, fs in sched.funcs for s in fs.splits] or [1])   # a fuse has none


def sizes_for(program, schedule: str, divisible: bool) -> dict[str, int]:
    """Every size a multiple of the largest split factor, or not a multiple of any."""
    f = max(largest_factor(program, schedule), 8)
    n = 2 * f if divisible else 2 * f + 7
    return {p.name: n + i * (0 if divisible else 2) for i, p in enumerate(program.module.params)}


def random_inputs(program, sizes: dict[str, int], seed: int = 0) -> dict[str, np.ndarray]:
    env = bind_sizes(program.module, {}, sizes)
    rng = np.random.default_rng(seed)
    return {i.name: rng.random(tuple(eval_int(e, env) for e in i.shape)).astype(NUMPY_TYPES[i.dtype])
            for i in program.module.inputs}


def assert_matches_reference(program, schedule, *arrays, threads: int | None = None, **sizes):
    """`program` under `schedule` on `arrays` at `sizes` equals its numpy reference (to 1e-6)."""
    got = program.compile(schedule=schedule, threads=threads)(*arrays, **sizes)
    np.testing.assert_allclose(got, program.reference(*arrays, **sizes), rtol=1e-6)


def launch(src: str, kernel: str = "k", **buffers_and_sizes):
    """Kernel `kernel` of program text `src` on the SIMT interpreter."""
    return irc.parse(src, "k.dsl").simt(kernel, **buffers_and_sizes)


# A block tree reduction of 256 values of type {t} into two sums; {sync}: the barrier inside
# its loop, or nothing (a race).
REDUCTION = """
param N: i32 = 256
kernel k(x: {t}[N], sums: {t}[2]) grid(2) block(128) {{
  shared buf: {t}[128]
  let i = blockIdx.x * 128 + threadIdx.x
  buf[threadIdx.x] = x[i]
  sync
  var s: i32 = 64
  while s > 0 {{
    if threadIdx.x < s {{
      buf[threadIdx.x] += buf[threadIdx.x + s]
    }}
{sync}    s = s / 2
  }}
  if threadIdx.x == 0 {{
    sums[blockIdx.x] = buf[0]
  }}
}}"""


def opencl_unavailable() -> str | None:
    """Why OpenCL kernels cannot run on this machine (no pyopencl, no device, or a device whose
    compiler builds nothing, as PoCL's on a CPU its LLVM cannot name), or None where they can."""
    try:
        device_name()
    except irc.UsageError as e:
        return str(e)
    return None


def cuda_source(text: str, kernel: str) -> str:
    """Kernel `kernel` of program `text` as CUDA C, checked to compile with nvcc into its kernels."""
    module = irc.parse(text, f"{kernel}.dsl").module
    source = emit_gpu_source(module, kernel_named(module, kernel), "cuda")
    assert set(compile_cuda(source.source)) == {k.name for k in source.kernels}
    return source.source
