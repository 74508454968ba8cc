"""Halide's apps/max_filter: a circular max filter of radius 26 (a log-step vertical max pyramid,
then a horizontal max over the circle's chords).  Halide's schedule vectorises by 8, as written."""
import math

import halide as hl

RADIUS = 26


def app():
    x, y, c, t, tx = (hl.Var(n) for n in ("x", "y", "c", "t", "tx"))
    inp = hl.ImageParam(hl.Float(32), 3, "input")
    bounded = hl.BoundaryConditions.repeat_edge(
        inp, [hl.Range(inp.dim(0).min(), inp.dim(0).extent()), hl.Range(inp.dim(1).min(), inp.dim(1).extent())])
    slices = math.ceil(math.log(RADIUS) / math.log(2)) + 1

    vert_log = hl.Func("vert_log")
    vert_log[x, y, c, t] = bounded[x, y, c]
    r = hl.RDom([hl.Range(-RADIUS, inp.height() + RADIUS), hl.Range(1, slices - 1)])
    step = hl.clamp(hl.i32(1) << (r.y - 1), 0, 2 * RADIUS)
    vert_log[x, r.x, c, r.y] = hl.max(vert_log[x, r.x, c, r.y - 1], vert_log[x, r.x + step, c, r.y - 1])

    slice_for_radius = hl.Func("slice_for_radius")
    slice_for_radius[t] = hl.i32(hl.floor(hl.log(hl.f32(2 * t + 1)) / hl.f32(math.log(2))))
    vert = hl.Func("vert")
    s = hl.clamp(slice_for_radius[t], 0, slices)
    vert[x, y, c, t] = hl.max(vert_log[x, y - t, c, s],
                              vert_log[x, y + t + 1 - hl.clamp(hl.i32(1) << s, 0, 2 * RADIUS), c, s])

    filter_height = hl.Func("filter_height")
    dy = hl.RDom([hl.Range(0, RADIUS + 1)])
    lim = hl.f32((RADIUS + 0.25) * (RADIUS + 0.25))
    filter_height[x] = hl.sum(hl.select(hl.f32(x * x + dy.x * dy.x) < lim, 1, 0))

    dx = hl.RDom([hl.Range(-RADIUS, 2 * RADIUS + 1)])
    output = hl.Func("output")
    output[x, y, c] = hl.maximum(vert[x + dx.x, y, c, hl.clamp(filter_height[dx.x], 0, RADIUS + 1)])

    def schedule():
        slice_for_radius.compute_root()
        filter_height.compute_root()
        output.compute_root().split(x, tx, x, 256).reorder(x, y, c, tx).fuse(c, tx, t).parallel(t).vectorize(x, 8)
        vert_log.compute_at(output, t)
        vert_log.vectorize(x, 8)
        vert_log.update().reorder(x, r.x, r.y, c).vectorize(x, 8)
        vert.compute_at(output, y).vectorize(x, 8)
    return output, [inp], schedule
