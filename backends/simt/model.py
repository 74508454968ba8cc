"""Occupancy and a bottleneck model: how long a kernel takes on a named GPU, from its event counts.

Each unit a kernel keeps busy (the warp schedulers, the load/store units, the L1, the shared
memory, DRAM) needs some minimum time for the work counted for it; the slowest of these is the
bound.  One more path can be slower: latency.  A block whose threads load tiles from global
memory and then meet at a barrier waits a whole load latency there, each time; the other blocks
resident on the SM fill that wait with their work, so with b blocks per SM a kernel takes at
least its bound's share of one block (1/b of it) plus the waits of one block per SM, ceil(blocks
/ SMs) / b of them in sequence.  Left out, so a real kernel is slower: the latency of loads no
barrier waits for (enough warps in flight are assumed to hide it), caches between L1 and DRAM
(L2 bandwidth), integer instructions and the few microseconds a launch itself costs.  On an
A6000 the model lands within 0.65-1.35 of the GFLOP/s Simon Boehm measured for his six SGEMM
kernels (benchmarks/RESULTS.md, tests/test_gpu_model.py).

Counters are a mapping of ints; the model reads `instructions` (warp instructions issued as
nvcc lays the code out, backends/simt/fusion.py: memory, float arithmetic with an FMA as one,
barriers, branches of the loops it keeps; integer address arithmetic is left out, as a real
compiler folds most of it), the warp memory instructions (`gld_instr`, `gst_instr`,
`lds_instr`, `sts_instr`), `gld_lines` and `gst_lines` (128-byte L1 lines), `lds_wavefronts`
and `sts_wavefronts`, `load_waits` (barriers a block reaches with global loads issued since its
previous barrier), `dram_bytes` (32 bytes per distinct global sector touched: the compulsory
traffic) and `flops`.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Mapping

from ...units import format_seconds
from .errors import LaunchError
from .gpus import GPU

WARP = 32
LINE_BYTES = 128        # an L1 line, and a shared-memory wavefront (32 banks x 4 bytes)
MEMORY_INSTRUCTIONS = ("gld_instr", "gst_instr", "lds_instr", "sts_instr")


@dataclass(frozen=True)
class Launch:
    """The shape and per-block resources of one kernel launch."""
    threads_per_block: int
    blocks: int
    shared_bytes: int                  # per block
    registers: int                     # per thread
    registers_estimated: bool = False  # counted by irc, not allocated by a real compiler
    block_dims: tuple[int, ...] = ()   # threads along x, y, z
    grid_dims: tuple[int, ...] = ()    # blocks along x, y, z
    local_bytes: int = 0               # per thread, its local arrays

    @property
    def warps_per_block(self) -> int:
        return -(-self.threads_per_block // WARP)


@dataclass(frozen=True)
class Occupancy:
    """How many blocks of a launch one SM holds at once, and which resource stops it at that."""
    limits: dict[str, int]   # threads, warps, registers, shared, blocks -> blocks per SM allowed
    blocks_per_sm: int
    active_warps: int
    occupancy: float         # active warps / the SM's maximum
    limiter: str

    def as_dict(self) -> dict:
        return {"limits": dict(self.limits), "blocks_per_sm": self.blocks_per_sm,
                "active_warps": self.active_warps, "occupancy": self.occupancy,
                "limiter": self.limiter}


def check_launch(launch: Launch, gpu: GPU) -> None:
    """Raise LaunchError for a launch the GPU refuses, saying which limit it breaks and by how much."""
    notes = ("registers per thread are irc's estimate, not a compiler's allocation",) \
        if launch.registers_estimated else ()
    t, r, s = launch.threads_per_block, launch.registers, launch.shared_bytes
    if t < 1 or launch.blocks < 1:
        raise LaunchError(f"a launch of {launch.blocks} blocks of {t} threads runs nothing; "
                          "both must be at least 1")
    if t > gpu.max_threads_per_block:
        raise LaunchError(f"a block of {t} threads is over the {gpu.max_threads_per_block} "
                          f"a block may have on the {gpu.name}")
    for what, dims, limits in (("block", launch.block_dims, gpu.max_block_dims),
                               ("grid", launch.grid_dims, gpu.max_grid_dims)):
        for axis, (n, most) in enumerate(zip(dims, limits)):
            if n > most:
                raise LaunchError(f"a {what} of {n} along {'xyz'[axis]} is over the {most:,} a {what} may have "
                                  f"along {'xyz'[axis]} on the {gpu.name}")
    if launch.local_bytes > gpu.local_per_thread:
        raise LaunchError(f"a thread's local arrays take {launch.local_bytes:,} bytes; the {gpu.name} allows "
                          f"{gpu.local_per_thread:,} bytes of local memory per thread")
    if s > gpu.shared_per_block:
        raise LaunchError(f"a block asks for {s} bytes of shared memory; the {gpu.name} allows "
                          f"{gpu.shared_per_block} bytes per block")
    if r > gpu.max_registers_per_thread:
        raise LaunchError(f"{r} registers per thread is over the {gpu.max_registers_per_thread} "
                          f"a thread may have on the {gpu.name}", notes=notes)
    if r * t > gpu.registers_per_sm:
        raise LaunchError(f"a block of {t} threads at {r} registers each requests {r * t} registers "
                          f"per block, an SM of the {gpu.name} has {gpu.registers_per_sm} "
                          "(CUDA: too many resources requested for launch)", notes=notes)


def occupancy(launch: Launch, gpu: GPU) -> Occupancy:
    """Blocks per SM under each limit; the smallest wins, the first named on a tie.  A resource
    the block does not use (no shared memory) allows the SM's block limit and is never the limiter.

    Registers are divided as a plain count, without the hardware's allocation granularity (per
    warp, in chunks of 256): simpler, and the same for the block sizes that matter here.  A launch
    no SM can hold gets 0 blocks here; check_launch says why it cannot run.
    """
    warps = launch.warps_per_block
    per_block = {"registers": launch.registers * launch.threads_per_block,
                 "shared": launch.shared_bytes}
    limits = {
        "threads": gpu.max_threads_per_sm // launch.threads_per_block,
        "warps": gpu.max_warps_per_sm // warps,
        "registers": _fits(gpu.registers_per_sm, per_block["registers"], gpu),
        "shared": _fits(gpu.shared_per_sm, per_block["shared"], gpu),
        "blocks": gpu.max_blocks_per_sm,
    }
    binding = [name for name in limits if per_block.get(name, 1)]
    limiter = min(binding, key=limits.__getitem__)
    blocks = limits[limiter]
    return Occupancy(limits, blocks, blocks * warps, blocks * warps / gpu.max_warps_per_sm, limiter)


def _fits(capacity: int, per_block: int, gpu: GPU) -> int:
    """Blocks that fit in `capacity`; a block using none of it, only by the SM's block limit."""
    return capacity // per_block if per_block else gpu.max_blocks_per_sm


