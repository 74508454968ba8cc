"""The SIMT occupancy calculator and bottleneck model against seed 001 (lecture 10, script 02):
demo 4's occupancy table on the A6000 and demo 1's model ceilings for kernels 2 and 3 at 4096^3.
Expected numbers are derived here from the GPUs' limits, not copied from a run."""
from __future__ import annotations

import json

import pytest

from irc.backends.simt.errors import LaunchError
from irc.backends.simt.gpus import GPUS, gpu
from irc.backends.simt.model import (Launch, ScalingError, check_launch, extrapolate_counts,
                                     occupancy, predict)
from irc.diagnostics import UsageError
from irc.units import format_seconds

A6000, A100, H100 = GPUS["a6000"], GPUS["a100"], GPUS["h100"]
N = 4096


def launch(threads, registers, shared, blocks=1):
    return Launch(threads_per_block=threads, blocks=blocks, shared_bytes=shared, registers=registers)


# ---- the GPU table ---------------------------------------------------------------------------

@pytest.mark.parametrize("g, fp32_lanes", [(A6000, 128), (A100, 64), (H100, 128)])
def test_peak_fp32_agrees_with_sms_clock_and_lanes(g, fp32_lanes):
    # an FMA per lane per cycle is two flops
    assert g.fp32_flops == pytest.approx(g.sms * g.clock_hz * fp32_lanes * 2, rel=0.01)
    assert g.max_warps_per_sm * 32 == g.max_threads_per_sm


def test_lookup_ignores_case():
    assert gpu("A6000") is A6000
    assert gpu("h100").name == "NVIDIA H100 SXM"


def test_unknown_gpu_lists_the_names():
    with pytest.raises(UsageError, match=r"^unknown GPU 'v100'; available: a6000, a100, h100$"):
        gpu("v100")


# ---- occupancy: seed 001 demo 4 on the A6000 -------------------------------------------------

# A6000 per SM: 1536 threads, 48 warps, 16 blocks, 65536 registers, 102400 bytes shared.
@pytest.mark.parametrize("threads, regs, smem, limits, blocks, warps, limiter", [
    # BS = 32: 1536 // 1024 = 1 block, 48 // 32 = 1, 65536 // 40960 = 1, 102400 // 8192 = 12
    (1024, 40, 8192, (1, 1, 1, 12, 16), 1, 32, "threads"),
    # BS = 16: 1536 // 256 = 6, 48 // 8 = 6, 65536 // 10240 = 6, 102400 // 2048 = 50
    (256, 40, 2048, (6, 6, 6, 50, 16), 6, 48, "threads"),
    # 64 x 1024 = 65536: the register file exactly full, still one block
    (1024, 64, 8192, (1, 1, 1, 12, 16), 1, 32, "threads"),
])
def test_seed_demo4_occupancy(threads, regs, smem, limits, blocks, warps, limiter):
    o = occupancy(launch(threads, regs, smem), A6000)
    assert list(o.limits) == ["threads", "warps", "registers", "shared", "blocks"]
    assert tuple(o.limits.values()) == limits
    assert (o.blocks_per_sm, o.active_warps, o.limiter) == (blocks, warps, limiter)
    assert o.occupancy == pytest.approx(warps / 48)


def test_bs32_block_is_two_thirds_occupancy_as_the_profiler_says():
    assert f"{occupancy(launch(1024, 40, 8192), A6000).occupancy:.0%}" == "67%"


def test_72_registers_fit_no_block_and_cannot_launch():
    big = launch(1024, 72, 8192)
    o = occupancy(big, A6000)
    assert (o.blocks_per_sm, o.limiter, o.occupancy) == (0, "registers", 0.0)
    with pytest.raises(LaunchError, match=r"73728 registers per block, an SM .* has 65536 .*"
                                          r"too many resources requested for launch"):
        check_launch(big, A6000)


def test_shared_memory_limited():
    # 128 threads: 12 by threads and by warps, 65536 // 4096 = 16 by registers,
    # 102400 // 49152 = 2 by shared memory
    o = occupancy(launch(128, 32, 48 * 1024), A6000)
    assert o.limits["shared"] == 2
    assert (o.blocks_per_sm, o.active_warps, o.limiter) == (2, 8, "shared")


def test_h100_has_room_for_threads_but_not_registers():
    # H100: 2048 // 256 = 8 by threads, 64 // 8 = 8 by warps, but still 65536 // 10240 = 6
    o = occupancy(launch(256, 40, 2048), H100)
    assert (o.blocks_per_sm, o.limiter, o.active_warps) == (6, "registers", 48)
    assert o.occupancy == pytest.approx(48 / 64)


