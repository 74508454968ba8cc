"""PolyBench/C 4.2.1's 30 kernels, each twice: PolyBench's C (benchmarks/polybench/<name>.c, its
kernel_<proc> transcribed) and irc's proc (examples/polybench/<name>.dsl), with what both take.

    from kernels import KERNELS, polybench_c
    kernel = KERNELS["gemm"]
    values = kernel.init(kernel.sizes("MINI"))          # PolyBench's init_array (init.py)
    polybench_c([kernel]).run(kernel, kernel.sizes("MINI"), values)   # in place, as irc's proc

Both take the kernel's scalars and arrays in one order (`args`, PolyBench's); its C takes the
sizes first, in PolyBench's order (`c_sizes`, irc's params).  The C is built through irc's build
cache with irc's flags (backends/c/build.py DEFAULT_FLAGS), all kernels asked for in one module.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from init import INIT
from irc.backends.c.build import DEFAULT_FLAGS, build

HERE = Path(__file__).resolve().parent
EXAMPLES = HERE.parent.parent / "examples" / "polybench"
DATASETS = ("MINI", "SMALL", "MEDIUM", "LARGE")
C_TYPES = {np.dtype(np.float64): "double", np.dtype(np.float32): "float"}


@dataclass(frozen=True)
class Kernel:
    name: str                                   # PolyBench's, the files' names
    c_sizes: tuple[str, ...]                    # the sizes kernel_<proc> takes first, in its order
    args: tuple[str, ...]                       # then its scalars and arrays: the proc's parameters
    datasets: tuple[tuple[int, ...], ...]       # c_sizes' values at MINI, SMALL, MEDIUM, LARGE

    @property
    def proc(self) -> str:
        return self.name.replace("-", "_")

    @property
    def dsl(self) -> Path:
        return EXAMPLES / f"{self.name}.dsl"

    @property
    def c_file(self) -> Path:
        return HERE / f"{self.name}.c"

    def sizes(self, dataset: str) -> dict[str, int]:
        return dict(zip(self.c_sizes, self.datasets[DATASETS.index(dataset)]))

    def init(self, sizes: dict[str, int]) -> list:
        """PolyBench's initial values of `args`, in their order (arrays fresh at each call)."""
        values = INIT[self.name](**sizes)
        assert sorted(values) == sorted(self.args), (self.name, sorted(values))
        return [values[a] for a in self.args]

    def prototype(self, values: list) -> str:
        """kernel_<proc>'s declaration for cffi: arrays as void * (C converts them to its VLAs)."""
        params = [f"int {s.lower()}" for s in self.c_sizes]
        params += [f"void *{a}" if isinstance(v, np.ndarray) else f"{C_TYPES[np.asarray(v).dtype]} {a}"
                   for a, v in zip(self.args, values)]
        return f"void kernel_{self.proc}({', '.join(params)});"


def kernel(name: str, c_sizes: str, args: str, *datasets) -> Kernel:
    return Kernel(name, tuple(c_sizes.split()), tuple(args.split()),
                  tuple(d if isinstance(d, tuple) else (d,) for d in datasets))


