"""The SIMT target: a kernel of a program lowered into its launch and run on the SIMT backend,
with its buffers and sizes bound, its results checked against the file's `check` declarations,
and its time predicted on a named GPU."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import PurePath

import numpy as np

from ..backends.kernel.emit import kernel_source
from ..backends.simt.errors import LaunchError, SimtError, launch_size
from ..backends.simt.gpus import gpu as gpu_named
from ..backends.simt.interpreter import DEFAULT_BUDGET
from ..backends.simt.launch import LaunchResult, check_memory, launch_shapes, simulate
from ..backends.simt.model import Prediction, check_launch, extrapolate_counts, predict
from ..arrays import allocate, contiguous
from ..diagnostics import RunError, UsageError
from ..ir.nodes import GPU_LOOP_KINDS, Block, Function, Load
from ..ir.visitor import walk
from ..ir.types import NUMPY_TYPES
from ..lower.pass_manager import Context, Instrumentation, lower
from ..lower.pipelines import FUNCS_TO_SIMT, KERNEL_TO_SIMT
from ..module import Check, Input, Kernel, Module
from ..schedules import Schedule
from ..schedule.gpu import GPU_WORDS
from ..schedule.kernels import kernel_under
from ..sizes import size_value
from .compare import compare
from .reference import evaluate, evaluate_func


class SimtTarget:
    name = "simt"
    kind = "kernel"
    pipeline = KERNEL_TO_SIMT
    description = "the SIMT interpreter: a kernel's launch on the CPU, counted, races checked, time modelled"

    def compile(self, module: Module, kernel: Kernel, inst: Instrumentation | None = None) -> "KernelRunner":
        return KernelRunner(module, kernel, lower(self.pipeline, Context(module, kernel=kernel), inst))

    def compile_funcs(self, module: Module, schedule: Schedule,
                      inst: Instrumentation | None = None) -> "PipelineRunner":
        """The funcs under a GPU schedule, as the launch of the output (FUNCS_TO_SIMT)."""
        kernel = output_kernel(module, schedule)
        return PipelineRunner(module, kernel, lower(FUNCS_TO_SIMT, Context(module, schedule), inst))


def output_kernel(module: Module, schedule: Schedule) -> Kernel:
    """The kernel a GPU schedule makes of the funcs: the inputs and the output as its buffers,
    its spans those of the output's definition and of the schedule's GPU word."""
    if len(module.outputs) > 1:
        raise UsageError(f"a GPU launch computes one output; {module.name} has {len(module.outputs)} "
                         f"({', '.join(o.func for o in module.outputs)}): run it as C (irc run)")
    out = module.func(module.output.func)
    if not any(k in GPU_LOOP_KINDS for _, k in schedule.of(out.name).kinds):
        raise UsageError(f"schedule '{schedule.name}' maps no loop onto the GPU; the SIMT interpreter and "
                         f"OpenCL run a func under gpu_tile / gpu_blocks / gpu_threads (others run as C: irc run)")
    buffers = module.inputs + (Input(out.name, out.dtype, tuple(e for _, e in module.output.ranges), "none",
                                     module.output.span),)
    fs = schedule.of(out.name)
    word = next((fs.span(w) for w in GPU_WORDS if fs.span(w)), None)
    return Kernel(out.name, buffers, (), (), None, (), Block(()), out.span, word)


@dataclass
class CheckResult:
    buffer: str
    max_error: float      # largest |got - expected| / max(1, |expected|)
    ok: bool
    first: str = ""       # the first wrong element, when not ok


@dataclass
class SimtRun:
    """A simulated launch: the buffers after it, its counters (totals and per DSL line), races
    and checks; `predict(gpu)` applies the occupancy and bottleneck model."""
    kernel: str
    sizes: dict[str, int]
    result: LaunchResult
    checks: list[CheckResult]
    runner: "KernelRunner" = field(repr=False)
    gpu: str = "a6000"                       # whose launch limits the run was checked against
    csr: CsrSpec | None = None               # how a scaling run at other sizes makes its CSR inputs
    budget: int = DEFAULT_BUDGET             # lane-iterations of loops the simulation may run

    @property
    def outputs(self) -> dict[str, np.ndarray]:
        return self.result.outputs

    @property
    def stats(self) -> dict[str, int]:
        return self.result.stats

    @property
    def by_line(self) -> dict[int, dict[str, int]]:
        return self.result.by_line

    @property
    def races(self):
        return self.result.races

    @property
    def launch(self):
        """The shape of the launch, for occupancy and the model (which describe one launch)."""
        return _single(self.result.launches)

    def predict(self, gpu: str = "a6000", scale_to: dict[str, int] | None = None) -> Prediction:
        """Occupancy and the bottleneck model on `gpu`; with `scale_to` (e.g. {"N": 4096}) the
        counts are extrapolated from this size and half of it, counter by counter."""
        spec = gpu_named(gpu)
        if not scale_to:
            return predict(self.stats, self.launch, spec)
        counts, launch, _ = self.scaled(scale_to)
        return predict(counts, launch, spec)

    def scaled(self, scale_to: dict[str, int]):
        """(counts at `scale_to`, the launch there, each counter's exponent), fitted from this run
        and one at half the sizes named (random floats, zero integers, a random `csr` matrix)."""
        ratios = set()
        for name, target in scale_to.items():
            if name not in self.sizes:
                raise UsageError(f"unknown size '{name}' to scale to; sizes: {', '.join(self.sizes)}")
            ratios.add(size_value(name, target) / self.sizes[name])
        if len(ratios) != 1:
            raise UsageError("scaling must multiply every size it names by the same factor")
        half = {k: (v // 2 if k in scale_to else v) for k, v in self.sizes.items()}
        if any(half[k] * 2 != self.sizes[k] for k in scale_to):
            raise UsageError("to scale, the simulated sizes must be even (the counts are fitted from "
                             "this size and half of it)")
        try:
            small = self.runner.run(random_buffers(self.runner.kernel, half, self.csr), half,
                                    self.result.races_checked, self.gpu, self.csr, self.budget)
        except SimtError as e:
            at = ", ".join(f"{k}={v}" for k, v in half.items())
            raise type(e)(e.message, e.span, (*e.notes, f"in the run at half the sizes ({at}) that scaling "
                                                        "fits the counts from")) from None
        try:
            counts, exponents = extrapolate_counts(small.stats, self.stats, 2.0, ratios.pop())
        except ValueError as e:
            raise LaunchError(f"cannot scale the counts: {e}") from None
        big = {**self.sizes, **scale_to}
        return counts, _single(launch_shapes(self.runner.fn, big, self.runner.kernel.registers)), exponents


def _single(launches):
    if len(launches) != 1:
        raise LaunchError(f"occupancy and the model describe one launch; this program makes {len(launches)}")
    return launches[0]


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
    env = {p.name: size_value(p.name, sizes[p.name]) if p.name in sizes else p.default for p in module.params}
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


TOLERANCE = {"float32": 1e-4, "float64": 1e-9}


def checked(buffer: str, got: np.ndarray, want: np.ndarray) -> CheckResult:
    """A buffer against its check: errors relative to max(1, |expected|) of each element (float
    sums may be reassociated by a kernel), by compare.py's rule (an infinity or a NaN that the
    check predicts is no error: a float divided by zero is inf on a GPU and in the check alike)."""
    tolerance = TOLERANCE.get(got.dtype.name, 0.0)
    c = compare(got, want, tolerance, per_element=True)
    return CheckResult(buffer, c.error, c.ok, c.first)


def kernel_named(module: Module, name: str, schedule=None) -> Kernel:
    """Kernel `name` of the file, under its schedule of kernels `schedule` if one is given."""
    kernel = module.kernel(name)
    if kernel is None:
        names = ", ".join(k.name for k in module.kernels) or "none"
        raise UsageError(f"no kernel '{name}' in {module.source.name}; kernels: {names}")
    return kernel if schedule is None else kernel_under(module, kernel, schedule)


class KernelRunner:
    """One kernel of a module, lowered once (`fn`), run at any sizes."""

    def __init__(self, module: Module, kernel: Kernel, fn: Function):
        self.module = module
        self.kernel = kernel
        self.fn = fn

    def __call__(self, races: bool = True, gpu: str = "a6000", budget: int = DEFAULT_BUDGET,
                 **buffers_and_sizes) -> "SimtRun":
        """Launch on these buffers (numpy arrays by name) and sizes; see `run`."""
        arrays, env = bind_kernel_args(self.module, self.kernel, buffers_and_sizes)
        return self.run(arrays, env, races, gpu, budget=budget)

    def run(self, arrays: dict, env: dict, check_races: bool = True, gpu: str = "a6000",
            csr: CsrSpec | None = None, budget: int = DEFAULT_BUDGET) -> SimtRun:
        """Launch on copies of `arrays`; a launch the GPU would refuse is refused first.  `csr`:
        how `arrays` got a random CSR matrix, for a scaling run at other sizes to do the same."""
        shapes = launch_shapes(self.fn, env, self.kernel.registers)
        try:
            for shape in shapes:
                check_launch(shape, gpu_named(gpu))
            check_memory(shapes)
        except LaunchError as e:
            raise LaunchError(e.message, e.span or self.kernel.launch_span, e.notes) from None
        try:
            result = simulate(self.fn, arrays, env, shapes, check_races, budget)
        except MemoryError:
            raise LaunchError("this machine ran out of memory simulating the launch; simulate smaller sizes",
                              self.kernel.launch_span) from None
        checks = [checked(name, result.outputs[name], want) for name, want in self.expected(arrays, env)]
        return SimtRun(self.kernel.name, env, result, checks, self, gpu, csr, budget)

    def expected(self, arrays: dict, env: dict) -> list[tuple[str, np.ndarray]]:
        return kernel_expected(self.module, self.kernel, arrays, env)


def kernel_expected(module: Module, kernel: Kernel, arrays: dict, env: dict) -> list[tuple[str, np.ndarray]]:
    """(buffer, what it must hold after the launch): the file's `check` declarations."""
    return [(c.func.name, expected(module, kernel, c, arrays, env)) for c in module.checks_of(kernel.name)]


