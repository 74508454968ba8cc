"""How the host launches each kernel of emitted GPU source, written beside the kernel.

CUDA: a comment with the launch configuration, then `launch_<k>(...)`, a host function that
takes the kernel's arguments (device pointers, the sizes) and a stream, launches
`<k><<<irc_grid, irc_block, irc_shared_bytes, irc_stream>>>` and returns cudaGetLastError() (a
launch with an empty dimension launches nothing and returns cudaSuccess).

OpenCL: a comment with the NDRange (global and local work sizes) and the local memory
arguments, then, inside `#if 0` (the OpenCL compiler skips it; a host program copies it),
`launch_<k>(queue, kernel, ...)`: C against the OpenCL API (CL/cl.h) that sets the kernel's
arguments and enqueues it.  The OpenCL target launches with the very sizes stated
(`ndrange`, `local_bytes`: backends/opencl/runtime.py evaluates them).

Grid, block, work sizes and shared bytes are expressions of the program's sizes, printed as C.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ...ir.analysis.simplify import simplify_expr
from ...ir.evaluate import eval_int
from ...ir.nodes import Const, Expr, mul
from ...ir.types import C_TYPES, NUMPY_TYPES, OPENCL_TYPES
from ..c.dialects import CFamilyEmitter
from ..c.prelude import prelude
from ..c.names import c_name

SHARED_ALIGN = 16           # bytes: a slice of CUDA's dynamic shared memory starts at a multiple


@dataclass(frozen=True)
class DynamicShared:
    """A shared array whose size the host computes from the sizes at each launch."""
    name: str
    dtype: str
    size: Expr              # elements

    @property
    def bytes(self) -> Expr:
        return simplify_expr(mul(self.size, Const(int(np.dtype(NUMPY_TYPES[self.dtype]).itemsize))))


@dataclass(frozen=True)
class GpuKernel:
    """One kernel of the source: its name in the source (c_name's), arguments (kind:
    input|output|inout|param, name, dtype) in order, launch shape (CUDA order x, y, z), dynamic
    shared arrays, the bytes of its static ones and of a thread's private arrays."""
    name: str
    args: tuple[tuple[str, str, str], ...]
    grid: tuple[Expr, ...]
    block: tuple[Expr, ...]
    dynamic_shared: tuple[DynamicShared, ...]
    static_shared_bytes: int = 0
    private_bytes: int = 0


def ndrange(k: GpuKernel) -> tuple[tuple[Expr, ...], tuple[Expr, ...]]:
    """The global and local work sizes of `k` in OpenCL, dimension 0 (CUDA's x) first: blocks of
    threads, as many dimensions as the grid or the block has (a 2-D grid of 1-D blocks is 2-D)."""
    dims = max(len(k.grid), len(k.block))
    grid, block = (_padded(k.grid, dims), _padded(k.block, dims))
    return tuple(simplify_expr(mul(g, b)) for g, b in zip(grid, block)), block


def local_bytes(d: DynamicShared, sizes: dict[str, int]) -> int:
    """The bytes of the local memory argument for `d` at `sizes` (at least 1: OpenCL refuses 0)."""
    return max(1, eval_int(d.bytes, sizes))


def _padded(extents: tuple[Expr, ...], dims: int) -> tuple[Expr, ...]:
    return extents + (Const(1),) * (dims - len(extents))


def _params(k: GpuKernel, array: str, size: str) -> list[str]:
    """The kernel's arguments as a host function's parameters: `array` formats (const, C type,
    name) of a buffer, `size` the name of a size."""
    return [size.format(c_name(name)) if kind == "param" else
            array.format("const " if kind == "input" else "", C_TYPES[dtype], c_name(name))
            for kind, name, dtype in k.args]


def _tuple(code: CFamilyEmitter, extents) -> str:
    return ", ".join(code.visit(e) for e in extents)


def _dynamic_lines(k: GpuKernel, code: CFamilyEmitter) -> list[str]:
    return [f"     argument {i} (__local {OPENCL_TYPES[d.dtype]} *{c_name(d.name)}): {code.visit(d.bytes)} bytes"
            for i, d in enumerate(k.dynamic_shared, len(k.args))]


def cuda_dynamic_bytes(arrays, code: CFamilyEmitter) -> str:
    """The bytes `arrays` take of CUDA's dynamic shared memory, each from a multiple of
    SHARED_ALIGN: where the next one starts, and the launch's third argument after the last."""
    return " + ".join(f"((long)({code.visit(d.size)}) * sizeof({C_TYPES[d.dtype]}) + {SHARED_ALIGN - 1}) / "
                      f"{SHARED_ALIGN} * {SHARED_ALIGN}" for d in arrays) or "0"


