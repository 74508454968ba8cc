# Halide's apps/bilateral_grid: a bilateral filter of a gray float image through a bilateral
# grid (Chen, Paris, Durand).  Each 8 x 8 tile of the image (s_sigma = 8, the generator's
# parameter) adds its pixels into a column of the grid by intensity (z = intensity / r_sigma,
# rounded), as a weighted value and a count (channel c = 0, 1); the grid is blurred with a
# 1 4 6 4 1 filter in z, x and y; each pixel then samples the grid trilinearly at its position
# and intensity, and the output is the value over the count.  Image [y, x] (Halide's (x, y)).
# The grids are f(c, z, y, x), Halide's f(x, y, z, c), but for two: blury(y, x, z, c), stored as
# Halide's reorder_storage(c, z, x, y) asks, and histogram(y, c, z, x), whose grid rows are
# contiguous, each as the row Halide computes per row of blurz (see the schedule).
param W: i32 = 1536
param H: i32 = 2560
param r_sigma: f32 = 0.1
# The grid's top z level, 1 / r_sigma: Halide bounds the grid by r_sigma itself, but irc bounds
# a region by sizes only (a scalar param is data to it), so the levels are clamped into [0, Z]
# (the same result wherever r_sigma >= 1 / Z).
param Z: i32 = 10
input in: f32[H, W] boundary clamp

# the grid: pixel (y * 8 + r.y - 4, x * 8 + r.x - 4) of tile (y, x) into level z
rdom r[0 .. 8, 0 .. 8]
func val(y, x) = clamp(in(y, x), 0.0, 1.0)
func tile(y, x, ry, rx) = val(y * 8 + ry - 4, x * 8 + rx - 4)
func histogram(y, c, z, x) = 0.0
histogram(y, c, clamp(i32(tile(y, x, r.y, r.x) * (1.0 / r_sigma) + 0.5), 0, Z), x) += mux(c, tile(y, x, r.y, r.x), 1.0)

# its blurs, in z, then x, then y
func blurz(c, z, y, x) = histogram(y, c, z - 2, x) + histogram(y, c, z - 1, x) * 4.0 + histogram(y, c, z, x) * 6.0 +
                         histogram(y, c, z + 1, x) * 4.0 + histogram(y, c, z + 2, x)
func blurx(c, z, y, x) = blurz(c, z, y, x - 2) + blurz(c, z, y, x - 1) * 4.0 + blurz(c, z, y, x) * 6.0 +
                         blurz(c, z, y, x + 1) * 4.0 + blurz(c, z, y, x + 2)
func blury(y, x, z, c) = blurx(c, z, y - 2, x) + blurx(c, z, y - 1, x) * 4.0 + blurx(c, z, y, x) * 6.0 +
                         blurx(c, z, y + 1, x) * 4.0 + blurx(c, z, y + 2, x)

# trilinear samples of the blurred grid at each pixel's place and intensity
func zv(y, x) = val(y, x) * (1.0 / r_sigma)
func zf(y, x) = zv(y, x) - f32(i32(zv(y, x)))
func xf(x) = f32(x % 8) / 8.0
func yf(y) = f32(y % 8) / 8.0
func grid(c, y, x, dz, dy, dx) = blury(y / 8 + dy, x / 8 + dx, clamp(i32(zv(y, x)), 0, Z) + dz, c)
func slice(c, y, x, dz) = lerp(lerp(grid(c, y, x, dz, 0, 0), grid(c, y, x, dz, 0, 1), xf(x)),
                               lerp(grid(c, y, x, dz, 1, 0), grid(c, y, x, dz, 1, 1), xf(x)), yf(y))
func interpolated(c, y, x) = lerp(slice(c, y, x, 0), slice(c, y, x, 1), zf(y, x))

# normalised: the weighted sum over the weight
func bilateral_grid(y, x) = interpolated(0, y, x) / interpolated(1, y, x)
output bilateral_grid[H, W]

# Halide's CPU schedule: strips of 8 rows in parallel, blury computed per strip; blurx at the root
# in parallel over grid rows, blurz per row of blurx and the histogram per row of blurz; each
# vectorized along x, 8 lanes, with the two channels unrolled.  Halide writes `vectorize(x, 8)`
# outside the loops of z and c, which vectorizes x as the innermost loop: here x is split and its
# 8 lanes put innermost.  Differences: the histogram's rows are stored apart (as Halide's per-row
# buffers: 3x faster than storage by channel and level first).
schedule halide { bilateral_grid.split(y, yo, yi, 8).parallel(yo).vectorize(x, 8)
                  blury.compute_at(bilateral_grid, yo).store_in(Stack).split(x, xo, xi, 8).reorder(z, y, xo, c, xi).vectorize(xi).unroll(c)
                  blurx.compute_root().split(x, xo, xi, 8).reorder(y, z, xo, c, xi).parallel(y).vectorize(xi).unroll(c)
                  blurz.compute_at(blurx, y).split(x, xo, xi, 8).reorder(y, xo, z, c, xi).vectorize(xi).unroll(c)
                  histogram.compute_at(blurz, y)
                  histogram.update(0).reorder(y, x, r.y, r.x, c).unroll(c) }