def launch_source(module: Module, schedule: Schedule, fn: Function) -> str:
    """The launch a GPU schedule lowered into (`fn`), as irc kernel source: the file's sizes, the
    kernel, and a `check` of its output where the output's definition reads inputs only."""
    out = module.func(module.output.func)
    name = f"{out.name}_{schedule.name}"
    header = [f"# {out.name} under GPU schedule '{schedule.name}' of {PurePath(module.source.name).name}, as irc "
              f"generated it",
              *(f"param {p.name}: i32 = {p.default}" for p in module.params)]
    reads = {n.buffer for n in walk(out.body) if isinstance(n, Load)}
    edged = sorted(i.name for i in module.inputs if i.name in reads and i.boundary != "none")
    if edged:
        checks = [f"# no check: {out.name} reads {', '.join(edged)} with a boundary condition, which a kernel's "
                  f"buffers do not have; `irc simt --schedule {schedule.name}` checks it against the reference"]
    elif reads <= {i.name for i in module.inputs} and out.span is not None:
        text = "\n".join(module.source.line(n) for n in range(out.span.line, out.span.end_line + 1))
        definition = text[out.span.column - 1:].split("#")[0].strip().removeprefix("func").strip()
        checks = [f"check {name}: {definition}"]
    else:
        checks = [f"# no check: {out.name} reads funcs ({', '.join(sorted(reads - {i.name for i in module.inputs}))}); "
                  f"`irc simt --schedule {schedule.name}` checks it against the reference"]
    return kernel_source(fn, name, header, checks)


