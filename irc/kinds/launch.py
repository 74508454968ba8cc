"""A launch, bound and checked: a kernel's buffers and sizes bound by name (checked against its
declarations), the launch target's run, and its `check` declarations (or, for the funcs under a
GPU schedule, the numpy reference: gpu.py) compared with the buffers after it; random buffers
and CSR matrices for launches nobody gave buffers to; counts fitted across sizes (SIMT)."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..arrays import contiguous
from ..diagnostics import RunError, UsageError
from ..ir.nodes import Function
from ..ir.types import NUMPY_TYPES
from ..module import Check, Kernel, Module
from ..registry import TARGET_OBJECTS as TARGETS
from ..sizes import size_value
from ..targets.base import LaunchSpec, LaunchTarget
from ..targets.compare import compare
from ..targets.simt import LaunchError, SimtError, SimtRun, buffer_shape, fit_counts
from .reference import evaluate_func


@dataclass
class CheckResult:
    buffer: str
    max_error: float      # largest |got - expected| / max(1, |expected|)
    ok: bool
    first: str = ""       # the first wrong element, when not ok


def launch_sizes(module: Module, sizes: dict) -> dict[str, int]:
    """Every size of the program: as given (checked), else its default."""
    return {p.name: size_value(p.name, sizes[p.name]) if p.name in sizes else p.default for p in module.params}


def bind_kernel_args(module: Module, kernel: Kernel, kwargs: dict) -> tuple[dict, dict]:
    """Buffers (numpy arrays by name) and sizes (ints by name) of a launch, checked."""
    names = {b.name for b in kernel.buffers}
    arrays = {k: v for k, v in kwargs.items() if k in names}
    sizes = {k: v for k, v in kwargs.items() if k not in names}
    unknown = [k for k in sizes if module.param(k) is None]
    if unknown:
        raise UsageError(f"'{unknown[0]}' is neither a buffer of kernel '{kernel.name}' "
                         f"({', '.join(b.name for b in kernel.buffers)}) nor a size "
                         f"({', '.join(p.name for p in module.params) or 'none'})")
    env = launch_sizes(module, sizes)
    for b in kernel.buffers:
        if b.name not in arrays:
            raise LaunchError(f"buffer '{b.name}' of kernel '{kernel.name}' is missing", b.span)
        want = np.dtype(NUMPY_TYPES[b.dtype])
        a = np.asarray(arrays[b.name])
        shape = buffer_shape(b, env)
        if a.dtype.newbyteorder("=") != want or a.shape != shape:
            raise LaunchError(f"buffer '{b.name}' must be {want.name} of shape {shape} "
                              f"({', '.join(f'{k}={v}' for k, v in env.items())}), got {a.dtype.name} of shape "
                              f"{a.shape}", b.span)
        arrays[b.name] = contiguous(a)      # no note: a launch runs on copies, the GPU's memory
    return arrays, env


def expected(module: Module, kernel: Kernel, check: Check, before: dict, env: dict) -> np.ndarray:
    """What `check` says the buffer holds after the launch, from the buffers before it."""
    scope = Module(module.name, module.source, module.params, kernel.buffers, (check.func,), None, ())
    try:
        return evaluate_func(scope, check.func.name, np.shape(before[check.func.name]), before, env)
    except RunError as e:
        raise LaunchError(f"the check of '{check.func.name}' cannot be evaluated: {e}", check.span) from None


def kernel_expected(module: Module, kernel: Kernel, arrays: dict, env: dict) -> list[tuple[str, np.ndarray]]:
    """(buffer, what it must hold after the launch): the file's `check` declarations."""
    return [(c.func.name, expected(module, kernel, c, arrays, env)) for c in module.checks_of(kernel.name)]


TOLERANCE = {"float32": 1e-4, "float64": 1e-9}


def checked(buffer: str, got: np.ndarray, want: np.ndarray) -> CheckResult:
    """A buffer against its check: errors relative to max(1, |expected|) of each element (float
    sums may be reassociated by a kernel), by compare.py's rule (an infinity or a NaN that the
    check predicts is no error: a float divided by zero is inf on a GPU and in the check alike)."""
    tolerance = TOLERANCE.get(got.dtype.name, 0.0)
    c = compare(got, want, tolerance, per_element=True)
    return CheckResult(buffer, c.error, c.ok, c.first)