@dataclass(frozen=True)
class Prediction:
    """The model's times in seconds, one per unit and the latency path, and the largest of them
    as the kernel's time."""
    t_issue: float
    t_lsu: float
    t_l1: float
    t_smem: float
    t_dram: float
    t_latency: float
    time: float
    bound: str       # "issue" | "LSU" | "L1" | "shared memory" | "DRAM" | "latency"
    gflops: float
    occupancy: Occupancy
    gpu: GPU
    launch: Launch

    def times(self) -> dict[str, float]:
        return {"issue": self.t_issue, "LSU": self.t_lsu, "L1": self.t_l1, "shared memory": self.t_smem,
                "DRAM": self.t_dram, "latency": self.t_latency}

    def table(self) -> str:
        """A few aligned lines: each unit's time (the bound marked), GFLOP/s and occupancy."""
        rows = [(unit, format_seconds(t) + ("   <- bound" if unit == self.bound else ""))
                for unit, t in self.times().items()]
        o, g = self.occupancy, self.gpu
        blocks = f"{o.blocks_per_sm} block{'s' * (o.blocks_per_sm != 1)}/SM"
        estimated = ", estimated" if self.launch.registers_estimated else ""
        rows += [("time", f"{format_seconds(self.time)} (bound: {self.bound})"),
                 ("GFLOP/s", f"{self.gflops:.0f}"),
                 ("occupancy", f"{o.occupancy:.0%} ({blocks}, {o.active_warps} of {g.max_warps_per_sm} "
                               f"warps; limited by {o.limiter}; "
                               f"{self.launch.registers} registers/thread{estimated})")]
        head = f"model on {g.name} (each unit's throughput, and the waits for loads at barriers)"
        return "\n".join([head, *(f"  {k:<15}{v}" for k, v in rows)])

    def as_dict(self) -> dict:
        """Plain numbers and strings, for JSON; times in seconds."""
        return {"gpu": self.gpu.key, "t_issue": self.t_issue, "t_lsu": self.t_lsu, "t_l1": self.t_l1,
                "t_smem": self.t_smem, "t_dram": self.t_dram, "t_latency": self.t_latency, "time": self.time,
                "bound": self.bound, "gflops": self.gflops, "occupancy": self.occupancy.as_dict(),
                "registers": self.launch.registers,
                "registers_estimated": self.launch.registers_estimated}


