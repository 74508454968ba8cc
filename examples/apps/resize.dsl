# Halide's apps/resize, its default variant: a float RGB image (planar: [c, y, x]) scaled down with
# the bicubic kernel (Keys, a = -0.5), widened by 1 / scale to low-pass filter.  Each output
# column x samples the input around (x + 0.5) / scale - 0.5 with ceil(4 / scale) taps from
# begin_x(x), a start clamped so that every tap lands inside the image; the taps' weights are
# normalised to sum to 1.  The resize runs down the columns first (resized_y), then along the
# rows (resized_x), and the result is clamped into [0, 1].  Halide's app benchmarks a 1536 x 2560
# image at 0.5.  The scale is the output's width over the input's, one factor for both axes
# (Halide's scale_factor is a float param: irc cannot bound a sum's loop, or the region it reads,
# by a float param's value, so the taps' count is computed from the sizes, in integers).
param W: i32 = 768
param H: i32 = 1280
param IW: i32 = 1536
param IH: i32 = 2560
input in: f32[3, IH, IW]

# the source coordinate of each output column (row), and the first tap (the scale: W / IW)
func source_x(x) = (f32(x) + 0.5) * (1.0 / (f32(W) / f32(IW))) - 0.5
func source_y(y) = (f32(y) + 0.5) * (1.0 / (f32(W) / f32(IW))) - 0.5
func first_x(x) = i32(ceil(source_x(x) - 2.0 * (1.0 / (f32(W) / f32(IW)))))
func first_y(y) = i32(ceil(source_y(y) - 2.0 * (1.0 / (f32(W) / f32(IW)))))
func begin_x(x) = clamp(first_x(x), 0, IW - (4 * IW + W - 1) / W)
func begin_y(y) = clamp(first_y(y), 0, IH - (4 * IW + W - 1) / W)

# |distance| of tap k from the source coordinate, in the output's units, and the cubic there
func dist_x(k, x) = abs((f32(k + begin_x(x)) - source_x(x)) * (f32(W) / f32(IW)))
func dist_y(k, y) = abs((f32(k + begin_y(y)) - source_y(y)) * (f32(W) / f32(IW)))
func unnormalized_kernel_x(k, x) =
  select(dist_x(k, x) < 1.0, 1.5 * (dist_x(k, x) * dist_x(k, x) * dist_x(k, x)) - 2.5 * (dist_x(k, x) * dist_x(k, x)) + 1.0,
         dist_x(k, x) < 2.0, -0.5 * (dist_x(k, x) * dist_x(k, x) * dist_x(k, x)) + 2.5 * (dist_x(k, x) * dist_x(k, x)) -
                             4.0 * dist_x(k, x) + 2.0,
         0.0)
func unnormalized_kernel_y(k, y) =
  select(dist_y(k, y) < 1.0, 1.5 * (dist_y(k, y) * dist_y(k, y) * dist_y(k, y)) - 2.5 * (dist_y(k, y) * dist_y(k, y)) + 1.0,
         dist_y(k, y) < 2.0, -0.5 * (dist_y(k, y) * dist_y(k, y) * dist_y(k, y)) + 2.5 * (dist_y(k, y) * dist_y(k, y)) -
                             4.0 * dist_y(k, y) + 2.0,
         0.0)
func kernel_sum_x(x) = sum(r in 0 .. (4 * IW + W - 1) / W: unnormalized_kernel_x(r, x))
func kernel_sum_y(y) = sum(r in 0 .. (4 * IW + W - 1) / W: unnormalized_kernel_y(r, y))
func kernel_x(k, x) = unnormalized_kernel_x(k, x) / kernel_sum_x(x)
func kernel_y(k, y) = unnormalized_kernel_y(k, y) / kernel_sum_y(y)

# down the columns, then along the rows (the first tap's clamp written out at each read: irc
# bounds an index only by what the read itself shows, and a func's value is data to it)
func resized_y(c, y, x) = sum(r in 0 .. (4 * IW + W - 1) / W: kernel_y(r, y) * in(c, r + clamp(first_y(y), 0, IH - (4 * IW + W - 1) / W), x))
func resized_x(c, y, x) = sum(r in 0 .. (4 * IW + W - 1) / W: kernel_x(r, x) * resized_y(c, y, r + clamp(first_x(x), 0, IW - (4 * IW + W - 1) / W)))
func resize(c, y, x) = clamp(resized_x(c, y, x), 0.0, 1.0)
output resize[3, H, W]

# Halide's CPU schedule (not upsampling): the output in tiles of 8 rows x 32 columns, the rows of
# tiles in parallel within each channel, 32 lanes; the columns' kernel at the root, 16 columns at
# a time (their unnormalised taps and sums with them); the rows' kernel and the column resize
# (resized_y, vectors of x, the taps' loop outside them) per row of tiles, the rows' kernel in
# vectors of 16 rows (over-computing a row of tiles' 8); the row resize per vector of the output.
# What differs: Halide computes resized_x at the output's vectorised xi, which it computes a
# vector at a time (the 32 lanes' sums in vectors, the taps' loop outside them), where irc's
# compute_at(resize, xi) would compute it lane by lane (a scalar sum each: 34 ms where this runs
# 19, one thread): here it is computed per row of the tile (yi), over the same 32 columns at once,
# vectorised, its taps' loop outside the lanes.  Halide's specialisations for packed RGB(A)
# layouts do not apply (planar).
schedule halide { resize.tile(y, x, yo, xo, yi, xi, 8, 32).reorder(c, yo, xo, yi, xi).parallel(yo).vectorize(xi)
                  kernel_x.compute_root().split(x, xo, xi, 16).reorder(xo, k, xi).vectorize(xi)
                  unnormalized_kernel_x.compute_at(kernel_x, xo).vectorize(x, 16)
                  kernel_sum_x.compute_at(kernel_x, xo).reorder(r, x).vectorize(x, 16)
                  kernel_y.compute_at(resize, yo).split(y, yo, yi, 16).reorder(yo, k, yi).vectorize(yi)
                  unnormalized_kernel_y.compute_at(kernel_y, yo).vectorize(y, 16)
                  kernel_sum_y.compute_at(kernel_y, yo).reorder(r, y).vectorize(y, 16)
                  resized_y.compute_at(resize, yo).split(x, xo, xi, 16).reorder(c, y, xo, r, xi).vectorize(xi)
                  resized_x.compute_at(resize, yi).reorder(c, y, r, x).vectorize(x, 32).unroll(c) }
