"""Schedules of hand-written kernels: `schedule padded { transpose_smem.pad(tile, 1) }` pads the
kernel's shared tile as transpose_padded declares it by hand, with the same results and memory
counters, from the Python API and the command line."""
from __future__ import annotations

import numpy as np
import pytest

import irc
from conftest import EXAMPLES
from irc.cli import main
from irc.kinds.gpu import emit_gpu_source
from irc.schedule.kernels import kernel_named

TRANSPOSE = irc.load(EXAMPLES / "kernels" / "transpose.dsl")
MEMORY = ("gld_instr", "gld_sectors", "gld_lines", "gst_instr", "gst_sectors", "gst_lines", "lds_instr",
          "lds_wavefronts", "sts_instr", "sts_wavefronts", "barriers", "dram_bytes")


def transpose(kernel: str, schedule: str | None = None, m: int = 512):
    a = np.random.default_rng(0).random((m, m)).astype(np.float32)
    run = TRANSPOSE.simt(kernel, schedule=schedule, a=a, c=np.zeros((m, m), np.float32), M=m)
    np.testing.assert_array_equal(run.outputs["c"], a.T)
    assert all(c.ok for c in run.checks) and not run.races
    return run


def test_a_padded_kernel_counts_as_the_one_padded_by_hand():
    """M=512: a warp's store into a column of the 32 x 32 tile takes 32 wavefronts (one bank);
    padded by the schedule to 32 x 33, one, and every memory counter is transpose_padded's."""
    smem, padded, by_hand = transpose("transpose_smem"), transpose("transpose_smem", "padded"), \
        transpose("transpose_padded")
    assert smem.stats["sts_wavefronts"] == 32 * smem.stats["sts_instr"]
    assert padded.stats["sts_wavefronts"] == padded.stats["sts_instr"] == 8192
    assert {k: padded.stats[k] for k in MEMORY} == {k: by_hand.stats[k] for k in MEMORY}
    assert padded.launch.shared_bytes == by_hand.launch.shared_bytes == 32 * 33 * 4


def test_the_padded_kernel_prints_and_emits_its_padded_tile(capsys):
    argv = ["compile", str(EXAMPLES / "kernels" / "transpose.dsl"), "--kernel", "transpose_smem", "--schedule",
            "padded", "--print-ir-after-all"]
    assert main(argv) == 0
    dumps = capsys.readouterr().out
    assert "IR Dump After pad [kernel=transpose_smem schedule=padded]" in dumps
    assert dumps.split("IR Dump After pad")[1].count("allocate shared tile: f32[0 .. 32, 0 .. 33]") == 1
    cuda = emit_gpu_source(TRANSPOSE.module, kernel_named(TRANSPOSE.module, "transpose_smem", "padded"), "cuda")
    assert "float tile[1056];" in cuda.source and "threadIdx_x * 33" in cuda.source


def test_irc_simt_runs_a_kernel_under_a_schedule_of_kernels(capsys, monkeypatch):
    """`--kernel K --schedule S`, or `--schedule S` alone: the kernels S schedules."""
    monkeypatch.chdir(EXAMPLES.parent)
    for argv in (["--kernel", "transpose_smem", "--schedule", "padded"], ["--schedule", "padded"]):
        assert main(["simt", "examples/kernels/transpose.dsl", "--size", "M=64", *argv]) == 0
        out = capsys.readouterr().out
        assert out.startswith("kernel transpose_smem (M=64): 4 blocks of 1024 threads, 4224 bytes of shared memory")
        assert out.count("kernel ") == 1


@pytest.mark.parametrize("kernel,schedule,message", [
    ("transpose_padded", "padded", "schedule 'padded' does not schedule kernel 'transpose_padded'; it schedules "
                                   "transpose_smem"),
    ("transpose_smem", "pading", r"kernel 'transpose_smem' runs under a schedule of kernels \(K.pad\(s, n\)\); "
                                 r".*transpose.dsl has no schedule 'pading'; its schedules of kernels: padded"),
])
def test_a_kernel_runs_only_under_a_schedule_of_it(kernel, schedule, message):
    with pytest.raises(irc.UsageError, match=message):
        TRANSPOSE.kernel(kernel, schedule=schedule)


BOTH = """\
param M: i32 = 64
input x: f32[M, M]
func t(i, j) = x(j, i)
output t[M, M]
kernel k(a: f32[M, M], c: f32[M, M]) grid(M / 32, M / 32) block(32, 32) {
  shared tile: f32[32, 32]
  tile[threadIdx.x, threadIdx.y] = a[blockIdx.y * 32 + threadIdx.y, blockIdx.x * 32 + threadIdx.x]
  sync
  c[blockIdx.x * 32 + threadIdx.y, blockIdx.y * 32 + threadIdx.x] = tile[threadIdx.y, threadIdx.x]
}
schedule gpu { t.gpu_tile(i, j, bi, bj, ti, tj, 32, 32) }
schedule padded { k.pad(tile, 1) }
"""


def test_a_file_of_funcs_and_kernels_schedules_each_in_its_own_blocks():
    prog = irc.parse(BOTH, "both.dsl")
    assert prog.schedules[:1] == ["gpu"]                 # the funcs' schedules: not the kernels'
    a = np.random.default_rng(1).random((64, 64)).astype(np.float32)
    assert prog.simt(schedule="gpu", x=a, M=64).checks[0].ok
    run = prog.simt("k", schedule="padded", a=a, c=np.zeros_like(a), M=64)
    np.testing.assert_array_equal(run.outputs["c"], a.T)
    assert run.stats["sts_wavefronts"] == run.stats["sts_instr"]
    with pytest.raises(irc.UsageError, match=r"schedule 'padded' schedules kernels \(k\); run one under it"):
        prog.simt(schedule="padded", x=a, M=64)
    with pytest.raises(irc.UsageError, match="kernel 'k' runs under a schedule of kernels .*'gpu' schedules funcs"):
        prog.simt("k", schedule="gpu", a=a, c=np.zeros_like(a), M=64)


VECTOR_ROWS = """
param N: i32 = 64
kernel copy_rows(a: f32[N, N], c: f32[N, N]) grid(N / 32, N / 32) block(8, 32) {
  shared tile: f32[32, 32]
  let row = blockIdx.y * 32 + threadIdx.y
  let col = blockIdx.x * 32 + threadIdx.x * 4
  tile[threadIdx.y, threadIdx.x * 4 : 4] = a[row, col : 4]
  sync
  c[row, col : 4] = tile[threadIdx.y, threadIdx.x * 4 : 4]
}
schedule padded { copy_rows.pad(tile, 4) }
"""


def test_a_tile_read_in_vectors_pads_by_whole_vectors():
    """Rows of 36 words keep every 4-wide access aligned (1 word is refused: the error corpus)."""
    a = np.random.default_rng(1).random((64, 64)).astype(np.float32)
    run = irc.parse(VECTOR_ROWS).simt("copy_rows", schedule="padded", a=a, c=np.zeros_like(a), N=64)
    np.testing.assert_array_equal(run.outputs["c"], a)
    assert run.launch.shared_bytes == 32 * 36 * 4
