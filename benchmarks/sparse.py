"""irc's sparse programs against scipy.sparse (and SuiteSparse:GraphBLAS where python-graphblas
is installed), one and two threads, in one run.

    python benchmarks/sparse.py [--repeat 7] [--quick]

Every case builds its operands once (seeded), checks that irc's result equals the peer's, then
times `--repeat` interleaved rounds (each round runs every variant once, in turn, from one variant
further on than the round before: `measure`) and prints
per variant the median and the minimum, and the ratio of its median to scipy's (below 1: irc
is faster).  The peers run as their users run them for speed: `A @ x` and `A @ B` of
scipy.sparse csr arrays with int32 indices (scipy runs them on one thread), GraphBLAS's
`mxv` / `mxm` / `ewise_add` / `ewise_mult` on the plus_times semiring, on one thread
(`gb.ss.config["nthreads"] = 1`: the issue compares single-threaded).

Where the output is dense (SpMV, SpMM), who allocates it moves the times: scipy allocates a new
array each call; irc's `prepare` writes into one allocated once, and so does GraphBLAS's
fastest call, `C(plus) << A @ B` into a full C (its saxpy kernel for a full C, about twice as
fast as `.new()`: C holds zeros when the result is checked, and the timed calls add to it, at
the same cost).  So both policies are timed, and ratios compare like with like: "irc" and
"graphblas" keep their output; "irc allocating" (`f(A, x)`, which also binds its operands per
call), "graphblas .new()" and scipy allocate per call.  irc's thread count
is set with omp_set_num_threads in the one libgomp of the process; irc's single-threaded
variant is the program's default schedule (no OpenMP), its parallel one the file's
`parallel` block.  OMP_WAIT_POLICY is passive (unless set): a runtime's threads spinning after
their parallel region would otherwise steal a core from the variant timed next.

Cases (issue 10): SpMV n = 10^6 with 10^7 nonzeros, uniform columns and power-law rows
(row lengths ~ a Zipf law, the heaviest row about 3,000); SpMM, a CSR matrix (n = 10^5, 10
nonzeros a row) times a dense 10^5 x 64 matrix; add and multiply (CSR out), n = 200,000 with
2 x 10^6 nonzeros each; SpGEMM n = 20,000 with 10 a row (scipy's result has unsorted rows,
irc's is canonical); SDDMM, B .* (A D^T) at the 2 x 10^6 nonzeros of a CSR matrix, k = 32 (scipy's way:
numpy gathers per nonzero).
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

# Before any OpenMP runtime starts: threads that spin after a parallel region (the default
# policy) would take a core from the variant timed next (GraphBLAS's from irc's, and back).
os.environ.setdefault("OMP_WAIT_POLICY", "passive")

import numpy as np  # noqa: E402
import scipy.sparse as sp  # noqa: E402

import irc  # noqa: E402
from irc.backends.c.build import build
from rounds import turn

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "sparse"
THREADS_C = """
#include <omp.h>
void bench_set_threads(int n) { omp_set_num_threads(n); }
int bench_threads(void) { int n = 0;
#pragma omp parallel
{
#pragma omp single
  n = omp_get_num_threads();
}
  return n; }
