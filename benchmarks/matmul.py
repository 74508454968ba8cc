"""irc's matmul with its sum in registers against Halide and OpenBLAS, one thread each, in one run.

    python benchmarks/matmul.py [--size 1024] [--rounds 9] [--isa native|avx2] [--tuned FILE]

irc: examples/matmul_registers.dsl under `registers` (C tiled 12 x 32 and vectorized by 16, the
sum `prod` computed per tile with its loops reordered k, i, j, j vectorized by 16, i unrolled).
Halide, two ways, JIT-compiled for the same processor:
- "Halide's own schedule": the schedule Halide's performance test (test/performance/
  matrix_multiplication.cpp) gives its matmul, on one thread (the parallel tile loop serial) and
  with the target's vector width (8 floats on AVX2, 16 on AVX-512; the tile 3 vectors wide):
  what a Halide user writes for speed;
- "Halide irc's schedule": irc's `registers` schedule written in Halide (`prod` an update over
  `r.x` computed at C's tile, reordered x, y, r.x, vectorized by 16 and unrolled).
`--tuned FILE`: also a program of C = A @ B whose block `tuned` `irc tune -o` wrote (e.g. from
examples/matmul_registers.dsl or examples/matmul.dsl, tuned on one thread at this size).
OpenBLAS: numpy's `A @ B`, OPENBLAS_NUM_THREADS=1 set before numpy loads; the kernel it runs is
printed (threadpoolctl).  OpenBLAS runs its AVX-512 kernel (OPENBLAS_CORETYPE=SkylakeX) where
the processor has AVX-512, as irc's and Halide's code then do (left to itself, OpenBLAS 0.3.31
runs its AVX2 Haswell kernel on Zen 5), else its own choice (OPENBLAS_CORETYPE and
OPENBLAS_L2_SIZE, which some machines set to pin an older kernel, removed).

`--isa avx2` measures what an AVX2 machine without AVX-512 runs: irc's C built with
-march=haswell (IRC_MARCH), Halide's target without AVX-512, OpenBLAS's Haswell kernel
(OPENBLAS_CORETYPE=Haswell).  Each round runs every program once, in turn, from one program
further on than the round before; the table gives medians, GFLOP/s (2 N^3 / time) and irc's
time over each peer's.  Every result is checked against numpy's first.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path



def parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--size", type=int, default=1024)
    ap.add_argument("--rounds", type=int, default=9)
    ap.add_argument("--isa", choices=("native", "avx2"), default="native",
                    help="build everything for this processor, or for an AVX2 one without AVX-512")
    ap.add_argument("--tuned", type=Path, help="a program with a block `tuned` (irc tune -o), timed beside")
    return ap


def has_avx512() -> bool:
    try:
        return "avx512f" in Path("/proc/cpuinfo").read_text().split()
    except OSError:
        return False


ISA = parser().parse_known_args()[0].isa          # read now: the environment below depends on it
# Before numpy loads OpenBLAS, and irc reads its flags.  OpenBLAS's own choice on a processor it
# does not know may be an older kernel (on Zen 5 it picks Haswell's, AVX2): ask for the AVX-512
# kernel where irc's code uses AVX-512.
os.environ.pop("OPENBLAS_L2_SIZE", None)
if ISA == "avx2":
    os.environ["OPENBLAS_CORETYPE"], os.environ["IRC_MARCH"] = "Haswell", "haswell"
elif has_avx512():
    os.environ["OPENBLAS_CORETYPE"] = "SkylakeX"
else:
    os.environ.pop("OPENBLAS_CORETYPE", None)
os.environ["OPENBLAS_NUM_THREADS"] = "1"
os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np  # noqa: E402

import irc  # noqa: E402
from rounds import interleaved  # noqa: E402

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "matmul_registers.dsl"
TILE_I, TILE_J, VECTOR = 12, 32, 16
AVX2_TARGET = "x86-64-linux-avx-avx2-f16c-fma-sse41"


def openblas_kernel() -> str:
    """The OpenBLAS numpy loaded: version, the kernel it chose and its threads (threadpoolctl)."""
    try:
        from threadpoolctl import threadpool_info
    except ImportError:
        return "unknown (pip install threadpoolctl)"
    blas = [i for i in threadpool_info() if i.get("internal_api") == "openblas"]
    if not blas:
        return "numpy does not use OpenBLAS here"
    info = blas[0]
    return f"OpenBLAS {info.get('version')}, kernel {info.get('architecture')}, {info.get('num_threads')} thread(s)"


def halide_target(hl):
    return hl.Target(AVX2_TARGET) if ISA == "avx2" else hl.get_host_target()


def halide_matmul(n: int, own: bool):
    """`run(A, B, C)` with Halide's JIT code, under Halide's own schedule or irc's; None without halide."""
    try:
        import halide as hl
    except ImportError:
        return None
    a, b = hl.ImageParam(hl.Float(32), 2, "A"), hl.ImageParam(hl.Float(32), 2, "B")
    x, y = hl.Var("x"), hl.Var("y")
    r = hl.RDom([(0, n)])
    prod, c = hl.Func("prod"), hl.Func("C")
    prod[x, y] = hl.f32(0)
    prod[x, y] += a[r.x, y] * b[x, r.x]            # Halide's x is irc's j (contiguous), y is i
    c[x, y] = prod[x, y]
    target = halide_target(hl)
    (halide_own_schedule if own else halide_irc_schedule)(hl, prod, c, x, y, r, target)
    c.compile_jit(target)

    def run(A: np.ndarray, B: np.ndarray, C: np.ndarray) -> None:
        a.set(hl.Buffer(A))
        b.set(hl.Buffer(B))
        c.realize(hl.Buffer(C))
    return run


