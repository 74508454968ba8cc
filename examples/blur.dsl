# The two-stage 3x3 blur of the Halide paper: a horizontal then a vertical 3-point average.
param W: i32 = 1024
param H: i32 = 1024
input in: f32[H, W] boundary clamp        # boundary: clamp | zero | none (default none)
func blurx(y, x) = (in(y, x - 1) + in(y, x) + in(y, x + 1)) / 3
func blury(y, x) = (blurx(y - 1, x) + blurx(y, x) + blurx(y + 1, x)) / 3
output blury[H, W]                        # realise [0, H) x [0, W); or [1 .. H - 1, 1 .. W - 1]

schedule root    { blurx.compute_root() }
schedule inline  { blurx.compute_inline() }
schedule tile    { blury.tile(y, x, yo, xo, yi, xi, 64, 64); blurx.compute_at(blury, xo) }
schedule sliding { blurx.store_root().compute_at(blury, y) }
schedule fast    { blury.tile(y, x, yo, xo, yi, xi, 32, 256).vectorize(xi, 8).parallel(yo)
                   blurx.compute_at(blury, xo).vectorize(x, 8) }
