# Halide's apps/camera_pipe: FCam's raw pipeline, a 10-bit Bayer mosaic (GRBG: green, red on even
# rows; blue, green on odd ones) in, 8-bit RGB (planar: [c, y, x]) out.  Hot pixels clamped to
# their same-colour neighbours; the four colour planes separated; the two missing colours of each
# site interpolated along the direction of least change, corrected by green's curvature;
# a 3 x 4 colour matrix (Q8.8, between the 3200 K and 7000 K calibrations by inverse colour
# temperature); a gamma and contrast tone curve as a 1024-entry LUT; then an unsharp mask.
# Halide's f(x, y, c) is f(c, y, x) here; its matrices are [row, column] ([3, 4]).
# The output's pixel (y, x) is the raw's (y + 12, x + 16), as Halide's 2560 x 1920 of 2592 x 1968.
param W: i32 = 2560
param H: i32 = 1920
param blackLevel: i32 = 25
param whiteLevel: i32 = 1023
param color_temp: f32 = 3700.0
param gamma: f32 = 2.0
param contrast: f32 = 50.0
param sharpen_strength: f32 = 1.0
input raw: u16[H + 48, W + 32]
input matrix_3200: f32[3, 4]
input matrix_7000: f32[3, 4]

func shifted(y, x) = raw(y + 12, x + 16)

# hot pixel suppression: no brighter than the brightest same-colour neighbour
func denoised(y, x) = clamp(shifted(y, x), 0, max(max(shifted(y, x - 2), shifted(y, x + 2)),
                                                  max(shifted(y - 2, x), shifted(y + 2, x))))

# the four colour planes at half resolution: 0 green (red rows), 1 red, 2 blue, 3 green (blue rows)
func deinterleaved(c, y, x) = mux(c, denoised(2 * y, 2 * x), denoised(2 * y, 2 * x + 1),
                                     denoised(2 * y + 1, 2 * x), denoised(2 * y + 1, 2 * x + 1))
func g_gr(y, x) = deinterleaved(0, y, x)
func r_r(y, x) = deinterleaved(1, y, x)
func b_b(y, x) = deinterleaved(2, y, x)
func g_gb(y, x) = deinterleaved(3, y, x)

# demosaic (u16, wrapping as Halide's); avg rounds up.  Green at red and blue sites first, along
# the direction (horizontal or vertical) whose two greens differ least
func g_r(y, x) = select(absd(g_gr(y, x + 1), g_gr(y, x)) < absd(g_gb(y - 1, x), g_gb(y, x)),
                        u16((u32(g_gr(y, x + 1)) + g_gr(y, x) + 1) / 2),
                        u16((u32(g_gb(y - 1, x)) + g_gb(y, x) + 1) / 2))
func g_b(y, x) = select(absd(g_gb(y, x - 1), g_gb(y, x)) < absd(g_gr(y + 1, x), g_gr(y, x)),
                        u16((u32(g_gb(y, x - 1)) + g_gb(y, x) + 1) / 2),
                        u16((u32(g_gr(y + 1, x)) + g_gr(y, x) + 1) / 2))
# red and blue at green sites: the neighbours' mean, plus green's error had it been interpolated so
func r_gr(y, x) = g_gr(y, x) - u16((u32(g_r(y, x)) + g_r(y, x - 1) + 1) / 2) +
                  u16((u32(r_r(y, x - 1)) + r_r(y, x) + 1) / 2)
func b_gr(y, x) = g_gr(y, x) - u16((u32(g_b(y, x)) + g_b(y - 1, x) + 1) / 2) +
                  u16((u32(b_b(y, x)) + b_b(y - 1, x) + 1) / 2)
func r_gb(y, x) = g_gb(y, x) - u16((u32(g_r(y, x)) + g_r(y + 1, x) + 1) / 2) +
                  u16((u32(r_r(y, x)) + r_r(y + 1, x) + 1) / 2)
func b_gb(y, x) = g_gb(y, x) - u16((u32(g_b(y, x)) + g_b(y, x + 1) + 1) / 2) +
                  u16((u32(b_b(y, x)) + b_b(y, x + 1) + 1) / 2)
# red at blue sites and blue at red ones: along the diagonal whose two values differ least,
# corrected the same way
func r_b(y, x) = select(absd(r_r(y, x), r_r(y + 1, x - 1)) < absd(r_r(y, x - 1), r_r(y + 1, x)),
                        g_b(y, x) - u16((u32(g_r(y, x)) + g_r(y + 1, x - 1) + 1) / 2) +
                        u16((u32(r_r(y, x)) + r_r(y + 1, x - 1) + 1) / 2),
                        g_b(y, x) - u16((u32(g_r(y, x - 1)) + g_r(y + 1, x) + 1) / 2) +
                        u16((u32(r_r(y, x - 1)) + r_r(y + 1, x) + 1) / 2))