SQUARE = (40, 120, 400, 2000)
KERNELS = {k.name: k for k in (
    kernel("correlation", "M N", "float_n data corr mean stddev", (28, 32), (80, 100), (240, 260), (1200, 1400)),
    kernel("covariance", "M N", "float_n data cov mean", (28, 32), (80, 100), (240, 260), (1200, 1400)),
    kernel("gemm", "NI NJ NK", "alpha beta C A B", (20, 25, 30), (60, 70, 80), (200, 220, 240), (1000, 1100, 1200)),
    kernel("gemver", "N", "alpha beta A u1 v1 u2 v2 w x y z", *SQUARE),
    kernel("gesummv", "N", "alpha beta A B tmp x y", 30, 90, 250, 1300),
    kernel("symm", "M N", "alpha beta C A B", (20, 30), (60, 80), (200, 240), (1000, 1200)),
    kernel("syr2k", "N M", "alpha beta C A B", (30, 20), (80, 60), (240, 200), (1200, 1000)),
    kernel("syrk", "N M", "alpha beta C A", (30, 20), (80, 60), (240, 200), (1200, 1000)),
    kernel("trmm", "M N", "alpha A B", (20, 30), (60, 80), (200, 240), (1000, 1200)),
    kernel("2mm", "NI NJ NK NL", "alpha beta tmp A B C D",
           (16, 18, 22, 24), (40, 50, 70, 80), (180, 190, 210, 220), (800, 900, 1100, 1200)),
    kernel("3mm", "NI NJ NK NL NM", "E A B F C D G",
           (16, 18, 20, 22, 24), (40, 50, 60, 70, 80), (180, 190, 200, 210, 220), (800, 900, 1000, 1100, 1200)),
    kernel("atax", "M N", "A x y tmp", (38, 42), (116, 124), (390, 410), (1900, 2100)),
    kernel("bicg", "M N", "A s q p r", (38, 42), (116, 124), (390, 410), (1900, 2100)),
    kernel("doitgen", "NR NQ NP", "A C4 sum", (10, 8, 12), (25, 20, 30), (50, 40, 60), (150, 140, 160)),
    kernel("mvt", "N", "x1 x2 y_1 y_2 A", *SQUARE),
    kernel("cholesky", "N", "A", *SQUARE),
    kernel("durbin", "N", "r y", *SQUARE),
    kernel("gramschmidt", "M N", "A R Q", (20, 30), (60, 80), (200, 240), (1000, 1200)),
    kernel("lu", "N", "A", *SQUARE),
    kernel("ludcmp", "N", "A b x y", *SQUARE),
    kernel("trisolv", "N", "L x b", *SQUARE),
    kernel("deriche", "W H", "alpha imgIn imgOut y1 y2", (64, 64), (192, 128), (720, 480), (4096, 2160)),
    kernel("floyd-warshall", "N", "path", 60, 180, 500, 2800),
    kernel("nussinov", "N", "seq table", 60, 180, 500, 2500),
    kernel("adi", "TSTEPS N", "u v p q", (20, 20), (40, 60), (100, 200), (500, 1000)),
    kernel("fdtd-2d", "TMAX NX NY", "ex ey hz _fict_", (20, 20, 30), (40, 60, 80), (100, 200, 240), (500, 1000, 1200)),
    kernel("heat-3d", "TSTEPS N", "A B", (20, 10), (40, 20), (100, 40), (500, 120)),
    kernel("jacobi-1d", "TSTEPS N", "A B", (20, 30), (40, 120), (100, 400), (500, 2000)),
    kernel("jacobi-2d", "TSTEPS N", "A B", (20, 30), (40, 90), (100, 250), (500, 1300)),
    kernel("seidel-2d", "TSTEPS N", "A", (20, 40), (40, 120), (100, 400), (500, 2000)),
)}


@dataclass(frozen=True)
class PolyBenchC:
    """The C of some kernels, built in one module."""
    lib: object
    ffi: object

    def run(self, kernel: Kernel, sizes: dict[str, int], values: list) -> None:
        """kernel_<proc>(sizes..., values...): its arrays are updated in place."""
        args = [self.ffi.from_buffer(v) if isinstance(v, np.ndarray) else v for v in values]
        getattr(self.lib, f"kernel_{kernel.proc}")(*(sizes[s] for s in kernel.c_sizes), *args)


def polybench_c(kernels: list[Kernel], flags: tuple[str, ...] = DEFAULT_FLAGS) -> PolyBenchC:
    """Build the kernels' C with irc's flags (a cached build costs a dlopen)."""
    source = "\n".join(k.c_file.read_text() for k in kernels)
    cdef = "\n".join(k.prototype(k.init(k.sizes("MINI"))) for k in kernels)
    built = build(source, cdef, flags=flags)
    return PolyBenchC(built.lib, built.ffi)
