"""The GPUs the SIMT model can predict for: the limits that decide occupancy and the rates that
decide which unit a kernel saturates.

Per-SM rates are the same on all three: four warp schedulers, each issuing one warp instruction
per cycle; an L1 that delivers one 128-byte line per cycle; a shared memory of 32 banks of
4 bytes, one 128-byte wavefront per cycle.  Load/store units differ: GA102 (the A6000) has 4
per SM partition, 16 per SM, so a warp's memory instruction takes two cycles of the SM's
load/store path; GA100 and GH100 have 32 per SM (the architecture whitepapers' SM diagrams).

`load_latency_s` is how long a warp waits for a global load that hits L2, the common case for
the tiles a blocked kernel stages (the other blocks of its row and column read them too):
pointer-chasing measurements of Ampere put the trip from an SM to L2 above 100 ns (Chips and
Cheese); 120 ns is taken for all three, as no measurement of each is at hand.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...diagnostics import UsageError

KB = 1024


@dataclass(frozen=True)
class GPU:
    """One GPU: counts are per SM unless named otherwise, rates in units per second or per cycle."""
    key: str
    name: str
    sms: int
    clock_hz: float               # boost clock: the peak numbers below assume it
    fp32_flops: float             # peak FP32 FLOP/s (an FMA counts two)
    dram_bytes_per_s: float
    max_threads_per_block: int
    max_threads_per_sm: int
    max_warps_per_sm: int
    max_blocks_per_sm: int
    registers_per_sm: int
    max_registers_per_thread: int
    shared_per_sm: int            # bytes
    shared_per_block: int         # bytes one block may use (opt-in maximum)
    lsu_per_sm: int = 32          # load/store lanes: a warp memory instruction takes 32 / this cycles
    load_latency_s: float = 120e-9  # a global load that hits L2, issue to use
    schedulers_per_sm: int = 4
    l1_bytes_per_cycle: int = 128
    shared_bytes_per_cycle: int = 128
    # limits of every compute capability from 5.0 on (the CUDA programming guide's table)
    max_block_dims: tuple[int, int, int] = (1024, 1024, 64)
    max_grid_dims: tuple[int, int, int] = (2 ** 31 - 1, 65535, 65535)
    local_per_thread: int = 512 * KB


GPUS: dict[str, GPU] = {g.key: g for g in (
    # NVIDIA RTX A6000 datasheet, compute capability 8.6 limits; the seed's lecture 10 machine
    GPU("a6000", "NVIDIA RTX A6000", sms=84, clock_hz=1.80e9, fp32_flops=38.7e12,
        dram_bytes_per_s=768e9, max_threads_per_block=1024, max_threads_per_sm=1536,
        max_warps_per_sm=48, max_blocks_per_sm=16, registers_per_sm=65536,
        max_registers_per_thread=255, shared_per_sm=100 * KB, shared_per_block=99 * KB, lsu_per_sm=16),
    # A100 80GB PCIe: FP32 and bandwidth from the seed's A100_PCIE (lecture 4 slides), the rest
    # from the A100 datasheet and compute capability 8.0 limits
    GPU("a100", "NVIDIA A100 80GB PCIe", sms=108, clock_hz=1.41e9, fp32_flops=19.5e12,
        dram_bytes_per_s=1935e9, max_threads_per_block=1024, max_threads_per_sm=2048,
        max_warps_per_sm=64, max_blocks_per_sm=32, registers_per_sm=65536,
        max_registers_per_thread=255, shared_per_sm=164 * KB, shared_per_block=163 * KB),
    # H100 SXM: FP32 and bandwidth from the seed's H100_SXM, the rest from the H100 datasheet and
    # compute capability 9.0 limits
    GPU("h100", "NVIDIA H100 SXM", sms=132, clock_hz=1.98e9, fp32_flops=67e12,
        dram_bytes_per_s=3.35e12, max_threads_per_block=1024, max_threads_per_sm=2048,
        max_warps_per_sm=64, max_blocks_per_sm=32, registers_per_sm=65536,
        max_registers_per_thread=255, shared_per_sm=228 * KB, shared_per_block=227 * KB),
)}


def gpu(key: str) -> GPU:
    """The GPU named `key` (any case); a user's typo is a usage error that lists the names."""
    found = GPUS.get(key.lower())
    if found is None:
        raise UsageError(f"unknown GPU '{key}'; available: {', '.join(GPUS)}")
    return found
