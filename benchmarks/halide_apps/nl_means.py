"""Halide's apps/nl_means: non-local means denoising (patch 7, search area 7, sigma 0.12), its
CPU schedule: 16 x 8 tiles of the output, rows of tiles in parallel, the difference images and
their vertical blur computed per tile, the weighted sums per vector of a tile's row."""
import halide as hl

from halide_apps import VEC


def app():
    x, y, c, dx, dy = (hl.Var(n) for n in ("x", "y", "c", "dx", "dy"))
    tx, ty = hl.Var("tx"), hl.Var("ty")
    inp = hl.ImageParam(hl.Float(32), 3, "input")
    patch_size = hl.Param(hl.Int(32), "patch_size", 7)
    search_area = hl.Param(hl.Int(32), "search_area", 7)
    sigma = hl.Param(hl.Float(32), "sigma", 0.12)
    for param, value in ((patch_size, 7), (search_area, 7), (sigma, 0.12)):   # as the app's
        param.set_estimate(value)

    inv_sigma_sq = -1.0 / (sigma * sigma * patch_size * patch_size)
    clamped = hl.BoundaryConditions.repeat_edge(inp)
    dc, d, blur_d_y, blur_d, w = (hl.Func(n) for n in ("dc", "d", "blur_d_y", "blur_d", "w"))
    dc[x, y, dx, dy, c] = hl.pow(clamped[x, y, c] - clamped[x + dx, y + dy, c], 2)
    channels = hl.RDom([(0, 3)])
    d[x, y, dx, dy] = hl.sum(dc[x, y, dx, dy, channels])
    patch = hl.RDom([(-(patch_size / 2), patch_size)])
    blur_d_y[x, y, dx, dy] = hl.sum(d[x, y + patch, dx, dy])
    blur_d[x, y, dx, dy] = hl.sum(blur_d_y[x + patch, y, dx, dy])
    w[x, y, dx, dy] = hl.fast_exp(blur_d[x, y, dx, dy] * inv_sigma_sq)
    with_alpha = hl.Func("clamped_with_alpha")
    with_alpha[x, y, c] = hl.mux(c, [clamped[x, y, 0], clamped[x, y, 1], clamped[x, y, 2], hl.f32(1.0)])
    s = hl.RDom([(-(search_area / 2), search_area), (-(search_area / 2), search_area)])
    nlm_sum, nlm = hl.Func("non_local_means_sum"), hl.Func("non_local_means")
    nlm_sum[x, y, c] += w[x, y, s.x, s.y] * with_alpha[x + s.x, y + s.y, c]
    nlm[x, y, c] = hl.clamp(nlm_sum[x, y, c] / nlm_sum[x, y, 3], hl.f32(0.0), hl.f32(1.0))
    nlm.output_buffer().dim(2).set_bounds(0, 3)

    def schedule():
        nlm.compute_root().reorder(c, x, y).tile(x, y, tx, ty, x, y, 16, 8).parallel(ty).vectorize(x, VEC)
        blur_d_y.compute_at(nlm, tx).hoist_storage(nlm, ty).reorder(y, x).vectorize(x, VEC)
        d.compute_at(nlm, tx).hoist_storage(nlm, ty).vectorize(x, VEC)
        nlm_sum.compute_at(nlm, x).reorder(c, x, y).bound(c, 0, 4).unroll(c).vectorize(x, VEC)
        nlm_sum.update(0).reorder(c, x, y, s.x, s.y).unroll(c).vectorize(x, VEC)
        blur_d.compute_at(nlm_sum, x).vectorize(x, VEC)
    return nlm, [inp], schedule
