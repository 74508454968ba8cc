"""Schedules of hand-written kernels: reading a `schedule NAME { ... }` block of a file's kernels,
and a kernel as such a block schedules it.

On a kernel the one word is `K.pad(s, n)`: n extra words on the last dimension of its shared
array `s` (pass `pad` adds them, as it does to a cached func's tile).  `schedule padded {
transpose_smem.pad(tile, 1) }` makes transpose_smem's 32 x 32 tile 32 x 33, as transpose_padded
declares it: the kernel indexes the tile by row and column, so each element keeps its own word
and only the rows' stride changes, 33 words, and a warp walking down a column meets 32 banks
instead of one.  The kernel reads and writes inside its declared shape, so it never touches the
padding.  A one-dimensional shared array is refused: the kernel computes its addresses by hand
(`s[ty * 32 + tx]`), and a longer array moves none of them.
"""
from __future__ import annotations

import difflib
from dataclasses import replace

from ..diagnostics import CompileError, UsageError
from ..frontend import ast
from ..ir.nodes import Load, Store
from ..ir.printer import expr_str
from ..ir.visitor import walk
from ..module import Kernel, Module
from ..schedules import KernelSchedule, SharedPad
from .builder import check_pad_words
from .funcs import WORDS, integer_argument

def is_kernel_block(module: Module, block: ast.ScheduleDecl) -> bool:
    """A file without funcs schedules its kernels; one with both, in the blocks that name a kernel."""
    return not module.outputs or any(module.kernel(c.func) for c in block.calls)


def read_kernel_block(module: Module, block: ast.ScheduleDecl) -> KernelSchedule:
    """The pads a block of the file's kernels says, each checked against its kernel."""
    pads: list[SharedPad] = []
    for call in block.calls:
        pad = _pad(module, call)
        if any((p.kernel, p.array) == (pad.kernel, pad.array) for p in pads):
            raise CompileError(f"'{pad.array}' of kernel '{pad.kernel}' is padded twice; pad it once, by the sum",
                               call.span)
        pads.append(pad)
    return KernelSchedule(block.name, tuple(pads))


def _pad(module: Module, call: ast.SchedCall) -> SharedPad:
    kernel = _kernel(module, call)
    if len(call.args) != 2:
        raise CompileError(f"pad on a kernel takes 2 arguments, its shared array and the words: "
                           f"{kernel.name}.pad(s, n); got {len(call.args)}", call.span)
    array = _shared_array(kernel, call.args[0], call)
    words = check_pad_words(integer_argument(call, 1), call.args[1].span or call.span)
    _keeps_vectors_aligned(kernel, array, words, call.args[1].span or call.span)
    return SharedPad(kernel.name, array, words)


def _keeps_vectors_aligned(kernel: Kernel, array: str, words: int, span) -> None:
    """A vector access (`s[r, c : 4]`) must stay aligned to its width: a row longer by a word
    count the width does not divide would start rows off it."""
    vector = next((n for n in walk(kernel.body) if isinstance(n, (Load, Store)) and n.buffer == array
                   and n.width > 1 and words % n.width), None)
    if vector is not None:
        line = f" (line {vector.span.line})" if vector.span else ""
        raise CompileError(f"cannot pad '{array}' of kernel '{kernel.name}' by {words}: it is accessed "
                           f"{vector.width} elements at a time{line}, and its rows must stay aligned to that; "
                           f"pad by a multiple of {vector.width}", span)


def _kernel(module: Module, call: ast.SchedCall) -> Kernel:
    """The kernel a word is said of, once it is `pad`."""
    kernel = module.kernel(call.func)
    if kernel is None and module.outputs:
        raise CompileError(f"'{call.func}' is not a kernel, and this block schedules kernels; a block schedules the "
                           f"file's funcs or its kernels, not both: give each its own block",
                           call.func_span or call.span)
    if call.method != "pad":
        what = "schedules funcs" if call.method in WORDS else "is not a schedule word"
        none = ", and this file has none" if not module.outputs and call.method in WORDS else ""
        raise CompileError(f"'{call.method}' {what}{none}; on a kernel the one word is pad: {call.func}.pad(s, n), "
                           f"n extra words on the last dimension of its shared array s", call.span)
    if kernel is None:
        names = [k.name for k in module.kernels]
        close = difflib.get_close_matches(call.func, names, 1)
        hint = f" (did you mean '{close[0]}'?)" if close else ""
        raise CompileError(f"unknown kernel '{call.func}'{hint}; the kernels are {', '.join(names)}",
                           call.func_span or call.span)
    return kernel


def _shared_array(kernel: Kernel, arg, call: ast.SchedCall) -> str:
    """The shared array `arg` names: one of the kernel's, of two dimensions or more."""
    def shape(s) -> str:
        return f"{s.dtype}[{', '.join(expr_str(e) for e in s.shape)}]"
    name = arg.id if isinstance(arg, ast.Name) else None
    array = next((s for s in kernel.shared if s.name == name), None)
    if array is None:
        have = ", ".join(f"{s.name} ({shape(s)})" for s in kernel.shared)
        what = (f"'{name}' is a buffer of kernel '{kernel.name}', in global memory" if kernel.buffer(name or "")
                else f"kernel '{kernel.name}' has no shared array '{name}'" if name
                else f"argument 1 of pad names a shared array of kernel '{kernel.name}'")
        theirs = f"one of its shared arrays: {have}" if have else "a shared array, and it declares none"
        raise CompileError(f"{what}; pad pads {theirs}", arg.span or call.span)
    if len(array.shape) == 1:
        raise CompileError(f"cannot pad '{array.name}' of kernel '{kernel.name}': it is one-dimensional "
                           f"({shape(array)}), indexed by hand, so padding its last dimension adds words at its end "
                           f"and moves no element the kernel indexes; declare it in rows and columns (indexed "
                           f"{array.name}[r, c]) to pad its rows", arg.span or call.span)
    return array.name


def kernel_under(module: Module, kernel: Kernel, schedule) -> Kernel:
    """`kernel` as the file's schedule of kernels `schedule` (a block's name, or one read) says:
    with the pads it gives its shared arrays (UsageError for a schedule that is not one of it)."""
    block = module.schedule(schedule) if isinstance(schedule, str) else schedule
    if not isinstance(block, KernelSchedule):
        label = schedule if isinstance(schedule, str) else schedule.name
        why = f"'{label}' schedules funcs" if block is not None else f"{module.source.name} has no schedule '{label}'"
        have = ", ".join(n for n, s in module.schedules if isinstance(s, KernelSchedule)) or "none"
        raise UsageError(f"kernel '{kernel.name}' runs under a schedule of kernels (K.pad(s, n)); {why}; its "
                         f"schedules of kernels: {have}")
    if kernel.name not in block.kernels():
        raise UsageError(f"schedule '{block.name}' does not schedule kernel '{kernel.name}'; it schedules "
                         f"{', '.join(block.kernels())}")
    return replace(kernel, pads=tuple((p.array, p.words) for p in block.pads if p.kernel == kernel.name))


def kernel_named(module: Module, name: str, schedule=None) -> Kernel:
    """Kernel `name` of the file, under its schedule of kernels `schedule` if one is given."""
    kernel = module.kernel(name)
    if kernel is None:
        names = ", ".join(k.name for k in module.kernels) or "none"
        raise UsageError(f"no kernel '{name}' in {module.source.name}; kernels: {names}")
    return kernel if schedule is None else kernel_under(module, kernel, schedule)
