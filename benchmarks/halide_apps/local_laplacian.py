"""Halide's apps/local_laplacian: Paris et al.'s local Laplacian filter, 8 levels."""
import halide as hl


def app(J: int = 8):
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