"""

try:
    import graphblas as gb
except ImportError:           # the optional extra: pip install '.[bench]'
    gb = None


@dataclass
class Variant:
    label: str
    threads: int | None           # None: the peer's own choice
    call: Callable[[], object]
    out: np.ndarray | None = None     # irc's output array, which its call fills (a peer's call returns one)
    times: list[float] = field(default_factory=list)


class Threads:
    def __init__(self):
        built = build(THREADS_C, "void bench_set_threads(int n); int bench_threads(void);", openmp=True)
        self.lib = built.lib

    def set(self, n: int | None) -> None:
        if n is None:
            return
        if gb is not None:
            gb.ss.config["nthreads"] = n       # GraphBLAS's own thread count
        self.lib.bench_set_threads(n)
        if self.lib.bench_threads() != n:
            sys.exit(f"sparse.py: asked OpenMP for {n} threads, a parallel region started {self.lib.bench_threads()}")


def csr(rows: np.ndarray, cols: np.ndarray, n: int, m: int, rng) -> sp.csr_array:
    A = sp.csr_array((rng.random(len(rows)), (rows, cols)), shape=(n, m))
    A.sum_duplicates()
    A.indices, A.indptr = A.indices.astype(np.int32), A.indptr.astype(np.int32)
    return A


def uniform(n: int, nnz: int, rng) -> sp.csr_array:
    return csr(rng.integers(0, n, nnz), rng.integers(0, n, nnz), n, n, rng)


def power_law(n: int, nnz: int, rng) -> sp.csr_array:
    """Row lengths from a Zipf law (exponent 1.5, capped), scaled to about `nnz` in all."""
    lengths = np.minimum(rng.zipf(1.5, n), 3000).astype(np.float64)
    lengths = np.maximum(np.round(lengths * nnz / lengths.sum()), 0).astype(np.int64)
    rows = np.repeat(np.arange(n), lengths)
    return csr(rows, rng.integers(0, n, len(rows)), n, n, rng)


def irc_variants(example: str, operands: tuple, threads: list[int]) -> list[Variant]:
    """irc's default schedule on one thread (a dense output also allocated per call, as scipy's
    is), and its `parallel` block (if the file has one) on each count."""
    program = irc.load(EXAMPLES / f"{example}.dsl")
    compiled = program.compile()
    serial, out = compiled.prepare(*operands)
    variants = [Variant("irc", 1, serial, out)]
    if out is not None:
        variants.append(Variant("irc allocating", 1, lambda: compiled(*operands)))
    if "parallel" in [name for name, _ in program.module.schedules]:
        parallel, pout = program.compile("parallel").prepare(*operands)
        variants += [Variant("irc parallel", n, parallel, pout) for n in threads]
    return variants


def check(variants: list[Variant], expected: np.ndarray, threads: Threads, name: str) -> None:
    for v in variants:
        threads.set(v.threads)
        got = v.call()
        got = v.out if v.out is not None else got
        if not same(got, expected):
            sys.exit(f"sparse.py: {name}: {v.label} differs from scipy")


def same(got, expected) -> bool:
    """Equal values (a sparse result compared as entries, explicit zeros aside)."""
    if hasattr(got, "to_dense") and not sp.issparse(expected):        # a graphblas object
        got = got.to_dense(fill_value=0)
    if sp.issparse(expected):
        if not sp.issparse(got):
            got = gb.io.to_scipy_sparse(got)
        diff = abs(sp.csr_array(got) - sp.csr_array(expected))
        return diff.nnz == 0 or float(diff.max()) <= 1e-10 * max(float(abs(expected).max()), 1.0)
    return np.allclose(got, expected, rtol=1e-10, atol=1e-12)


def measure(variants: list[Variant], threads: Threads, rounds: int) -> None:
    """Interleaved rounds, each starting one variant further on: what a call leaves behind
    counts against the one timed after it (GraphBLAS's freed results go back to the system, and
    the next call that allocates as much pays ~1,000 page faults: add's irc 20 -> 130 ms, scipy's
    the same in its turn), so no variant is always the one after another."""
    for r in range(rounds):
        for v in turn(variants, r):
            threads.set(v.threads)
            start = time.perf_counter()
            v.call()
            v.times.append(time.perf_counter() - start)


def report(name: str, variants: list[Variant]) -> None:
    """Each variant's median and minimum, and its median over scipy's and GraphBLAS's (its
    fastest call), where GraphBLAS ran."""
    peers = {v.label: statistics.median(v.times) for v in variants if v.label in ("scipy", "graphblas")}
    print(f"\n{name}")
    print(f"  {'variant':<16} {'threads':>7} {'median':>10} {'min':>10} {'/ scipy':>8} {'/ graphblas':>11}")
    for v in variants:
        med = statistics.median(v.times)
        n = "own" if v.threads is None else str(v.threads)
        to_gb = f"{med / peers['graphblas']:11.2f}" if "graphblas" in peers else f"{'-':>11}"
        print(f"  {v.label:<16} {n:>7} {med * 1e3:8.2f}ms {min(v.times) * 1e3:8.2f}ms "
              f"{med / peers['scipy']:8.2f} {to_gb}")


def case(example: str, operands: tuple, threads: list[int], scipy_call, graphblas_calls=None):
    """irc's variants of `example`, scipy's call and GraphBLAS's (a function of the graphblas
    module returning its variants, where it has the operation), and scipy's result."""
    peers = [Variant("scipy", None, scipy_call)]
    if gb is not None and graphblas_calls is not None:
        peers += graphblas_calls(gb)
    return irc_variants(example, operands, threads) + peers, scipy_call()


def graphblas_dense_product(G, D, full):
    """GraphBLAS's two calls for a dense result: `.new()`, and `C(plus) << G @ D` into `full`,
    a full (all entries present) zero vector or matrix, which the calls add to."""
    def accumulate():
        full(gb.binary.plus) << G @ D
    return [Variant("graphblas", 1, accumulate, full), Variant("graphblas .new()", 1, lambda: (G @ D).new())]


