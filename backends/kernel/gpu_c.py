"""A flattened launch as OpenCL C or CUDA C (`irc compile --emit opencl | cuda`).

Each launch nest of the Function (gpu_block loops, shared arrays, gpu_thread loops, one
thread's code) becomes one kernel: the block and thread loops become the work-group and
work-item ids (`get_group_id(0)`, `blockIdx.x`; the innermost loop is dimension 0, as CUDA's
x), shared arrays of a constant size become `__local` / `__shared__` arrays, the others memory
the host sizes at the launch (an `__local` pointer argument in OpenCL, a slice of the `extern
__shared__` array in CUDA), a thread's `var` a scalar, its `local` arrays private arrays (of a
size known when the kernel compiles), `barrier` a work-group barrier.  Shared arrays are 16-byte aligned, so that the compiler may
read consecutive elements 128 bits at a time (the SIMT interpreter counts such loads so).
A kernel's vector values are the dialects' vector types (`float4`, `double2`, ...); a vector
access `A[i : 4]` is `*reinterpret_cast<const float4 *>(&A[i])` in CUDA (one 128-bit access:
the index is a multiple of 4) and `vload4(0, &A[i])` / `vstore4` in OpenCL.  The source is the same
kernel IR the SIMT interpreter runs, after `flatten` and `simplify` (pipelines.py).  Names are
c_name's (backends/c/names.py: `dot`, a built-in of OpenCL, is written `dot_`); each kernel is
followed by its host side (launch.py): its launch configuration in a comment, and a function
that launches it.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ...diagnostics import CompileError, InternalError
from ...ir.analysis.simplify import const_bounds
from ...ir.nodes import Allocate, Barrier, Block, Component, Const, For, Function, Load, Stmt, Store, Vector
from ...ir.types import COMPONENTS, NUMPY_TYPES, VECTOR_TYPES
from ..c.dialects import DIALECTS, CFamilyEmitter
from ..c.prelude import prelude
from ..c.names import c_name
from ..simt.interpreter import split_launch
from ..simt.launch import launches
from .launch import DynamicShared, GpuKernel, cuda_dynamic_bytes, cuda_launcher, opencl_host

GPU_DIALECTS = ("opencl", "cuda")
CUDA_STATIC_SHARED = 48 * 1024   # bytes of static __shared__ arrays a CUDA kernel may declare


@dataclass(frozen=True)
class GpuSource:
    dialect: str
    source: str
    kernels: tuple[GpuKernel, ...]     # in the order the host launches them


class _ThreadCode(CFamilyEmitter):
    """One thread's statements in a GPU dialect."""

    def __init__(self, dialect: str, shared: frozenset[str] = frozenset()):
        super().__init__()
        self.dialect = DIALECTS[dialect]
        self.shared = shared                  # the launch's shared arrays (OpenCL's __local)
        self.private_bytes = 0                # of the thread's arrays, all of them at once

    def ctype(self, dtype: str) -> str:
        vector = VECTOR_TYPES.get(dtype)
        return getattr(vector, self.dialect.name) if vector else self.dialect.types[dtype]

    def visit_Load(self, e: Load) -> str:
        if e.width > 1:
            address = self.address(e)
            if self.dialect.name == "opencl":
                return f"vload{e.width}(0, {address})"
            return f"(*reinterpret_cast<const {self.ctype(e.dtype)} *>({address}))"
        return super().visit_Load(e) if e.indices else c_name(e.buffer)

    def atomic(self, s: Store, value: str) -> str:
        """Atomic `s` in the dialect: CUDA's atomicAdd on any number type, atomicMin / atomicMax
        on integers (64-bit ones through CUDA's long long types, the same bits); OpenCL's
        atomic_add / atomic_min / atomic_max on 32-bit integers, and on f32 a compare-and-swap
        loop (OPENCL_FLOAT_ATOMICS).  What neither has (CUDA's float min and max, OpenCL's 64-bit
        and f64 atomics) is refused: the SIMT interpreter runs it."""
        dtype, cuda, address = s.value.dtype, self.dialect.name == "cuda", self.address(s)
        if s.atomic in ("exch", "cas"):
            return self._exchange(s, value, address, dtype, cuda)
        if not cuda and dtype == "f32":
            space = "local" if s.buffer in self.shared else "global"
            return f"irc_atomic_{s.atomic}_f32_{space}({address}, {value})"
        if cuda and dtype == "i64" and s.atomic == "add":
            return f"atomicAdd((unsigned long long *){address}, (unsigned long long)({value}))"
        if cuda and dtype == "i64":
            return f"atomic{s.atomic.capitalize()}((long long *){address}, (long long)({value}))"
        if (cuda and (s.atomic == "add" or dtype == "i32")) or (not cuda and dtype == "i32"):
            return f"{'atomic' + s.atomic.capitalize() if cuda else 'atomic_' + s.atomic}({address}, {value})"
        raise CompileError(f"atomic{s.atomic.capitalize()} on {dtype} has no {'CUDA' if cuda else 'OpenCL'} "
                           f"instruction that irc emits; the SIMT interpreter runs it (irc simt)", s.span)

    def _exchange(self, s: Store, value: str, address: str, dtype: str, cuda: bool) -> str:
        """atomicExch and atomicCAS: CUDA's on 32-bit types and on 64-bit ones as unsigned long long
        (the same bits); OpenCL's atomic_xchg (i32, f32) and atomic_cmpxchg (i32)."""
        args = ([self.visit(s.compare)] if s.compare is not None else []) + [value]
        if cuda:
            word = "atomicExch" if s.atomic == "exch" else "atomicCAS"
            if dtype == "i64":
                ull = ", ".join(f"(unsigned long long)({a})" for a in args)
                return f"(long long){word}((unsigned long long *){address}, {ull})"
            if dtype != "f64" and not (s.atomic == "cas" and dtype == "f32"):
                return f"{word}({address}, {', '.join(args)})"
        elif dtype == "i32" or (s.atomic == "exch" and dtype == "f32"):
            return f"{'atomic_xchg' if s.atomic == 'exch' else 'atomic_cmpxchg'}({address}, {', '.join(args)})"
        word = "atomicExch" if s.atomic == "exch" else "atomicCAS"
        raise CompileError(f"{word} on {dtype} has no {'CUDA' if cuda else 'OpenCL'} instruction that irc emits; "
                           f"the SIMT interpreter runs it (irc simt)", s.span)

    def address(self, access) -> str:
        """`&A[i]`: where a vector access starts."""
        return f"&{c_name(access.buffer)}[{self.visit(access.indices[0])}]"

    def visit_Component(self, e: Component) -> str:
        return f"{self.visit(e.vector)}.{COMPONENTS[e.index]}"

    def visit_Vector(self, e: Vector) -> str:
        values = ", ".join(self.visit(v) for v in e.values)
        if self.dialect.name == "opencl":
            return f"(({self.ctype(e.dtype)})({values}))"
        return f"make_{self.ctype(e.dtype)}({values})"

    def visit_Block(self, s: Block, depth):
        for child, braced in zip(s.stmts, self.braced(s.stmts)):
            self.statement(child, depth, braced)

    def visit_Store(self, s: Store, depth):
        value = self.visit(s.value)
        if s.atomic:
            kept = f"{c_name(s.result)} = " if s.result is not None else ""
            self.emit(depth, kept + self.atomic(s, value) + ";")
            return
        if s.width > 1 and self.dialect.name == "opencl":
            self.emit(depth, f"vstore{s.width}({value}, 0, {self.address(s)});")
            return
        if s.width > 1:
            target = f"*reinterpret_cast<{self.ctype(s.value.dtype)} *>({self.address(s)})"
        else:
            target = f"{c_name(s.buffer)}[{self.visit(s.indices[0])}]" if s.indices else c_name(s.buffer)
        self.emit(depth, f"{target} = {value};")

    def visit_For(self, s: For, depth):
        if s.kind in ("gpu_block", "gpu_thread"):
            raise InternalError(f"a {s.kind} loop inside a thread's code")
        v, ctype = c_name(s.var), self.ctype(s.min.dtype)
        self.facts[s.var] = (const_bounds(s.min, self.facts)[0], None)
        if s.kind == "unrolled":
            self.emit(depth, "#pragma unroll")
        self.emit(depth, f"for ({ctype} {v} = {self.visit(s.min)}, {v}_end = {v} + {self.visit(s.extent)}; "
                         f"{v} < {v}_end; {v}++) {{")
        self.visit(s.body, depth + 1)
        self.emit(depth, "}")

    def visit_Allocate(self, s: Allocate, depth):
        if s.scope != "local":
            raise InternalError(f"a {s.scope} array inside a thread's code")
        ctype, name = self.ctype(s.dtype), c_name(s.buffer)
        if not s.bounds:
            self.emit(depth, f"{ctype} {name};")
        else:
            n = self.constant_size(s)
            self.private_bytes += n * np.dtype(NUMPY_TYPES[s.dtype]).itemsize
            self.emit(depth, f"{ctype} {name}[{n}];")
        self.visit(s.body, depth)

    def constant_size(self, s: Allocate) -> int:
        """The elements of a private or static shared array: the largest its size can be."""
        hi = const_bounds(s.bounds[0][1], self.facts)[1]
        if hi is None:
            raise CompileError(f"{s.scope} array '{s.buffer}' has a size that depends on the sizes; in "
                               f"{self.dialect.name}, a thread's array needs a size known when the kernel compiles",
                               s.span)
        return max(hi, 1)

    def visit_Barrier(self, s: Barrier, depth):
        self.emit(depth, "barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);" if self.dialect.name == "opencl"
                  else "__syncthreads();")


