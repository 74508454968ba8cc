"""Lowering a kernel: a thread's code inside the launch loops, as loop IR.

    gpu_block for blockIdx.y in 0 .. gridDim.y {        # outermost: the last launch dimension
      gpu_block for blockIdx.x in 0 .. gridDim.x {
        allocate shared As: f32[...] {                  # one per block
          gpu_thread for threadIdx.y in 0 .. blockDim.y {
            gpu_thread for threadIdx.x in 0 .. blockDim.x {   # x varies fastest across a warp
              <the kernel's body>

The thread loops do not run one after another: the SIMT backend runs their iterations as the
lanes of the block, in lockstep, meeting at barriers (Halide's GPU loops mean the same).
"""
from __future__ import annotations

from .ir.nodes import Allocate, Buffer, Const, For, Function, Load, Store, Stmt
from .ir.visitor import walk
from .kernel_checker import AXES, builtin_var
from .module import Kernel, Module


def _launch_loops(base: str, dims, kind: str, body: Stmt, span) -> Stmt:
    for axis in range(len(dims)):          # x innermost
        body = For(builtin_var(base, AXES[axis]), Const(0), dims[axis], kind, body, span)
    return body


def _roles(kernel: Kernel) -> dict[str, str]:
    """input (only read), output (only written) or inout, from the accesses in the body."""
    read, written = set(), set()
    for node in walk(kernel.body):
        if isinstance(node, Load):
            read.add(node.buffer)
        elif isinstance(node, Store):
            written.add(node.buffer)
    return {b.name: "inout" if b.name in read and b.name in written else
            "output" if b.name in written else "input" for b in kernel.buffers}


def lower_kernel(module: Module, kernel: Kernel) -> Function:
    body = _launch_loops("threadIdx", kernel.block, "gpu_thread", kernel.body, kernel.launch_span)
    for s in reversed(kernel.shared):
        body = Allocate(s.name, s.dtype, tuple((Const(0), e) for e in s.shape), "shared", body, s.span)
    body = _launch_loops("blockIdx", kernel.grid, "gpu_block", body, kernel.launch_span)
    roles = _roles(kernel)
    buffers = tuple(Buffer(b.name, b.dtype, tuple((Const(0), e) for e in b.shape), roles[b.name])
                    for b in kernel.buffers)
    return Function(kernel.name, tuple(p.name for p in module.params), buffers, body)
