"""The SIMT interpreter counts a kernel as nvcc compiles it (backends/simt/fusion.py): constant
loops unrolled where nvcc unrolls them, consecutive shared loads fused into 64- and 128-bit
ones.  The cross-check is nvcc's own PTX of the emitted CUDA: the memory instructions of each
kernel, by memory, direction and width, equal irc's static count of its thread code."""
from __future__ import annotations

import re
import shutil
from collections import Counter

import pytest

import irc
from conftest import EXAMPLES
from irc.backends.cuda.nvcc import ptx
from irc.backends.simt.fusion import static_accesses
from irc.kinds.gpu import emit_gpu_source
from irc.lower.pass_manager import Context, lower
from irc.lower.pipelines import FUNCS_TO_SIMT, KERNEL_TO_SIMT

pytestmark = pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc is not on the PATH (the CUDA toolkit)")

# The loops nvcc keeps in these have trip counts known only at run time (K, the tiles of a
# sum) and bodies it does not unroll in part (the naive matmuls' one-FMA loops it unrolls by
# 4, which a static count cannot compare): every count of PTX is comparable.
UNITS = [(EXAMPLES / "kernels" / "sgemm.dsl", k) for k in
         ("sgemm_shared", "sgemm_1d_blocktiling", "sgemm_2d_blocktiling", "sgemm_vectorized")] + \
    [(EXAMPLES / "kernels" / "transpose.dsl", k) for k in ("transpose_naive", "transpose_smem", "transpose_padded")] + \
    [(EXAMPLES / "gpu" / "matmul.dsl", s) for s in
     ("gpu_tiled", "gpu_tiled16", "gpu_coarse", "gpu_blocktile_1d", "gpu_blocktile_2d")] + \
    [(EXAMPLES / "gpu" / "transpose.dsl", s) for s in ("smem", "padded")] + \
    [(EXAMPLES / "gpu" / "stencil.dsl", s) for s in ("gpu_naive", "gpu_halo")]
ACCESS = re.compile(r"^\s*(ld|st)\.(global|shared)(?:\.nc)?(?:\.v(\d))?\.")


def ptx_accesses(source: str, entry: str) -> Counter:
    """(memory, "ld" | "st", width) -> instructions in the PTX body of kernel `entry`."""
    text = ptx(source)
    body = text[text.index(f".entry {entry}("):]
    body = body[:body.index("\n}\n")]
    counts: Counter = Counter()
    for line in body.splitlines():
        m = ACCESS.match(line)
        if m:
            counts[m.group(2), m.group(1), int(m.group(3) or 1)] += 1
    return counts


def _lowered(program, unit):
    module = program.module
    if unit in program.kernels:
        kernel = next(k for k in module.kernels if k.name == unit)
        return module, kernel, lower(KERNEL_TO_SIMT, Context(module, kernel=kernel)), unit
    schedule = module.schedule(unit)
    fn = lower(FUNCS_TO_SIMT, Context(module, schedule))
    return module, schedule, fn, None


@pytest.mark.parametrize("path,unit", UNITS, ids=[f"{p.stem}-{u}" for p, u in UNITS])
def test_static_memory_instructions_equal_nvccs_ptx(path, unit):
    module, what, fn, entry = _lowered(irc.load(path), unit)
    source = emit_gpu_source(module, what, "cuda")
    entry = entry or source.kernels[0].name
    assert static_accesses(fn.body) == ptx_accesses(source.source, entry)


STEPS = """
kernel steps(a: f32[256], c: f32[64]) grid(1) block(64) {
  shared s: f32[256]
  local acc: f32[1]
  acc[0] = 0
  for q in 0 .. 4 {
    s[threadIdx.x * 4 + q] = a[threadIdx.x * 4 + q]
    sync
    acc[0] += s[threadIdx.x * 4 + q]
    sync
  }
  c[threadIdx.x] = acc[0]
}
"""


def test_a_loop_around_a_barrier_is_unrolled_and_not_fused_across_it():
    """nvcc unrolls a small loop of constant trips with a `sync` inside (as gpu_coarse's `j.c`),
    but the loads of consecutive elements stay one per trip: a barrier stands between them."""
    module, kernel, fn, entry = _lowered(irc.parse(STEPS, "steps.dsl"), "steps")
    expected = Counter({("global", "ld", 1): 4, ("shared", "st", 1): 4, ("shared", "ld", 1): 4, ("global", "st", 1): 1})
    assert static_accesses(fn.body) == ptx_accesses(emit_gpu_source(module, kernel, "cuda").source, entry) == expected
