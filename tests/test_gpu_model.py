"""The model against measured GPUs: the seed's lecture-10 figures, and Simon Boehm's six SGEMM
kernels on an RTX A6000 at 4096^3 (examples/kernels/sgemm.dsl), simulated at small sizes and
scaled; the model's prediction must lie within 0.65-1.35 of what he measured."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys

import pytest

import irc
from conftest import EXAMPLES
from irc.backends.simt.gpus import GPUS
from irc.backends.simt.model import Launch, predict
from irc.kinds.launch import random_buffers
from irc.schedule.kernels import kernel_named

KERNELS = EXAMPLES / "kernels"
BENCHMARKS = EXAMPLES.parent / "benchmarks"
A6000 = GPUS["a6000"]


def simulate(path, kernel, **sizes):
    """A kernel's run on random buffers, its checks passed."""
    prog = irc.load(path)
    buffers = random_buffers(kernel_named(prog.module, kernel), sizes)
    run = prog.simt(kernel, races=False, **buffers, **sizes)
    assert run.checks and all(c.ok for c in run.checks)
    return run


def test_prediction_reproduces_the_seed_at_4096():
    """Seed 001: kernel 3 (32 x 32 tiles) at 4096^3 on an A6000 keeps the shared memory busy for
    about 4.7 TFLOP/s, slightly under kernel 2's (the naive, coalesced kernel) L1 bound (both less
    0.5 % for the last, partial round of blocks).  GA102's 16 load/store lanes per SM take two
    cycles a warp memory instruction, and bind both kernels first: the tiled kernel's 2 shared
    loads per FMA and warp are 4 cycles of the LSU and 2 wavefronts of the banks, the naive
    kernel's 2 global loads per 32 FMAs 4 cycles of the LSU and 2 lines of the L1.  The tiled
    kernel's one block per SM also waits for its loads at each tile's barrier, unhidden."""
    tiled = simulate(KERNELS / "matmul.dsl", "matmul_tiled", N=128).predict("a6000", scale_to={"N": 4096})
    naive = simulate(KERNELS / "matmul.dsl", "matmul_naive", N=128).predict("a6000", scale_to={"N": 4096})
    assert tiled.bound == "latency" and naive.bound == "LSU"
    waits = 4096 // 32 * -(-(4096 // 32) ** 2 // 84) * A6000.load_latency_s
    assert tiled.t_latency == pytest.approx(tiled.t_lsu + waits)
    assert 2 * 4096 ** 3 / tiled.t_smem / 1e9 == pytest.approx(4692 * 0.995, rel=0.01)
    assert 2 * 4096 ** 3 / naive.t_l1 / 1e9 == pytest.approx(4838 * 0.995, rel=0.01)
    assert tiled.t_lsu == pytest.approx(2 * tiled.t_smem, rel=0.05)
    assert naive.t_lsu == pytest.approx(2 * naive.t_l1, rel=0.05)
    assert tiled.occupancy.blocks_per_sm == 1 and tiled.occupancy.active_warps == 32



def test_a_block_waits_once_per_staged_tile():
    """sgemm_shared stages a tile of A and B per step of 32 along K, then syncs, computes and
    syncs again: the first barrier of each step waits for global loads, the second does not."""
    run = simulate(KERNELS / "sgemm.dsl", "sgemm_shared", M=128, N=128, K=128)
    blocks = (128 // 32) ** 2
    assert run.stats["barriers"] == blocks * 2 * (128 // 32)
    assert run.stats["load_waits"] == blocks * (128 // 32)


def test_latency_adds_to_one_resident_block_and_hides_behind_more():
    """One block per SM: its bound plus its waits.  Four: the waits hide behind the others' work."""
    counts = {"instructions": 0, "gld_lines": 0, "gst_lines": 0, "lds_wavefronts": 84 * 1_800_000,
              "sts_wavefronts": 0, "dram_bytes": 0, "flops": 1, "load_waits": 84 * 1000}
    one = predict(counts, Launch(1024, 84, 40_000, 32), A6000)
    assert one.t_smem == pytest.approx(1e-3) and one.bound == "latency"
    assert one.t_latency == pytest.approx(1e-3 + 1000 * A6000.load_latency_s)
    four = predict(counts, Launch(256, 84, 1_000, 32), A6000)
    assert four.occupancy.blocks_per_sm >= 4 and four.bound == "shared memory"


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="the measured kernels' occupancy needs ptxas's registers (nvcc)")
def test_the_model_lies_within_a_third_of_boehms_sgemm_table():
    """benchmarks/sgemm_model.py: the six kernels simulated at 256^3 and 128^3, scaled to 4096^3,
    with ptxas's registers; measured / model within 0.65-1.35 for each (the figures are in
    benchmarks/RESULTS.md)."""
    done = subprocess.run([sys.executable, "-I", str(BENCHMARKS / "sgemm_model.py"), "--json"],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    rows = json.loads(done.stdout)
    assert [r["kernel"] for r in rows] == ["sgemm_naive", "sgemm_coalesced", "sgemm_shared", "sgemm_1d_blocktiling",
                                           "sgemm_2d_blocktiling", "sgemm_vectorized"]
    assert all(0.65 <= r["ratio"] <= 1.35 for r in rows), [(r["kernel"], round(r["ratio"], 2)) for r in rows]
