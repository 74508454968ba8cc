"""Counters of the kernels GPU schedules generate beside the hand-written kernels they reproduce
(examples/gpu/matmul.dsl against examples/kernels/matmul.dsl, its TILE a constant as the seed
compiles it, and against Boehm's SGEMM kernels 4 and 5 in examples/kernels/sgemm.dsl, which also
read C), on the SIMT interpreter, one run."""
from __future__ import annotations

import re
from pathlib import Path

import numpy as np

import irc

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
seed_text = re.sub(r"^param TILE.*$", "", (EXAMPLES / "kernels" / "matmul.dsl").read_text(), flags=re.M)
seed = {t: irc.parse(re.sub(r"\bTILE\b", str(t), seed_text), "matmul.dsl") for t in (16, 32)}
g, sgemm = irc.load(EXAMPLES / "gpu" / "matmul.dsl"), irc.load(EXAMPLES / "kernels" / "sgemm.dsl")
rng = np.random.default_rng(0)
A, B = (rng.random((128, 128)).astype(np.float32) for _ in range(2))
C = np.zeros((128, 128), np.float32)
keys = ("gld_instr", "gld_sectors", "lds_instr", "lds_wavefronts", "sts_instr", "barriers", "fma", "instructions")
print("schedule / kernel, N=128".ljust(36), *(x.rjust(12) for x in keys))
for s, kn, run in (("gpu_naive", "matmul_naive", lambda k: seed[32].simt(k, A=A, B=B, C=C, N=128)),
                   ("gpu_tiled", "matmul_tiled", lambda k: seed[32].simt(k, A=A, B=B, C=C, N=128)),
                   ("gpu_tiled16", "matmul_tiled", lambda k: seed[16].simt(k, A=A, B=B, C=C, N=128)),
                   ("gpu_coarse", "matmul_tiled_coarse", lambda k: seed[32].simt(k, A=A, B=B, C=C, N=128)),
                   ("gpu_blocktile_1d", "sgemm_1d_blocktiling",
                    lambda k: sgemm.simt(k, A=A, B=B, C=C, M=128, N=128, K=128)),
                   ("gpu_blocktile_2d", "sgemm_2d_blocktiling",
                    lambda k: sgemm.simt(k, A=A, B=B, C=C, M=128, N=128, K=128))):
    a, b = g.simt(schedule=s, A=A, B=B, N=128), run(kn)
    print(f"{s}".ljust(36), *(f"{a.stats[x]:>12,}" for x in keys))
    print(f"{kn}".ljust(36), *(f"{b.stats[x]:>12,}" for x in keys))
