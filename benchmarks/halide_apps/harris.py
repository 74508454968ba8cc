"""Halide's apps/harris: the Harris corner response."""
import halide as hl

from halide_apps import VEC


def app():
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
