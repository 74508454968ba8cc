"""Pass dumps and per-pass checks: `--print-ir-after*`, `--dump-dir`, `--verify-each`."""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Callable

from ..diagnostics import FailedRun, InternalError
from ..ir.nodes import Function
from ..ir.printer import to_str
from ..ir.verifier import verify
from ..naming import region_extent, region_min
from .pass_manager import Context, run_passes
from .pipelines import Pipeline

TOLERANCE = 1e-5   # largest relative error of a pass's result against the reference


def header(name: str, spec: str, unchanged: bool) -> str:
    note = " (unchanged)" if unchanged else ""
    return f"// -----// IR Dump After {name}{note} [{spec}] //----- //"


class Dumper:
    """Collects the dumps the command line asked for."""

    def __init__(self, spec: str, after_all=False, after=(), after_change=False, dump_dir=None, out=sys.stdout):
        self.spec = spec
        self.after_all = after_all
        self.after = set(after)
        self.after_change = after_change
        self.dump_dir = Path(dump_dir) if dump_dir else None
        self.out = out
        self.count = 0
        if self.dump_dir:
            self.dump_dir.mkdir(parents=True, exist_ok=True)

    def __call__(self, name, old, new):
        self.count += 1
        unchanged = new is old
        shown = self.after_all or name in self.after or (self.after_change and not unchanged)
        if not (shown or self.dump_dir):
            return
        text = header(name, self.spec, unchanged) + "\n" + to_str(new)
        if self.dump_dir:
            (self.dump_dir / f"{self.count:02d}-{name}.ir").write_text(text)
        if shown:
            print(text, file=self.out)


class Verifier:
    """After each pass: the structural verifier, then the IR (with the passes that make it
    runnable) run by the target and compared with the reference: `error_of(fn)` is the largest
    relative error of its result (or FailedRun where the target saw it fault or race) at `sizes`."""

    def __init__(self, pipeline: Pipeline, ctx: Context, error_of: Callable[[Function], float],
                 sizes: dict[str, int], log=None):
        self.pipeline, self.ctx, self.error_of, self.log = pipeline, ctx, error_of, log
        self.where = ",".join(f"{k}={v}" for k, v in sizes.items())
        self.region_names = frozenset(n for f in ctx.module.funcs for a in f.args
                                      for n in (region_min(f.name, a), region_extent(f.name, a)))
        self.calls = {f.name: len(f.args) for f in ctx.module.funcs} | {
            i.name: len(i.shape) for i in ctx.module.inputs if i.format is not None}   # sparse: by coordinates

    def __call__(self, name: str, fn: Function):
        verify(fn, allow_free=self.region_names if self.pipeline.regions_free_after(name) else frozenset(),
               calls=self.calls if self.pipeline.calls_after(name) else None)
        try:
            err = self.error_of(run_passes(self.pipeline.runnable_after(name), fn, self.ctx))
        except FailedRun as e:
            print(f"verify-each: after {name:<17} FAILED (at {self.where}: {e})", file=self.log or sys.stderr)
            raise InternalError(f"the IR after pass '{name}' {e}") from None
        status = "ok" if err <= TOLERANCE else "MISMATCH"
        print(f"verify-each: after {name:<17} {status} (max relative error {err:.2e} at {self.where})",
              file=self.log or sys.stderr)
        if err > TOLERANCE:
            raise InternalError(f"the IR after pass '{name}' computes a different result than the reference")