def test_small_blocks_hit_the_block_limit_on_a6000_only():
    # 64 threads, 16 registers, no shared memory: the A6000 could hold 1536 // 64 = 24 blocks by
    # threads but allows 16; the A100 holds 2048 // 64 = 32 = its block limit, all 64 warps
    small = launch(64, 16, 0)
    o = occupancy(small, A6000)
    assert (o.blocks_per_sm, o.limiter, o.active_warps) == (16, "blocks", 32)
    o = occupancy(small, A100)
    assert (o.blocks_per_sm, o.limiter, o.occupancy) == (32, "threads", 1.0)
    assert o.limits["shared"] == A100.max_blocks_per_sm


# ---- check_launch ----------------------------------------------------------------------------

@pytest.mark.parametrize("g", [A6000, A100, H100])
def test_1025_threads_are_too_many_everywhere(g):
    with pytest.raises(LaunchError, match=f"a block of 1025 threads is over the 1024 a block may "
                                          f"have on the {g.name}"):
        check_launch(launch(1025, 16, 0), g)


def test_shared_memory_per_block_limit_differs_by_gpu():
    kb120 = launch(256, 32, 120 * 1024)
    with pytest.raises(LaunchError, match=r"122880 bytes .* allows 101376 bytes per block"):
        check_launch(kb120, A6000)
    check_launch(kb120, A100)
    check_launch(kb120, H100)
    with pytest.raises(LaunchError, match="166912"):
        check_launch(launch(256, 32, 164 * 1024), A100)


def test_too_many_registers_per_thread():
    with pytest.raises(LaunchError, match="256 registers per thread is over the 255"):
        check_launch(launch(32, 256, 0), H100)


def test_estimated_registers_are_noted():
    with pytest.raises(LaunchError) as info:
        check_launch(Launch(1024, 1, 0, 72, registers_estimated=True), A6000)
    assert "estimate" in info.value.notes[0]


def test_empty_launch_is_refused():
    with pytest.raises(LaunchError, match="at least 1"):
        check_launch(launch(0, 16, 0), A6000)


# ---- predict: seed 001 demo 1 (4096^3 on the A6000) ------------------------------------------

