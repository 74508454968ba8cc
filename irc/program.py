"""Loading a program: text -> parse -> check -> read its schedule blocks -> `Module`."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from .diagnostics import CompileError, Source, UsageError
from .frontend.check import check
from .frontend.parse import parse
from .module import Module
from .schedules import KernelSchedule, Schedule
from .regions import index_ranges, output_checks
from .schedule.funcs import read_block
from .schedule.kernels import is_kernel_block, read_kernel_block
from .schedule.procs import is_proc_block, read_proc_block


def parse_module(text: str, filename: str = "<string>") -> Module:
    """The checked program of `text`; line endings are normalised as reading a file does."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    source = Source(filename, text)
    name = Path(filename).stem if filename != "<string>" else "program"
    name = "".join(c if c.isalnum() else "_" for c in name) or "program"
    module, blocks = check(parse(text), source, name)
    ranges = index_ranges(module) if module.outputs else ()
    if module.outputs:
        output_checks(module)     # what certainly leaves an output's range is refused now
    return replace(module, schedules=tuple((b.name, _read(module, b)) for b in blocks), index_ranges=ranges)


def _read(module: Module, block) -> Schedule | KernelSchedule | CompileError:
    """A block read (of the funcs, of the kernels or of the procs), or the diagnostic it earns: one bad
    block does not stop the file's others (it is raised when the block is chosen; `irc check` reports
    them all)."""
    try:
        if is_proc_block(module, block):
            return read_proc_block(module, block)
        return read_kernel_block(module, block) if is_kernel_block(module, block) else read_block(module, block)
    except CompileError as e:
        return e


def load_module(path: str | Path) -> Module:
    path = Path(path)
    try:
        text = path.read_text()
    except (FileNotFoundError, IsADirectoryError, PermissionError, UnicodeDecodeError) as e:
        raise UsageError(f"cannot read '{path}': {e.strerror if hasattr(e, 'strerror') and e.strerror else e}") from None
    return parse_module(text, str(path))
