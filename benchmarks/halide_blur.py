"""Halide peer for irc's two-stage 3x3 blur benchmark.

The same algorithm and the same five schedules as irc's blur example, written
with Halide's Python bindings (PyPI ``halide``), so irc's output can be timed
against the compiler it imitates.

Axis mapping.  irc (like numpy) indexes ``f(y, x)`` with x contiguous; Halide
lists the innermost dimension first, so irc ``f(y, x)`` is Halide ``f[x, y]``.
``hl.Buffer(arr)`` (Halide >= 17, ``reverse_axes=True`` by default) wraps a
C-contiguous numpy array *without copying* and reverses the axes: for ``arr`` of
shape (H, W), Halide dim 0 is x (extent W, stride 1) and dim 1 is y (extent H,
stride W), i.e. ``buf[x, y] is arr[y, x]``.  irc's ``tile(y, x, yo, xo, yi, xi,
ty, tx)`` becomes Halide ``tile(x, y, xo, yo, xi, yi, tx, ty)``; both nest
yo, xo, yi, xi from outer to inner.

Threads.  Halide's JIT runtime has one thread pool per process, created the
first time a pipeline runs a ``parallel`` loop; its size is read from the
environment variable ``HL_NUM_THREADS`` at that moment and cannot change
afterwards.  ``build(schedule, threads)`` therefore sets ``HL_NUM_THREADS``
(before any parallel pipeline has run) and refuses a different count later in
the same process.  Schedules without a ``parallel`` loop (root, inline, tile,
sliding) never touch the pool and run entirely on the calling thread, whatever
``threads`` says.

Division.  Halide rewrites a float division by a constant as a multiply by its
reciprocal; ``build(..., strict_float=True)`` (the StrictFloat target feature)
keeps the division, as irc's default does (irc's ``fast_math`` does what Halide
does).

Run ``python benchmarks/halide_blur.py [--threads N]`` to check every schedule
against the numpy reference and time it at 4096x4096 (``fast`` with N threads,
default 2; the others single-threaded).
"""

import os
import statistics
import sys
import time

import halide as hl
import numpy as np

SCHEDULES = ("root", "inline", "tile", "sliding", "fast", "app")
PARALLEL_SCHEDULES = ("fast", "app")

_pool_threads = None  # thread count fixed for this process's Halide pool


def _set_threads(threads):
    """Fix the Halide thread-pool size via HL_NUM_THREADS (once per process)."""
    global _pool_threads
    if _pool_threads is None:
        os.environ["HL_NUM_THREADS"] = str(threads)
        _pool_threads = threads
    elif _pool_threads != threads:
        raise RuntimeError(
            f"Halide's thread pool is already sized to {_pool_threads} threads "
            f"in this process; use a fresh process for {threads} threads")


def _algorithm(inp):
    """Define blurx/blury over ImageParam ``inp`` (Halide order: x, y)."""
    x, y = hl.Var("x"), hl.Var("y")
    clamped = hl.BoundaryConditions.repeat_edge(inp)  # irc's `boundary clamp`
    third = hl.f32(3)
    blurx, blury = hl.Func("blurx"), hl.Func("blury")
    blurx[x, y] = (clamped[x - 1, y] + clamped[x, y] + clamped[x + 1, y]) / third
    blury[x, y] = (blurx[x, y - 1] + blurx[x, y] + blurx[x, y + 1]) / third
    return blurx, blury, x, y


def _schedule(name, blurx, blury, x, y):
    """Apply irc's schedule ``name``, translated to Halide's argument order, as a Halide user
    writes it for speed: every stage's innermost loop vectorized by 8 (irc's C is vectorized by
    gcc without being asked; Halide vectorizes only what the schedule says)."""
    xo, yo, xi, yi = hl.Var("xo"), hl.Var("yo"), hl.Var("xi"), hl.Var("yi")
    if name == "root":
        blurx.compute_root().vectorize(x, 8)
        blury.vectorize(x, 8)
    elif name == "inline":
        blurx.compute_inline()
        blury.vectorize(x, 8)
    elif name == "tile":
        blury.tile(x, y, xo, yo, xi, yi, 64, 64).vectorize(xi, 8)
        blurx.compute_at(blury, xo).vectorize(x, 8)
    elif name == "sliding":
        blurx.store_root().compute_at(blury, y).vectorize(x, 8)
        blury.vectorize(x, 8)
    elif name == "fast":
        blury.tile(x, y, xo, yo, xi, yi, 256, 32).vectorize(xi, 8).parallel(yo)
        blurx.compute_at(blury, xo).vectorize(x, 8)
    elif name == "app":
        # Halide's own CPU schedule of its blur app (apps/blur): strips of 8 rows on the
        # cores, blurx slid down each strip.  irc's `fast` tiles as above; on one thread that
        # tiling takes Halide longer than its `inline` (20.0 against 12.8 ms, minimums at
        # 4096^2), so `fast` against Halide's `fast` would flatter irc: this is the peer.
        blury.split(y, y, yi, 8).parallel(y).vectorize(x, 8)
        blurx.store_at(blury, y).compute_at(blury, yi).vectorize(x, 8)
    else:
        raise ValueError(f"unknown schedule {name!r}; expected one of {SCHEDULES}")


