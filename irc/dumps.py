"""Pass dumps and per-pass checks: `--print-ir-after*`, `--dump-dir`, `--verify-each`."""
from __future__ import annotations

import sys
from pathlib import Path

from .ir.printer import to_str
from .ir.verifier import verify
from .naming import region_extent, region_min
from .pass_manager import Context, Instrumentation, run_passes
from .pipeline import PIPELINE

EXECUTABLE_TAIL = ("bounds", "lower_reductions", "flatten")


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
        text = header(name, self.spec, unchanged) + "\n" + to_str(new)
        if self.dump_dir:
            (self.dump_dir / f"{self.count:02d}-{name}.ir").write_text(text)
        if self.after_all or name in self.after or (self.after_change and not unchanged):
            print(text, file=self.out)


def small_sizes(module, schedule) -> dict[str, int]:
    """Sizes for `--verify-each`: larger than every split factor, and divisible by none."""
    factors = [s.factor for _, fs in schedule.funcs for s in fs.splits] or [4]
    n = 2 * max(factors) + 3
    return {p.name: n for p in module.params}


class Verifier:
    """After each pass: the structural verifier, then a run against the reference."""

    def __init__(self, module, schedule, log=sys.stderr):
        from .api import Program
        self.program = Program(module)
        self.module = module
        self.schedule = schedule
        self.sizes = small_sizes(module, schedule)
        self.log = log
        import numpy as np
        rng = np.random.default_rng(0)
        from .compiled import NUMPY_TYPES
        from .sizes import bind_sizes
        env = bind_sizes(module, {}, self.sizes)
        from .ir.evaluate import eval_int
        self.inputs = {i.name: rng.random(tuple(eval_int(e, env) for e in i.shape)).astype(NUMPY_TYPES[i.dtype])
                       for i in module.inputs}
        self.expected = self.program.reference(**self.inputs, **self.sizes)
        self.region_names = frozenset(n for f in module.funcs for a in f.args
                                      for n in (region_min(f.name, a), region_extent(f.name, a)))

    def __call__(self, name, fn):
        symbolic = PIPELINE.index(name) < PIPELINE.index("bounds")
        verify(fn, allow_free=self.region_names if symbolic else frozenset())
        tail = [p for p in EXECUTABLE_TAIL if PIPELINE.index(p) > PIPELINE.index(name)]
        from .backends.c.emit import emit_c
        from .compiled import CompiledPipeline
        done = run_passes(tail, fn, Context(self.module, self.schedule))
        compiled = CompiledPipeline(self.module, self.schedule, done, emit_c(done), "")
        got = compiled(**self.inputs, **self.sizes)
        err = relative_error(got, self.expected)
        status = "ok" if err <= 1e-5 else "MISMATCH"
        sizes = ",".join(f"{k}={v}" for k, v in self.sizes.items())
        print(f"verify-each: after {name:<17} {status} (max relative error {err:.2e} at {sizes})", file=self.log)
        if err > 1e-5:
            from .diagnostics import InternalError
            raise InternalError(f"the IR after pass '{name}' computes a different result than the reference")


def relative_error(got, expected) -> float:
    """max |got - expected| / max |expected| (numpy arrays)."""
    import numpy as np
    scale = max(float(np.max(np.abs(expected))) if expected.size else 0.0, 1e-30)
    return float(np.max(np.abs(got.astype(np.float64) - expected.astype(np.float64)))) / scale if got.size else 0.0


def instrumentation(dumper: Dumper | None, verifier: Verifier | None) -> Instrumentation:
    return Instrumentation(after=dumper, verify=verifier)
