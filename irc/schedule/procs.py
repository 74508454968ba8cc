"""Schedules of procs: reading a block of the file that names a proc, and which proc (and
schedule) a compile means.

A block says words of one proc, in order: `skew(a, b, f)`, `interchange(a, b)`, `tile(a, b, fa,
fb)` or `tile(a, b, c, fa, fb, fc)`, `parallel(a)`, `wavefront()`, `autotile(n)`.  Reading checks
their syntax (the words, their arguments, positive factors, loops named once); what they mean
for the order, and whether it keeps every dependence, is decided when the proc is compiled
(passes/loops/isl_codegen.py, on the dependences), where the loops the words make (`io`, `w`)
exist.
"""
from __future__ import annotations

import difflib
from dataclasses import replace

from ..diagnostics import CompileError, Source, UsageError
from ..frontend import ast
from ..ir.nodes import Block, For, If, LetStmt
from ..module import Module, Proc
from ..schedules import ProcSchedule, ProcWord
from .funcs import INT, LOOP, arguments, read_text

SIGNATURES = {
    "skew": [(LOOP, LOOP, INT)], "interchange": [(LOOP, LOOP)],
    "tile": [(LOOP, LOOP, INT, INT), (LOOP,) * 3 + (INT,) * 3],
    "parallel": [(LOOP,)], "wavefront": [()], "autotile": [(INT,) * n for n in range(1, 5)],
}
WORDS = tuple(SIGNATURES)


def is_proc_block(module: Module, block: ast.ScheduleDecl) -> bool:
    """A block that names a proc, or any block of a file of procs only."""
    only_procs = module.procs and not module.outputs and not module.kernels
    return bool(only_procs) or any(module.proc(c.func) for c in block.calls)


def read_proc_block(module: Module, block: ast.ScheduleDecl) -> ProcSchedule:
    """The words a block says of its proc, their syntax checked."""
    if not block.calls:
        raise CompileError(f"schedule '{block.name}' is empty; a block of a proc says its words: "
                           f"P.skew(i, t, 1).tile(t, i, 16, 64)", block.span)
    proc = _proc(module, block.calls[0])
    loops = _loop_depths(proc)
    words = []
    for call in block.calls:
        if call.func != proc.name:
            raise CompileError(f"a block schedules one proc: '{call.func}' is not {proc.name}; give each proc "
                               f"its own block", call.func_span or call.span)
        words.append(_word(call, loops))
    return ProcSchedule(block.name, proc.name, tuple(words))


def proc_block_text(module: Module, text: str) -> ProcSchedule | None:
    """The schedule of a proc that the body of a block spells (`--schedule 'lu.interchange(i,
    j)'`, named by its text), read as a block of the file would be; its diagnostics point into
    the text (`<schedule>:1:7`) as it is read and as the proc is compiled (isl_codegen checks
    its words).  None when the text schedules the funcs."""
    def read(block: ast.ScheduleDecl, source: Source) -> ProcSchedule | None:
        return replace(read_proc_block(module, block), source=source) if is_proc_block(module, block) else None
    return read_text(text, read)


def _proc(module: Module, call: ast.SchedCall) -> Proc:
    proc = module.proc(call.func)
    if proc is None:
        names = ", ".join(p.name for p in module.procs)
        raise CompileError(f"'{call.func}' is not a proc of this file; its procs are {names}",
                           call.func_span or call.span)
    return proc


def _word(call: ast.SchedCall, loops: dict[str, set[int]]) -> ProcWord:
    if call.method not in SIGNATURES:
        close = difflib.get_close_matches(call.method, WORDS, 1)
        hint = f" (did you mean '{close[0]}'?)" if close else ""
        raise CompileError(f"'{call.method}' is not a word of procs{hint}; they are {', '.join(WORDS)}", call.span)
    args = arguments(call, SIGNATURES)
    spans = tuple(a.span or call.span for a in call.args)
    for a, span in zip(args, spans):
        if isinstance(a, str) and len(loops.get(a, ())) > 1:
            raise CompileError(f"loop '{a}' is used at {len(loops[a])} depths of the proc; rename one to schedule "
                               f"it (a word names one loop)", span)
        if isinstance(a, int) and (a == 0 if call.method == "skew" else a < 1):
            what = "a skew factor is a non-zero integer" if call.method == "skew" else \
                f"the factors of {call.method} are positive integers"
            raise CompileError(f"{what}, got {a}", span)
    return ProcWord(call.method, tuple(args), call.span, spans)


def _loop_depths(proc: Proc) -> dict[str, set[int]]:
    """Each loop variable of the proc and the depths it is used at."""
    depths: dict[str, set[int]] = {}

    def visit(s, depth: int):
        if isinstance(s, For):
            depths.setdefault(s.var, set()).add(depth)
            visit(s.body, depth + 1)
        elif isinstance(s, Block):
            for child in s.stmts:
                visit(child, depth)
        elif isinstance(s, LetStmt):
            visit(s.body, depth)
        elif isinstance(s, If):
            visit(s.then, depth)
            if s.otherwise is not None:
                visit(s.otherwise, depth)
    visit(proc.body, 0)
    return depths


def proc_to_run(module: Module, proc: str | None = None,
                schedule=None) -> tuple[Proc, ProcSchedule | None] | None:
    """The proc a compile runs, and its schedule: the proc `proc` names (as written, or under
    `schedule`, a block of it); the proc a block `schedule` names; with neither, a file's only
    proc when it has no funcs.  None: the compile is of the funcs."""
    chosen = _named(module, schedule)
    only_procs = not module.outputs and not module.kernels
    if schedule is not None and not isinstance(chosen, ProcSchedule):
        if only_procs:
            raise UsageError(_unknown(module, schedule))
        if proc is not None:
            raise UsageError(f"schedule '{schedule}' is not one of proc {proc}'s; " + _blocks(module))
        return None
    if proc is not None:
        found = module.proc(proc)
        if found is None:
            names = ", ".join(p.name for p in module.procs)
            raise UsageError(f"unknown proc '{proc}'; " + (f"the procs are {names}" if names else
                                                           f"{module.source.name} has none"))
        if chosen is not None and chosen.proc != proc:
            raise UsageError(f"schedule '{chosen.name}' schedules proc {chosen.proc}, not {proc}")
        return found, chosen
    if chosen is not None:
        return module.proc(chosen.proc), chosen
    if module.outputs or not module.procs:
        return None
    if len(module.procs) > 1:
        raise UsageError(f"{module.source.name} has {len(module.procs)} procs "
                         f"({', '.join(p.name for p in module.procs)}); name one: --proc P, prog.compile(proc=...)")
    return module.procs[0], None


def _named(module: Module, schedule):
    """What a schedule argument means in a file with procs: a block of the file by its name, or the
    body of a block as text (of a proc: a ProcSchedule; of the funcs: None)."""
    if not isinstance(schedule, str) or not module.procs:
        return schedule
    return proc_block_text(module, schedule) if "(" in schedule else module.schedule(schedule)


def _unknown(module: Module, schedule) -> str:
    return f"unknown schedule '{schedule}'; " + _blocks(module)


def _blocks(module: Module) -> str:
    names = [n for n, s in module.schedules if isinstance(s, ProcSchedule)]
    return f"the schedules of procs are {', '.join(names)}" if names else f"{module.source.name} has no schedules of procs"
