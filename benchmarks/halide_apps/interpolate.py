"""Halide's apps/interpolate: multi-scale interpolation of an RGBA image, 10 pyramid levels."""
import halide as hl

from halide_apps import VEC


def app(levels: int = 10):
    x, y, c, xo, xi, yo, yi = (hl.Var(n) for n in ("x", "y", "c", "xo", "xi", "yo", "yi"))
    inp = hl.ImageParam(hl.Float(32), 3, "input")
    inp.dim(2).set_bounds(0, 4)
    clamped = hl.BoundaryConditions.repeat_edge(inp)
    down = [hl.Func(f"downsampled_{n}") for n in range(levels)]
    downx = [hl.Func(f"downx_{n}") for n in range(levels)]
    interp = [hl.Func(f"interpolated_{n}") for n in range(levels)]
    up = [hl.Func(f"upsampled_{n}") for n in range(levels)]
    upx = [hl.Func(f"upsampledx_{n}") for n in range(levels)]

    down[0][x, y, c] = hl.select(c < 3, clamped[x, y, c] * clamped[x, y, 3], clamped[x, y, 3])
    for lv in range(1, levels):
        prev = down[lv - 1]
        if lv == 4:             # level 3 read inside [0, w / 8] x [0, h / 8]
            bounded = hl.Func(f"bounded_{lv}")
            bounded[x, y, c] = prev[hl.clamp(x, 0, inp.width() // 8), hl.clamp(y, 0, inp.height() // 8), c]
            prev = bounded
        downx[lv][x, y, c] = (prev[2 * x - 1, y, c] + 2.0 * prev[2 * x, y, c] + prev[2 * x + 1, y, c]) * 0.25
        down[lv][x, y, c] = (downx[lv][x, 2 * y - 1, c] + 2.0 * downx[lv][x, 2 * y, c] +
                             downx[lv][x, 2 * y + 1, c]) * 0.25
    interp[levels - 1][x, y, c] = down[levels - 1][x, y, c]
    for lv in range(levels - 2, -1, -1):
        upx[lv][x, y, c] = (interp[lv + 1][x // 2, y, c] + interp[lv + 1][(x + 1) // 2, y, c]) / 2.0
        up[lv][x, y, c] = (upx[lv][x, y // 2, c] + upx[lv][x, (y + 1) // 2, c]) / 2.0
        interp[lv][x, y, c] = down[lv][x, y, c] + (1.0 - down[lv][x, y, 3]) * up[lv][x, y, c]
    normalize = hl.Func("normalize")
    normalize[x, y, c] = interp[0][x, y, c] / interp[0][x, y, 3]

    def schedule():             # the generator's CPU branch, VEC lanes for its natural vector size
        for lv in range(1, levels - 1):
            down[lv].compute_root().never_partition([x]).reorder(x, c, y).split(y, yo, yi, 8) \
                .parallel(yo).vectorize(x, VEC)
        down[0].clone_in(downx[1]).store_at(down[1], yo).compute_at(down[1], yi).reorder(c, x, y) \
            .unroll(c).vectorize(x, VEC).never_partition([y])
        normalize.bound(x, 0, inp.width()).bound(y, 0, inp.height()).bound(c, 0, 3).never_partition([y]) \
            .split(x, xo, xi, VEC).split(y, yo, yi, 32).reorder(xi, c, xo, yi, yo).unroll(c).vectorize(xi) \
            .parallel(yo)
        for lv in range(1, levels):
            interp[lv].store_at(normalize, yo).compute_at(normalize, yi).never_partition_all().vectorize(x, VEC)
    return normalize, [inp], schedule
