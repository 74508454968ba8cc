"""The SIMT backend: kernels give numpy's results, and the counters, races and faults are exact.

Every expected count is derived by hand in the test from the kernel's structure (warps, phases,
which lanes touch which sector or bank), never copied from a run.
"""
from __future__ import annotations

import numpy as np
import pytest

import irc
from conftest import EXAMPLES
from irc.backends.simt.errors import Fault, LaunchError
from irc.diagnostics import UsageError

KERNELS = EXAMPLES / "kernels"
RNG = np.random.default_rng(7)


def matrices(n, count=2):
    return [RNG.standard_normal((n, n)).astype(np.float32) for _ in range(count)]


def run_matmul(kernel, n, **sizes):
    prog = irc.load(KERNELS / "matmul.dsl")
    a, b = matrices(n)
    run = prog.simt(kernel, A=a, B=b, C=np.zeros((n, n), np.float32), N=n, **sizes)
    np.testing.assert_allclose(run.outputs["C"], a.astype(np.float64) @ b, rtol=1e-4, atol=1e-4)
    assert run.checks and all(c.ok for c in run.checks)
    return run


def csr(rows, cols, density, seed=0):
    """A random sparse matrix as dense, and its CSR arrays (data, col_index, row_ptr)."""
    rng = np.random.default_rng(seed)
    dense = np.where(rng.random((rows, cols)) < density, rng.standard_normal((rows, cols)), 0).astype(np.float32)
    r, c = np.nonzero(dense)
    ptr = np.zeros(rows + 1, np.int32)
    np.add.at(ptr, r + 1, 1)
    return dense, dense[r, c], c.astype(np.int32), np.cumsum(ptr).astype(np.int32)


# ----------------------------------------------------------------------------- results = numpy
@pytest.mark.parametrize("kernel", ["matmul_naive", "matmul_tiled", "matmul_tiled_coarse"])
@pytest.mark.parametrize("n,tile", [(64, 32), (64, 16)])
def test_matmul_kernels_equal_numpy(kernel, n, tile):
    run_matmul(kernel, n, TILE=tile)


@pytest.mark.parametrize("n,tile", [(50, 16), (33, 32), (7, 8)])
def test_tiled_matmul_handles_sizes_not_a_multiple_of_the_tile(n, tile):
    run_matmul("matmul_tiled", n, TILE=tile)
    run_matmul("matmul_naive", n)


@pytest.mark.parametrize("kernel", ["transpose_naive", "transpose_smem", "transpose_padded"])
def test_transposes_equal_numpy(kernel):
    m = 64
    a = RNG.standard_normal((m, m)).astype(np.float32)
    flat = kernel == "transpose_naive"
    args = dict(a=a.reshape(-1), c=np.zeros(m * m, np.float32)) if flat else dict(a=a, c=np.zeros_like(a))
    run = irc.load(KERNELS / "transpose.dsl").simt(kernel, M=m, **args)
    np.testing.assert_array_equal(run.outputs["c"].reshape(m, m), a.T)
    assert [c.ok for c in run.checks] == [True]


@pytest.mark.parametrize("kernel", ["spmv_csr_thread", "spmv_csr_warp"])
def test_spmv_kernels_equal_numpy(kernel):
    rows, cols = 70, 50                      # rows not a multiple of the block
    dense, data, col, ptr = csr(rows, cols, 0.2)
    x = RNG.standard_normal(cols).astype(np.float32)
    y = RNG.standard_normal(rows).astype(np.float32)
    run = irc.load(KERNELS / "spmv.dsl").simt(kernel, data=data, col_index=col, row_ptr=ptr, x=x, y=y,
                                               R=rows, C=cols, NNZ=data.size)
    np.testing.assert_allclose(run.outputs["y"], y + dense.astype(np.float64) @ x, rtol=1e-5, atol=1e-5)
    assert [c.ok for c in run.checks] == [True]
    assert not run.races


def test_random_csr_inputs_are_a_valid_matrix():
    from irc.kinds.launch import CsrSpec, random_buffers
    prog = irc.load(KERNELS / "spmv.dsl")
    kernel = prog.module.kernel("spmv_csr_warp")
    sizes = dict(R=50, C=30, NNZ=400)
    b = random_buffers(kernel, sizes, CsrSpec.parse("data,col_index,row_ptr,C"))
    ptr, col = b["row_ptr"], b["col_index"]
    assert ptr[0] == 0 and ptr[-1] == 400 and (np.diff(ptr) >= 0).all()
    assert (0 <= col).all() and (col < 30).all()
    for r in range(50):                                   # distinct, ascending columns per row
        assert (np.diff(col[ptr[r]:ptr[r + 1]]) > 0).all()
    run = prog.simt("spmv_csr_warp", **b, **sizes)
    assert [c.ok for c in run.checks] == [True] and run.stats["fma"] == 400


