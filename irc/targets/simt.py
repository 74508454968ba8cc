"""The SIMT target: a lowered Function launched on the SIMT backend's interpreter at bound arrays
and sizes — the buffers after it, its counters, its races — with its time predicted on a named
GPU, from counts fitted across sizes where asked.  Whose launch it is (a kernel, the funcs under
a GPU schedule), how its arguments bind and what checks it is the kind's (irc/kinds)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np

from ..backends.kernel.emit import kernel_source
from ..backends.simt.budget import DEFAULT_BUDGET
from ..backends.simt.errors import LaunchError, SimtError, launch_size
from ..backends.simt.gpus import gpu as gpu_named
from ..backends.simt.launch import LaunchResult, check_memory, launch_shapes, simulate
from ..backends.simt.model import Launch, Prediction, check_launch, extrapolate_counts, predict
from ..diagnostics import FailedRun
from ..ir.nodes import Function
from .base import LaunchSpec


class SimtTarget:
    name = "simt"
    title = "SIMT"            # how a refusal names it
    description = "the SIMT interpreter: a kernel's launch on the CPU, counted, races checked, time modelled"

    launches = True
    timed = False
    sources = ()
    options = ("races", "gpu", "budget", "csr")

    def prepare(self, fn: Function, name: str) -> Function:
        """The interpreter runs the lowered launch itself."""
        return fn

    def launch(self, program: Function, what: LaunchSpec, arrays: dict, env: dict, checks: Callable[[dict], list],
               races: bool = True, gpu: str = "a6000", budget: int = DEFAULT_BUDGET, csr: Any = None) -> "SimtRun":
        """`program` launched on copies of `arrays` at sizes `env`, its races checked unless
        `races` is false, within `budget` lane-iterations of loops; a launch `gpu` would refuse is
        refused first (at the launch's span where the refusal has no line of its own).  `csr`: how
        `arrays` got a random CSR matrix, for a scaling run at other sizes to do the same."""
        result = self._simulated(program, arrays, env, what, races, gpu, budget)
        return SimtRun(what.name, env, result, checks(result.outputs), what.launcher, gpu, csr, budget)

    def _simulated(self, fn: Function, arrays: dict, env: dict, what: LaunchSpec, races: bool, gpu: str,
                   budget: int) -> LaunchResult:
        shapes = launch_shapes(fn, env, what.registers)
        try:
            for shape in shapes:
                check_launch(shape, gpu_named(gpu))
            check_memory(shapes)
        except LaunchError as e:
            raise LaunchError(e.message, e.span or what.span, e.notes) from None
        try:
            return simulate(fn, arrays, env, shapes, races, budget)
        except MemoryError:
            raise LaunchError("this machine ran out of memory simulating the launch; simulate smaller sizes",
                              what.span) from None

    def run_or_fail(self, fn: Function, arrays: dict, env: dict) -> dict[str, np.ndarray]:
        """The buffers after `fn` runs on `arrays` (for --verify-each): a fault or a race fails the
        pass (a FailedRun) as a wrong result does."""
        try:
            result = simulate(fn, arrays, env, launch_shapes(fn, env, None))
        except SimtError as e:
            line = f" (line {e.span.line})" if e.span else ""
            raise FailedRun(f"faults on the SIMT interpreter: {e.message}{line}") from None
        if result.races:
            raise FailedRun(f"races on the SIMT interpreter: {result.races[0].describe()}")
        return result.outputs

    def source(self, fn: Function, name: str, header: list[str], checks: list[str]) -> str:
        """The launch `fn` as irc kernel source: `header` lines, kernel `name`, then `checks`."""
        return kernel_source(fn, name, header, checks)


@dataclass
class SimtRun:
    """A simulated launch: the buffers after it, its counters (totals and per DSL line), races
    and checks; `predict(gpu)` applies the occupancy and bottleneck model."""
    kernel: str
    sizes: dict[str, int]
    result: LaunchResult
    checks: list                             # the kind's CheckResults
    launcher: Any = field(repr=False)        # what launched it (irc/kinds), which `scaled` runs again
    gpu: str = "a6000"                       # whose launch limits the run was checked against
    csr: Any = None                          # how a scaling run at other sizes makes its CSR inputs
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
        and the runner's at half the sizes named (random floats, zero integers, a random `csr`
        matrix)."""
        return self.launcher.scaled(self, scale_to)


def fit_counts(small: SimtRun, large: SimtRun, ratio: float, fn: Function, sizes: dict[str, int],
               registers: int | None) -> tuple[dict, Launch, dict]:
    """(counts at `sizes`, the launch of `fn` there, each counter's exponent): every counter
    fitted as a power of the size from `large` and `small`, the same launch at half its sizes;
    `sizes` are `ratio` times those of `large`."""
    try:
        counts, exponents = extrapolate_counts(small.stats, large.stats, 2.0, ratio)
    except ValueError as e:
        raise LaunchError(f"cannot scale the counts: {e}") from None
    return counts, _single(launch_shapes(fn, sizes, registers)), exponents


def _single(launches):
    if len(launches) != 1:
        raise LaunchError(f"occupancy and the model describe one launch; this program makes {len(launches)}")
    return launches[0]


def buffer_shape(buffer, sizes: dict[str, int]) -> tuple[int, ...]:
    """The shape of `buffer` (a name, a shape of extents, a span) at `sizes`, as the launch takes it."""
    return tuple(launch_size(e, sizes, f"an extent of '{buffer.name}'", buffer.span) for e in buffer.shape)


TARGET = SimtTarget()
