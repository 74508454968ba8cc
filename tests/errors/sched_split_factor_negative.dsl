# A negative split factor.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func blurx(y, x) = (in(y, x - 1) + in(y, x) + in(y, x + 1)) / 3
func blury(y, x) = (blurx(y - 1, x) + blurx(y, x) + blurx(y + 1, x)) / 3
output blury[H, W]

schedule s { blury.split(x, xo, xi, -4) }
# ERROR: sched_split_factor_negative.dsl:9:37: error: split factor must be positive, got -4
# ERROR: schedule s { blury.split(x, xo, xi, -4) }
# ERROR:                                     ^~
