"""What an emitted C program is to those who build and call it: its source with the cffi
declaration of its entry and the arguments the entry takes (`CSource`), among them the scratch
storage the caller allocates (`ScratchBuffer`: storage outside every loop, found by
`scratch_buffers`)."""
from __future__ import annotations

from dataclasses import dataclass

from ...ir.nodes import Allocate, Block, Const, Expr, Function, If, LetStmt, Produce, Stmt


@dataclass(frozen=True)
class ScratchBuffer:
    """Storage outside every loop, passed in by the caller: its size from the sizes alone."""
    name: str
    dtype: str
    lets: tuple[tuple[str, Expr], ...]   # the root lets in force where it is allocated
    size: Expr


@dataclass(frozen=True)
class CSource:
    source: str
    cdef: str
    entry: str
    args: tuple[tuple[str, str, str], ...]   # (kind: input|output|scratch|param, name, dtype)
    scratch: tuple[ScratchBuffer, ...]
    messages: tuple[str, ...]
    counted: tuple[str, ...]                 # funcs counted, in irc_counts order (counting only)
    openmp: bool


def scratch_buffers(fn: Function) -> list[ScratchBuffer]:
    """Allocations reached from the root without entering a loop."""
    found: list[ScratchBuffer] = []

    def walk(s: Stmt, lets: tuple):
        if isinstance(s, Block):
            for c in s.stmts:
                walk(c, lets)
        elif isinstance(s, LetStmt):
            walk(s.body, lets + ((s.var, s.value),))
        elif isinstance(s, Allocate):
            if s.scope == "global":
                size = s.bounds[0][1] if s.bounds else Const(1)     # a func of no arguments: one value
                found.append(ScratchBuffer(s.buffer, s.dtype, lets, size))
            walk(s.body, lets)
        elif isinstance(s, (Produce, If)):
            walk(s.body if isinstance(s, Produce) else s.then, lets)
            if isinstance(s, If) and s.otherwise is not None:
                walk(s.otherwise, lets)
    walk(fn.body, ())
    return found
