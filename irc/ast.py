"""The syntax tree the parser builds; the checker turns it into a `Module` of IR expressions."""
from __future__ import annotations

from dataclasses import dataclass, field

from .diagnostics import Span


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
    var: str
    lo: object
    hi: object
    body: object
    span: Span | None = _span()


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
    format: tuple[str, ...] | None
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
class OutputDecl:
    name: str
    ranges: tuple | None  # ((lo, hi_or_None), ...) or None for the func's natural extent
    format: tuple[str, ...] | None
    span: Span | None = _span()
    name_span: Span | None = _span()


@dataclass(frozen=True)
class SchedCall:
    """One `.method(args)` of a schedule chain on `func`."""
    func: str
    method: str
    args: tuple
    span: Span | None = _span()
    func_span: Span | None = _span()


@dataclass(frozen=True)
class ScheduleDecl:
    name: str
    calls: tuple[SchedCall, ...]
    span: Span | None = _span()


@dataclass(frozen=True)
class Program:
    decls: tuple
