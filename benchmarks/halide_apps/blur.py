"""Halide's apps/blur: a 3x3 box blur of a u16 image, separable, in strips of 8 rows."""
import halide as hl

from halide_apps import VEC


def app():
    x, y, yi = hl.Var("x"), hl.Var("y"), hl.Var("yi")
    inp = hl.ImageParam(hl.UInt(16), 2, "input")
    blur_x, blur_y = hl.Func("blur_x"), hl.Func("blur_y")
    blur_x[x, y] = (inp[x, y] + inp[x + 1, y] + inp[x + 2, y]) / 3
    blur_y[x, y] = (blur_x[x, y] + blur_x[x, y + 1] + blur_x[x, y + 2]) / 3

    def schedule():
        blur_y.split(y, y, yi, 8).parallel(y).vectorize(x, VEC)
        blur_x.store_at(blur_y, y).compute_at(blur_y, yi).vectorize(x, VEC)
    return blur_y, [inp], schedule
