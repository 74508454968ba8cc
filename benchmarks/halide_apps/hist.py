"""Halide's apps/hist: histogram equalisation of an 8-bit RGB image.  Halide's app writes its
reduction domains as the benchmark's 1536 x 2560; here they are the input's width and height
(the same at that size), as irc's port has them."""
import halide as hl


def app():
    x, y, c = hl.Var("x"), hl.Var("y"), hl.Var("c")
    inp = hl.ImageParam(hl.UInt(8), 3, "input")
    f32 = hl.f32

    Y, Cr, Cb = hl.Func("Y"), hl.Func("Cr"), hl.Func("Cb")
    Y[x, y] = f32(0.299) * inp[x, y, 0] + f32(0.587) * inp[x, y, 1] + f32(0.114) * inp[x, y, 2]
    Cr[x, y] = (inp[x, y, 0] - Y[x, y]) * f32(0.713) + 128
    Cb[x, y] = (inp[x, y, 2] - Y[x, y]) * f32(0.564) + 128

    hist_rows = hl.Func("hist_rows")
    hist_rows[x, y] = 0
    rx = hl.RDom([hl.Range(0, inp.width())], "rx")
    hist_rows[hl.i32(hl.clamp(Y[rx.x, y], f32(0), f32(255))), y] += 1

    hist = hl.Func("hist")
    hist[x] = 0
    ry = hl.RDom([hl.Range(0, inp.height())], "ry")
    hist[x] += hist_rows[x, ry.x]

    cdf = hl.Func("cdf")
    cdf[x] = hist[0]
    b = hl.RDom([hl.Range(1, 255)], "b")
    cdf[b.x] = cdf[b.x - 1] + hist[b.x]

    eq = hl.Func("equalize")
    cdf_bin = hl.u8(hl.clamp(Y[x, y], f32(0), f32(255)))
    eq[x, y] = hl.clamp(cdf[cdf_bin] * (f32(255) / hl.f32(inp.height() * inp.width())), f32(0), f32(255))

    red = hl.u8(hl.clamp(eq[x, y] + (Cr[x, y] - 128) * f32(1.4), f32(0), f32(255)))
    green = hl.u8(hl.clamp(eq[x, y] - f32(0.343) * (Cb[x, y] - 128) - f32(0.711) * (Cr[x, y] - 128), f32(0), f32(255)))
    blue = hl.u8(hl.clamp(eq[x, y] + f32(1.765) * (Cb[x, y] - 128), f32(0), f32(255)))
    out = hl.Func("equalized")
    out[x, y, c] = hl.select(c == 0, red, c == 1, green, blue)

    def schedule():                 # the generator's CPU branch
        cdf.bound(x, 0, 256)
        Y.compute_root().parallel(y, 8).vectorize(x, 8)
        hist_rows.compute_root().vectorize(x, 8).parallel(y, 8).update().parallel(y, 8)
        hist.compute_root().vectorize(x, 8).update().reorder(x, ry.x).vectorize(x, 8).unroll(x, 4) \
            .parallel(x).reorder(ry.x, x)
        cdf.compute_root()
        eq.compute_at(out, x).unroll(x)
        Cb.compute_at(out, x).vectorize(x)
        Cr.compute_at(out, x).vectorize(x)
        out.reorder(c, x, y).bound(c, 0, 3).unroll(c).parallel(y, 8).vectorize(x, 8)
    return out, [inp], schedule
