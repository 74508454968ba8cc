"""Halide's apps/camera_pipe: FCam's raw pipeline (hot pixels, demosaic, colour matrix, tone
curve, sharpen), its CPU schedule with vec = the natural u16 vector (32 lanes on AVX-512)."""
import halide as hl

VEC_U16 = 32          # natural_vector_size(UInt(16)) on this AVX-512 machine
STRIP = 32


def avg(a, b):        # of two unsigned values, rounding up, in the wider type
    a, b = (v if isinstance(v, hl.Expr) else hl.Expr(v) for v in (a, b))     # a FuncRef's value
    wide = a.type().with_bits(a.type().bits() * 2)
    return hl.cast(a.type(), (hl.cast(wide, a) + b + 1) // 2)


def blur121(a, b, c):
    return avg(avg(a, c), b)


def app():
    x, y, c, xi, yi, yo, yii = (hl.Var(n) for n in ("x", "y", "c", "xi", "yi", "yo", "yii"))
    raw = hl.ImageParam(hl.UInt(16), 2, "input")
    m3200, m7000 = hl.ImageParam(hl.Float(32), 2, "matrix_3200"), hl.ImageParam(hl.Float(32), 2, "matrix_7000")
    color_temp = hl.Param(hl.Float(32), "color_temp", 3700.0)
    gamma = hl.Param(hl.Float(32), "gamma", 2.0)
    contrast = hl.Param(hl.Float(32), "contrast", 50.0)
    sharpen_strength = hl.Param(hl.Float(32), "sharpen_strength", 1.0)
    black, white = hl.Param(hl.Int(32), "blackLevel", 25), hl.Param(hl.Int(32), "whiteLevel", 1023)
    for p, v in ((color_temp, 3700.0), (gamma, 2.0), (contrast, 50.0), (sharpen_strength, 1.0),
                 (black, 25), (white, 1023)):
        p.set_estimate(v)

    shifted, denoised, deinterleaved = hl.Func("shifted"), hl.Func("denoised"), hl.Func("deinterleaved")
    shifted[x, y] = raw[x + 16, y + 12]
    brightest = hl.max(hl.max(shifted[x - 2, y], shifted[x + 2, y]), hl.max(shifted[x, y - 2], shifted[x, y + 2]))
    denoised[x, y] = hl.clamp(shifted[x, y], hl.u16(0), brightest)
    deinterleaved[x, y, c] = hl.mux(c, [denoised[2 * x, 2 * y], denoised[2 * x + 1, 2 * y],
                                        denoised[2 * x, 2 * y + 1], denoised[2 * x + 1, 2 * y + 1]])

    # demosaic (Halide's Demosaic generator)
    g_gr, r_r, b_b, g_gb = (hl.Func(n) for n in ("g_gr", "r_r", "b_b", "g_gb"))
    for k, f in enumerate((g_gr, r_r, b_b, g_gb)):
        f[x, y] = deinterleaved[x, y, k]
    g_r, g_b = hl.Func("g_r"), hl.Func("g_b")
    g_r[x, y] = hl.select(hl.absd(g_gr[x + 1, y], g_gr[x, y]) < hl.absd(g_gb[x, y - 1], g_gb[x, y]),
                          avg(g_gr[x + 1, y], g_gr[x, y]), avg(g_gb[x, y - 1], g_gb[x, y]))
    g_b[x, y] = hl.select(hl.absd(g_gb[x - 1, y], g_gb[x, y]) < hl.absd(g_gr[x, y + 1], g_gr[x, y]),
                          avg(g_gb[x - 1, y], g_gb[x, y]), avg(g_gr[x, y + 1], g_gr[x, y]))
    r_gr, b_gr, r_gb, b_gb, r_b, b_r = (hl.Func(n) for n in ("r_gr", "b_gr", "r_gb", "b_gb", "r_b", "b_r"))
    r_gr[x, y] = g_gr[x, y] - avg(g_r[x, y], g_r[x - 1, y]) + avg(r_r[x - 1, y], r_r[x, y])
    b_gr[x, y] = g_gr[x, y] - avg(g_b[x, y], g_b[x, y - 1]) + avg(b_b[x, y], b_b[x, y - 1])
    r_gb[x, y] = g_gb[x, y] - avg(g_r[x, y], g_r[x, y + 1]) + avg(r_r[x, y], r_r[x, y + 1])
    b_gb[x, y] = g_gb[x, y] - avg(g_b[x, y], g_b[x + 1, y]) + avg(b_b[x, y], b_b[x + 1, y])
    rp = g_b[x, y] - avg(g_r[x, y], g_r[x - 1, y + 1]) + avg(r_r[x, y], r_r[x - 1, y + 1])
    rn = g_b[x, y] - avg(g_r[x - 1, y], g_r[x, y + 1]) + avg(r_r[x - 1, y], r_r[x, y + 1])
    r_b[x, y] = hl.select(hl.absd(r_r[x, y], r_r[x - 1, y + 1]) < hl.absd(r_r[x - 1, y], r_r[x, y + 1]), rp, rn)
    bp = g_r[x, y] - avg(g_b[x, y], g_b[x + 1, y - 1]) + avg(b_b[x, y], b_b[x + 1, y - 1])
    bn = g_r[x, y] - avg(g_b[x + 1, y], g_b[x, y - 1]) + avg(b_b[x + 1, y], b_b[x, y - 1])
    b_r[x, y] = hl.select(hl.absd(b_b[x, y], b_b[x + 1, y - 1]) < hl.absd(b_b[x + 1, y], b_b[x, y - 1]), bp, bn)

    def interleave_x(a, b):
        out = hl.Func()
        out[x, y] = hl.select(x % 2 == 0, a[x // 2, y], b[x // 2, y])
        return out

    def interleave_y(a, b):
        out = hl.Func()
        out[x, y] = hl.select(y % 2 == 0, a[x, y // 2], b[x, y // 2])
        return out
    r = interleave_y(interleave_x(r_gr, r_r), interleave_x(r_b, r_gb))
    g = interleave_y(interleave_x(g_gr, g_r), interleave_x(g_b, g_gb))
    b = interleave_y(interleave_x(b_gr, b_r), interleave_x(b_b, b_gb))
    demosaiced = hl.Func("demosaiced")
    demosaiced[x, y, c] = hl.cast(hl.Int(16), hl.mux(c, [r[x, y], g[x, y], b[x, y]]))

    # colour correction, Q8.8
    matrix, corrected = hl.Func("matrix"), hl.Func("corrected")
    alpha = (1.0 / color_temp - hl.f32(1.0 / 3200)) / (hl.f32(1.0 / 7000) - hl.f32(1.0 / 3200))
    matrix[x, y] = hl.cast(hl.Int(16), (m3200[x, y] * alpha + m7000[x, y] * (1 - alpha)) * 256.0)
    ir, ig, ib = (hl.cast(hl.Int(32), demosaiced[x, y, k]) for k in range(3))
    rows = [hl.cast(hl.Int(16), (matrix[3, k] + matrix[0, k] * ir + matrix[1, k] * ig + matrix[2, k] * ib) // 256)
            for k in range(3)]
    corrected[x, y, c] = hl.mux(c, rows)

    # tone curve
    curve, curved = hl.Func("curve"), hl.Func("curved")
    inv_range = hl.f32(1.0) / (white - black)
    bb = 2.0 - hl.pow(hl.f32(2.0), contrast / 100.0)
    aa = 2.0 - 2.0 * bb
    xf = hl.clamp(hl.cast(hl.Float(32), x - black) * inv_range, 0.0, 1.0)
    gg = hl.pow(xf, 1.0 / gamma)
    z = hl.select(gg > 0.5, 1.0 - (aa * (1.0 - gg) * (1.0 - gg) + bb * (1.0 - gg)), aa * gg * gg + bb * gg)
    val = hl.cast(hl.UInt(8), hl.clamp(z * 255.0 + 0.5, 0.0, 255.0))
    curve[x] = hl.select(x <= black, hl.u8(0), hl.select(x > white, hl.u8(255), val))
    curved[x, y, c] = curve[hl.i32(hl.clamp(corrected[x, y, c], hl.i16(0), hl.i16(1023)))]

    # sharpen
    s32, unsharp_y, unsharp, mask, processed = (hl.Func(n) for n in ("s32", "unsharp_y", "unsharp", "mask", "processed"))
    s32[()] = hl.saturating_cast(hl.UInt(8), sharpen_strength * 32)
    unsharp_y[x, y, c] = blur121(curved[x, y - 1, c], curved[x, y, c], curved[x, y + 1, c])
    unsharp[x, y, c] = blur121(unsharp_y[x - 1, y, c], unsharp_y[x, y, c], unsharp_y[x + 1, y, c])
    mask[x, y, c] = hl.cast(hl.Int(16), curved[x, y, c]) - hl.cast(hl.Int(16), unsharp[x, y, c])
    processed[x, y, c] = hl.saturating_cast(hl.UInt(8), curved[x, y, c] + (mask[x, y, c] * s32[()]) // 32)

    def schedule():
        vec2, up = 2 * VEC_U16, hl.TailStrategy.RoundUp
        matrix.compute_root()
        curve.compute_root()
        s32.compute_root()
        processed.compute_root().reorder(c, x, y).split(y, yi, yii, 2, up).split(yi, yo, yi, STRIP // 2) \
            .vectorize(x, vec2, up).unroll(c).parallel(yo)
        denoised.compute_at(processed, yi).store_at(processed, yo).prefetch(raw, y, y, 2).fold_storage(y, 4) \
            .tile(x, y, x, y, xi, yi, vec2, 2).vectorize(xi).unroll(yi)
        deinterleaved.compute_at(processed, yi).store_at(processed, yo).fold_storage(y, 4).reorder(c, x, y) \
            .vectorize(x, vec2, up).unroll(c)
        curved.compute_at(processed, yi).store_at(processed, yo).reorder(c, x, y) \
            .tile(x, y, x, y, xi, yi, vec2, 2, up).vectorize(xi).unroll(yi).unroll(c)
        corrected.compute_at(curved, x).reorder(c, x, y).vectorize(x).unroll(c)
        for f in (g_r, g_b):
            f.compute_at(processed, yi).store_at(processed, yo).vectorize(x, vec2, up).fold_storage(y, 4)
        g_b.compute_with(g_r, x, [(x, hl.LoopAlignStrategy.AlignStart), (y, hl.LoopAlignStrategy.AlignStart)])
        demosaiced.compute_at(curved, x).vectorize(x).unroll(y).reorder(c, x, y).unroll(c)
        out = processed.output_buffer()
        processed.bound(c, 0, 3).bound(x, 0, (out.width() // vec2) * vec2).bound(y, 0, (out.height() // STRIP) * STRIP)
    return processed, [raw, m3200, m7000], schedule