class PipelineRunner(KernelRunner):
    """The output of a program's funcs under a GPU schedule, launched on the SIMT interpreter:
    inputs and sizes by name (the output is allocated), checked against the numpy reference."""

    def __call__(self, races: bool = True, gpu: str = "a6000", budget: int = DEFAULT_BUDGET,
                 **inputs_and_sizes) -> "SimtRun":
        return super().__call__(races, gpu, budget, **with_output(self.module, self.kernel, inputs_and_sizes))

    def expected(self, arrays: dict, env: dict) -> list[tuple[str, np.ndarray]]:
        return pipeline_expected(self.module, arrays, env)


def with_output(module: Module, kernel: Kernel, inputs_and_sizes: dict) -> dict:
    """The arguments of the launch of a GPU schedule: the inputs and sizes given, and the output
    allocated (zeros)."""
    out = module.output.func
    if out in inputs_and_sizes:
        raise UsageError(f"'{out}' is the output; the launch allocates it")
    sizes = {k: v for k, v in inputs_and_sizes.items() if module.input(k) is None}
    env = {p.name: size_value(p.name, sizes[p.name]) if p.name in sizes else p.default for p in module.params}
    shape = buffer_shape(kernel.buffer(out), env)
    dtype = NUMPY_TYPES[kernel.buffer(out).dtype]
    return {**inputs_and_sizes, out: allocate(f"output '{out}'", shape, dtype, zeros=True)}


def pipeline_expected(module: Module, arrays: dict, env: dict) -> list[tuple[str, np.ndarray]]:
    """(the output, what the numpy reference computes of the inputs in `arrays`)."""
    inputs = {i.name: arrays[i.name] for i in module.inputs}
    return [(module.output.func, evaluate(module, inputs, env))]


def buffer_shape(buffer, sizes: dict[str, int]) -> tuple[int, ...]:
    return tuple(launch_size(e, sizes, f"an extent of '{buffer.name}'", buffer.span) for e in buffer.shape)


def random_buffers(kernel: Kernel, sizes: dict, csr: "CsrSpec | None" = None,
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
