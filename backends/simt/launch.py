"""One simulated launch: buffers in, buffers out, with counters, races and the launch's shape."""
from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from ...ir.nodes import Allocate, Const, For, Function, LetStmt
from ...ir.types import NUMPY_TYPES
from ...ir.visitor import walk
from .errors import launch_size
from .interpreter import COUNTERS, Interpreter, split_launch
from .model import Launch
from .races import Race

BASE_REGISTERS = 16     # addresses, launch indices and temporaries a compiled kernel always holds
REGISTER_ARRAY = 32     # local arrays up to this many elements are taken to live in registers
SHARED_ALIGN = 16


@dataclass
class LaunchResult:
    outputs: dict[str, np.ndarray]
    stats: dict[str, int]
    by_line: dict[int, dict[str, int]]
    races: list[Race]
    launch: Launch
    seconds: float
    races_checked: bool


def estimate_registers(fn: Function) -> int:
    """A rough register count for a kernel that declares none: a base, one per scalar a thread
    names (lets, vars, loop counters) and one per element of its small local arrays (of constant
    size up to REGISTER_ARRAY; a compiler puts larger ones in local memory)."""
    scalars, elements = set(), 0
    for node in walk(fn.body):
        if isinstance(node, LetStmt) or (isinstance(node, For) and node.kind == "serial"):
            scalars.add(node.var)
        elif isinstance(node, Allocate) and node.scope == "local" and not node.bounds:
            scalars.add(node.buffer)
        elif isinstance(node, Allocate) and node.scope == "local":
            extents = [e.value if isinstance(e, Const) else REGISTER_ARRAY + 1 for _, e in node.bounds]
            size = int(np.prod(extents))
            elements += size if size <= REGISTER_ARRAY else 0
    return min(255, BASE_REGISTERS + len(scalars) + elements)


def shared_layout(fn: Function, sizes: dict[str, int]) -> tuple[dict[str, int], int]:
    """Byte offset of each shared array in a block's shared memory (in order, 16-byte aligned),
    and the bytes a block uses."""
    offsets, used = {}, 0
    for node in walk(fn.body):
        if isinstance(node, Allocate) and node.scope == "shared":
            start = -(-used // SHARED_ALIGN) * SHARED_ALIGN
            elements = int(np.prod([launch_size(e, sizes, f"an extent of '{node.buffer}'", node.span)
                                    for _, e in node.bounds]))
            offsets[node.buffer] = start
            used = start + elements * np.dtype(NUMPY_TYPES[node.dtype]).itemsize
    return offsets, used


def launch_shape(fn: Function, sizes: dict[str, int], registers: int | None) -> Launch:
    """Blocks, threads per block, shared bytes and registers of `fn`'s launch at `sizes`."""
    blocks, _, threads, _ = split_launch(fn.body)
    count = (lambda loops: int(np.prod([launch_size(loop.extent, sizes, f"launch dimension {loop.var}", loop.span)
                                        for loop in loops])))
    regs = registers if registers is not None else estimate_registers(fn)
    return Launch(count(threads), count(blocks), shared_layout(fn, sizes)[1], regs, registers is None)


def simulate(fn: Function, arrays: dict[str, np.ndarray], sizes: dict[str, int], launch: Launch,
             check_races: bool = True) -> LaunchResult:
    """Run the launch of `fn` (whose shape at `sizes` is `launch`, from launch_shape) on copies
    of `arrays` (a GPU's memory); the copies come back."""
    device = {name: np.array(a, copy=True, order="C") for name, a in arrays.items()}
    interp = Interpreter(fn, device, sizes, shared_layout(fn, sizes)[0], check_races)
    start = time.perf_counter()
    interp.run()
    seconds = time.perf_counter() - start
    g = interp.geometry
    by_line = {line: dict(c) for line, c in sorted(interp.counts.items()) if any(c.values())}
    stats = {k: sum(c[k] for c in by_line.values()) for k in COUNTERS}
    stats["blocks"], stats["warps"] = g.blocks, g.warps
    stats["dram_bytes"] = 32 * sum(int(np.count_nonzero(a.touched)) for a in interp.arrays.values()
                                   if a.scope == "global")
    races = interp.races.reports() if interp.races is not None else []
    return LaunchResult(device, stats, by_line, races, launch, seconds, check_races)
