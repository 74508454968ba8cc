"""Immutable loop-IR nodes.

Every node is a frozen, slotted dataclass (`node`) whose children are nodes or tuples of nodes.
Each node carries the source span it came from (`span`), which is left out of equality so that a
rewrite that changes nothing compares equal; fields left out of equality are not children.  Variables are named by strings that are unique
by construction (`blury.y`, `blurx.x.min`), as in Halide.

Types are the names of `types.DTYPES` (and, in kernels, of `types.VECTOR_TYPES`).  Integer `/`
and `%` round toward minus infinity.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..diagnostics import Span
from .types import FLOAT_TYPES, int_range


ARITH_OPS = ("+", "-", "*", "/", "%", "min", "max")
# Bitwise operators of integers (any integer type): `& | ^` of operands of one type, and the
# shifts, whose result has the type of the shifted value.  A shift is defined for every amount:
# negative shifts the other way, and shifting past the type's width leaves 0 (or -1: `>>` of a
# negative value), as shifting one bit at a time would (ufuncs.shift).
BITWISE_OPS = ("&", "|", "^", "<<", ">>")
SHIFT_OPS = ("<<", ">>")
COMPARE_OPS = ("==", "!=", "<", "<=", ">", ">=")
LOGIC_OPS = ("&&", "||")

# the inline reductions of the language, by their word: the operator each folds with (Halide's)
REDUCTIONS = {"sum": "+", "product": "*", "maximum": "max", "minimum": "min"}

GPU_LOOP_KINDS = ("gpu_block", "gpu_thread")       # the loops of a launch: blocks, then threads
LOOP_KINDS = ("serial", "parallel", "vectorized", "unrolled", *GPU_LOOP_KINDS)
# global: a func's storage where the C backend chooses (the stack when small and of a constant size,
# else the heap; at the root, arrays the caller passes); stack and heap: where store_in puts it
MEMORY_SCOPES = ("global", "shared", "local", "stack", "heap")


def _span():
    return field(default=None, compare=False, repr=False)


def node(cls):
    """`cls` as a frozen, slotted dataclass whose hash is computed once, when first asked for,
    and kept in the node (`_hash`, left out of equality, like `span`).  A dataclass's own hash
    walks the whole tree below the node each time; simplification and bounds inference hash the
    same subexpressions over and over (local_laplacian's lowering: 20 million hashes walked)."""
    cls.__annotations__["_hash"] = "int | None"
    cls._hash = field(default=None, init=False, compare=False, repr=False)
    cls.__annotations__["_spans"] = "int | None"
    cls._spans = field(default=None, init=False, compare=False, repr=False)   # visitor.span_key
    cls = dataclass(frozen=True, slots=True)(cls)
    tree_hash = cls.__hash__

    def __hash__(self):
        h = self._hash
        if h is None:
            h = tree_hash(self)
            object.__setattr__(self, "_hash", h)
        return h
    cls.__hash__ = __hash__
    return cls


class Node:
    """Base of every IR node."""
    __slots__ = ()


class Expr(Node):
    __slots__ = ()


class Stmt(Node):
    __slots__ = ()


# ----------------------------------------------------------------------------- expressions
@node
class Const(Expr):
    value: int | float | bool
    dtype: str = "i32"
    span: Span | None = _span()


@node
class Var(Expr):
    name: str
    dtype: str = "i32"
    span: Span | None = _span()


@node
class Binary(Expr):
    """Arithmetic (`+ - * / % min max`), bitwise (`& | ^ << >>`), comparison or logic;
    comparisons have dtype bool."""
    op: str
    a: Expr
    b: Expr
    dtype: str = "i32"
    span: Span | None = _span()


@node
class Unary(Expr):
    """`-a`, `!a` or `~a` (bitwise not)."""
    op: str
    a: Expr
    dtype: str = "i32"
    span: Span | None = _span()


@node
class Select(Expr):
    cond: Expr
    true_value: Expr
    false_value: Expr
    dtype: str = "i32"
    span: Span | None = _span()


@node
class Cast(Expr):
    dtype: str
    value: Expr
    span: Span | None = _span()


@node
class Load(Expr):
    """Read `buffer[indices]`; a read of a func that is not realised is a call to be inlined.
    `width` > 1 (kernels): the `width` consecutive elements from `indices` along the last
    dimension as one vector value (dtype `f32x4`), one instruction; `indices` name the first."""
    buffer: str
    indices: tuple[Expr, ...]
    dtype: str = "f32"
    span: Span | None = _span()
    width: int = 1


@node
class Component(Expr):
    """Component `index` (0 .. 3: `.x .y .z .w`) of a vector value; dtype is its element type."""
    vector: Expr
    index: int
    dtype: str = "f32"
    span: Span | None = _span()


@node
class Vector(Expr):
    """A vector value built of its components, `f32x4(a, b, c, d)`; dtype is the vector type."""
    values: tuple[Expr, ...]
    dtype: str = "f32x4"
    span: Span | None = _span()


@node
class Call(Expr):
    """An intrinsic: sqrt exp log abs floor ceil sin cos pow; in a pipeline's counting build
    only, `count(k, e)` (COUNTED): the value e, each evaluation counted in counter k; in a proc
    under `autotile` only, `cache_bytes(level)` (CACHE_BYTES, i64): the size of the data cache of
    that level of the machine the code runs on."""
    name: str
    args: tuple[Expr, ...]
    dtype: str = "f32"
    span: Span | None = _span()


COUNTED = "count"   # the counting build's mark on a use of an inlined func (passes/funcs/inline.py)
CACHE_BYTES = "cache_bytes"     # the running machine's cache size (irc/ir/analysis/autotile.py's model)


@node
class Reduce(Expr):
    """`sum(var in min .. min + extent: body)`, or another of REDUCTIONS (`op`: `maximum(...)`
    is op "max"); lowered to an accumulator loop by `lower_reductions`.  Only a sum at the top
    of a func's value makes loops of the func (Func.sums); the others are computed inline."""
    var: str
    min: Expr
    extent: Expr
    body: Expr
    dtype: str = "f32"
    span: Span | None = _span()
    op: str = "+"


# ----------------------------------------------------------------------------- statements
@node
class For(Stmt):
    var: str
    min: Expr
    extent: Expr
    kind: str
    body: Stmt
    span: Span | None = _span()


@node
class Store(Stmt):
    """Write `buffer[indices] = value`; `width` > 1: a vector value into `width` consecutive
    elements, as Load reads them.  `atomic` ("add", "min", "max", "exch", "cas"): a kernel's
    atomic read-modify-write instead, `buffer[indices] = op(buffer[indices], value)` as one step
    (exch: `value`; cas: `value` where the element equals `compare`, else unchanged), the
    element's old value into the thread's scalar `result` when there is one."""
    buffer: str
    indices: tuple[Expr, ...]
    value: Expr
    span: Span | None = _span()
    width: int = 1
    atomic: str | None = None
    result: str | None = None
    compare: Expr | None = None


@node
class Allocate(Stmt):
    """Storage for `buffer` over `bounds` ((min, extent) per dimension) while `body` runs."""
    buffer: str
    dtype: str
    bounds: tuple[tuple[Expr, Expr], ...]
    scope: str
    body: Stmt
    span: Span | None = _span()


@node
class Produce(Stmt):
    """Marks the statements that compute `func` (Halide's ProducerConsumer)."""
    func: str
    body: Stmt
    span: Span | None = _span()


@node
class Block(Stmt):
    stmts: tuple[Stmt, ...]
    span: Span | None = _span()


@node
class If(Stmt):
    cond: Expr
    then: Stmt
    otherwise: Stmt | None = None
    span: Span | None = _span()


@node
class LetStmt(Stmt):
    var: str
    value: Expr
    body: Stmt
    span: Span | None = _span()


@node
class While(Stmt):
    cond: Expr
    body: Stmt
    span: Span | None = _span()


@node
class Sort(Stmt):
    """Sort `buffer[lo .. lo + count)` in place, ascending (TACO's generated code calls `qsort`
    here): the columns of a sparse output's row gathered in a workspace.  `scratch` holds at
    least `count` elements for the sort's own use; both are one-dimensional i32 buffers."""
    buffer: str
    lo: Expr
    count: Expr
    scratch: str
    span: Span | None = _span()


@node
class Prefetch(Stmt):
    """A hint, not a read: bring the cache line of `address` (a Load that is not performed) in
    ahead of its use.  C: `__builtin_prefetch`, which never faults, though the address's own
    indices are evaluated (so they must stay in bounds)."""
    address: Load
    span: Span | None = _span()


# kernel word -> Store.atomic
ATOMIC_OPS = {"atomicAdd": "add", "atomicMin": "min", "atomicMax": "max", "atomicExch": "exch", "atomicCAS": "cas"}


@node
class Barrier(Stmt):
    span: Span | None = _span()


@node
class Assert(Stmt):
    """A run-time check; the backend stops the call with `message` when `cond` is false.

    When the compiler proves `cond` false whatever the sizes, it refuses the program with
    `refusal` (or `message`) instead."""
    cond: Expr
    message: str
    span: Span | None = _span()
    refusal: str | None = field(default=None, compare=False)


# ----------------------------------------------------------------------------- the unit passes transform
@node
class Buffer:
    """An input or output array argument: dims are (min, extent) in coordinates of the func."""
    name: str
    dtype: str
    bounds: tuple[tuple[Expr, Expr], ...]
    role: str  # "input" | "output"


@node
class Function:
    """A lowered program: size parameters, array arguments and a body."""
    name: str
    params: tuple[str, ...]
    buffers: tuple[Buffer, ...]
    body: Stmt

    def buffer(self, name: str) -> Buffer | None:
        return next((b for b in self.buffers if b.name == name), None)


# ----------------------------------------------------------------------------- builders
def const(value, dtype: str | None = None) -> Const:
    if dtype is None:
        dtype = "bool" if isinstance(value, bool) else "f32" if isinstance(value, float) else "i32"
    return Const(value, dtype)


def result_type(op: str, a: Expr, b: Expr) -> str:
    return "bool" if op in COMPARE_OPS or op in LOGIC_OPS else a.dtype


def binary(op: str, a: Expr, b: Expr) -> Binary:
    return Binary(op, a, b, result_type(op, a, b))


def add(a, b): return binary("+", a, b)
def sub(a, b): return binary("-", a, b)
def mul(a, b): return binary("*", a, b)
def div(a, b): return binary("/", a, b)
def mod(a, b): return binary("%", a, b)
def minimum(a, b): return binary("min", a, b)
def maximum(a, b): return binary("max", a, b)
def lt(a, b): return binary("<", a, b)
def le(a, b): return binary("<=", a, b)
def and_(a, b): return binary("&&", a, b)


def identity(op: str, dtype: str) -> Const:
    """The value that leaves `x op value` equal to x: what a reduction by `op` starts from (the
    type's limits for min and max; infinities for floats)."""
    if dtype in FLOAT_TYPES:
        return Const({"+": 0.0, "*": 1.0, "min": float("inf"), "max": -float("inf")}[op], dtype)
    low, big = int_range(dtype)
    return Const({"+": 0, "*": 1, "min": big, "max": low}[op], dtype)


def block(*stmts: Stmt) -> Stmt:
    """A Block of the given statements, flattening nested blocks; a single statement stays bare."""
    flat: list[Stmt] = []
    for s in stmts:
        if isinstance(s, Block):
            flat.extend(s.stmts)
        elif s is not None:
            flat.append(s)
    return flat[0] if len(flat) == 1 else Block(tuple(flat))


def is_const(e: Expr, value=None) -> bool:
    return isinstance(e, Const) and (value is None or e.value == value)