def spmv(A, rng, threads):
    x = rng.random(A.shape[1])
    return case("spmv", (A, x), threads, lambda: A @ x,
                lambda gb: graphblas_dense_product(gb.io.from_scipy_sparse(A), gb.Vector.from_dense(x),
                                                   gb.Vector.from_dense(np.zeros(A.shape[0]))))


def spmm(A, rng, threads, columns: int = 64):
    B = rng.random((A.shape[1], columns))
    return case("spmm", (A, B), threads, lambda: A @ B,
                lambda gb: graphblas_dense_product(gb.io.from_scipy_sparse(A), gb.Matrix.from_dense(B),
                                                   gb.Matrix.from_dense(np.zeros((A.shape[0], columns)))))


def elementwise(example: str, A, B, threads):
    """`add` (union) or `mul` (intersection) of two CSR matrices into CSR."""
    if example == "add":
        return case("add", (A, B), threads, lambda: A + B,
                    lambda gb: graphblas_new(lambda G, H: G.ewise_add(H), A, B))
    return case("mul", (A, B), threads, lambda: A.multiply(B),
                lambda gb: graphblas_new(lambda G, H: G.ewise_mult(H), A, B))


def spgemm(A, B, threads):
    return case("spgemm", (A, B), threads, lambda: A @ B, lambda gb: graphblas_new(lambda G, H: G.mxm(H), A, B))


def graphblas_new(operation, A, B):
    """GraphBLAS's call for a sparse result, `operation(G, H).new()`, on A and B as GraphBLAS
    matrices (a sparse result is allocated per call by every program)."""
    G, H = gb.io.from_scipy_sparse(A), gb.io.from_scipy_sparse(B)
    return [Variant("graphblas", 1, lambda: operation(G, H).new())]


def sddmm(B, rng, threads, k: int = 32):
    """C = B .* (A D^T) at B's nonzeros; scipy's way: the rows of A and D gathered per nonzero."""
    A, D = rng.random((B.shape[0], k)), rng.random((B.shape[1], k))
    rows = np.repeat(np.arange(B.shape[0]), np.diff(B.indptr))

    def scipy_sddmm():
        return sp.csr_array((B.data * np.einsum("ij,ij->i", A[rows], D[B.indices]), B.indices, B.indptr),
                            shape=B.shape)
    return case("sddmm", (B, A, D), threads, scipy_sddmm)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--threads", default="1,2", help="thread counts of irc's parallel variant")
    parser.add_argument("--quick", action="store_true", help="sizes / 10 (a smoke test)")
    args = parser.parse_args()
    threads = [int(t) for t in args.threads.split(",")]
    scale = 10 if args.quick else 1
    rng = np.random.default_rng(0)
    omp = Threads()
    warnings.simplefilter("error", irc.sparse.convert.SparseConversion)   # no hidden copies in the timings
    n, nnz = 1_000_000 // scale, 10_000_000 // scale
    m, mnnz = 200_000 // scale, 2_000_000 // scale
    g = 20_000 // scale
    cases = [
        (f"SpMV uniform, n = {n:,}, nnz = {nnz:,}", lambda: spmv(uniform(n, nnz, rng), rng, threads)),
        (f"SpMV power-law rows, n = {n:,}, nnz ~ {nnz:,}", lambda: spmv(power_law(n, nnz, rng), rng, threads)),
        (f"SpMM, n = {n // 10:,}, 10 a row, times 64 dense columns", lambda: spmm(uniform(n // 10, nnz // 10, rng),
                                                                                rng, threads)),
        (f"add, n = {m:,}, 2 x {mnnz:,} nonzeros", lambda: elementwise("add", uniform(m, mnnz, rng),
                                                                       uniform(m, mnnz, rng), threads)),
        (f"multiply, n = {m:,}, 2 x {mnnz:,} nonzeros", lambda: elementwise("mul", uniform(m, mnnz, rng),
                                                                            uniform(m, mnnz, rng), threads)),
        (f"SpGEMM, n = {g:,}, 10 a row", lambda: spgemm(uniform(g, 10 * g, rng), uniform(g, 10 * g, rng), threads)),
        (f"SDDMM, n = {m:,}, 10 a row, k = 32", lambda: sddmm(uniform(m, 10 * m, rng), rng, threads)),
    ]
    if gb is None:
        print("python-graphblas is not installed (pip install '.[bench]'): GraphBLAS not measured")
    for name, make in cases:
        variants, expected = make()
        check(variants, expected, omp, name)
        measure(variants, omp, args.repeat)
        report(name, variants)


if __name__ == "__main__":
    main()