def _wrap(arr):
    """Wrap ``arr`` (H, W) as a Halide buffer without copying; dim 0 is x."""
    buf = hl.Buffer(arr)  # reverse_axes=True: numpy axis 1 -> Halide dim 0
    h, w = arr.shape
    dims = [(buf.dim(d).extent(), buf.dim(d).stride()) for d in (0, 1)]
    assert dims == [(w, 1), (h, w)], dims
    return buf


def build(schedule: str, threads: int = 1, strict_float: bool = False):
    """JIT-compile the blur with ``schedule``; return ``run(inp, out)``.

    ``inp`` and ``out`` are C-contiguous float32 arrays of shape (H, W); they
    are wrapped as Halide buffers without copies and ``out`` is written in place.
    Halide turns ``x / 3.0f`` into ``x * (1 / 3.0f)``; with ``strict_float`` (the
    target feature) it divides exactly, as irc does without --fast-math.
    """
    if schedule in PARALLEL_SCHEDULES:
        _set_threads(threads)
    inp_param = hl.ImageParam(hl.Float(32), 2, "in")
    blurx, blury, x, y = _algorithm(inp_param)
    _schedule(schedule, blurx, blury, x, y)
    pipeline = hl.Pipeline(blury)
    target = hl.get_host_target()
    pipeline.compile_jit(target.with_feature(hl.TargetFeature.StrictFloat) if strict_float else target)

    def run(inp: np.ndarray, out: np.ndarray) -> None:
        for a in (inp, out):
            if a.dtype != np.float32 or a.ndim != 2 or not a.flags.c_contiguous:
                raise ValueError("expected C-contiguous 2-D float32 arrays")
        if inp.shape != out.shape:
            raise ValueError(f"shape mismatch: {inp.shape} vs {out.shape}")
        inp_param.set(_wrap(inp))
        pipeline.realize(_wrap(out))

    return run


def reference(inp: np.ndarray) -> np.ndarray:
    """numpy blur with edge clamping, same operation order as the pipeline."""
    p = np.pad(inp.astype(np.float32, copy=False), 1, mode="edge")
    bx = (p[:, :-2] + p[:, 1:-1] + p[:, 2:]) / np.float32(3)
    return ((bx[:-2] + bx[1:-1] + bx[2:]) / np.float32(3)).astype(np.float32)


def check(schedule, run, h=512, w=512, tol=1e-5):
    """Max abs error of ``run`` against ``reference`` on a random input.

    ``out`` starts as NaN, so this also checks it is written in place.  (The
    3x3 blur is symmetric in y and x, so values alone cannot reveal swapped
    axes; ``_wrap`` asserts the axis mapping instead.)
    """
    inp = np.random.default_rng(0).random((h, w), dtype=np.float32)
    out = np.full_like(inp, np.nan)
    run(inp, out)
    err = float(np.max(np.abs(out - reference(inp))))
    if not err <= tol:
        raise AssertionError(f"{schedule}: max abs error {err} > {tol}")
    return err


def time_run(run, h=4096, w=4096, reps=7):
    """Median wall time (s) of ``run`` over ``reps`` runs after one warm-up."""
    inp = np.random.default_rng(1).random((h, w), dtype=np.float32)
    out = np.empty_like(inp)
    run(inp, out)
    times = []
    for _ in range(reps):
        t0 = time.perf_counter()
        run(inp, out)
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def main(argv):
    par_threads = int(argv[argv.index("--threads") + 1]) if "--threads" in argv else 2
    print(f"Halide {hl.get_host_target()}")
    print(f"{'schedule':<10}{'threads':>8}{'max err (512^2)':>18}{'ms (4096^2)':>14}")
    for name in SCHEDULES:
        threads = par_threads if name in PARALLEL_SCHEDULES else 1
        run = build(name, threads)
        err = check(name, run)
        ms = time_run(run) * 1e3
        print(f"{name:<10}{threads:>8}{err:>18.2e}{ms:>14.2f}")


if __name__ == "__main__":
    main(sys.argv[1:])