def predict(counts: Mapping[str, int], launch: Launch, gpu: GPU) -> Prediction:
    """Time of a kernel on `gpu` from its counters (the module docstring lists the keys it reads).

    t_issue: warp instructions over all schedulers, one each per cycle.
    t_lsu:   warp memory instructions (global and shared, loads and stores) through the SM's
             load/store units: 32 / lsu_per_sm cycles each (two on GA102's 16 lanes per SM).
    t_l1:    128-byte L1 lines of global loads and stores, one line per SM per cycle.
    t_smem:  shared-memory wavefronts (a bank conflict adds one), one per SM per cycle.
    t_dram:  compulsory DRAM bytes (each distinct 32-byte sector once) at the peak bandwidth.
    The on-chip units work per SM, and blocks are whole: the busiest SM runs ceil(blocks / SMs)
    of them, so a launch of fewer blocks than SMs leaves the rest idle and a partial last round
    of blocks costs a whole one.
    t_latency: the bound's share of one block of the b resident per SM, plus its waits at
             barriers after global loads (load_waits per block), ceil(blocks / SMs) / b blocks
             in sequence on the busiest SM.
    """
    check_launch(launch, gpu)
    rounds = math.ceil(launch.blocks / gpu.sms)
    cycles = launch.blocks / rounds * gpu.clock_hz
    times = {
        "issue": counts["instructions"] / (cycles * gpu.schedulers_per_sm),
        "LSU": sum(counts.get(k, 0) for k in MEMORY_INSTRUCTIONS) * (WARP / gpu.lsu_per_sm) / cycles,
        "L1": (counts["gld_lines"] + counts["gst_lines"]) * LINE_BYTES
        / (cycles * gpu.l1_bytes_per_cycle),
        "shared memory": (counts["lds_wavefronts"] + counts["sts_wavefronts"]) * LINE_BYTES
        / (cycles * gpu.shared_bytes_per_cycle),
        "DRAM": counts["dram_bytes"] / gpu.dram_bytes_per_s,
    }
    held = occupancy(launch, gpu)
    resident = max(1, held.blocks_per_sm)
    waits = counts.get("load_waits", 0) / launch.blocks * rounds * gpu.load_latency_s
    times["latency"] = (max(times.values()) + waits) / resident
    bound = max(times, key=times.__getitem__)
    time = times[bound]
    gflops = counts["flops"] / time / 1e9 if time else 0.0
    return Prediction(times["issue"], times["LSU"], times["L1"], times["shared memory"], times["DRAM"],
                      times["latency"], time, bound, gflops, held, gpu, launch)


class ScalingError(ValueError):
    """A counter that is zero at one simulated size and not at the other: no power law fits it."""

    def __init__(self, counter: str, small: int, large: int):
        super().__init__(f"counter {counter} is {small} at the smaller size and {large} at the "
                         "larger: it does not grow as a power of the size")
        self.counter = counter


def extrapolate_counts(small: Mapping[str, int], large: Mapping[str, int], ratio: float,
                       target_ratio: float) -> tuple[dict[str, int], dict[str, float]]:
    """Counts at a size too large to simulate, from two simulated sizes.

    `large` was simulated at `ratio` times the size of `small`.  A counter growing as the size
    to the power g = log(large / small) / log(ratio) is fitted as a * n**p + b * n**(p - 1),
    p the whole power at or above g, and carried `target_ratio` times further than `large`: a
    matmul's FMAs (N**3 in the loop, N**2 in the epilogue) and blocks (N**2) extrapolate
    exactly, where one power fitted to both terms would drift.  A counter with g <= 0, or whose
    two terms would go negative, is carried as the plain power law.  Rounded to whole counts.
    Returns the counts and the growths g, so a report can show the fit.  A counter zero at one
    size only fits no power law: ScalingError (a ValueError) names it.
    """
    if ratio <= 0 or ratio == 1 or target_ratio <= 0:
        raise ValueError(f"size ratios must be positive and the simulated sizes distinct, "
                         f"got {ratio} and {target_ratio}")
    scaled, exponents = {}, {}
    for name, c_small in small.items():
        c_large = large[name]
        if c_small == 0 and c_large == 0:
            scaled[name], exponents[name] = 0, 0.0
            continue
        if c_small == 0 or c_large == 0:
            raise ScalingError(name, c_small, c_large)
        g = math.log(c_large / c_small) / math.log(ratio)
        scaled[name], exponents[name] = round(_two_terms(c_small, c_large, ratio, ratio * target_ratio, g)), g
    return scaled, exponents


def _two_terms(c_small: int, c_large: int, ratio: float, at: float, growth: float) -> float:
    """a * n**p + b * n**(p - 1) through (1, c_small) and (ratio, c_large), at n = `at`."""
    plain = c_large * (at / ratio) ** growth
    p = math.ceil(growth - 1e-6)
    if p <= 0:
        return plain
    a = (c_large - c_small * ratio ** (p - 1)) / (ratio ** p - ratio ** (p - 1))
    b = c_small - a
    if a < 0 or b < 0:
        return plain
    return a * at ** p + b * at ** (p - 1)
