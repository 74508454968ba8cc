"""Halide's apps/conv_layer: a 3 x 3 convolution layer with a bias and a ReLU, its CPU schedule.

The register tile is chosen from the JIT target as the app's generator chooses it: 4 vectors of
output channels by 5 columns with AVX-512 (or 64-bit ARM), 3 by 4 on other x86, 2 by 4 elsewhere;
the vectors are the target's natural width (16 f32 lanes with AVX-512, 8 with AVX2).  The sizes
and strides are fixed, as the generator fixes them (N 5, CI 128, CO 128, W 100, H 80)."""
import halide as hl

N, CI, CO, W, H = 5, 128, 128, 100, 80


def app():
    x, y, c, n = hl.Var("x"), hl.Var("y"), hl.Var("c"), hl.Var("n")
    inp = hl.ImageParam(hl.Float(32), 4, "input")
    filt = hl.ImageParam(hl.Float(32), 4, "filter")
    bias = hl.ImageParam(hl.Float(32), 1, "bias")
    r = hl.RDom([(0, CI), (0, 3), (0, 3)])
    conv, relu = hl.Func("conv"), hl.Func("relu")
    conv[c, x, y, n] = bias[c]
    conv[c, x, y, n] += filt[c, r.y, r.z, r.x] * inp[r.x, x + r.y, y + r.z, n]
    relu[c, x, y, n] = hl.max(0, conv[c, x, y, n])

    for p, extents in ((inp, (CI, W + 2, H + 2, N)), (filt, (CO, 3, 3, CI)), (bias, (CO,))):
        stride = 1
        for d, e in enumerate(extents):
            p.dim(d).set_bounds(0, e).set_stride(stride)
            stride *= e
    stride = 1
    for d, e in enumerate((CO, W, H, N)):
        relu.output_buffer().dim(d).set_bounds(0, e).set_stride(stride)
        stride *= e

    def schedule():
        target = hl.get_jit_target_from_environment()
        vec = target.natural_vector_size(hl.Float(32))
        if target.has_feature(hl.TargetFeature.AVX512_Skylake) or (
                target.arch == hl.TargetArch.ARM and target.bits == 64):
            tile_w, tile_h = 4, 5
        elif target.arch == hl.TargetArch.X86:
            tile_w, tile_h = 3, 4
        else:
            tile_w, tile_h = 2, 4
        co, ci, xo, xi = hl.Var("co"), hl.Var("ci"), hl.Var("xo"), hl.Var("xi")
        (relu.split(c, co, ci, vec * tile_w).split(x, xo, xi, tile_h).reorder(ci, xi, xo, y, n, co)
             .vectorize(ci, vec).unroll(ci).unroll(xi).parallel(y).parallel(n).parallel(co))
        conv.compute_at(relu, xo).vectorize(c, vec).unroll(c).unroll(x).unroll(y)
        (conv.update().reorder(c, x, y, r.x, r.y, r.z, n)
             .vectorize(c, vec).unroll(c).unroll(x).unroll(y).unroll(r.x, 2))
        filt.in_().compute_at(conv, r.x).vectorize(hl._0, vec).unroll(hl._0).unroll(hl._3)
        inp.in_().compute_at(conv, x).unroll(hl._0)
    return relu, [inp, filt, bias], schedule
