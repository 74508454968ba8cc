"""PolyBench/C 4.2.1's 30 kernels as procs (examples/polybench/*.dsl) against PolyBench's own C
(benchmarks/polybench/*.c): every proc as written and under every schedule of its file, on
PolyBench's data (benchmarks/polybench/init.py) at its MINI sizes and at odd sizes past a
32-wide tile, and on random data, both built with irc's flags.  Bit for bit, or, where gcc
rounds a * b + c once in one C and twice in the other, bit for bit once neither C contracts
(see test_every_schedule_computes_polybenchs_values)."""
from __future__ import annotations

import re
import sys

import numpy as np
import pytest

import irc
from conftest import NO_CONTRACTION, ROOT, uncontracted

sys.path.insert(0, str(ROOT / "benchmarks" / "polybench"))
from kernels import DATASETS, KERNELS, polybench_c  # noqa: E402

CASES = [pytest.param(name, schedule, id=f"{name}-{schedule or 'as-written'}")
         for name, kernel in KERNELS.items() for schedule in (None, *irc.load(kernel.dsl).schedules)]


# the header's `irc run --check` on random arrays: gramschmidt with M >= N (its header says why)
HEADER_SIZES = {"gramschmidt": {"M": 80, "N": 60}}


def odd(sizes: dict[str, int]) -> dict[str, int]:
    """Twice PolyBench's MINI sizes, plus one: odd, and past a 32-wide tile in most kernels."""
    return {name: 2 * n + 1 for name, n in sizes.items()}


def random_values(kernel, sizes: dict[str, int], seed: int = 29) -> list:
    """PolyBench's scalars and random arrays: floats in [0.5, 1.5), a square matrix with its
    order added to its diagonal (cholesky's A then positive definite, lu's needing no pivot),
    int8 in 0 .. 3 (nussinov's bases), other integers in 1 .. 99 (floyd-warshall's lengths).
    PolyBench's own data leaves heat-3d as it is: linear in each index, its Laplacian is zero."""
    rng = np.random.default_rng(seed)

    def draw(v):
        if v.dtype.kind == "f":
            a = rng.uniform(0.5, 1.5, v.shape).astype(v.dtype)
            if v.ndim == 2 and v.shape[0] == v.shape[1]:
                a += np.eye(len(a), dtype=v.dtype) * len(a)
            return a
        return rng.integers(0, 4 if v.dtype == np.int8 else 100, v.shape).astype(v.dtype)
    return [draw(v) if isinstance(v, np.ndarray) else v for v in kernel.init(sizes)]


@pytest.fixture(scope="module")
def polybench():
    return polybench_c(list(KERNELS.values()))


@pytest.fixture(scope="module")
def polybench_uncontracted():
    return polybench_c(list(KERNELS.values()), flags=NO_CONTRACTION)


def arrays(kernel, values: list) -> dict[str, np.ndarray]:
    return {a: v for a, v in zip(kernel.args, values) if isinstance(v, np.ndarray)}


def run_both(c, f, kernel, sizes, values):
    """PolyBench's C and irc's proc `f`, each on a copy of `values`: their arrays after."""
    want, got = ([v.copy() if isinstance(v, np.ndarray) else v for v in values] for _ in range(2))
    c.run(kernel, sizes, want)
    f(*got, **sizes)
    return arrays(kernel, want), arrays(kernel, got)


def differing(want: dict, got: dict) -> list[str]:
    return [a for a in want if not np.array_equal(want[a], got[a], equal_nan=True)]


@pytest.mark.parametrize("name,schedule", CASES)
def test_every_schedule_computes_polybenchs_values(name, schedule, polybench, polybench_uncontracted):
    """No schedule of these files reassociates arithmetic (autotile and the words only reorder
    whole statement instances), so each computes what PolyBench's C does, bit for bit.  gcc,
    though, fuses a * b + c into one rounding where it chooses to (-ffp-contract=fast, its
    default; -march=native has FMA), and chooses by the code around: irc's C, its pointers
    restrict-qualified, lets it vectorize loops that PolyBench's C keeps scalar (gesummv's sums:
    the products in vectors, then added in order, each rounded), and it fuses in 2mm's irc C what
    it leaves apart in PolyBench's.  The same operations, rounded otherwise: a few units in the
    last place (more in gramschmidt past its M-th column, whose norms are rounding noise).  Where
    the results differ, both are built again without contraction and must agree bit for bit:
    the difference was the contraction and nothing else."""
    kernel = KERNELS[name]
    program = irc.load(kernel.dsl)
    f = program.compile(schedule, proc=kernel.proc)
    mini, larger = kernel.sizes("MINI"), odd(kernel.sizes("MINI"))
    random = random_values(kernel, larger)
    for sizes, values in ((mini, kernel.init(mini)), (larger, kernel.init(larger)), (larger, random)):
        want, got = run_both(polybench, f, kernel, sizes, values)
        assert values is not random or differing(want, arrays(kernel, values)), "PolyBench's C changed nothing"
        if not differing(want, got):
            continue
        with uncontracted():
            want, got = run_both(polybench_uncontracted, program.compile(schedule, proc=kernel.proc), kernel, sizes,
                                 values)
        assert not differing(want, got), f"{differing(want, got)} differ at {sizes} without contraction too"


@pytest.mark.parametrize("name", KERNELS)
def test_the_table_is_the_files(name):
    """kernels.py's call order is the proc's parameters, its MEDIUM sizes are the .dsl's defaults,
    the C defines kernel_<proc>, and the .dsl's header names the kernel and how to run it."""
    kernel = KERNELS[name]
    module = irc.load(kernel.dsl).module
    proc = module.proc(kernel.proc)
    assert tuple(b.name for b in proc.buffers) == kernel.args
    assert {p.name: p.default for p in module.params} == kernel.sizes("MEDIUM")
    assert re.search(rf"^void kernel_{kernel.proc}\(", kernel.c_file.read_text(), re.M)
    header = kernel.dsl.read_text().splitlines()
    assert header[0].startswith(f"# PolyBench's {name}: ")
    run = next(line for line in header if line.startswith("#   irc run"))
    assert run.startswith(f"#   irc run examples/polybench/{name}.dsl --size ") and run.endswith(" --check")
    small = {s: int(n) for s, n in (item.split("=") for item in run.split("--size ")[1].split()[0].split(","))}
    assert small == HEADER_SIZES.get(name, kernel.sizes("SMALL"))


def test_thirty_kernels_four_datasets():
    assert len(KERNELS) == 30 and len(list((ROOT / "examples" / "polybench").glob("*.dsl"))) == 30
    assert all(len(k.datasets) == len(DATASETS) and all(len(d) == len(k.c_sizes) for d in k.datasets)
               for k in KERNELS.values())
