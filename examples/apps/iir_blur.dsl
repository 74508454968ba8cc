# Halide's apps/iir_blur: a first-order recursive (IIR) low-pass blur of an RGB float image
# (planar: [c, y, x]).  Each column is filtered down (causal: each row is (1 - alpha) times the
# row above plus alpha times its input) then up again (anti-causal, from the second last row),
# and transposed; the same again on the transpose filters the rows of the input, and its
# transpose is the output.  blury_T is [c, x, y] of the input's [c, y, x].
param W: i32 = 1536
param H: i32 = 2560
param alpha: f32 = 0.1
input in: f32[3, H, W]

# down the columns: Halide's pure definition is undefined; 0 stands for it here (every point is
# written again by the updates)
rdom ry[1 .. H]
func blury(c, y, x) = 0.0
blury(c, 0, x) = in(c, 0, x)
blury(c, ry.x, x) = (1.0 - alpha) * blury(c, ry.x - 1, x) + alpha * in(c, ry.x, x)
blury(c, H - ry.x - 1, x) = (1.0 - alpha) * blury(c, H - ry.x, x) + alpha * blury(c, H - ry.x - 1, x)
func blury_T(c, y, x) = blury(c, x, y)

# down the columns of the transpose: along the rows of the input
rdom rx[1 .. W]
func blurx(c, y, x) = 0.0
blurx(c, 0, x) = blury_T(c, 0, x)
blurx(c, rx.x, x) = (1.0 - alpha) * blurx(c, rx.x - 1, x) + alpha * blury_T(c, rx.x, x)
blurx(c, W - rx.x - 1, x) = (1.0 - alpha) * blurx(c, W - rx.x, x) + alpha * blurx(c, W - rx.x - 1, x)
func iir_blur(c, y, x) = blurx(c, x, y)
output iir_blur[3, H, W]

# Halide's CPU schedule (vec = 16 lanes, AVX-512's floats): each transpose at the root in tiles of
# 64 rows x 16 columns, a task per channel and row of tiles (Halide nests parallel c and parallel
# yo: fused into one loop here); each scan computed per task, i.e. for a strip of 64 columns of
# the scanned func, all its rows in order and the 64 columns in vector lanes.
schedule halide { blury_T.compute_root().tile(y, x, yo, xo, yi, xi, 64, 16).fuse(c, yo, t).parallel(t).vectorize(xi)
                  blury.compute_at(blury_T, t).vectorize(x, 16)
                  blury.update(0).vectorize(x, 16)
                  blury.update(1).reorder(c, ry.x, x).vectorize(x, 16)
                  blury.update(2).reorder(c, ry.x, x).vectorize(x, 16)
                  iir_blur.tile(y, x, yo, xo, yi, xi, 64, 16).fuse(c, yo, t).parallel(t).vectorize(xi)
                  blurx.compute_at(iir_blur, t).vectorize(x, 16)
                  blurx.update(0).vectorize(x, 16)
                  blurx.update(1).reorder(c, rx.x, x).vectorize(x, 16)
                  blurx.update(2).reorder(c, rx.x, x).vectorize(x, 16) }
