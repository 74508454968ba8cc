# One pipeline, two outputs: an image blurred, and sharpened by its difference from that blur.
# Both are computed in one call; the sharpened image reads the blurred one where it was written.
param W: i32 = 1024
param H: i32 = 1024
input in: f32[H, W] boundary clamp
func blurx(y, x) = (in(y, x - 1) + in(y, x) + in(y, x + 1)) / 3
func blur(y, x) = (blurx(y - 1, x) + blurx(y, x) + blurx(y + 1, x)) / 3
func sharp(y, x) = in(y, x) + (in(y, x) - blur(y, x)) * 1.5
output blur[H, W]
output sharp[H, W]

schedule root { blurx.compute_root() }
schedule fast { blur.tile(y, x, yo, xo, yi, xi, 32, 256).fuse(yo, xo, t).parallel(t).vectorize(xi, 8)
                blurx.compute_at(blur, t).vectorize(x, 8)             # every tile one task: fuse(yo, xo, t)
                sharp.parallel(y).vectorize(x, 8) }
schedule adaptive { blur.split(y, yo, yi, 16).specialize(H >= 128).parallel(yo).vectorize(x, 8)
                    blurx.compute_at(blur, yo).vectorize(x, 8)
                    sharp.specialize(H >= 128).parallel(y).vectorize(x, 8) }   # small images: one thread
