"""Lowering as a table of contents: the passes, in order, from a checked program to loop IR.

Like Halide's Lower.cpp, every step is one named pass (one file in passes/); `irc compile
--print-ir-after-all` shows the IR after each of them.
"""
from __future__ import annotations

from .ir.nodes import Block, Buffer, Function
from .module import Module

PIPELINE = (
    "realize",           # every func not inlined: a loop nest over its symbolic region, at the root
    "inline",            # compute_inline funcs substituted into their readers
    "split",             # split / tile / reorder, and parallel / vectorized / unrolled loop kinds
    "compute_at",        # producers moved into the loops of their consumers; storage at store_at
    "bounds",            # the region of each func at its compute site, and its storage bounds
    "sliding_window",    # a func stored outside a serial loop computes only the new rows
    "storage_folding",   # ... and keeps only the rows in use, indexed modulo their number
    "lower_reductions",  # sum(...) into accumulator loops
    "partition_loops",   # steady-state loops without the boundary clamps of the edges
    "fuse_vector_lanes", # a loop split only to be vectorized: one vectorized loop again
    "flatten",           # multi-dimensional storage into one-dimensional buffers
    "simplify",          # constant folding, linear forms, dead lets
)


def initial_function(module: Module) -> Function:
    """The empty Function that `realize` fills: the program's sizes and array arguments."""
    from .ir.nodes import Const
    buffers = [Buffer(i.name, i.dtype, tuple((Const(0), e) for e in i.shape), "input")
               for i in module.inputs]
    out = module.output
    buffers.append(Buffer(out.func, module.func(out.func).dtype, out.ranges, "output"))
    return Function(module.name, tuple(p.name for p in module.params), tuple(buffers), Block(()))