_IDS = {"opencl": {"gpu_block": "get_group_id({})", "gpu_thread": "get_local_id({})"},
        "cuda": {"gpu_block": "blockIdx.{}", "gpu_thread": "threadIdx.{}"}}


def _kernel(launch: Stmt, fn: Function, name: str, dialect: str) -> tuple[list[str], GpuKernel, set[str]]:
    """The kernel's source and its host side (launch.py), the kernel, and the optional helpers
    either calls (prelude.OPTIONAL_HELPERS: the prelude defines them)."""
    blocks, between, threads, body = split_launch(launch)
    code = _ThreadCode(dialect, frozenset(s.buffer for s in between if isinstance(s, Allocate)))
    dynamic: list[DynamicShared] = []
    for loops in (blocks, threads):
        for dim, loop in enumerate(reversed(loops)):
            if not (isinstance(loop.min, Const) and loop.min.value == 0) or dim > 2:
                raise InternalError(f"launch loop {loop.var} must start at 0, at most 3 deep")
            axis = str(dim) if dialect == "opencl" else "xyz"[dim]
            code.emit(1, f"const int {c_name(loop.var)} = {_IDS[dialect][loop.kind].format(axis)};")
    static = [0]                         # bytes of static shared arrays so far
    for s in between:
        if isinstance(s, Allocate):
            _shared(code, s, dynamic, dialect, static)
        else:
            code.emit(1, f"const {code.ctype(s.value.dtype)} {c_name(s.var)} = {code.visit(s.value)};")
    code.visit(body, 1)
    args = tuple((b.role, b.name, b.dtype) for b in fn.buffers) + tuple(("param", p, "i32") for p in fn.params)
    kernel = GpuKernel(name, args, tuple(b.extent for b in reversed(blocks)),
                       tuple(t.extent for t in reversed(threads)), tuple(dynamic), static[0], code.private_bytes)
    host = cuda_launcher(kernel, code) if dialect == "cuda" else opencl_host(kernel)
    return _signature(kernel, dialect) + code.lines + ["}", "", *host], kernel, code.optional