func b_r(y, x) = select(absd(b_b(y, x), b_b(y - 1, x + 1)) < absd(b_b(y, x + 1), b_b(y - 1, x)),
                        g_r(y, x) - u16((u32(g_b(y, x)) + g_b(y - 1, x + 1) + 1) / 2) +
                        u16((u32(b_b(y, x)) + b_b(y - 1, x + 1) + 1) / 2),
                        g_r(y, x) - u16((u32(g_b(y, x + 1)) + g_b(y - 1, x) + 1) / 2) +
                        u16((u32(b_b(y, x + 1)) + b_b(y - 1, x) + 1) / 2))
# interleaved back to full resolution, reinterpreted as signed (a correction may have wrapped)
func demosaiced(c, y, x) =
  i16(select(y % 2 == 0,
             select(x % 2 == 0, mux(c, r_gr(y / 2, x / 2), g_gr(y / 2, x / 2), b_gr(y / 2, x / 2)),
                                mux(c, r_r(y / 2, x / 2), g_r(y / 2, x / 2), b_r(y / 2, x / 2))),
             select(x % 2 == 0, mux(c, r_b(y / 2, x / 2), g_b(y / 2, x / 2), b_b(y / 2, x / 2)),
                                mux(c, r_gb(y / 2, x / 2), g_gb(y / 2, x / 2), b_gb(y / 2, x / 2)))))

# colour correction: the matrix in Q8.8, interpolated by inverse colour temperature (alpha: a
# func only to name Halide's expression)
func alpha(y, x) = (1.0 / color_temp - 1.0 / 3200.0) / (1.0 / 7000.0 - 1.0 / 3200.0)
func matrix(y, x) = i16((matrix_3200(y, x) * alpha(y, x) + matrix_7000(y, x) * (1.0 - alpha(y, x))) * 256.0)
func corrected(c, y, x) = i16((matrix(c, 3) + matrix(c, 0) * i32(demosaiced(0, y, x)) +
                               matrix(c, 1) * i32(demosaiced(1, y, x)) + matrix(c, 2) * i32(demosaiced(2, y, x))) / 256)

# the tone curve: gamma, then a piecewise quadratic contrast curve, 0 up to the black level and
# 255 past the white level
func curve_g(v) = pow(clamp(f32(v - blackLevel) * (1.0 / f32(whiteLevel - blackLevel)), 0.0, 1.0), 1.0 / gamma)
func curve_b(v) = 2.0 - pow(2.0, contrast / 100.0)
func curve_a(v) = 2.0 - 2.0 * curve_b(v)
func curve(v) = select(v <= blackLevel, u8(0), v > whiteLevel, u8(255),
                       u8(clamp(select(curve_g(v) > 0.5,
                                       1.0 - (curve_a(v) * (1.0 - curve_g(v)) * (1.0 - curve_g(v)) + curve_b(v) * (1.0 - curve_g(v))),
                                       curve_a(v) * curve_g(v) * curve_g(v) + curve_b(v) * curve_g(v)) * 255.0 + 0.5, 0.0, 255.0)))
# (the clamp taken in i32: of an i16, irc would bound the LUT by the type, 65536 entries)
func curved(c, y, x) = curve(clamp(i32(corrected(c, y, x)), 0, 1023))

# sharpen: the curved image plus its unsharp mask (a 1 2 1 blur down, then across) times the
# strength in 32nds (Halide's is a func of no arguments: one of one point here, as irc cannot
# compute a func of no arguments at the root)
func sharpen_x32(i) = saturating_cast(u8, sharpen_strength * 32.0)
func unsharp_y(c, y, x) = u8((u16(u8((u16(curved(c, y - 1, x)) + curved(c, y + 1, x) + 1) / 2)) + curved(c, y, x) + 1) / 2)
func unsharp(c, y, x) = u8((u16(u8((u16(unsharp_y(c, y, x - 1)) + unsharp_y(c, y, x + 1) + 1) / 2)) + unsharp_y(c, y, x) + 1) / 2)
func mask(c, y, x) = i16(curved(c, y, x)) - i16(unsharp(c, y, x))
func camera_pipe(c, y, x) = saturating_cast(u8, curved(c, y, x) + mask(c, y, x) * sharpen_x32(0) / 32)
output camera_pipe[3, H, W]

