# Halide's apps/unsharp: sharpen the luminance of an RGB image (planar: [c, y, x]) by the ratio
# of its unsharp-masked gray to its gray; a 7-tap Gaussian (sigma 1.5) blurs down, then across.
param W: i32 = 1536
param H: i32 = 2560
input in: f32[3, H, W] boundary clamp

# the Gaussian's taps (gauss): exp(-x^2 / (2 sigma^2)) / (sqrt(2 pi) sigma), sigma = 1.5
func gauss(x) = exp(-f32(x * x) / 4.5) / 3.7599306
func gray(y, x) = 0.299 * in(0, y, x) + 0.587 * in(1, y, x) + 0.114 * in(2, y, x)
func blur_y(y, x) = gauss(0) * gray(y, x) + gauss(1) * (gray(y - 1, x) + gray(y + 1, x)) +
                    gauss(2) * (gray(y - 2, x) + gray(y + 2, x)) + gauss(3) * (gray(y - 3, x) + gray(y + 3, x))
func blur_x(y, x) = gauss(0) * blur_y(y, x) + gauss(1) * (blur_y(y, x - 1) + blur_y(y, x + 1)) +
                    gauss(2) * (blur_y(y, x - 2) + blur_y(y, x + 2)) + gauss(3) * (blur_y(y, x - 3) + blur_y(y, x + 3))
func sharpen(y, x) = 2 * gray(y, x) - blur_x(y, x)
func ratio(y, x) = sharpen(y, x) / gray(y, x)
func unsharp(c, y, x) = ratio(y, x) * in(c, y, x)
output unsharp[3, H, W]

# Halide's CPU schedule: strips of 32 rows in parallel; gray, blur_y and ratio computed per row
# of a strip and kept for the strip; channels inside rows
schedule halide { unsharp.split(y, yo, yi, 32).reorder(yo, yi, c, x).vectorize(x, 16).parallel(yo)
                  gauss.compute_root()
                  gray.store_at(unsharp, yo).compute_at(unsharp, yi).vectorize(x, 16)
                  blur_y.store_at(unsharp, yo).compute_at(unsharp, yi).vectorize(x, 16)
                  ratio.store_at(unsharp, yo).compute_at(unsharp, yi).vectorize(x, 16) }
