# Halide's apps/hist: histogram equalisation of an 8-bit RGB image (planar: [c, y, x]).  The
# image goes to YCrCb; a histogram of its luma Y (256 bins: a histogram per row, then their sum
# over the rows) and its running sum, the cdf, map each pixel's Y to cdf(Y) * 255 / (H * W),
# spread over [0, 255]; that luma with the pixel's own chroma goes back to RGB, 8 bits again.
# Halide's f(x, y) is f(y, x) here, its histograms' bin x is b: hist_rows(y, b), hist(b), cdf(b).
param W: i32 = 1536
param H: i32 = 2560
input in: u8[3, H, W]

func Y(y, x) = 0.299 * f32(in(0, y, x)) + 0.587 * f32(in(1, y, x)) + 0.114 * f32(in(2, y, x))
func Cr(y, x) = (f32(in(0, y, x)) - Y(y, x)) * 0.713 + 128.0
func Cb(y, x) = (f32(in(2, y, x)) - Y(y, x)) * 0.564 + 128.0

# the histogram of each row (Halide's domain is the benchmark's 1536 x 2560 written out; here
# it is the image's own W and H), then their sum: the image's histogram
rdom rx[0 .. W]
func hist_rows(y, b) = 0
hist_rows(y, i32(clamp(Y(y, rx.x), 0.0, 255.0))) += 1
rdom ry[0 .. H]
func hist(b) = 0
hist(b) += hist_rows(ry.x, b)

# its running sum
rdom k[1 .. 256]
func cdf(b) = hist(0)
cdf(k.x) = cdf(k.x - 1) + hist(k.x)

# the equalised luma, and RGB again
func equalize(y, x) = clamp(f32(cdf(u8(clamp(Y(y, x), 0.0, 255.0)))) * (255.0 / f32(H * W)), 0.0, 255.0)
func red(y, x) = u8(clamp(equalize(y, x) + (Cr(y, x) - 128.0) * 1.4, 0.0, 255.0))
func green(y, x) = u8(clamp(equalize(y, x) - 0.343 * (Cb(y, x) - 128.0) - 0.711 * (Cr(y, x) - 128.0), 0.0, 255.0))
func blue(y, x) = u8(clamp(equalize(y, x) + 1.765 * (Cb(y, x) - 128.0), 0.0, 255.0))
func equalized(c, y, x) = select(c == 0, red(y, x), c == 1, green(y, x), blue(y, x))
output equalized[3, H, W]

# Halide's CPU schedule: Y at the root, in strips of 8 rows in parallel; the row histograms in
# parallel strips (the update too); their sum over the rows per block of 32 bins in parallel,
# 4 unrolled vectors of 8 bins each; the cdf at the root; the output in strips of 8 rows in
# parallel, per 8 pixels of a row the equalised luma (unrolled) and the chroma (vectorized),
# then the 3 channels unrolled, each a vector of 8.  Halide's `vectorize(x, 8)` of the output
# lies outside its unrolled c: here the 8 lanes are the innermost loop.  (Halide's bounds of
# cdf and of the output's channels are what irc's bounds inference finds too.)
schedule halide { equalized.split(y, yo, yi, 8).split(x, xo, xi, 8).reorder(yo, yi, xo, c, xi).parallel(yo).vectorize(xi).unroll(c).bound(c, 0, 3)
                  Y.compute_root().split(y, yo, yi, 8).parallel(yo).vectorize(x, 8)
                  hist_rows.compute_root().split(y, yo, yi, 8).parallel(yo).vectorize(b, 8)
                  hist_rows.update(0).split(y, yo, yi, 8).parallel(yo)
                  hist.compute_root().vectorize(b, 8)
                  hist.update(0).split(b, bo, bi, 32).split(bi, bu, bv, 8).reorder(bo, ry.x, bu, bv).parallel(bo).unroll(bu).vectorize(bv)
                  cdf.compute_root().bound(b, 0, 256)
                  equalize.compute_at(equalized, xo).unroll(x)
                  Cb.compute_at(equalized, xo).vectorize(x)
                  Cr.compute_at(equalized, xo).vectorize(x) }
