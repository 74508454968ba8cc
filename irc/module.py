"""The checked program: sizes, inputs, funcs (IR expressions), the output and schedules; kernels
(a thread's code as IR statements, with their launch shape) and the checks of their results."""
from __future__ import annotations

from dataclasses import dataclass, field

from .diagnostics import Source, Span
from .ir.nodes import Expr, Stmt


@dataclass(frozen=True)
class Param:
    name: str
    dtype: str
    default: int
    span: Span | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Input:
    name: str
    dtype: str
    shape: tuple[Expr, ...]
    boundary: str  # "none" | "clamp" | "zero"
    span: Span | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Func:
    """`name(args) = body`; the body reads args as `Var(arg)`, inputs and funcs as `Load`."""
    name: str
    args: tuple[str, ...]
    body: Expr
    dtype: str
    span: Span | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Output:
    func: str
    ranges: tuple[tuple[Expr, Expr], ...]  # (min, extent) per dimension
    span: Span | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Split:
    """Split loop `var` into `outer` and `inner` (`inner` runs `factor` times)."""
    var: str
    outer: str
    inner: str
    factor: int
    span: Span | None = field(default=None, compare=False)


@dataclass(frozen=True)
class FuncSchedule:
    """Where a func is computed and stored, and how its loops are split, ordered and run."""
    compute: str = "inline"                       # "inline" | "root" | "at"
    compute_at: tuple[str, str] | None = None     # (consumer func, its loop var)
    store_at: tuple[str, str] | None = None       # None: where computed; ("", "") root
    splits: tuple[Split, ...] = ()
    order: tuple[str, ...] = ()                   # loop vars outer -> inner after splits/reorders
    kinds: tuple[tuple[str, str], ...] = ()       # (loop var, kind)
    spans: tuple[tuple[str, Span | None], ...] = field(default=(), compare=False)

    def span(self, word: str) -> Span | None:
        return next((s for w, s in self.spans if w == word), None)

    def kind(self, var: str) -> str:
        return next((k for v, k in self.kinds if v == var), "serial")


@dataclass(frozen=True)
class Schedule:
    name: str
    funcs: tuple[tuple[str, FuncSchedule], ...]
    description: str = ""

    def of(self, func: str) -> FuncSchedule:
        return next(s for f, s in self.funcs if f == func)


@dataclass(frozen=True)
class SharedArray:
    """A `shared` declaration: one array per block, allocated around the block's threads."""
    name: str
    dtype: str
    shape: tuple[Expr, ...]
    span: Span | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Kernel:
    """An explicit SIMT kernel: `body` is the code of one thread, which reads the launch builtins
    as the variables `threadIdx.x`, `blockIdx.y`, ...; `grid` and `block` are in CUDA order
    (x first), one to three expressions of the sizes."""
    name: str
    buffers: tuple[Input, ...]
    grid: tuple[Expr, ...]
    block: tuple[Expr, ...]
    registers: int | None
    shared: tuple[SharedArray, ...]
    body: Stmt
    span: Span | None = field(default=None, compare=False)
    launch_span: Span | None = field(default=None, compare=False)   # grid(...) block(...)

    def buffer(self, name: str) -> Input | None:
        return next((b for b in self.buffers if b.name == name), None)


@dataclass(frozen=True)
class Check:
    """After a launch of one of `kernels`, buffer `func.name` equals `func` evaluated on the
    buffers' values before the launch."""
    kernels: tuple[str, ...]
    func: Func
    span: Span | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Module:
    name: str
    source: Source
    params: tuple[Param, ...]
    inputs: tuple[Input, ...]
    funcs: tuple[Func, ...]          # in definition (pipeline) order
    output: Output | None
    schedules: tuple                 # ast.ScheduleDecl, validated when chosen (schedule.py)
    kernels: tuple[Kernel, ...] = ()
    checks: tuple[Check, ...] = ()

    def func(self, name: str) -> Func | None:
        return next((f for f in self.funcs if f.name == name), None)

    def input(self, name: str) -> Input | None:
        return next((i for i in self.inputs if i.name == name), None)

    def param(self, name: str) -> Param | None:
        return next((p for p in self.params if p.name == name), None)

    def kernel(self, name: str) -> Kernel | None:
        return next((k for k in self.kernels if k.name == name), None)

    def checks_of(self, kernel: str) -> tuple[Check, ...]:
        return tuple(c for c in self.checks if kernel in c.kernels)
