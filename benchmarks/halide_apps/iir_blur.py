"""Halide's apps/iir_blur: a first-order IIR blur down the columns and back, transposed, twice.
alpha is a scalar Param at irc's default (0.1); vec, the natural vector size, is VEC."""
import halide as hl

from halide_apps import VEC

ALPHA = 0.1


def _blur_cols_transpose(src, height, alpha, x, y, c):
    """src's columns filtered down then up, as a func transposed (the generator's helper)."""
    blur, transpose = hl.Func("blur"), hl.Func("transpose")
    blur[x, y, c] = hl.undef(hl.Float(32))
    blur[x, 0, c] = src[x, 0, c]
    ry = hl.RDom([hl.Range(1, height - 1)])
    blur[x, ry.x, c] = (1 - alpha) * blur[x, ry.x - 1, c] + alpha * src[x, ry.x, c]
    up = height - ry.x - 1
    blur[x, up, c] = (1 - alpha) * blur[x, up + 1, c] + alpha * blur[x, up, c]
    transpose[x, y, c] = blur[y, x, c]

    def schedule():
        xo, yo, xi, yi = hl.Var("xo"), hl.Var("yo"), hl.Var("xi"), hl.Var("yi")
        transpose.compute_root().tile(x, y, xo, yo, xi, yi, VEC, VEC * 4).vectorize(xi).parallel(yo).parallel(c)
        blur.compute_at(transpose, yo)
        blur.update(0).unscheduled()
        blur.update(1).reorder(x, ry.x).vectorize(x)
        blur.update(2).reorder(x, ry.x).vectorize(x)
    return transpose, schedule


def app():
    x, y, c = hl.Var("x"), hl.Var("y"), hl.Var("c")
    inp = hl.ImageParam(hl.Float(32), 3, "input")
    alpha = hl.Param(hl.Float(32), "alpha", ALPHA)
    blury_T, sched_y = _blur_cols_transpose(inp, inp.height(), alpha, x, y, c)
    output, sched_x = _blur_cols_transpose(blury_T, inp.width(), alpha, x, y, c)

    def schedule():
        sched_y()
        sched_x()
    return output, [inp], schedule
