# Unsharp masking: sharpen where the image differs from its blur.
# `in` is read by three funcs and `blur` by two: bounds inference takes the union.
param W: i32 = 1024
param H: i32 = 1024
input in: f32[H, W] boundary clamp

func blurx(y, x) = (in(y, x - 2) + 4 * in(y, x - 1) + 6 * in(y, x) + 4 * in(y, x + 1) + in(y, x + 2)) / 16
func blur(y, x)  = (blurx(y - 2, x) + 4 * blurx(y - 1, x) + 6 * blurx(y, x) + 4 * blurx(y + 1, x)
                    + blurx(y + 2, x)) / 16
func sharp(y, x) = in(y, x) + 1.5 * (in(y, x) - blur(y, x))
func mask(y, x)  = select(abs(in(y, x) - blur(y, x)) > 0.01, clamp(sharp(y, x), 0.0, 1.0), in(y, x))
output mask[H, W]

schedule tile { mask.tile(y, x, yo, xo, yi, xi, 64, 64)
                blur.compute_at(mask, xo)
                blurx.compute_at(mask, xo)
                sharp.compute_inline() }
schedule sliding { blurx.store_root().compute_at(mask, y)
                   blur.store_root().compute_at(mask, y) }
