"""The syntax tree the parser builds; the checker turns it into a `Module` of IR expressions."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..diagnostics import Span


def _span():
    return field(default=None, compare=False, repr=False)


# ----------------------------------------------------------------------------- expressions
@dataclass(frozen=True)
class Num:
    value: int | float | bool
    kind: str  # "int" | "float" | "bool"
    span: Span | None = _span()


@dataclass(frozen=True)
class Name:
    id: str
    span: Span | None = _span()


@dataclass(frozen=True)
class CallExpr:
    """`f(a, b)`: a func, an input, an intrinsic or a cast."""
    name: str
    args: tuple
    span: Span | None = _span()
    name_span: Span | None = _span()


@dataclass(frozen=True)
class BinOp:
    op: str
    a: object
    b: object
    span: Span | None = _span()


@dataclass(frozen=True)
class UnOp:
    op: str
    a: object
    span: Span | None = _span()


@dataclass(frozen=True)
class SumExpr:
    """`sum(k in lo .. hi: body)`, or another reduction word of nodes.REDUCTIONS."""
    var: str
    lo: object
    hi: object
    body: object
    span: Span | None = _span()
    word: str = "sum"


# ----------------------------------------------------------------------------- declarations
@dataclass(frozen=True)
class ParamDecl:
    name: str
    type: str
    default: object
    span: Span | None = _span()
    type_span: Span | None = _span()


@dataclass(frozen=True)
class InputDecl:
    name: str
    type: str
    shape: tuple
    boundary: str
    format: str | tuple[str, ...] | None      # `@csr` or `@(dense, compressed)`
    span: Span | None = _span()
    type_span: Span | None = _span()
    boundary_span: Span | None = _span()
    format_span: Span | None = _span()


@dataclass(frozen=True)
class FuncDecl:
    name: str
    args: tuple[str, ...]
    body: object
    span: Span | None = _span()
    arg_spans: tuple = _span()


@dataclass(frozen=True)
class RDomDecl:
    """`rdom r[0 .. H, W]`: a reduction domain, its ranges in numpy order ((lo, hi_or_None), ...)."""
    name: str
    ranges: tuple
    span: Span | None = _span()
    name_span: Span | None = _span()


@dataclass(frozen=True)
class UpdateDecl:
    """`f(indices) op value` (op: = += -= *= /=): an update definition of func `f`."""
    func: str
    indices: tuple
    op: str
    value: object
    span: Span | None = _span()
    func_span: Span | None = _span()


@dataclass(frozen=True)
class OutputDecl:
    name: str
    ranges: tuple | None  # ((lo, hi_or_None), ...) or None for the func's natural extent
    format: str | tuple[str, ...] | None      # `@csr` or `@(dense, compressed)`
    span: Span | None = _span()
    name_span: Span | None = _span()
    format_span: Span | None = _span()


@dataclass(frozen=True)
class SchedCall:
    """One `.method(args)` of a schedule chain on `func`; `first` for the chain's first word (each
    later word is said of what the word before it returned: `f.update(0).parallel(y)`)."""
    func: str
    method: str
    args: tuple
    span: Span | None = _span()
    func_span: Span | None = _span()
    first: bool = True


@dataclass(frozen=True)
class ScheduleDecl:
    name: str
    calls: tuple[SchedCall, ...]
    span: Span | None = _span()


@dataclass(frozen=True)
class Program:
    decls: tuple


# ----------------------------------------------------------------------------- kernels
@dataclass(frozen=True)
class Index:
    """`buf[i, j]`: a read of a kernel buffer or a shared / local array; `buf[i, j : 4]` reads
    4 consecutive elements as one vector (`width` is the number as written)."""
    name: str
    indices: tuple
    span: Span | None = _span()
    name_span: Span | None = _span()
    width: str | None = None
    width_span: Span | None = _span()


@dataclass(frozen=True)
class Attr:
    """`threadIdx.x` and the other launch builtins; in a schedule, a loop's name (`x.o.u`: the
    `field` is everything after the first dot)."""
    base: str
    field: str
    span: Span | None = _span()


@dataclass(frozen=True)
class KernelParam:
    name: str
    type: str
    shape: tuple
    span: Span | None = _span()
    type_span: Span | None = _span()
    name_span: Span | None = _span()     # the name it declares


@dataclass(frozen=True)
class LetStmt:
    name: str
    value: object
    span: Span | None = _span()
    name_span: Span | None = _span()     # the name it declares


@dataclass(frozen=True)
class VarStmt:
    name: str
    type: str
    value: object
    span: Span | None = _span()
    type_span: Span | None = _span()
    name_span: Span | None = _span()     # the name it declares


@dataclass(frozen=True)
class ArrayDecl:
    """`shared s: f32[32, 33]` or `local r: f32[4]`."""
    scope: str
    name: str
    type: str
    shape: tuple
    span: Span | None = _span()
    type_span: Span | None = _span()
    name_span: Span | None = _span()     # the name it declares


@dataclass(frozen=True)
class Assign:
    """`v = e`, `v += e`; `buf[i] = e`, `buf[i] += e` when indices are given; `buf[i : 4] = e`
    stores a vector (`width` as in Index)."""
    name: str
    indices: tuple | None
    op: str  # "=" | "+=" | "-=" | "*=" | "/="
    value: object
    span: Span | None = _span()
    name_span: Span | None = _span()
    width: str | None = None
    width_span: Span | None = _span()


@dataclass(frozen=True)
class IfStmt:
    cond: object
    then: tuple
    otherwise: tuple | None
    span: Span | None = _span()


@dataclass(frozen=True)
class ForStmt:
    var: str
    lo: object
    hi: object
    step: object | None
    body: tuple
    span: Span | None = _span()
    var_span: Span | None = _span()


@dataclass(frozen=True)
class WhileStmt:
    cond: object
    body: tuple
    span: Span | None = _span()


@dataclass(frozen=True)
class SyncStmt:
    span: Span | None = _span()


@dataclass(frozen=True)
class AtomicStmt:
    """`atomicAdd(buf[i], e)` (atomicMin, atomicMax, atomicExch; atomicCAS(buf[i], expected, e)):
    a kernel's atomic read-modify-write."""
    word: str
    name: str
    indices: tuple
    values: tuple
    span: Span | None = _span()
    word_span: Span | None = _span()
    name_span: Span | None = _span()


@dataclass(frozen=True)
class KernelDecl:
    name: str
    params: tuple[KernelParam, ...]
    grid: tuple
    block: tuple
    registers: object | None
    body: tuple
    span: Span | None = _span()
    name_span: Span | None = _span()
    launch_span: Span | None = _span()


@dataclass(frozen=True)
class ProcDecl:
    """`proc name(A: f64[N, N], ...) { statements }`: an affine loop nest over its arrays."""
    name: str
    params: tuple[KernelParam, ...]
    body: tuple
    span: Span | None = _span()
    name_span: Span | None = _span()


@dataclass(frozen=True)
class CheckDecl:
    """`check k1, k2: C(i, j) = expr`."""
    kernels: tuple[str, ...]
    buffer: str
    args: tuple[str, ...]
    body: object
    span: Span | None = _span()
    kernel_spans: tuple = _span()
    buffer_span: Span | None = _span()
