"""Occupancy and a bottleneck model: how long a kernel takes on a named GPU, from its event counts.

The model is a throughput ceiling.  Each unit a kernel keeps busy (the warp schedulers, the L1,
the shared memory, DRAM) needs some minimum time for the work counted for it; the slowest of these
is the bound, and the kernel cannot run faster.  Left out, so a real kernel is slower: latency
(the model assumes enough requests in flight to hide it), the effect of occupancy on that,
caches between L1 and DRAM (L2), partial last waves of blocks, integer instructions and the
few microseconds a launch itself costs.  Occupancy is reported beside the bound, not folded into
it: it matters only when too few requests are in flight to hide latency.  On an A6000, Boehm's
shared-memory tiled matmul measured about 60 % of this ceiling, and its profiler's main stall
(MIO throttle) was the shared-memory queue, the unit the model names.

Counters are a mapping of ints; the model reads `instructions` (warp instructions issued: memory,
float arithmetic with an FMA as one, barriers, branches; integer address arithmetic is left out,
as a real compiler folds most of it), `gld_lines` and `gst_lines` (128-byte L1 lines),
`lds_wavefronts` and `sts_wavefronts`, `dram_bytes` (32 bytes per distinct global sector touched:
the compulsory traffic) and `flops`.
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
    """The model's times in seconds, one per unit, and the largest of them as the kernel's time."""
    t_issue: float
    t_l1: float
    t_smem: float
    t_dram: float
    time: float
    bound: str       # "issue" | "L1" | "shared memory" | "DRAM"
    gflops: float
    occupancy: Occupancy
    gpu: GPU
    launch: Launch

    def times(self) -> dict[str, float]:
        return {"issue": self.t_issue, "L1": self.t_l1, "shared memory": self.t_smem,
                "DRAM": self.t_dram}

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
        head = f"model on {g.name} (a throughput ceiling: latency not modelled)"
        return "\n".join([head, *(f"  {k:<15}{v}" for k, v in rows)])

    def as_dict(self) -> dict:
        """Plain numbers and strings, for JSON; times in seconds."""
        return {"gpu": self.gpu.key, "t_issue": self.t_issue, "t_l1": self.t_l1,
                "t_smem": self.t_smem, "t_dram": self.t_dram, "time": self.time,
                "bound": self.bound, "gflops": self.gflops, "occupancy": self.occupancy.as_dict(),
                "registers": self.launch.registers,
                "registers_estimated": self.launch.registers_estimated}


def predict(counts: Mapping[str, int], launch: Launch, gpu: GPU) -> Prediction:
    """Time of a kernel on `gpu` from its counters (the module docstring lists the keys it reads).

    t_issue: warp instructions over all schedulers, one each per cycle.
    t_l1:    128-byte L1 lines of global loads and stores, one line per SM per cycle.
    t_smem:  shared-memory wavefronts (a bank conflict adds one), one per SM per cycle.
    t_dram:  compulsory DRAM bytes (each distinct 32-byte sector once) at the peak bandwidth.
    The on-chip units are spread evenly over the SMs that have a block: a launch of fewer blocks
    than SMs leaves the rest idle.
    """
    check_launch(launch, gpu)
    cycles = min(gpu.sms, launch.blocks) * gpu.clock_hz
    times = {
        "issue": counts["instructions"] / (cycles * gpu.schedulers_per_sm),
        "L1": (counts["gld_lines"] + counts["gst_lines"]) * LINE_BYTES
        / (cycles * gpu.l1_bytes_per_cycle),
        "shared memory": (counts["lds_wavefronts"] + counts["sts_wavefronts"]) * LINE_BYTES
        / (cycles * gpu.shared_bytes_per_cycle),
        "DRAM": counts["dram_bytes"] / gpu.dram_bytes_per_s,
    }
    bound = max(times, key=times.__getitem__)
    time = times[bound]
    gflops = counts["flops"] / time / 1e9 if time else 0.0
    return Prediction(times["issue"], times["L1"], times["shared memory"], times["DRAM"], time,
                      bound, gflops, occupancy(launch, gpu), gpu, launch)


class ScalingError(ValueError):
    """A counter that is zero at one simulated size and not at the other: no power law fits it."""

    def __init__(self, counter: str, small: int, large: int):
        super().__init__(f"counter {counter} is {small} at the smaller size and {large} at the "
                         "larger: it does not grow as a power of the size")
        self.counter = counter


def extrapolate_counts(small: Mapping[str, int], large: Mapping[str, int], ratio: float,
                       target_ratio: float) -> tuple[dict[str, int], dict[str, float]]:
    """Counts at a size too large to simulate, from two simulated sizes.

    `large` was simulated at `ratio` times the size of `small`; each counter is fitted as
    c = a * n**p, p = log(large / small) / log(ratio), and carried `target_ratio` times further
    than `large`.  Exact for pure power laws (a matmul's counters go as N**3, its blocks as N**2);
    rounded to whole counts.  Returns the counts and the exponents, so a report can show the fit.
    A counter zero at one size only fits no power law: ScalingError (a ValueError) names it.
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
        p = math.log(c_large / c_small) / math.log(ratio)
        scaled[name], exponents[name] = round(c_large * target_ratio ** p), p
    return scaled, exponents
