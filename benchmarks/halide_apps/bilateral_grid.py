"""Halide's apps/bilateral_grid: a bilateral filter through a bilateral grid (s_sigma 8)."""
import halide as hl

S_SIGMA = 8      # the generator's parameter


def app():
    x, y, z, c = (hl.Var(n) for n in ("x", "y", "z", "c"))
    inp = hl.ImageParam(hl.Float(32), 2, "input")
    r_sigma = hl.Param(hl.Float(32), "r_sigma", 0.1)
    r_sigma.set_estimate(0.1)
    clamped = hl.BoundaryConditions.repeat_edge(inp)

    # the grid: each s_sigma x s_sigma tile's pixels by intensity, as value and count
    r = hl.RDom([(0, S_SIGMA), (0, S_SIGMA)])
    v = hl.clamp(clamped[x * S_SIGMA + r.x - S_SIGMA // 2, y * S_SIGMA + r.y - S_SIGMA // 2], hl.f32(0), hl.f32(1))
    zbin = hl.i32(v * (hl.f32(1) / r_sigma) + hl.f32(0.5))
    histogram = hl.Func("histogram")
    histogram[x, y, z, c] = hl.f32(0)
    histogram[x, y, zbin, c] += hl.mux(c, [v, hl.f32(1)])

    def five(f, at):
        return f[at(-2)] + f[at(-1)] * 4 + f[at(0)] * 6 + f[at(1)] * 4 + f[at(2)]
    blurz, blurx, blury = hl.Func("blurz"), hl.Func("blurx"), hl.Func("blury")
    blurz[x, y, z, c] = five(histogram, lambda d: (x, y, z + d, c))
    blurx[x, y, z, c] = five(blurz, lambda d: (x + d, y, z, c))
    blury[x, y, z, c] = five(blurx, lambda d: (x, y + d, z, c))

    # trilinear samples of the grid
    v = hl.clamp(inp[x, y], hl.f32(0), hl.f32(1))
    zv = v * (hl.f32(1) / r_sigma)
    zi = hl.i32(zv)
    zf = zv - zi
    xf = hl.f32(x % S_SIGMA) / S_SIGMA
    yf = hl.f32(y % S_SIGMA) / S_SIGMA
    xi, yi = x / S_SIGMA, y / S_SIGMA

    def level(dz):
        return hl.lerp(hl.lerp(blury[xi, yi, zi + dz, c], blury[xi + 1, yi, zi + dz, c], xf),
                       hl.lerp(blury[xi, yi + 1, zi + dz, c], blury[xi + 1, yi + 1, zi + dz, c], xf), yf)
    interpolated = hl.Func("interpolated")
    interpolated[x, y, c] = hl.lerp(level(0), level(1), zf)
    out = hl.Func("bilateral_grid")
    out[x, y] = interpolated[x, y, 0] / interpolated[x, y, 1]

    def schedule():                 # the generator's CPU branch
        blurz.compute_at(blurx, y).reorder(c, z, x, y).vectorize(x, 8).unroll(c)
        histogram.compute_at(blurz, y)
        histogram.update().reorder(c, r.x, r.y, x, y).unroll(c)
        blurx.compute_root().reorder(c, x, z, y).parallel(y).vectorize(x, 8).unroll(c)
        blury.compute_at(out, y).store_in(hl.MemoryType.Stack).reorder(c, x, y, z) \
            .reorder_storage(c, z, x, y).vectorize(x, 8).unroll(c)
        out.compute_root().parallel(y, 8).vectorize(x, 8)
    return out, [inp], schedule