def _shared(code: _ThreadCode, s: Allocate, dynamic: list[DynamicShared], dialect: str, static: list[int]):
    """A shared array: static where its size is a constant (in CUDA, while the static ones fit in
    48 KB, CUDA's limit on them), else sized by the host."""
    ctype, name = code.ctype(s.dtype), c_name(s.buffer)
    size = s.bounds[0][1]
    nbytes = int(size.value) * np.dtype(NUMPY_TYPES[s.dtype]).itemsize if isinstance(size, Const) else None
    if nbytes is not None and (dialect == "opencl" or static[0] + nbytes <= CUDA_STATIC_SHARED):
        static[0] += nbytes
        n = max(int(size.value), 1)             # 16-byte aligned: wide loads may read it
        code.emit(1, f"__local {ctype} {name}[{n}] __attribute__((aligned(16)));" if dialect == "opencl"
                  else f"__shared__ __align__(16) {ctype} {name}[{n}];")
    elif dialect == "cuda":
        code.emit(1, f"{ctype} *{name} = ({ctype} *)(irc_shared + {cuda_dynamic_bytes(dynamic, code)});")
        dynamic.append(DynamicShared(s.buffer, s.dtype, size))
    else:
        dynamic.append(DynamicShared(s.buffer, s.dtype, size))


