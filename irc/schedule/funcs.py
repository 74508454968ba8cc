"""Reading a `schedule NAME { ... }` block of funcs: each word of the syntax becomes a call of
the schedule builder, which checks it (schedule/builder.py).

This file knows the syntax only: which words exist, how many arguments each takes, and
which of them are loop names and which integer constants.
"""
from __future__ import annotations

import difflib

from ..diagnostics import CompileError, Source
from ..frontend import ast
from ..frontend.parse import parse_schedule_body
from ..module import Module
from ..schedules import Schedule
from .builder import ScheduleBuilder
from .draft import Where
from .func_words import FuncBuilder

LOOP, INT, COND = "a loop variable name", "an integer constant", "a condition on the sizes"
TAIL = "a tail strategy (RoundUp, GuardWithIf, ShiftInwards, Predicate or Auto)"
MEMORY = "a memory type (Stack, Heap or Auto)"
ALIGN = "a loop alignment (AlignStart, AlignEnd, NoAlign or Auto)"
TEXT_SOURCE = "<schedule>"        # the name diagnostics give a block's body given as text
# word -> the argument lists it accepts (reorder: any number of loops)
SIGNATURES = {
    "compute_root": [()], "compute_inline": [()], "compute_at": [(LOOP, LOOP)],
    "store_root": [()], "store_at": [(LOOP, LOOP)],
    "split": [(LOOP, LOOP, LOOP, INT), (LOOP, LOOP, LOOP, INT, TAIL)],
    "tile": [(LOOP, LOOP, INT, INT), (LOOP, LOOP, INT, INT, TAIL), (LOOP,) * 6 + (INT, INT), (LOOP,) * 6 + (INT, INT, TAIL)],
    "reorder": None,
    "vectorize": [(LOOP,), (LOOP, INT), (LOOP, INT, TAIL)],
    "parallel": [(LOOP,)],
    "unroll": [(LOOP,), (LOOP, INT), (LOOP, INT, TAIL)],
    "gpu_tile": [(LOOP, LOOP, LOOP, INT), (LOOP,) * 6 + (INT, INT)],
    "gpu_blocks": None,
    "gpu_threads": None,
    "cache": [(LOOP, LOOP)],
    "pad": [(INT,)],
    "coarsen": [(LOOP, INT)],
    "update": [(), (INT,)],
    "rfactor": [(LOOP, LOOP)],
    "fuse": [(LOOP, LOOP, LOOP)],
    "specialize": [(COND,)],
    "bound": [(LOOP, INT, INT)],
    "reorder_storage": None,
    "store_in": [(MEMORY,)],
    "fold_storage": [(LOOP, INT)],
    "in": [(), (LOOP,)],
    "clone_in": [(LOOP,)],
    "prefetch": [(LOOP, LOOP), (LOOP, LOOP, INT)],
    "hoist_storage": [(LOOP, LOOP)],
    "hoist_storage_root": [()],
    "compute_with": [(LOOP, LOOP), (LOOP, LOOP, ALIGN)],
}
WORDS = tuple(SIGNATURES)
BUFFER_WORDS = ("cache", "pad", "in", "clone_in")     # said of an input (or a func): the builder's
PROC_WORDS = ("skew", "interchange", "wavefront", "autotile")      # schedule/procs.py


def read_block(module: Module, block: ast.ScheduleDecl) -> Schedule:
    """The schedule a block of the file's funcs spells, checked word by word, then as a whole."""
    builder = ScheduleBuilder(module)
    subject = None
    for call in block.calls:
        if call.first:
            subject = None
        subject = _word(builder, subject, call)
    return builder.finish(block.name, f"schedule block '{block.name}'")


def _word(builder: ScheduleBuilder, subject, call: ast.SchedCall):
    """Say word `call` of `subject` (the func's words when None: the chain's first word); what
    it returns is the subject of the chain's next word."""
    m = call.method
    if m in PROC_WORDS:
        raise CompileError(f"'{m}' schedules procs (loop nests); the pipeline backends cannot honour it", call.span)
    if m not in WORDS:
        close = difflib.get_close_matches(m, WORDS, 1)
        hint = f" (did you mean '{close[0]}'?)" if close else ""
        raise CompileError(f"unknown schedule word '{m}'{hint}; the words are {', '.join(WORDS)}", call.span)
    where = Where(call.span, tuple(a.span for a in call.args), call.func_span)
    args = arguments(call, SIGNATURES)
    if m in BUFFER_WORDS:
        return getattr(builder, m)(call.func, *args, where=where)
    target = subject if isinstance(subject, FuncBuilder) else builder.func(call.func, where)
    return getattr(target, m)(*args, where=where)


def arguments(call: ast.SchedCall, signatures: dict) -> list:
    """The word's arguments, loop names, tail strategies and memory types as strings
    (`TailStrategy.RoundUp`, `MemoryType.Stack` too), integers as ints and conditions as syntax,
    by its signature."""
    kinds = _argument_kinds(call, signatures)
    return [_name(call, i, kind) if kind in (LOOP, TAIL, MEMORY, ALIGN) else call.args[i] if kind == COND else integer_argument(call, i)
            for i, kind in enumerate(kinds)]


def _argument_kinds(call: ast.SchedCall, signatures: dict) -> tuple[str, ...]:
    forms = signatures[call.method]
    if forms is None:
        return (LOOP,) * len(call.args)
    for kinds in forms:
        if len(kinds) == len(call.args):
            return kinds
    counts = " or ".join(str(len(k)) for k in forms if k[-1:] != (TAIL,))
    tail = " (and a tail strategy after them)" if any(k[-1:] == (TAIL,) for k in forms) else ""
    raise CompileError(f"{call.method} takes {counts} arguments{tail}, got {len(call.args)}", call.span)


def _name(call: ast.SchedCall, i: int, kind: str = LOOP) -> str:
    """A loop name: `x`, or `x.o` / `x.v` / `x.u`, the loops `vectorize(x, n)` and `unroll(x, n)`
    make; or a tail strategy's (`RoundUp`, `TailStrategy.RoundUp`)."""
    a = call.args[i]
    if isinstance(a, ast.Attr):
        return f"{a.base}.{a.field}"
    if not isinstance(a, ast.Name):
        raise CompileError(f"argument {i + 1} of {call.method} must be {kind}", a.span or call.span)
    return a.id


def integer_argument(call: ast.SchedCall, i: int) -> int:
    """Argument i of a word, an integer constant (negative ones too, for the word to refuse)."""
    a = call.args[i]
    negated = isinstance(a, ast.UnOp) and a.op == "-"
    num = a.a if negated else a
    if not (isinstance(num, ast.Num) and num.kind == "int"):
        raise CompileError(f"argument {i + 1} of {call.method} must be {INT}", a.span or call.span)
    return -num.value if negated else num.value


def read_text(text: str, read):
    """`read(block, source)` of the block whose body is `text` (`blurx.compute_root()`, named by
    it), its diagnostics pointing into the text (`<schedule>:1:7`): the text's Source."""
    source = Source(TEXT_SOURCE, text)
    try:
        return read(parse_schedule_body(text, " ".join(text.split())), source)
    except CompileError as e:
        e.source = e.source or source
        raise
