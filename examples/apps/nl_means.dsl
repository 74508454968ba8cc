# Halide's apps/nl_means: non-local means denoising of an RGB image (planar: [c, y, x], floats in
# [0, 1]).  Each output pixel is an average of the pixels of an S x S search window around it,
# each weighted by exp(-d / (sigma^2 P^2)), d the sum of squared differences between the P x P
# patches around the two pixels (over the three channels); the input's edges repeat outward.
# The weight's exp is Halide's fast_exp, as in the app (a polynomial, which vectorizes).
param W: i32 = 1536
param H: i32 = 2560
param P: i32 = 7                  # patch_size
param S: i32 = 7                  # search_area
param sigma: f32 = 0.12
input in: f32[3, H, W] boundary clamp
func clamped(c, y, x) = in(c, y, x)

# the squared difference of each pixel from the one (dy, dx) away, summed over the channels
func diff(c, dy, dx, y, x) = clamped(c, y, x) - clamped(c, y + dy, x + dx)
func d(dy, dx, y, x) = sum(c in 0 .. 3: diff(c, dy, dx, y, x) * diff(c, dy, dx, y, x))
# ... over the patch: a box blur of P x P, down then across
func blur_d_y(dy, dx, y, x) = sum(p in -(P / 2) .. P - P / 2: d(dy, dx, y + p, x))
func blur_d(dy, dx, y, x) = sum(p in -(P / 2) .. P - P / 2: blur_d_y(dy, dx, y, x + p))
func w(dy, dx, y, x) = fast_exp(blur_d(dy, dx, y, x) * (-1.0 / (sigma * sigma * f32(P) * f32(P))))
# the image with a fourth channel of ones, whose weighted sum is the sum of the weights
func with_alpha(c, y, x) = mux(c, clamped(0, y, x), clamped(1, y, x), clamped(2, y, x), 1.0)
func nlm_sum(c, y, x) = sum(sy in -(S / 2) .. S - S / 2: sum(sx in -(S / 2) .. S - S / 2:
                            w(sy, sx, y, x) * with_alpha(c, y + sy, x + sx)))
func nl_means(c, y, x) = clamp(nlm_sum(c, y, x) / nlm_sum(3, y, x), 0.0, 1.0)
output nl_means[3, H, W]

# Halide's CPU schedule: 8 x 16 tiles of the output, the rows of tiles on the cores; per tile,
# the difference images d and their vertical blur over the whole search window; per row of a
# tile, the weighted sums of 16 pixels (one vector, its four channels unrolled inside it), the
# horizontal blur computed per offset of the window.  What differs, each where irc's C would
# otherwise leave a vector loop scalar or gathering (halide_literal below is the word-for-word
# translation, about 2.4x slower on one thread):
# - blur_d_y runs its rows outside its vectors of x (Halide: reorder(y, x), the rows inside each
#   vector): irc sums a patch into a vector of 16 registers only where the sum's loop sits
#   directly inside the vector loop; with the rows between, gcc leaves the loop nest scalar;
# - w is computed per row of 16 weights beside blur_d (Halide inlines it, and LLVM shares the
#   exp among the four unrolled channels; gcc calls expf once per channel);
# - the clamped input is computed once at the root: irc's loop partitioning leaves d's clamp of
#   x inside the vector loop (the tile loop is not partitioned), which gcc turns into gathers;
schedule halide { nl_means.tile(y, x, ty, tx, yi, xi, 8, 16).reorder(ty, tx, yi, xi, c).parallel(ty).vectorize(xi, 16)
                  clamped.compute_root().vectorize(x, 16)
                  d.compute_at(nl_means, tx).hoist_storage(nl_means, ty).vectorize(x, 16)
                  blur_d_y.compute_at(nl_means, tx).hoist_storage(nl_means, ty).vectorize(x, 16)
                  nlm_sum.compute_at(nl_means, yi).reorder(sy, sx, y, x, c).unroll(c).vectorize(x, 16)
                  blur_d.compute_at(nlm_sum, y).vectorize(x, 16)
                  w.compute_at(nlm_sum, y).vectorize(x, 16) }
# Halide's schedule word for word (vectorize(x) outside a serial loop as Halide allows it;
# nlm_sum is computed at the row yi, which holds one vector of x, as Halide's compute_at x)
schedule halide_literal { nl_means.tile(y, x, ty, tx, yi, xi, 8, 16).reorder(ty, tx, yi, xi, c).parallel(ty).vectorize(xi, 16)
                          d.compute_at(nl_means, tx).hoist_storage(nl_means, ty).vectorize(x, 16)
                          blur_d_y.compute_at(nl_means, tx).hoist_storage(nl_means, ty).reorder(dy, dx, x, y).vectorize(x, 16)
                          nlm_sum.compute_at(nl_means, yi).reorder(sy, sx, y, x, c).unroll(c).vectorize(x, 16)
                          blur_d.compute_at(nlm_sum, y).vectorize(x, 16) }
