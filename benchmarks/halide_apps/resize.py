"""Halide's apps/resize, its generator's defaults: bicubic, downsampling, here of a float image,
by scale_factor 0.5 (irc's default sizes: 1536 x 2560 to 768 x 1280)."""
import halide as hl

from halide_apps import VEC


def _cubic(d):
    dd = hl.abs(d)
    dd2 = dd * dd
    dd3 = dd2 * dd
    a = -0.5
    return hl.select(dd < 1.0, (a + 2.0) * dd3 - (a + 3.0) * dd2 + 1,
                     hl.select(dd < 2.0, a * dd3 - 5 * a * dd2 + 8 * a * dd - 4.0 * a, 0.0))


def app(scale: float = 0.5):
    x, y, c, k, xi, yi = (hl.Var(n) for n in ("x", "y", "c", "k", "xi", "yi"))
    inp = hl.ImageParam(hl.Float(32), 3, "input")
    scale_factor = hl.Param(hl.Float(32), "scale_factor", scale)
    as_float, output, resized_x, resized_y = hl.Func("as_float"), hl.Func("output"), hl.Func(), hl.Func()
    unnormalized_x, unnormalized_y = hl.Func("unnormalized_kernel_x"), hl.Func("unnormalized_kernel_y")
    kernel_x, kernel_y = hl.Func("kernel_x"), hl.Func("kernel_y")
    kernel_sum_x, kernel_sum_y = hl.Func(), hl.Func()      # named by their sums

    as_float[x, y, c] = hl.f32(inp[x, y, c])
    inverse = hl.strict_float(1.0 / scale_factor)
    radius = 0.5 * 4 * inverse                      # downsampling: the kernel widened by 1 / scale
    taps = hl.i32(hl.ceil(4 * inverse))
    source_x = (x + 0.5) * inverse - 0.5
    source_y = (y + 0.5) * inverse - 0.5
    begin_x = hl.clamp(hl.i32(hl.strict_float(hl.ceil(source_x - radius))), inp.dim(0).min(),
                       inp.dim(0).max() + 1 - taps)
    begin_y = hl.clamp(hl.i32(hl.strict_float(hl.ceil(source_y - radius))), inp.dim(1).min(),
                       inp.dim(1).max() + 1 - taps)
    r = hl.RDom([hl.Range(0, taps)])
    unnormalized_x[x, k] = _cubic((k + begin_x - source_x) * scale_factor)
    unnormalized_y[y, k] = _cubic((k + begin_y - source_y) * scale_factor)
    kernel_sum_x[x] = hl.sum(unnormalized_x[x, r], "kernel_sum_x")
    kernel_sum_y[y] = hl.sum(unnormalized_y[y, r], "kernel_sum_y")
    kernel_x[x, k] = unnormalized_x[x, k] / kernel_sum_x[x]
    kernel_y[y, k] = unnormalized_y[y, k] / kernel_sum_y[y]
    resized_y[x, y, c] = hl.sum(kernel_y[y, r] * as_float[x, r + begin_y, c], "resized_y")
    resized_x[x, y, c] = hl.sum(kernel_x[x, r] * resized_y[r + begin_x, y, c], "resized_x")
    output[x, y, c] = hl.clamp(resized_x[x, y, c], 0.0, 1.0)

    def schedule():             # the generator's, not upsampling; planar buffers (its specialize(planar))
        unnormalized_x.compute_at(kernel_x, x).vectorize(x)
        kernel_sum_x.compute_at(kernel_x, x).vectorize(x)
        kernel_x.compute_root().reorder(k, x).vectorize(x, VEC)
        unnormalized_y.compute_at(kernel_y, y).vectorize(y, VEC)
        kernel_sum_y.compute_at(kernel_y, y).vectorize(y)
        kernel_y.compute_at(output, y).reorder(k, y).vectorize(y, VEC)
        output.tile(x, y, xi, yi, 32, 8).parallel(y).vectorize(xi)
        resized_y.compute_at(output, y).vectorize(x, VEC)
        resized_x.compute_at(output, xi).unroll(c)
    return output, [inp], schedule