class Launcher:
    """One kernel of a module, lowered once (`fn`) for a launch target and prepared for it (the
    SIMT interpreter runs `fn` itself; OpenCL builds its source), launched at any sizes:
    `launcher(**buffers_and_sizes, **options)` binds buffers and sizes by name and returns the
    target's run (the SIMT interpreter's options: races, gpu, budget)."""

    def __init__(self, module: Module, kernel: Kernel, target: str, fn: Function, source_name: str | None = None):
        self.module, self.kernel, self.fn = module, kernel, fn
        self.target: LaunchTarget = TARGETS[target]
        self.program = self.target.prepare(fn, source_name or kernel.name)

    def __call__(self, **buffers_sizes_and_options):
        options = {k: buffers_sizes_and_options.pop(k) for k in self.target.options if k in buffers_sizes_and_options}
        arrays, env = self.bind(buffers_sizes_and_options)
        return self.run(arrays, env, **options)

    def bind(self, buffers_and_sizes: dict) -> tuple[dict, dict]:
        return bind_kernel_args(self.module, self.kernel, buffers_and_sizes)

    def run(self, arrays: dict, env: dict, **options):
        """Launch on `arrays` (bound) at sizes `env`; the run's checks compare the buffers after
        it with what `expected` says they hold."""
        what = LaunchSpec(self.kernel.name, self.kernel.registers, self.kernel.launch_span, self)
        return self.target.launch(self.program, what, arrays, env, lambda outputs: [
            checked(name, outputs[name], want) for name, want in self.expected(arrays, env)], **options)

    def expected(self, arrays: dict, env: dict) -> list[tuple[str, np.ndarray]]:
        return kernel_expected(self.module, self.kernel, arrays, env)

    def scaled(self, run: SimtRun, scale_to: dict[str, int]):
        """(counts at `scale_to`, the launch there, each counter's exponent), fitted from `run` and
        one at half the sizes named (random floats, zero integers, a random `run.csr` matrix)."""
        ratios = set()
        for name, target in scale_to.items():
            if name not in run.sizes:
                raise UsageError(f"unknown size '{name}' to scale to; sizes: {', '.join(run.sizes)}")
            ratios.add(size_value(name, target) / run.sizes[name])
        if len(ratios) != 1:
            raise UsageError("scaling must multiply every size it names by the same factor")
        half = {k: (v // 2 if k in scale_to else v) for k, v in run.sizes.items()}
        if any(half[k] * 2 != run.sizes[k] for k in scale_to):
            raise UsageError("to scale, the simulated sizes must be even (the counts are fitted from "
                             "this size and half of it)")
        try:
            small = self.run(random_buffers(self.kernel, half, run.csr), half, races=run.result.races_checked,
                             gpu=run.gpu, csr=run.csr, budget=run.budget)
        except SimtError as e:
            at = ", ".join(f"{k}={v}" for k, v in half.items())
            raise type(e)(e.message, e.span, (*e.notes, f"in the run at half the sizes ({at}) that scaling "
                                                        "fits the counts from")) from None
        return fit_counts(small, run, ratios.pop(), self.fn, {**run.sizes, **scale_to}, self.kernel.registers)


def random_buffers(kernel: Kernel, sizes: dict, csr: CsrSpec | None = None,
                   seed: int = 0) -> dict[str, np.ndarray]:
    """Inputs for a launch nobody gave buffers to: floats normal, integers zero (always in bounds),
    and with `csr` three of them a random sparse matrix in CSR form."""
    rng = np.random.default_rng(seed)
    out = {}
    for b in kernel.buffers:
        shape = buffer_shape(b, sizes)
        t = NUMPY_TYPES[b.dtype]
        out[b.name] = rng.standard_normal(shape).astype(t) if b.dtype in ("f32", "f64") else np.zeros(shape, t)
    if csr is not None:
        out.update(csr.arrays(kernel, sizes, rng))
    return out


@dataclass(frozen=True)
class CsrSpec:
    """`--csr data,col_index,row_ptr[,COLUMNS]`: which buffers hold a CSR matrix (values, column
    of each value, start of each row) and its number of columns (a size or an integer; the
    number of rows when left out).  The nonzeros are as many as `data` holds, at random places."""
    data: str
    columns: str
    rows: str
    width: str | None = None

    @staticmethod
    def parse(text: str) -> "CsrSpec":
        parts = [p.strip() for p in text.split(",")]
        if len(parts) not in (3, 4) or not all(parts):
            raise UsageError(f"malformed --csr '{text}': expected DATA,COLS,PTR[,COLUMNS]")
        return CsrSpec(*parts)

    def arrays(self, kernel: Kernel, sizes: dict, rng) -> dict[str, np.ndarray]:
        shapes = {}
        for name, kinds in ((self.data, ("f32", "f64")), (self.columns, ("i32", "i64")), (self.rows, ("i32", "i64"))):
            b = kernel.buffer(name)
            if b is None or len(b.shape) != 1 or b.dtype not in kinds:
                raise UsageError(f"--csr: '{name}' must be a 1-D {' or '.join(kinds)} buffer of kernel '{kernel.name}'")
            shapes[name] = buffer_shape(b, sizes)[0]
        rows, nnz = shapes[self.rows] - 1, shapes[self.data]
        width = rows if self.width is None else sizes.get(self.width) if not self.width.isdigit() else int(self.width)
        if width is None:
            raise UsageError(f"--csr: '{self.width}' is neither a size nor an integer")
        if shapes[self.columns] != nnz or rows < 0 or nnz > rows * width:
            raise UsageError(f"--csr: {nnz} values, {shapes[self.columns]} column indices and {rows} rows of "
                             f"{width} columns do not make a matrix")
        places = np.sort(rng.choice(rows * width, size=nnz, replace=False))
        starts = np.concatenate([[0], np.cumsum(np.bincount(places // width, minlength=rows))])
        return {self.data: rng.standard_normal(nnz).astype(NUMPY_TYPES[kernel.buffer(self.data).dtype]),
                self.columns: (places % width).astype(NUMPY_TYPES[kernel.buffer(self.columns).dtype]),
                self.rows: starts.astype(NUMPY_TYPES[kernel.buffer(self.rows).dtype])}
