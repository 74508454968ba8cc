"""launch_loops: a kernel's thread code inside the loops of its launch.

The thread loops do not run one after another: the SIMT backend runs their iterations as the
lanes of the block, in lockstep, meeting at barriers (Halide's GPU loops mean the same).
Shared arrays are allocated once per block, between the block and the thread loops.

rewrite (kernel k(...) grid(gx, gy) block(bx, by) { shared As: f32[32, 32]; <body> }):
    <body>                      ->  gpu_block for blockIdx.y in 0 .. gy {      # the last dimension outermost
                                      gpu_block for blockIdx.x in 0 .. gx {
                                        allocate shared As: f32[0 .. 32, 0 .. 32] {
                                          gpu_thread for threadIdx.y in 0 .. by {
                                            gpu_thread for threadIdx.x in 0 .. bx {   # x fastest across a warp
                                              <body>
"""
from __future__ import annotations

from dataclasses import replace

from irc.ir.nodes import Allocate, Const, For, Stmt
from irc.naming import AXES, builtin_var


def _launch_loops(base: str, dims, kind: str, body: Stmt, span) -> Stmt:
    for axis in range(len(dims)):          # x innermost
        body = For(builtin_var(base, AXES[axis]), Const(0), dims[axis], kind, body, span)
    return body


def launch_loops(fn, ctx):
    """The kernel's thread code inside its block and thread loops, shared arrays per block."""
    kernel = ctx.kernel
    body = _launch_loops("threadIdx", kernel.block, "gpu_thread", fn.body, kernel.launch_span)
    for s in reversed(kernel.shared):
        body = Allocate(s.name, s.dtype, tuple((Const(0), e) for e in s.shape), "shared", body, s.span)
    return replace(fn, body=_launch_loops("blockIdx", kernel.grid, "gpu_block", body, kernel.launch_span))
