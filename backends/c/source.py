"""What an emitted C program is to those who build and call it: its source with the cffi
declaration of its entry and the arguments the entry takes (`CSource`), among them the scratch
storage the caller allocates (`ScratchBuffer`: storage outside every loop, found by
`scratch_buffers`)."""
from __future__ import annotations

from dataclasses import dataclass

from ...ir.nodes import Allocate, Block, Const, Expr, Function, If, LetStmt, Produce, Stmt


@dataclass(frozen=True)
class ScratchBuffer:
    """Storage outside every loop, passed in by the caller: its size from the sizes alone, the
    largest of its allocations' where it is allocated more than once (an unrolled loop's copies)."""
    name: str
    dtype: str
    sizes: tuple[tuple[tuple[tuple[str, Expr], ...], Expr], ...]   # (the root lets in force there, size)


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
    """Allocations reached from the root without entering a loop, one per buffer."""
    found: dict[str, ScratchBuffer] = {}

    def walk(s: Stmt, lets: tuple):
        if isinstance(s, Block):
            for c in s.stmts:
                walk(c, lets)
        elif isinstance(s, LetStmt):
            walk(s.body, lets + ((s.var, s.value),))
        elif isinstance(s, Allocate):
            if s.scope == "global":
                size = s.bounds[0][1] if s.bounds else Const(1)     # a func of no arguments: one value
                before = found.get(s.buffer, ScratchBuffer(s.buffer, s.dtype, ()))
                found[s.buffer] = ScratchBuffer(s.buffer, s.dtype, before.sizes + ((lets, size),))
            walk(s.body, lets)
        elif isinstance(s, (Produce, If)):
            walk(s.body if isinstance(s, Produce) else s.then, lets)
            if isinstance(s, If) and s.otherwise is not None:
                walk(s.otherwise, lets)
    walk(fn.body, ())
    return list(found.values())
