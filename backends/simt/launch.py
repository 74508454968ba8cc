"""The host of a simulated program: its launches run one after another on one device memory,
buffers in, buffers out, with counters, races and each launch's shape.

A function's body is one launch nest (gpu_block loops around gpu_thread loops) or a block of
them; each runs to completion before the next starts, as kernels on one CUDA stream do, so races
are looked for within a launch only, and counters add up over the launches.
"""
from __future__ import annotations

import math
import os
import time
from dataclasses import dataclass

import numpy as np

from ...ir.nodes import Allocate, Block, Const, For, Function, LetStmt, Stmt
from ...ir.types import NUMPY_TYPES, vector_width
from ...ir.visitor import walk
from ...units import format_bytes
from .errors import LaunchError, launch_size
from .expressions import COUNTERS
from .budget import DEFAULT_BUDGET, Budget
from .interpreter import Interpreter, split_launch
from .model import Launch
from .races import Race

SIMULATION_BYTES = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") // 2
BASE_REGISTERS = 16     # addresses, launch indices and temporaries a compiled kernel always holds
REGISTER_ARRAY = 32     # local arrays up to this many elements are taken to live in registers
SHARED_ALIGN = 16


@dataclass
class LaunchResult:
    outputs: dict[str, np.ndarray]
    stats: dict[str, int]
    by_line: dict[int, dict[str, int]]
    races: list[Race]
    launches: tuple[Launch, ...]
    seconds: float
    races_checked: bool


def launches(fn: Function) -> tuple[Stmt, ...]:
    """The launch nests of `fn`, in the order they run."""
    stmts = fn.body.stmts if isinstance(fn.body, Block) else (fn.body,)
    for s in stmts:
        if not (isinstance(s, For) and s.kind == "gpu_block"):
            raise LaunchError("the SIMT host runs launches one after another (gpu_block loops around gpu_thread "
                              "loops); it found other host code", s.span)
    return tuple(stmts)


def estimate_registers(launch: Stmt) -> int:
    """A rough register count for a kernel that declares none: a base, one per scalar a thread
    names (lets, vars, loop counters; a vector's per element) and one per element of its small
    local arrays (of constant size up to REGISTER_ARRAY; a compiler puts larger ones in local
    memory)."""
    scalars, elements = {}, 0
    for node in walk(launch):
        if isinstance(node, LetStmt):
            scalars[node.var] = vector_width(node.value.dtype)
        elif isinstance(node, For) and node.kind == "serial":
            scalars[node.var] = 1
        elif isinstance(node, Allocate) and node.scope == "local" and not node.bounds:
            scalars[node.buffer] = vector_width(node.dtype)
        elif isinstance(node, Allocate) and node.scope == "local":
            extents = [e.value if isinstance(e, Const) else REGISTER_ARRAY + 1 for _, e in node.bounds]
            size = int(np.prod(extents))
            elements += size if size <= REGISTER_ARRAY else 0
    return min(255, BASE_REGISTERS + sum(scalars.values()) + elements)


def shared_layout(launch: Stmt, sizes: dict[str, int]) -> tuple[dict[str, int], int]:
    """Byte offset of each shared array in a block's shared memory (in order, 16-byte aligned),
    and the bytes a block uses."""
    offsets, used = {}, 0
    for node in walk(launch):
        if isinstance(node, Allocate) and node.scope == "shared":
            start = -(-used // SHARED_ALIGN) * SHARED_ALIGN
            elements = int(np.prod([launch_size(e, sizes, f"an extent of '{node.buffer}'", node.span)
                                    for _, e in node.bounds]))
            offsets[node.buffer] = start
            used = start + elements * np.dtype(NUMPY_TYPES[node.dtype]).itemsize
    return offsets, used


def launch_shapes(fn: Function, sizes: dict[str, int], registers: int | None) -> tuple[Launch, ...]:
    """Blocks, threads per block, shared bytes and registers of each launch of `fn` at `sizes`."""
    return tuple(_shape(launch, sizes, registers) for launch in launches(fn))


def _shape(launch: Stmt, sizes: dict[str, int], registers: int | None) -> Launch:
    blocks, _, threads, _ = split_launch(launch)
    dims = (lambda loops: tuple(launch_size(loop.extent, sizes, f"launch dimension {loop.var}", loop.span)
                                for loop in reversed(loops)))          # the loops nest z, y, x
    regs = registers if registers is not None else estimate_registers(launch)
    block, grid = dims(threads), dims(blocks)
    return Launch(math.prod(block), math.prod(grid), shared_layout(launch, sizes)[1], regs, registers is None,
                  block, grid, _local_bytes(launch, sizes))


def _local_bytes(launch: Stmt, sizes: dict[str, int]) -> int:
    """The bytes of one thread's local arrays."""
    return sum(math.prod(launch_size(e, sizes, f"an extent of '{n.buffer}'", n.span) for _, e in n.bounds)
               * np.dtype(NUMPY_TYPES[n.dtype]).itemsize
               for n in walk(launch) if isinstance(n, Allocate) and n.scope == "local" and n.bounds)


def check_memory(shapes: tuple[Launch, ...]) -> None:
    """The local and shared arrays of every thread and block, simulated at once, must fit in half
    of this machine's memory: a launch that would not is refused before anything is allocated."""
    need = max((s.blocks * (s.threads_per_block * s.local_bytes + s.shared_bytes) for s in shapes), default=0)
    if need > SIMULATION_BYTES:
        raise LaunchError(f"simulating this launch takes {format_bytes(need)} for its local and shared arrays, "
                          f"more than the {format_bytes(SIMULATION_BYTES)} the SIMT interpreter allows itself "
                          "(half of this machine's memory); simulate smaller sizes")


def simulate(fn: Function, arrays: dict[str, np.ndarray], sizes: dict[str, int], shapes: tuple[Launch, ...],
             check_races: bool = True, budget: int = DEFAULT_BUDGET) -> LaunchResult:
    """Run the launches of `fn` (whose shapes at `sizes` are `shapes`, from launch_shapes) in order on
    copies of `arrays` (a GPU's memory); the copies come back.  Their loops may run `budget`
    lane-iterations in all."""
    spent = Budget(budget)
    device = {name: np.array(a, copy=True, order="C") for name, a in arrays.items()}
    counts: dict[int, dict[str, int]] = {}
    totals = dict.fromkeys(("blocks", "warps", "dram_bytes"), 0)
    races: list[Race] = []
    start = time.perf_counter()
    for launch in launches(fn):
        interp = Interpreter(launch, device, sizes, shared_layout(launch, sizes)[0], check_races, spent, fn.name)
        interp.run()
        for line, c in interp.counts.items():
            merged = counts.setdefault(line, dict.fromkeys(COUNTERS, 0))
            for k, v in c.items():
                merged[k] += v
        totals["blocks"] += interp.geometry.blocks
        totals["warps"] += interp.geometry.warps
        totals["dram_bytes"] += 32 * sum(int(np.count_nonzero(a.touched)) for a in interp.arrays.values()
                                         if a.scope == "global")
        races += interp.races.reports() if interp.races is not None else []
    seconds = time.perf_counter() - start
    by_line = {line: c for line, c in sorted(counts.items()) if any(c.values())}
    stats = {k: sum(c[k] for c in by_line.values()) for k in COUNTERS}
    stats.update(totals)
    return LaunchResult(device, stats, by_line, races, shapes, seconds, check_races)