# Halide's CPU schedule (vec = 32 u16 lanes on AVX-512: rows of 2 * vec = 64 pixels): strips of
# 32 rows in parallel, walked two rows at a time, the channels innermost; per pair of rows the
# denoised raw (the raw prefetched two tiles ahead), the four planes, green at red and blue sites
# (g_b in g_r's loops: compute_with) and the curved image, kept for the strip; the
# colour-corrected and demosaiced pixels per 2 x 64 tile of the curved image; the matrix, the
# tone curve and the sharpening strength at the root.  The output's vectors and pairs of rows are
# rounded up (RoundUp: its width must be a multiple of 64 and its height even, as Halide's bound
# says).  irc slides these windows along `yi` (each pair of rows computes only its new rows).
# What differs: Halide rounds the vectors of g_r, g_b and deinterleaved up too; in irc each
# rounding grows the region of the next stage, which two more roundings and the demosaic's
# halving carry to 250 columns past the raw's (which has no boundary condition: irc refuses to
# read past it), so their last vector shifts inwards instead.  Halide rounds curved's tiles up
# too, which in irc would stop curved's window sliding (a dimension a RoundUp split rounds
# neither slides nor folds): each pair of rows would compute all 4 rows of curved it reads
# again (22.3 ms where this runs 15.0, one thread);
# Halide folds the storage of denoised and deinterleaved to 4 rows too, which irc refuses
# (denoised: the rows its readers need are not bounded by a constant; deinterleaved: one
# iteration reads 5 of its rows, by irc's bounds).
schedule halide { camera_pipe.reorder(y, x, c).split(y, yp, yii, 2, RoundUp).split(yp, yo, yi, 16).vectorize(x, 64, RoundUp).unroll(c).parallel(yo).bound(c, 0, 3)
                  matrix.compute_root(); curve.compute_root(); sharpen_x32.compute_root()
                  denoised.store_at(camera_pipe, yo).compute_at(camera_pipe, yi).tile(y, x, ty, tx, tyi, txi, 2, 64).vectorize(txi).unroll(tyi).prefetch(raw, ty, 2)
                  deinterleaved.store_at(camera_pipe, yo).compute_at(camera_pipe, yi).reorder(y, x, c).vectorize(x, 64).unroll(c)
                  g_r.store_at(camera_pipe, yo).compute_at(camera_pipe, yi).vectorize(x, 64).fold_storage(y, 4)
                  g_b.store_at(camera_pipe, yo).compute_at(camera_pipe, yi).vectorize(x, 64).fold_storage(y, 4)
                  g_b.compute_with(g_r, x.o, AlignStart)
                  curved.store_at(camera_pipe, yo).compute_at(camera_pipe, yi).reorder(y, x, c).tile(y, x, ty, tx, tyi, txi, 2, 64).vectorize(txi).unroll(tyi).unroll(c)
                  corrected.compute_at(curved, tx).reorder(y, x, c).vectorize(x, 64).unroll(c)
                  demosaiced.compute_at(curved, tx).reorder(y, x, c).vectorize(x, 64).unroll(y).unroll(c) }

# every stage of Halide's schedule computed per strip of 32 rows rather than per pair of rows:
# no row computed twice but the strip's margins, where irc's `halide` recomputes the overlaps
schedule strips { camera_pipe.reorder(y, x, c).split(y, yo, yi, 32).vectorize(x, 64).unroll(c).parallel(yo)
                  matrix.compute_root(); curve.compute_root(); sharpen_x32.compute_root()
                  denoised.compute_at(camera_pipe, yo).vectorize(x, 64)
                  deinterleaved.compute_at(camera_pipe, yo).reorder(y, x, c).vectorize(x, 64).unroll(c)
                  g_r.compute_at(camera_pipe, yo).vectorize(x, 64)
                  g_b.compute_at(camera_pipe, yo).vectorize(x, 64)
                  curved.compute_at(camera_pipe, yo).reorder(y, x, c).tile(y, x, ty, tx, tyi, txi, 2, 64).vectorize(txi).unroll(tyi).unroll(c)
                  corrected.compute_at(curved, tx).reorder(y, x, c).vectorize(x, 64).unroll(c)
                  demosaiced.compute_at(curved, tx).reorder(y, x, c).vectorize(x, 64).unroll(y).unroll(c) }

schedule root { matrix.compute_root(); curve.compute_root(); sharpen_x32.compute_root()
                denoised.compute_root(); deinterleaved.compute_root(); g_r.compute_root(); g_b.compute_root()
                demosaiced.compute_root(); corrected.compute_root(); curved.compute_root() }
