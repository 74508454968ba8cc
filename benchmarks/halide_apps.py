"""Halide's own versions of the apps ported to irc in examples/apps/: each app's algorithm and
the CPU schedule of Halide's apps/ (its hand schedule), written with Halide's Python bindings
(PyPI ``halide``), JIT-compiled once, outside any timing, for benchmarks/apps.py.

Axes.  irc indexes ``f(c, y, x)`` with x contiguous, as numpy does; Halide lists the innermost
dimension first, so irc ``f(c, y, x)`` is Halide ``f[x, y, c]``, and ``hl.Buffer(array)`` wraps a
C-contiguous numpy array without a copy in that order (``reverse_axes``).  Vector widths are
those irc's translations use (16 lanes), so that both sides vectorise alike.

``APPS[name]()`` defines an app: its output Func, its ImageParams (irc's input order) and its hand
schedule (a function that applies it).  ``build`` compiles one under its hand schedule or an
autoscheduler's (Mullapudi2016, Adams2019, Li2018: the plugins the wheel ships) and returns
``run(inputs, out)``: the pipeline realised into the numpy array ``out`` (irc's shape) from the
numpy ``inputs`` (irc's shapes and order).
Threads: Halide's pool is sized once per process from HL_NUM_THREADS (see halide_blur.py);
apps.py runs each thread count in a process of its own.
"""
from __future__ import annotations

from pathlib import Path

import halide as hl

VEC = 16


AUTOSCHEDULERS = ("Mullapudi2016", "Adams2019", "Li2018")


def build(app: str, shapes: list[tuple], out_shape: tuple, threads: int, autoscheduler: str | None = None):
    """App `app` compiled now for this machine, under its hand schedule or, with `autoscheduler`,
    that autoscheduler's schedule for these shapes (given as estimates) and `threads` cores; as
    run(inputs, out_array)."""
    out, params, hand_schedule = APPS[app]()
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


def blur():
    x, y, yi = hl.Var("x"), hl.Var("y"), hl.Var("yi")
    inp = hl.ImageParam(hl.UInt(16), 2, "input")
    blur_x, blur_y = hl.Func("blur_x"), hl.Func("blur_y")
    blur_x[x, y] = (inp[x, y] + inp[x + 1, y] + inp[x + 2, y]) / 3
    blur_y[x, y] = (blur_x[x, y] + blur_x[x, y + 1] + blur_x[x, y + 2]) / 3

    def schedule():
        blur_y.split(y, y, yi, 8).parallel(y).vectorize(x, VEC)
        blur_x.store_at(blur_y, y).compute_at(blur_y, yi).vectorize(x, VEC)
    return blur_y, [inp], schedule


def unsharp():
    x, y, c, yo, yi = (hl.Var(n) for n in ("x", "y", "c", "yo", "yi"))
    inp = hl.ImageParam(hl.Float(32), 3, "input")
    sigma, pi = 1.5, 3.14159265358979310000
    kernel = hl.Func("kernel")
    kernel[x] = hl.exp(-x * x / (2 * sigma * sigma)) / (hl.sqrt(hl.f32(2 * pi)) * sigma)
    bounded = hl.BoundaryConditions.repeat_edge(inp)
    gray, blur_y, blur_x, sharpen, ratio, output = (hl.Func(n) for n in
                                                    ("gray", "blur_y", "blur_x", "sharpen", "ratio", "output"))
    gray[x, y] = hl.f32(0.299) * bounded[x, y, 0] + hl.f32(0.587) * bounded[x, y, 1] + hl.f32(0.114) * bounded[x, y, 2]
    blur_y[x, y] = (kernel[0] * gray[x, y] + kernel[1] * (gray[x, y - 1] + gray[x, y + 1]) +
                    kernel[2] * (gray[x, y - 2] + gray[x, y + 2]) + kernel[3] * (gray[x, y - 3] + gray[x, y + 3]))
    blur_x[x, y] = (kernel[0] * blur_y[x, y] + kernel[1] * (blur_y[x - 1, y] + blur_y[x + 1, y]) +
                    kernel[2] * (blur_y[x - 2, y] + blur_y[x + 2, y]) + kernel[3] * (blur_y[x - 3, y] + blur_y[x + 3, y]))
    sharpen[x, y] = 2 * gray[x, y] - blur_x[x, y]
    ratio[x, y] = sharpen[x, y] / gray[x, y]
    output[x, y, c] = ratio[x, y] * inp[x, y, c]

    def schedule():
        output.split(y, yo, yi, 32).vectorize(x, VEC).parallel(yo).reorder(x, c, yi, yo)
        for f in (gray, blur_y, ratio):
            f.compute_at(output, yi).store_at(output, yo).vectorize(x, VEC)
    return output, [inp], schedule


