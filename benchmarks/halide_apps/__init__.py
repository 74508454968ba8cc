"""Halide's own versions of the apps ported to irc in examples/apps/: each app's algorithm and
the CPU schedule of Halide's apps/ (its hand schedule), written with Halide's Python bindings
(PyPI ``halide``), JIT-compiled once, outside any timing, for benchmarks/apps.py.

Axes.  irc indexes ``f(c, y, x)`` with x contiguous, as numpy does; Halide lists the innermost
dimension first, so irc ``f(c, y, x)`` is Halide ``f[x, y, c]``, and ``hl.Buffer(array)`` wraps a
C-contiguous numpy array without a copy in that order (``reverse_axes``).  Vector widths are
those irc's translations use (16 lanes), so that both sides vectorise alike.

One module per app, named as its file in examples/apps/: its ``app()`` defines it (its output
Func, its ImageParams in irc's input order, and its hand schedule: a function that applies it).
``build`` compiles one under its hand schedule or an autoscheduler's (Mullapudi2016, Adams2019, Li2018: the plugins the wheel ships) and returns
``run(inputs, out)``: the pipeline realised into the numpy array ``out`` (irc's shape) from the
numpy ``inputs`` (irc's shapes and order).
Threads: Halide's pool is sized once per process from HL_NUM_THREADS (see halide_blur.py);
apps.py runs each thread count in a process of its own.
"""
from __future__ import annotations

import importlib
from pathlib import Path

import halide as hl

VEC = 16


AUTOSCHEDULERS = ("Mullapudi2016", "Adams2019", "Li2018")


def build(app: str, shapes: list[tuple], out_shape: tuple, threads: int, autoscheduler: str | None = None):
    """App `app` compiled now for this machine, under its hand schedule or, with `autoscheduler`,
    that autoscheduler's schedule for these shapes (given as estimates) and `threads` cores; as
    run(inputs, out_array)."""
    out, params, hand_schedule = importlib.import_module(f"halide_apps.{app}").app()
    pipeline = hl.Pipeline(out)
    target = hl.get_jit_target_from_environment()
    if autoscheduler is None:
        hand_schedule()
    else:
        for p, shape in zip(params, shapes):
            for d, n in enumerate(reversed(shape)):
                p.dim(d).set_estimate(0, n)
        out.set_estimates([hl.Range(0, n) for n in reversed(out_shape)])
        hl.load_plugin(str(Path(hl.__file__).parent / "lib64" / f"libautoschedule_{autoscheduler.lower()}.so"))
        pipeline.apply_autoscheduler(target, hl.AutoschedulerParams(autoscheduler, {"parallelism": str(threads)}))
    pipeline.compile_jit(target)

    def run(inputs, out_array):
        for p, a in zip(params, inputs):
            p.set(hl.Buffer(a))
        pipeline.realize(hl.Buffer(out_array))
    return run