def cuda_launcher(k: GpuKernel, code: CFamilyEmitter) -> list[str]:
    """The comment and the host function that launch `k`; `code` (the kernel's) prints the
    extents and notes the helpers they use, which the CUDA prelude declares for the host too."""
    grid, block = _tuple(code, k.grid), _tuple(code, k.block)
    dynamic = cuda_dynamic_bytes(k.dynamic_shared, code)
    n = len(k.grid)
    extents = ", ".join(f"irc_extents[{i}]" for i in range(n)), \
        ", ".join(f"irc_extents[{i}]" for i in range(n, n + len(k.block)))
    params = _params(k, "{}{} *{}", "const int {}") + ["cudaStream_t irc_stream"]
    return [f"/* launch of {k.name} (launch_{k.name} below):",
            f"     grid  ({grid}) blocks, x first",
            f"     block ({block}) threads",
            f"     shared memory per block: {k.static_shared_bytes} bytes static, {dynamic} bytes dynamic */",
            f'extern "C" cudaError_t launch_{k.name}({", ".join(params)}) {{',
            f"  const long irc_extents[] = {{{grid}, {block}}};   /* the grid's, then the block's */",
            "  for (long irc_extent : irc_extents)",
            "    if (irc_extent <= 0) return cudaSuccess;   /* an empty launch runs nothing */",
            f"  const dim3 irc_grid({extents[0]}), irc_block({extents[1]});",
            f"  const size_t irc_shared_bytes = {dynamic};",
            f"  ::{k.name}<<<irc_grid, irc_block, irc_shared_bytes, irc_stream>>>"   # an array may share its name
            f"({', '.join(c_name(name) for _, name, _ in k.args)});",
            "  return cudaGetLastError();",
            "}"]


def opencl_host(k: GpuKernel) -> list[str]:
    """The comment stating `k`'s NDRange and local memory, and the C host function that launches
    it, inside `#if 0`."""
    code = CFamilyEmitter()
    global_size, local_size = ndrange(k)
    dims = len(global_size)
    groups, local = _tuple(code, _padded(k.grid, dims)), _tuple(code, local_size)
    body = [f"  const long irc_groups[{dims}] = {{{groups}}}, irc_local[{dims}] = {{{local}}};",
            f"  size_t irc_global_size[{dims}], irc_local_size[{dims}];",
            "  cl_int irc_err;",
            f"  for (int irc_d = 0; irc_d < {dims}; irc_d++) {{",
            "    if (irc_groups[irc_d] <= 0 || irc_local[irc_d] <= 0) return CL_SUCCESS;   /* an empty launch runs nothing */",
            "    irc_global_size[irc_d] = (size_t)(irc_groups[irc_d] * irc_local[irc_d]);",
            "    irc_local_size[irc_d] = (size_t)irc_local[irc_d];",
            "  }"]
    for i, (kind, name, _) in enumerate(k.args):
        ctype = "cl_int" if kind == "param" else "cl_mem"
        body.append(f"  if ((irc_err = clSetKernelArg(irc_kernel, {i}, sizeof({ctype}), &{c_name(name)})) != "
                    "CL_SUCCESS) return irc_err;")
    for i, d in enumerate(k.dynamic_shared, len(k.args)):
        nbytes = f"(size_t)({code.visit(d.bytes)})"
        body.append(f"  if ((irc_err = clSetKernelArg(irc_kernel, {i}, {nbytes} > 0 ? {nbytes} : 1, NULL)) != "
                    "CL_SUCCESS) return irc_err;")
    body.append(f"  return clEnqueueNDRangeKernel(irc_queue, irc_kernel, {dims}, NULL, irc_global_size, "
                "irc_local_size, 0, NULL, NULL);")
    params = ["cl_command_queue irc_queue", "cl_kernel irc_kernel"] + _params(k, "cl_mem {2}", "cl_int {}")
    dynamic = _dynamic_lines(k, code)
    uses_helpers = "irc_" in groups + local + "".join(dynamic)
    helpers = prelude("c", code.optional).splitlines() if uses_helpers else []
    comment = [f"/* launch of {k.name} (launch_{k.name} below, in C for the host):",
               f"     global work size ({_tuple(code, global_size)}), dimension 0 first",
               f"     local work size  ({local})",
               f"     work-groups      ({groups})",
               f"     local memory per work-group: {k.static_shared_bytes} bytes static" + ("; by argument:" if dynamic else ""),
               *dynamic]
    comment[-1] += " */"
    return comment + ["#if 0   /* the host side: C against the OpenCL API; the OpenCL compiler skips it */",
                      "#include <CL/cl.h>", *helpers,
                      f"cl_int launch_{k.name}({', '.join(params)}) {{", *body, "}", "#endif"]