def harris():
    x, y, yi = hl.Var("x"), hl.Var("y"), hl.Var("yi")
    inp = hl.ImageParam(hl.Float(32), 3, "input")
    gray, Iy, Ix = hl.Func("gray"), hl.Func("Iy"), hl.Func("Ix")
    gray[x, y] = hl.f32(0.299) * inp[x, y, 0] + hl.f32(0.587) * inp[x, y, 1] + hl.f32(0.114) * inp[x, y, 2]
    Iy[x, y] = (gray[x - 1, y - 1] * hl.f32(-1.0 / 12) + gray[x - 1, y + 1] * hl.f32(1.0 / 12) +
                gray[x, y - 1] * hl.f32(-2.0 / 12) + gray[x, y + 1] * hl.f32(2.0 / 12) +
                gray[x + 1, y - 1] * hl.f32(-1.0 / 12) + gray[x + 1, y + 1] * hl.f32(1.0 / 12))
    Ix[x, y] = (gray[x - 1, y - 1] * hl.f32(-1.0 / 12) + gray[x + 1, y - 1] * hl.f32(1.0 / 12) +
                gray[x - 1, y] * hl.f32(-2.0 / 12) + gray[x + 1, y] * hl.f32(2.0 / 12) +
                gray[x - 1, y + 1] * hl.f32(-1.0 / 12) + gray[x + 1, y + 1] * hl.f32(1.0 / 12))
    Ixx, Iyy, Ixy = hl.Func("Ixx"), hl.Func("Iyy"), hl.Func("Ixy")
    Ixx[x, y] = Ix[x, y] * Ix[x, y]
    Iyy[x, y] = Iy[x, y] * Iy[x, y]
    Ixy[x, y] = Ix[x, y] * Iy[x, y]

    def sum3x3(f):
        return sum((f[x + i, y + j] for i in (-1, 0, 1) for j in (-1, 0, 1)), hl.f32(0))
    Sxx, Syy, Sxy = hl.Func("Sxx"), hl.Func("Syy"), hl.Func("Sxy")
    Sxx[x, y], Syy[x, y], Sxy[x, y] = sum3x3(Ixx), sum3x3(Iyy), sum3x3(Ixy)
    det, trace, harris_, output = hl.Func("det"), hl.Func("trace"), hl.Func("harris"), hl.Func("output")
    det[x, y] = Sxx[x, y] * Syy[x, y] - Sxy[x, y] * Sxy[x, y]
    trace[x, y] = Sxx[x, y] + Syy[x, y]
    harris_[x, y] = det[x, y] - hl.f32(0.04) * trace[x, y] * trace[x, y]
    output[x, y] = harris_[x + 2, y + 2]

    def schedule():
        output.split(y, y, yi, 32).parallel(y).vectorize(x, VEC)
        Ix.store_at(output, y).compute_at(output, yi).vectorize(x, VEC)
        Iy.store_at(output, y).compute_at(output, yi).vectorize(x, VEC)
        Ix.compute_with(Iy, x)
    return output, [inp], schedule


def stencil_chain():
    x, y, xo, yo, xi, yi, t = (hl.Var(n) for n in ("x", "y", "xo", "yo", "xi", "yi", "t"))
    inp = hl.ImageParam(hl.UInt(16), 2, "input")
    stages = [hl.Func("input_wrap")]
    stages[0][x, y] = inp[x + 16, y + 16]
    for s in range(8):
        f = hl.Func(f"stage_{s}")
        e = hl.u16(0)
        for i in range(-2, 3):
            for j in range(-2, 3):
                e = e + (i + 3) * (j + 3) * stages[-1][x + i, y + j]
        f[x, y] = e
        stages.append(f)
    output = hl.Func("output")
    output[x, y] = stages[-1][x, y]

    def schedule():
        for s in stages[1:-1]:
            s.store_at(output, t).compute_at(output, yi).vectorize(x, VEC)
        output.compute_root().tile(x, y, xo, yo, xi, yi, 512, 512).fuse(xo, yo, t).parallel(t).vectorize(xi, VEC)
    return output, [inp], schedule


