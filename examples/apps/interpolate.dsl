# Halide's apps/interpolate: multi-scale interpolation of an RGBA float image (planar: [c, y, x],
# c = r, g, b, alpha) over a 10-level pyramid.  The colours are premultiplied by alpha, the
# pyramid built down with a 1 2 1 filter in x then y, then rebuilt from the coarsest level up:
# each level keeps its own value and fills the rest (1 - its alpha) with the coarser level
# upsampled (the mean of two neighbours in x, then in y).  The output is the finest level's
# colour divided by its alpha (3 channels).  From level 3 to 4 the coordinates are clamped
# into the image's eighth, so that the coarse levels' footprint stays near the image.  Halide's
# app runs on its 1536 x 2560 rgba.png.
param W: i32 = 1536
param H: i32 = 2560
input in: f32[4, H, W] boundary clamp

# level 0: premultiplied by alpha; d0c is Halide's clone of it (clone_in) read by level 1 only
func d0(c, y, x) = select(c < 3, in(c, y, x) * in(3, y, x), in(3, y, x))
func d0c(c, y, x) = select(c < 3, in(c, y, x) * in(3, y, x), in(3, y, x))

# downsampled: 1 2 1 in x, then in y
func dx1(c, y, x) = (d0c(c, y, 2 * x - 1) + 2.0 * d0c(c, y, 2 * x) + d0c(c, y, 2 * x + 1)) * 0.25
func d1(c, y, x) = (dx1(c, 2 * y - 1, x) + 2.0 * dx1(c, 2 * y, x) + dx1(c, 2 * y + 1, x)) * 0.25
func dx2(c, y, x) = (d1(c, y, 2 * x - 1) + 2.0 * d1(c, y, 2 * x) + d1(c, y, 2 * x + 1)) * 0.25
func d2(c, y, x) = (dx2(c, 2 * y - 1, x) + 2.0 * dx2(c, 2 * y, x) + dx2(c, 2 * y + 1, x)) * 0.25
func dx3(c, y, x) = (d2(c, y, 2 * x - 1) + 2.0 * d2(c, y, 2 * x) + d2(c, y, 2 * x + 1)) * 0.25
func d3(c, y, x) = (dx3(c, 2 * y - 1, x) + 2.0 * dx3(c, 2 * y, x) + dx3(c, 2 * y + 1, x)) * 0.25
# level 3 read with its coordinates clamped into [0, W / 8] x [0, H / 8] (Halide's bound)
func d3c(c, y, x) = d3(c, clamp(y, 0, H / 8), clamp(x, 0, W / 8))
func dx4(c, y, x) = (d3c(c, y, 2 * x - 1) + 2.0 * d3c(c, y, 2 * x) + d3c(c, y, 2 * x + 1)) * 0.25
func d4(c, y, x) = (dx4(c, 2 * y - 1, x) + 2.0 * dx4(c, 2 * y, x) + dx4(c, 2 * y + 1, x)) * 0.25
func dx5(c, y, x) = (d4(c, y, 2 * x - 1) + 2.0 * d4(c, y, 2 * x) + d4(c, y, 2 * x + 1)) * 0.25
func d5(c, y, x) = (dx5(c, 2 * y - 1, x) + 2.0 * dx5(c, 2 * y, x) + dx5(c, 2 * y + 1, x)) * 0.25
func dx6(c, y, x) = (d5(c, y, 2 * x - 1) + 2.0 * d5(c, y, 2 * x) + d5(c, y, 2 * x + 1)) * 0.25
func d6(c, y, x) = (dx6(c, 2 * y - 1, x) + 2.0 * dx6(c, 2 * y, x) + dx6(c, 2 * y + 1, x)) * 0.25
func dx7(c, y, x) = (d6(c, y, 2 * x - 1) + 2.0 * d6(c, y, 2 * x) + d6(c, y, 2 * x + 1)) * 0.25
func d7(c, y, x) = (dx7(c, 2 * y - 1, x) + 2.0 * dx7(c, 2 * y, x) + dx7(c, 2 * y + 1, x)) * 0.25
func dx8(c, y, x) = (d7(c, y, 2 * x - 1) + 2.0 * d7(c, y, 2 * x) + d7(c, y, 2 * x + 1)) * 0.25
func d8(c, y, x) = (dx8(c, 2 * y - 1, x) + 2.0 * dx8(c, 2 * y, x) + dx8(c, 2 * y + 1, x)) * 0.25
func dx9(c, y, x) = (d8(c, y, 2 * x - 1) + 2.0 * d8(c, y, 2 * x) + d8(c, y, 2 * x + 1)) * 0.25
func d9(c, y, x) = (dx9(c, 2 * y - 1, x) + 2.0 * dx9(c, 2 * y, x) + dx9(c, 2 * y + 1, x)) * 0.25

