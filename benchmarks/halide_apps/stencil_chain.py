"""Halide's apps/stencil_chain: eight 5x5 stencils in a chain, 512 x 512 tiles."""
import halide as hl

from halide_apps import VEC


def app():
    x, y, xo, yo, xi, yi, t = (hl.Var(n) for n in ("x", "y", "xo", "yo", "xi", "yi", "t"))
    inp = hl.ImageParam(hl.UInt(16), 2, "input")
    stages = [hl.Func("input_wrap")]
    stages[0][x, y] = inp[x + 16, y + 16]
    for s in range(8):
        f = hl.Func(f"stage_{s}")
        e = hl.u16(0)
        for i in range(-2, 3):
            for j in range(-2, 3):
                e = e + (i + 3) * (j + 3) * stages[-1][x + i, y + j]
        f[x, y] = e
        stages.append(f)
    output = hl.Func("output")
    output[x, y] = stages[-1][x, y]

    def schedule():
        for s in stages[1:-1]:
            s.store_at(output, t).compute_at(output, yi).vectorize(x, VEC)
        output.compute_root().tile(x, y, xo, yo, xi, yi, 512, 512).fuse(xo, yo, t).parallel(t).vectorize(xi, VEC)
    return output, [inp], schedule