def local_laplacian(J: int = 8):
    x, y, c, k, yo, yi = (hl.Var(n) for n in ("x", "y", "c", "k", "yo", "yi"))
    inp = hl.ImageParam(hl.UInt(16), 3, "input")
    levels, alpha, beta = hl.Param(hl.Int(32), "levels", 8), hl.Param(hl.Float(32), "alpha", 1.0), \
        hl.Param(hl.Float(32), "beta", 1.0)
    for param, value in ((levels, 8), (alpha, 1.0), (beta, 1.0)):     # for the autoschedulers, as the app's
        param.set_estimate(value)

    def downsample(f, dims):
        downx, downy = hl.Func(), hl.Func()
        rest = dims[2:]
        downx[(x, y, *rest)] = (f[(2 * x - 1, y, *rest)] + 3.0 * (f[(2 * x, y, *rest)] + f[(2 * x + 1, y, *rest)]) +
                                f[(2 * x + 2, y, *rest)]) / 8.0
        downy[(x, y, *rest)] = (downx[(x, 2 * y - 1, *rest)] + 3.0 * (downx[(x, 2 * y, *rest)] + downx[(x, 2 * y + 1, *rest)]) +
                                downx[(x, 2 * y + 2, *rest)]) / 8.0
        return downy

    def upsample(f, dims):
        upx, upy = hl.Func(), hl.Func()
        rest = dims[2:]
        upx[(x, y, *rest)] = 0.25 * f[((x // 2) - 1 + 2 * (x % 2), y, *rest)] + 0.75 * f[(x // 2, y, *rest)]
        upy[(x, y, *rest)] = 0.25 * upx[(x, (y // 2) - 1 + 2 * (y % 2), *rest)] + 0.75 * upx[(x, y // 2, *rest)]
        return upy

    remap = hl.Func("remap")
    fx = hl.f32(x) / 256.0
    remap[x] = alpha * fx * hl.exp(-fx * fx / 2.0)
    clamped = hl.BoundaryConditions.repeat_edge(inp)
    floating, gray = hl.Func("floating"), hl.Func("gray")
    floating[x, y, c] = clamped[x, y, c] / 65535.0
    gray[x, y] = hl.f32(0.299) * floating[x, y, 0] + hl.f32(0.587) * floating[x, y, 1] + hl.f32(0.114) * floating[x, y, 2]
    g, lp, ing, olp, ogp = ([hl.Func(f"{n}{j}") for j in range(J)] for n in ("g", "l", "in", "ol", "og"))
    level = k * (1.0 / (levels - 1))
    idx = hl.clamp(hl.i32(gray[x, y] * hl.f32(levels - 1) * 256.0), 0, (levels - 1) * 256)
    g[0][x, y, k] = beta * (gray[x, y] - level) + level + remap[idx - 256 * k]
    for j in range(1, J):
        g[j][x, y, k] = downsample(g[j - 1], (x, y, k))[x, y, k]
    lp[J - 1][x, y, k] = g[J - 1][x, y, k]
    for j in range(J - 2, -1, -1):
        lp[j][x, y, k] = g[j][x, y, k] - upsample(g[j + 1], (x, y, k))[x, y, k]
    ing[0][x, y] = gray[x, y]
    for j in range(1, J):
        ing[j][x, y] = downsample(ing[j - 1], (x, y))[x, y]
    for j in range(J):
        lv = ing[j][x, y] * hl.f32(levels - 1)
        li = hl.clamp(hl.i32(lv), 0, levels - 2)
        lf = lv - hl.f32(li)
        olp[j][x, y] = (1.0 - lf) * lp[j][x, y, li] + lf * lp[j][x, y, li + 1]
    ogp[J - 1][x, y] = olp[J - 1][x, y]
    for j in range(J - 2, -1, -1):
        ogp[j][x, y] = upsample(ogp[j + 1], (x, y))[x, y] + olp[j][x, y]
    color, output = hl.Func("color"), hl.Func("output")
    color[x, y, c] = ogp[0][x, y] * (floating[x, y, c] + 0.01) / (gray[x, y] + 0.01)
    output[x, y, c] = hl.u16(hl.clamp(color[x, y, c], 0.0, 1.0) * 65535.0)

    def schedule():
        remap.compute_root()
        output.reorder(c, x, y).split(y, yo, y, 64).parallel(yo).vectorize(x, 8)
        gray.compute_root().parallel(y, 32).vectorize(x, 8)
        for j in range(1, 5):
            ing[j].compute_root().parallel(y, 32).vectorize(x, 8)
            g[j].compute_root().reorder_storage(x, k, y).reorder(k, y).parallel(y, 8).vectorize(x, 8)
            ogp[j].store_at(output, yo).compute_at(output, y).fold_storage(y, 8).vectorize(x, 8)
        ogp[0].compute_at(output, y).vectorize(x, 8)
        for j in range(5, J):
            ing[j].compute_root()
            g[j].compute_root().parallel(k)
            ogp[j].compute_root()
    return output, [inp], schedule


APPS = {"blur": blur, "unsharp": unsharp, "harris": harris, "stencil_chain": stencil_chain,
        "local_laplacian": local_laplacian}
