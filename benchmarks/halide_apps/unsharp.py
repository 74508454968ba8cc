"""Halide's apps/unsharp: the luminance sharpened by its unsharp mask's ratio."""
import halide as hl

from halide_apps import VEC


def app():
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
