"""Counters of the kernels GPU schedules generate beside the hand-written kernels they reproduce
(examples/gpu/matmul.dsl against examples/kernels/matmul.dsl), on the SIMT interpreter, one run."""
from __future__ import annotations

import numpy as np

import irc

g, k = irc.load("examples/gpu/matmul.dsl"), irc.load("examples/kernels/matmul.dsl")
rng = np.random.default_rng(0)
A, B = (rng.random((128, 128)).astype(np.float32) for _ in range(2))
keys = ("gld_instr", "gld_sectors", "lds_instr", "lds_wavefronts", "sts_instr", "barriers", "fma", "instructions")
print("schedule / kernel, N=128".ljust(36), *(x.rjust(12) for x in keys))
for s, kn in (("gpu_naive", "matmul_naive"), ("gpu_tiled", "matmul_tiled"), ("gpu_coarse", "matmul_tiled_coarse")):
    a = g.simt(schedule=s, A=A, B=B, N=128)
    b = k.simt(kn, A=A, B=B, C=np.zeros((128, 128), np.float32), N=128)
    print(f"{s}".ljust(36), *(f"{a.stats[x]:>12,}" for x in keys))
    print(f"{kn}".ljust(36), *(f"{b.stats[x]:>12,}" for x in keys))