# interpolated: each level over the next one up, upsampled (two taps in x, then in y)
func ip9(c, y, x) = d9(c, y, x)
func upx8(c, y, x) = (ip9(c, y, x / 2) + ip9(c, y, (x + 1) / 2)) / 2.0
func up8(c, y, x) = (upx8(c, y / 2, x) + upx8(c, (y + 1) / 2, x)) / 2.0
func ip8(c, y, x) = d8(c, y, x) + (1.0 - d8(3, y, x)) * up8(c, y, x)
func upx7(c, y, x) = (ip8(c, y, x / 2) + ip8(c, y, (x + 1) / 2)) / 2.0
func up7(c, y, x) = (upx7(c, y / 2, x) + upx7(c, (y + 1) / 2, x)) / 2.0
func ip7(c, y, x) = d7(c, y, x) + (1.0 - d7(3, y, x)) * up7(c, y, x)
func upx6(c, y, x) = (ip7(c, y, x / 2) + ip7(c, y, (x + 1) / 2)) / 2.0
func up6(c, y, x) = (upx6(c, y / 2, x) + upx6(c, (y + 1) / 2, x)) / 2.0
func ip6(c, y, x) = d6(c, y, x) + (1.0 - d6(3, y, x)) * up6(c, y, x)
func upx5(c, y, x) = (ip6(c, y, x / 2) + ip6(c, y, (x + 1) / 2)) / 2.0
func up5(c, y, x) = (upx5(c, y / 2, x) + upx5(c, (y + 1) / 2, x)) / 2.0
func ip5(c, y, x) = d5(c, y, x) + (1.0 - d5(3, y, x)) * up5(c, y, x)
func upx4(c, y, x) = (ip5(c, y, x / 2) + ip5(c, y, (x + 1) / 2)) / 2.0
func up4(c, y, x) = (upx4(c, y / 2, x) + upx4(c, (y + 1) / 2, x)) / 2.0
func ip4(c, y, x) = d4(c, y, x) + (1.0 - d4(3, y, x)) * up4(c, y, x)
func upx3(c, y, x) = (ip4(c, y, x / 2) + ip4(c, y, (x + 1) / 2)) / 2.0
func up3(c, y, x) = (upx3(c, y / 2, x) + upx3(c, (y + 1) / 2, x)) / 2.0
func ip3(c, y, x) = d3(c, y, x) + (1.0 - d3(3, y, x)) * up3(c, y, x)
func upx2(c, y, x) = (ip3(c, y, x / 2) + ip3(c, y, (x + 1) / 2)) / 2.0
func up2(c, y, x) = (upx2(c, y / 2, x) + upx2(c, (y + 1) / 2, x)) / 2.0
func ip2(c, y, x) = d2(c, y, x) + (1.0 - d2(3, y, x)) * up2(c, y, x)
func upx1(c, y, x) = (ip2(c, y, x / 2) + ip2(c, y, (x + 1) / 2)) / 2.0
func up1(c, y, x) = (upx1(c, y / 2, x) + upx1(c, (y + 1) / 2, x)) / 2.0
func ip1(c, y, x) = d1(c, y, x) + (1.0 - d1(3, y, x)) * up1(c, y, x)
func upx0(c, y, x) = (ip1(c, y, x / 2) + ip1(c, y, (x + 1) / 2)) / 2.0
func up0(c, y, x) = (upx0(c, y / 2, x) + upx0(c, (y + 1) / 2, x)) / 2.0
func ip0(c, y, x) = d0(c, y, x) + (1.0 - d0(3, y, x)) * up0(c, y, x)

func interpolate(c, y, x) = ip0(c, y, x) / ip0(3, y, x)
output interpolate[3, H, W]

# Halide's CPU schedule: levels 1 to 8 computed at the root, 8 rows a task, x in vectors, the
# channels between rows and columns; level 0 (its clone) computed per row of level 1 and kept
# for a task, the channels unrolled inside each vector of x; the output in strips of 32 rows
# in parallel, channels unrolled inside vectors of x, each interpolated level computed per row
# of a strip and kept for the strip; everything else inlined.  What differs: level 8 (9 columns
# at 1536 wide) and the interpolated levels 7 to 9 (13, 7, 4 columns) stay scalar: vectorised by
# 16 as Halide's, their regions grow to the vector (in irc as in Halide), which measured 5-7 %
# slower here (one thread, AVX-512 and AVX2); Halide's clone_in is the func d0c; bound() is the
# output's range already, and irc has no never_partition (it peels its boundary iterations
# itself).
schedule halide { interpolate.split(x, xo, xi, 16).split(y, yo, yi, 32).reorder(yo, yi, xo, c, xi).unroll(c).vectorize(xi).parallel(yo)
                  d0c.store_at(d1, yo).compute_at(d1, yi).split(x, xo, xi, 16).reorder(y, xo, c, xi).unroll(c).vectorize(xi)
                  d1.compute_root().reorder(y, c, x).split(y, yo, yi, 8).parallel(yo).vectorize(x, 16)
                  d2.compute_root().reorder(y, c, x).split(y, yo, yi, 8).parallel(yo).vectorize(x, 16)
                  d3.compute_root().reorder(y, c, x).split(y, yo, yi, 8).parallel(yo).vectorize(x, 16)
                  d4.compute_root().reorder(y, c, x).split(y, yo, yi, 8).parallel(yo).vectorize(x, 16)
                  d5.compute_root().reorder(y, c, x).split(y, yo, yi, 8).parallel(yo).vectorize(x, 16)
                  d6.compute_root().reorder(y, c, x).split(y, yo, yi, 8).parallel(yo).vectorize(x, 16)
                  d7.compute_root().reorder(y, c, x).split(y, yo, yi, 8).parallel(yo).vectorize(x, 16)
                  d8.compute_root().reorder(y, c, x).split(y, yo, yi, 8).parallel(yo)
                  ip1.store_at(interpolate, yo).compute_at(interpolate, yi).vectorize(x, 16)
                  ip2.store_at(interpolate, yo).compute_at(interpolate, yi).vectorize(x, 16)
                  ip3.store_at(interpolate, yo).compute_at(interpolate, yi).vectorize(x, 16)
                  ip4.store_at(interpolate, yo).compute_at(interpolate, yi).vectorize(x, 16)
                  ip5.store_at(interpolate, yo).compute_at(interpolate, yi).vectorize(x, 16)
                  ip6.store_at(interpolate, yo).compute_at(interpolate, yi).vectorize(x, 16)
                  ip7.store_at(interpolate, yo).compute_at(interpolate, yi)
                  ip8.store_at(interpolate, yo).compute_at(interpolate, yi)
                  ip9.store_at(interpolate, yo).compute_at(interpolate, yi) }
