"""Program kinds: funcs (pipelines; a GPU schedule is funcs on the SIMT or OpenCL target),
kernel, proc and sparse — the one place that knows a kind.

`choose(module, schedule, proc, kernel)` says which kind a request is and what of the program it
lowers (a Context); the kind then lowers it for a target through the table of pipelines
(lower/pipelines.py), compiles it (`kind.compile(ctx, target)`), gives its reference and its
`--verify-each`.  The API and the command line ask a kind; tune, viz and dask do too.
"""
from __future__ import annotations

from ..lower.pass_manager import Context
from ..module import Module
from ..registry import KINDS
from ..schedule.kernels import kernel_named
from ..schedule.procs import proc_to_run
from ..schedule.resolve import resolve
from ..schedule.sparse import check_sparse_schedule
from .base import Kind


def choose(module: Module, schedule=None, proc: str | None = None, kernel: str | None = None,
           fast_math: bool = False) -> tuple[Kind, Context]:
    """The kind of what is asked and what of `module` it lowers: kernel `kernel` (under
    `schedule`, a schedule of kernels); a proc (`proc`, or the proc a block `schedule` names, or
    a file's only proc); a sparse program under `schedule`; else the funcs under `schedule`."""
    if kernel is not None:
        return KINDS["kernel"], Context(module, kernel=kernel_named(module, kernel, schedule), fast_math=fast_math)
    found = proc_to_run(module, proc, schedule)
    if found is not None:
        return KINDS["proc"], Context(module, proc=found[0], proc_schedule=found[1], fast_math=fast_math)
    if module.sparse:
        chosen = None if schedule is None else resolve(module, schedule)
        if chosen is not None:
            check_sparse_schedule(module, chosen)
        return KINDS["sparse"], Context(module, chosen, fast_math=fast_math)
    return KINDS["funcs"], Context(module, resolve(module, schedule), fast_math=fast_math)