def test_block_reduction_equals_numpy():
    n = 1000                                 # the last block is partly outside
    x = RNG.standard_normal(n).astype(np.float32)
    run = irc.load(KERNELS / "reduce.dsl").simt("block_sum", x=x, sums=np.zeros(4, np.float32), N=n)
    want = np.add.reduceat(x.astype(np.float64), np.arange(0, n, 256))
    np.testing.assert_allclose(run.outputs["sums"], want, rtol=1e-5, atol=1e-4)
    assert not run.races


def test_shared_arrays_may_be_declared_after_a_let():
    run = run_src("  let i = blockIdx.x * 32 + threadIdx.x\n  shared s: f32[32]\n  s[threadIdx.x] = a[i]\n"
                  "  sync\n  b[i] = s[31 - threadIdx.x]")
    assert list(run.outputs["b"][:32]) == list(range(31, -1, -1))


def test_inputs_are_not_modified():
    a, b = matrices(32)
    c = np.zeros((32, 32), np.float32)
    irc.load(KERNELS / "matmul.dsl").simt("matmul_naive", A=a, B=b, C=c, N=32)
    assert not c.any()


# ----------------------------------------------------------------------------- counters
def test_naive_matmul_counters():
    n = 128
    s = run_matmul("matmul_naive", n).stats
    warps = (n // 32) ** 2 * 32                        # 16 blocks of 32 warps
    assert s["fma"] == n ** 3 and s["flops"] == 2 * n ** 3
    assert s["gld_instr"] == warps * n * 2             # A and B once per k per warp
    assert s["gld_instr"] * 1000 / s["fma"] == 62.5
    assert s["gld_sectors"] == warps * n * (1 + 4)     # A: one word for the warp; B: 128 bytes
    assert s["gld_lines"] == warps * n * 2
    assert (s["gst_instr"], s["gst_sectors"], s["gst_lines"]) == (warps, warps * 4, warps)
    assert s["lds_instr"] == s["sts_instr"] == s["barriers"] == 0
    assert (s["blocks"], s["warps"]) == (16, warps)
    assert s["dram_bytes"] == 3 * n * n * 4            # every element of A, B and C once


def test_tiled_matmul_counters():
    n, tile = 128, 32
    s = run_matmul("matmul_tiled", n).stats
    blocks, phases, warps_per_block = (n // tile) ** 2, n // tile, tile * tile // 32
    warp_phases = blocks * warps_per_block * phases
    assert s["gld_instr"] == warp_phases * 2           # one element of A and of B per thread per phase
    assert s["gld_instr"] * 1000 / s["fma"] == pytest.approx(1.953125)   # 32x fewer than naive
    assert s["lds_instr"] == warp_phases * tile * 2    # As[ty, k] and Bs[k, tx] for each k
    assert s["lds_instr"] * 1000 / s["fma"] == 62.5
    assert s["lds_wavefronts"] == s["lds_instr"]       # a broadcast and 32 consecutive words
    assert s["sts_instr"] == s["sts_wavefronts"] == warp_phases * 2
    assert s["barriers"] == blocks * phases * 2        # counted once per block
    assert s["divergent_branches"] == 0


def test_tile_size_changes_global_traffic_not_shared():
    """Seed 001, demo 2: global lines go as 1/TILE, shared wavefronts per FMA stay 62.5."""
    per_fma = {}
    for tile in (8, 16, 32):
        s = run_matmul("matmul_tiled", 64, TILE=tile).stats
        per_fma[tile] = (s["gld_lines"] / s["fma"], s["lds_wavefronts"] / s["fma"])
    # a warp of a TILE x TILE block spans 32 / TILE rows: one line of B per row, one of A per row
    for tile in (8, 16, 32):
        rows_per_warp = 32 // tile
        assert per_fma[tile][0] == pytest.approx(2 * rows_per_warp / (32 * tile))
    assert {round(w * 1000, 3) for _, w in per_fma.values()} == {62.5}


def test_coarsened_matmul_loads_a_once_for_two_tiles():
    n, tile = 128, 32
    s = run_matmul("matmul_tiled_coarse", n).stats
    blocks = (n // (2 * tile)) * (n // tile)
    assert s["gld_instr"] == blocks * 32 * (n // tile) * 3     # per phase: A once, B twice
    assert s["gld_instr"] * 1000 / s["fma"] == pytest.approx(3000 / 2048)


def test_transpose_bank_conflicts():
    m = 128
    a = RNG.standard_normal((m, m)).astype(np.float32)
    prog = irc.load(KERNELS / "transpose.dsl")
    warps = (m // 32) ** 2 * 32
    smem = prog.simt("transpose_smem", a=a, c=np.zeros_like(a), M=m).stats
    padded = prog.simt("transpose_padded", a=a, c=np.zeros_like(a), M=m).stats
    # tile[tx, ty]: a warp's 32 words are 32 apart (32 with padding 33): one bank (32 banks)
    assert smem["sts_instr"] == padded["sts_instr"] == warps
    assert smem["sts_wavefronts"] == 32 * warps
    assert padded["sts_wavefronts"] == warps
    assert smem["lds_wavefronts"] == padded["lds_wavefronts"] == warps   # tile[ty, tx]: a row
    for s in (smem, padded):                                             # both coalesce
        assert (s["gld_sectors"], s["gst_sectors"]) == (4 * warps, 4 * warps)


def test_naive_transpose_writes_are_uncoalesced():
    m = 128
    a = RNG.standard_normal(m * m).astype(np.float32)
    s = irc.load(KERNELS / "transpose.dsl").simt("transpose_naive", a=a, c=np.zeros_like(a), M=m).stats
    warps = (m // 32) ** 2 * 32
    assert (s["gld_sectors"], s["gld_lines"]) == (4 * warps, warps)
    assert (s["gst_sectors"], s["gst_lines"]) == (32 * warps, 32 * warps)   # a column: m floats apart


def test_block_reduction_counters():
    n = 1024
    x = RNG.standard_normal(n).astype(np.float32)
    run = irc.load(KERNELS / "reduce.dsl").simt("block_sum", x=x, sums=np.zeros(4, np.float32), N=n)
    s, blocks = run.stats, 4
    active_warps = [4, 2, 1, 1, 1, 1, 1, 1]            # threads < s for s = 128, 64, ..., 1
    assert s["barriers"] == blocks * (1 + len(active_warps))
    assert s["lds_instr"] == blocks * (2 * sum(active_warps) + 1)          # += reads two, then buf[0]
    assert s["sts_instr"] == blocks * (8 + sum(active_warps))              # the first store, then +=
    assert s["divergent_branches"] == blocks * (5 + 1)                     # s < 32, and thread 0
    assert s["lds_wavefronts"] == s["lds_instr"] and s["sts_wavefronts"] == s["sts_instr"]


def test_per_lane_trip_counts_diverge():
    """Rows of 1, 2, ..., 32 nonzeros in one warp: it runs 32 iterations, and 31 times some
    lanes stop while others go on."""
    rows = 32
    lengths = np.arange(1, rows + 1)
    ptr = np.concatenate([[0], np.cumsum(lengths)]).astype(np.int32)
    nnz = int(ptr[-1])
    data = np.ones(nnz, np.float32)
    col = np.zeros(nnz, np.int32)
    run = irc.load(KERNELS / "spmv.dsl").simt("spmv_csr_thread", data=data, col_index=col, row_ptr=ptr,
                                               x=np.ones(rows, np.float32), y=np.zeros(rows, np.float32),
                                               R=rows, C=rows, NNZ=nnz)
    np.testing.assert_array_equal(run.outputs["y"], lengths)
    line = next(n for n, c in run.by_line.items() if c["divergent_branches"])
    assert run.by_line[line]["divergent_branches"] == rows - 1
    assert run.stats["fma"] == nnz
    assert run.stats["gld_instr"] == 2 + 3 * 32 + 1      # ptr[row], ptr[row + 1]; 3 per iteration; y


def test_counters_per_line_add_up_to_the_totals():
    run = run_matmul("matmul_tiled", 64)
    for key, total in run.stats.items():
        if key not in ("blocks", "warps", "dram_bytes"):
            assert sum(c[key] for c in run.by_line.values()) == total
    source = (KERNELS / "matmul.dsl").read_text().splitlines()
    fma_line = next(n for n, c in run.by_line.items() if c["fma"])
    assert "acc += As[ty, k] * Bs[k, tx]" in source[fma_line - 1]


# ----------------------------------------------------------------------------- races
def test_correct_tiled_matmul_has_no_races():
    assert run_matmul("matmul_tiled", 64).races == []


def line_of(text: str, file: str = "matmul.dsl", after: str = "") -> int:
    lines = (KERNELS / file).read_text().splitlines()
    start = next(i for i, l in enumerate(lines) if after in l) if after else 0
    return next(i for i, l in enumerate(lines) if i >= start and text in l) + 1


def test_first_sync_removed_is_a_read_after_write_race():
    races = run_matmul("matmul_tiled_nosync", 64).races
    store_a = line_of("As[threadIdx.y, threadIdx.x] =", after="kernel matmul_tiled_nosync(")
    fma = line_of("acc += As[threadIdx.y, k]", after="kernel matmul_tiled_nosync(")
    assert {(r.kind, r.buffer, r.first_line, r.second_line) for r in races} == {
        ("RAW", "As", store_a, fma), ("RAW", "Bs", store_a + 1, fma)}
    first = next(r for r in races if r.buffer == "As")
    assert first.first.startswith("block (x=0, y=0) thread") and first.first != first.second


def test_second_sync_removed_is_a_write_after_read_race():
    n, tile = 64, 32
    races = run_matmul("matmul_tiled_nosync2", n).races
    fma = line_of("acc += As[threadIdx.y, k]", after="kernel matmul_tiled_nosync2(")
    store_a = line_of("As[threadIdx.y, threadIdx.x] =", after="kernel matmul_tiled_nosync2(")
    assert {(r.kind, r.buffer, r.first_line, r.second_line) for r in races} == {
        ("WAR", "As", fma, store_a), ("WAR", "Bs", fma, store_a + 1)}
    # every store of the second phase overwrites an element other threads read in the first
    blocks = (n // tile) ** 2
    assert [r.count for r in races] == [blocks * tile * tile] * 2


KERNEL_SRC = """
param N: i32 = 64
kernel k(a: f32[N], b: f32[N]) grid(N / 32) block(32) {
%s
}
"""


def run_src(body: str, n: int = 64, races: bool = True):
    prog = irc.parse(KERNEL_SRC % body, "k.dsl")
    a = np.arange(n, dtype=np.float32)
    return prog.simt("k", a=a, b=np.zeros(n, np.float32), N=n, races=races)


def test_global_races_between_blocks_and_within_one_store():
    run = run_src("  b[0] = a[threadIdx.x]")
    kinds = {(r.kind, r.buffer) for r in run.races}
    assert kinds == {("WAW", "b")}
    # the store runs for both blocks' 64 lanes at once: each lane after the first conflicts
    assert sum(r.count for r in run.races) == 63


def test_reads_of_one_element_by_many_threads_are_not_a_race():
    assert run_src("  b[blockIdx.x * 32 + threadIdx.x] = a[0] + a[5]").races == []


def test_a_race_on_a_buffer_read_then_written_by_another_thread():
    run = run_src("  let i = blockIdx.x * 32 + threadIdx.x\n  b[i] = a[i]\n  a[(i + 1) % N] = 0")
    assert {(r.kind, r.buffer) for r in run.races} == {("WAR", "a")}


def test_race_checking_can_be_switched_off():
    assert run_src("  b[0] = a[threadIdx.x]", races=False).races == []


# ----------------------------------------------------------------------------- faults
def test_out_of_bounds_read_names_thread_index_extent_and_line():
    with pytest.raises(Fault) as e:
        run_src("  b[threadIdx.x] = a[blockIdx.x * 32 + threadIdx.x + 1]")
    msg = e.value.message
    assert "out-of-bounds read of 'a': index 64 in dimension 0 of extent 64" in msg
    assert "block (x=1) thread (x=31)" in msg
    assert e.value.span.line == 4


def test_out_of_bounds_write():
    with pytest.raises(Fault, match=r"out-of-bounds write of 'b': index -1 .* block \(x=0\) thread \(x=0\)"):
        run_src("  b[blockIdx.x * 32 + threadIdx.x - 1] = 1")


def test_guarded_reads_are_not_out_of_bounds():
    run = run_src("  let i = blockIdx.x * 32 + threadIdx.x\n"
                  "  b[i] = select(i + 1 < N, a[min(i + 1, N)], 0)\n"
                  "  if i > 0 && a[i - 1] > 0 {\n    b[i] = 2\n  }")
    b = run.outputs["b"]
    assert b[0] == 1 and (b[1:] == 2).all()        # a[1]; then 2 wherever a[i - 1] > 0


def test_integer_division_by_zero_is_zero_as_on_every_backend():
    """x / 0 = x % 0 = 0 (Halide's rule, the reference's and the emitted C's, CUDA's and OpenCL's):
    no fault; the other lanes divide as ever."""
    b = run_src("  b[threadIdx.x] = f32(100 / (threadIdx.x - 3) + 1000 * (100 % (threadIdx.x - 3)))").outputs["b"]
    d = np.arange(32) - 3
    want = np.where(d == 0, 0, np.floor_divide(100, np.where(d == 0, 1, d)) + 1000 * np.mod(100, np.where(d == 0, 1, d)))
    np.testing.assert_array_equal(b[:32], want)


def test_barrier_reached_by_part_of_a_block():
    with pytest.raises(Fault) as e:
        run_src("  if threadIdx.x < 16 {\n    sync\n  }")
    assert "barrier reached by thread (x=0) but not by thread (x=16) of block (x=0)" in e.value.message
    assert e.value.span.line == 5


def test_a_barrier_every_thread_of_a_block_reaches_is_fine_even_if_other_blocks_skip_it():
    run_src("  if blockIdx.x == 0 {\n    sync\n  }")


# ----------------------------------------------------------------------------- the API's errors
def test_wrong_buffer_shape_or_type_and_missing_buffers():
    prog = irc.load(KERNELS / "matmul.dsl")
    a, b = matrices(32)
    with pytest.raises(LaunchError, match=r"buffer 'C' must be float32 of shape \(32, 32\)"):
        prog.simt("matmul_naive", A=a, B=b, C=np.zeros((32, 31), np.float32), N=32)
    with pytest.raises(LaunchError, match="must be float32"):
        prog.simt("matmul_naive", A=a, B=b, C=np.zeros((32, 32)), N=32)
    with pytest.raises(LaunchError, match="buffer 'C' of kernel 'matmul_naive' is missing"):
        prog.simt("matmul_naive", A=a, B=b, N=32)
    with pytest.raises(UsageError, match="'Q' is neither a buffer"):
        prog.simt("matmul_naive", A=a, B=b, C=a, N=32, Q=1)
    with pytest.raises(UsageError, match="no kernel 'nope'"):
        prog.simt("nope")


def test_launches_a_gpu_would_refuse_are_refused():
    prog = irc.parse("kernel k(a: f32[8]) grid(1) block(64, 32) {\n  a[0] = 1\n}\n", "big.dsl")
    with pytest.raises(LaunchError, match="2048 threads"):
        prog.simt("k", a=np.zeros(8, np.float32))
    prog = irc.parse("kernel k(a: f32[8]) grid(1) block(32) {\n  shared s: f32[30000]\n  a[0] = 1\n}\n")
    with pytest.raises(LaunchError, match="120000 bytes of shared memory"):
        prog.simt("k", a=np.zeros(8, np.float32))                  # an A6000 block has 99 KB
    assert prog.simt("k", a=np.zeros(8, np.float32), gpu="h100").outputs["a"][0] == 1


def test_register_estimate_leaves_large_local_arrays_in_local_memory():
    from irc.backends.simt.launch import REGISTER_ARRAY
    small = run_src(f"  local h: f32[{REGISTER_ARRAY}]\n  h[0] = 1\n  b[0] = h[0]", races=False).launch
    large = run_src(f"  local h: f32[{4 * REGISTER_ARRAY}]\n  h[0] = 1\n  b[0] = h[0]", races=False).launch
    assert small.registers_estimated and small.registers - large.registers == REGISTER_ARRAY


def test_a_fault_in_the_half_size_run_of_a_scaling_says_so():
    prog = irc.parse(KERNEL_SRC % "  b[threadIdx.x] = a[blockIdx.x * 32 + threadIdx.x + 32 * (64 / N - 1)]", "k.dsl")
    run = prog.simt("k", a=np.zeros(64, np.float32), b=np.zeros(64, np.float32), N=64)
    with pytest.raises(Fault) as e:
        run.scaled({"N": 128})
    assert e.value.notes == ("in the run at half the sizes (N=32) that scaling fits the counts from",)


def test_scaling_fits_each_counter_as_a_power_of_the_size():
    run = run_matmul("matmul_tiled", 128)
    counts, launch, exponents = run.scaled({"N": 512})
    assert exponents["fma"] == pytest.approx(3) and exponents["blocks"] == pytest.approx(2)
    assert counts["fma"] == 512 ** 3 and launch.blocks == (512 // 32) ** 2