# Work per A6000 cycle, all 84 SMs at 1.8 GHz; blocks are whole, so at 4096^3 with 32 x 32
# blocks the busiest SM runs ceil(16384 / 84) = 196 of them, the work of 84 * 196 / 16384 of
# the SMs' cycles more: the partial last round costs 0.5 %.
SM_CYCLES = 84 * 1.8e9
ROUNDS = -(-(N // 32) ** 2 // 84) * 84 / (N // 32) ** 2


def kernel3_counts(n):
    """32x32 shared-memory tiles, one output per thread: per FMA two shared loads, one wavefront
    each per warp (a broadcast and 32 consecutive words), so 2/32; each tile element is loaded and
    stored once per 32 FMAs of its 32x32 block, so 2/1024 lines and store wavefronts."""
    n3 = n ** 3
    return {"fma": n3, "flops": 2 * n3, "lds_wavefronts": n3 * 2 // 32, "sts_wavefronts": n3 * 2 // 1024,
            "gld_lines": n3 * 2 // 1024, "gst_lines": n * n // 32, "instructions": n3 * 4 // 32,
            "dram_bytes": 3 * n * n * 4}


def kernel2_counts(n):
    """Coalesced naive matmul: 62.5 L1 lines per 1000 FMAs (1/16), no shared memory; two loads and
    an FMA per thread and k, one warp instruction per 32 threads."""
    n3 = n ** 3
    return {"fma": n3, "flops": 2 * n3, "lds_wavefronts": 0, "sts_wavefronts": 0,
            "gld_lines": n3 // 16, "gst_lines": n * n // 32, "instructions": n3 * 3 // 32,
            "dram_bytes": 3 * n * n * 4}


def test_kernel3_is_shared_memory_bound_near_4_7_tflops():
    p = predict(kernel3_counts(N), launch(1024, 40, 8192, blocks=(N // 32) ** 2), A6000)
    per_fma_wavefronts = 2 / 32 + 2 / 1024        # 62.5 + 1.953 per 1000 FMAs
    t = per_fma_wavefronts * N ** 3 / SM_CYCLES * ROUNDS
    assert p.bound == "shared memory"
    assert p.t_smem == pytest.approx(t)
    assert p.time == p.t_smem
    assert p.gflops == pytest.approx(2 * N ** 3 / t / 1e9)
    assert 4650 < p.gflops < 4700                 # the seed: "about 4.7 TFLOPS"
    assert p.t_issue == pytest.approx(N ** 3 / 8 / (SM_CYCLES * 4) * ROUNDS)
    assert p.t_dram == pytest.approx(3 * N * N * 4 / 768e9)
    assert p.occupancy.limiter == "threads"


def test_kernel2_is_l1_bound_slightly_above_kernel3():
    k2 = predict(kernel2_counts(N), launch(1024, 32, 0, blocks=(N // 32) ** 2), A6000)
    k3 = predict(kernel3_counts(N), launch(1024, 40, 8192, blocks=(N // 32) ** 2), A6000)
    assert k2.bound == "L1"
    # 1/16 line per FMA (plus the stores, 1/(32 n) per FMA) at one line per SM cycle
    assert k2.gflops == pytest.approx(2 * 16 * SM_CYCLES / ROUNDS / 1e9, rel=1e-3)   # 4838 in whole rounds
    assert k3.gflops < k2.gflops < 1.05 * k3.gflops


def test_tiny_kernel_is_dram_bound():
    counts = {"instructions": 100, "gld_lines": 4, "gst_lines": 4, "lds_wavefronts": 0,
              "sts_wavefronts": 0, "dram_bytes": 1 << 20, "flops": 1000}
    assert predict(counts, launch(32, 16, 0), H100).bound == "DRAM"


def test_predict_refuses_an_impossible_launch():
    with pytest.raises(LaunchError):
        predict(kernel3_counts(64), launch(1024, 72, 8192), A6000)


def test_table_and_json():
    p = predict(kernel3_counts(N), Launch(1024, (N // 32) ** 2, 8192, 40, True), A6000)
    text = p.table()
    assert "NVIDIA RTX A6000" in text and "GFLOP/s" in text
    assert "(bound: shared memory)" in text
    assert "67% (1 block/SM, 32 of 48 warps; limited by threads; 40 registers/thread, estimated)" in text
    assert f"{p.gflops:.0f}" in text and " ms" in text
    d = json.loads(json.dumps(p.as_dict()))
    assert d["bound"] == "shared memory" and d["gpu"] == "a6000"
    assert d["occupancy"]["limits"]["shared"] == 12
    assert d["t_smem"] == pytest.approx(p.t_smem)


@pytest.mark.parametrize("seconds, text", [(2.5, "2.50 s"), (0.0293, "29.3 ms"), (2.6e-4, "260 µs"),
                                           (1.5e-9, "1.50 ns"), (0.0, "0 s")])
def test_format_seconds_down_to_ns(seconds, text):
    assert format_seconds(seconds) == text


# ---- extrapolating counts from two simulated sizes ------------------------------------------

def test_power_laws_extrapolate_exactly():
    small, large = kernel3_counts(64), kernel3_counts(128)
    small["blocks"], large["blocks"] = (64 // 32) ** 2, (128 // 32) ** 2
    scaled, exponents = extrapolate_counts(small, large, ratio=2, target_ratio=32)
    assert scaled["lds_wavefronts"] == 4096 ** 3 * 2 // 32
    assert scaled["fma"] == 4096 ** 3
    assert scaled["blocks"] == (4096 // 32) ** 2
    assert scaled["dram_bytes"] == 3 * 4096 * 4096 * 4
    assert exponents["fma"] == pytest.approx(3.0)
    assert exponents["blocks"] == pytest.approx(2.0)
    assert f"gld_lines ~ N^{exponents['gld_lines']:.2f}" == "gld_lines ~ N^3.00"


def test_a_cube_and_a_square_extrapolate_exactly():
    """A matmul's FMAs, N**3 in its loop and N**2 in its epilogue, fitted as a * n**3 + b * n**2
    (one power through both sizes would carry N**2.99 to 4096 and miss)."""
    small = {"fma": 128 ** 3 + 128 ** 2, "blocks": 16}
    large = {"fma": 256 ** 3 + 256 ** 2, "blocks": 64}
    scaled, growth = extrapolate_counts(small, large, 2.0, 16.0)
    assert scaled == {"fma": 4096 ** 3 + 4096 ** 2, "blocks": (4096 // 32) ** 2}
    assert 2.99 < growth["fma"] < 3


def test_constant_and_zero_counters():
    scaled, exponents = extrapolate_counts({"barriers": 0, "x": 7}, {"barriers": 0, "x": 7}, 2, 32)
    assert scaled == {"barriers": 0, "x": 7}
    assert exponents == {"barriers": 0.0, "x": 0.0}


def test_zero_at_one_size_only_names_the_counter():
    with pytest.raises(ValueError, match="divergent_branches") as info:
        extrapolate_counts({"divergent_branches": 0}, {"divergent_branches": 5}, 2, 32)
    assert isinstance(info.value, ScalingError)
    assert info.value.counter == "divergent_branches"


def test_equal_sizes_cannot_be_fitted():
    with pytest.raises(ValueError):
        extrapolate_counts({"fma": 1}, {"fma": 8}, 1, 32)