def halide_own_schedule(hl, prod, c, x, y, r, target):
    """Halide's performance-test schedule, one thread, vectors of the target's width."""
    lanes = 16 if target.has_feature(hl.TargetFeature.AVX512) else 8
    xi, yi, yii = hl.Var("xi"), hl.Var("yi"), hl.Var("yii")
    c.tile(x, y, xi, yi, 3 * lanes, 32).split(yi, yi, yii, 4).vectorize(xi, lanes).unroll(xi).unroll(yii)
    prod.compute_at(c, yi).vectorize(x, lanes).unroll(y)
    prod.update().reorder(x, y, r.x).vectorize(x, lanes).unroll(x).unroll(y).unroll(r.x, 2)


def halide_irc_schedule(hl, prod, c, x, y, r, target):
    """irc's `registers` schedule, word for word."""
    xo, yo, xi, yi = (hl.Var(v) for v in ("xo", "yo", "xi", "yi"))
    c.tile(x, y, xo, yo, xi, yi, TILE_J, TILE_I).vectorize(xi, VECTOR)
    prod.compute_at(c, xo).vectorize(x, VECTOR)
    prod.update().reorder(x, y, r.x).vectorize(x, VECTOR).unroll(y)


def main(argv=None) -> int:
    args = parser().parse_args(argv)
    n = args.size
    rng = np.random.default_rng(0)
    A, B = rng.random((n, n), dtype=np.float32), rng.random((n, n), dtype=np.float32)
    expected = A @ B
    tolerance = 1e-3 * np.abs(expected).max()
    out = np.empty_like(expected)
    call, _ = irc.load(EXAMPLE).compile("registers", threads=1).prepare(A, B, out=out)
    call()
    assert np.abs(out - expected).max() <= tolerance, "irc differs from numpy"
    names, calls = ["irc registers"], [call]
    if args.tuned:
        tuned_out = np.empty_like(expected)
        tuned, _ = irc.load(args.tuned).compile("tuned", threads=1).prepare(A, B, out=tuned_out)
        tuned()
        assert np.abs(tuned_out - expected).max() <= tolerance, "irc's tuned block differs from numpy"
        names.append(f"irc tuned ({args.tuned.name})")
        calls.append(tuned)
    for label, own in (("Halide's own schedule", True), ("Halide irc's schedule", False)):
        halide = halide_matmul(n, own)
        if halide is None:
            print("halide is not installed (pip install '.[bench]'): irc and OpenBLAS only")
            break
        hout = np.empty_like(expected)
        halide(A, B, hout)
        assert np.abs(hout - expected).max() <= tolerance, f"{label} differs from numpy"
        names.append(label)
        calls.append(lambda halide=halide, hout=hout: halide(A, B, hout))
    names.append("OpenBLAS")
    calls.append(lambda: A @ B)
    medians = interleaved(calls, args.rounds)
    flops = 2.0 * n ** 3
    print(f"matmul {n}^3 float32, one thread, built for {'AVX2 (-march=haswell)' if ISA == 'avx2' else 'this processor'}, "
          f"medians of {args.rounds} interleaved rounds")
    print(f"  numpy's BLAS: {openblas_kernel()}")
    print(f"  {'':<22} {'median':>10} {'GFLOP/s':>9} {'irc / it':>9}")
    for name, t in zip(names, medians):
        print(f"  {name:<22} {t * 1e3:8.2f}ms {flops / t / 1e9:9.1f} {medians[0] / t:9.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