def _signature(k: GpuKernel, dialect: str) -> list[str]:
    params, types = [], DIALECTS[dialect].types
    for kind, name, dtype in k.args:
        if kind == "param":
            params.append(f"const int {c_name(name)}")
            continue
        ctype = "uchar" if dtype == "bool" and dialect == "opencl" else types[dtype]   # no bool kernel arguments
        const = "const " if kind == "input" else ""
        params.append(f"__global {const}{ctype} *restrict {c_name(name)}" if dialect == "opencl"
                      else f"{const}{ctype} *__restrict__ {c_name(name)}")
    if dialect == "opencl":
        params += [f"__local {types[d.dtype]} *{c_name(d.name)}" for d in k.dynamic_shared]
        return [f"__kernel void {k.name}({', '.join(params)}) {{"]
    lines = [f'extern "C" __global__ void {k.name}({", ".join(params)}) {{']
    return lines + (["  extern __shared__ __align__(16) unsigned char irc_shared[];"] if k.dynamic_shared else [])


def gpu_source(fn: Function, name: str, dialect: str) -> GpuSource:
    """`fn` (flattened launches) as `dialect` source, its kernels named `name` (then `name_1`, ...;
    as c_name spells them), each followed by its host side (launch.py)."""
    if dialect not in GPU_DIALECTS:
        raise InternalError(f"no GPU dialect '{dialect}'")
    lines, kernels, optional = [], [], set()
    for i, launch in enumerate(launches(fn)):
        text, kernel, helpers = _kernel(launch, fn, c_name(name if i == 0 else f"{name}_{i}"), dialect)
        lines += ["", *text]
        kernels.append(kernel)
        optional |= helpers
    lines.insert(0, prelude(dialect, optional))
    if any("irc_atomic_" in line for line in lines[1:]):
        lines.insert(1, OPENCL_FLOAT_ATOMICS)
    return GpuSource(dialect, "\n".join(lines) + "\n", tuple(kernels))


# OpenCL 1.2 has no float atomics: each is a compare-and-swap loop on the float's bits, in the
# address space of its array (min and max with irc's NaN rule, the prelude's irc_min_f32); each
# returns the element's old value, as the integer atomics do
OPENCL_FLOAT_ATOMICS = """
#define IRC_FLOAT_ATOMIC(NAME, SPACE, NEW) \\
  static inline float NAME(volatile SPACE float *p, float v) { \\
    unsigned int old = as_uint(*p), seen; \\
    do { seen = old; old = atomic_cmpxchg((volatile SPACE unsigned int *)p, seen, as_uint(NEW)); } \\
    while (old != seen); \\
    return as_float(old); }
IRC_FLOAT_ATOMIC(irc_atomic_add_f32_global, __global, as_float(seen) + v)
IRC_FLOAT_ATOMIC(irc_atomic_add_f32_local, __local, as_float(seen) + v)
IRC_FLOAT_ATOMIC(irc_atomic_min_f32_global, __global, irc_min_f32(as_float(seen), v))
IRC_FLOAT_ATOMIC(irc_atomic_min_f32_local, __local, irc_min_f32(as_float(seen), v))
IRC_FLOAT_ATOMIC(irc_atomic_max_f32_global, __global, irc_max_f32(as_float(seen), v))
IRC_FLOAT_ATOMIC(irc_atomic_max_f32_local, __local, irc_max_f32(as_float(seen), v))"""
