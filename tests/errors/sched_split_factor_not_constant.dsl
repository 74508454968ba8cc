# A split factor must be a constant, not a size.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func blurx(y, x) = (in(y, x - 1) + in(y, x) + in(y, x + 1)) / 3
func blury(y, x) = (blurx(y - 1, x) + blurx(y, x) + blurx(y + 1, x)) / 3
output blury[H, W]

schedule s { blury.split(x, xo, xi, W) }
# ERROR: sched_split_factor_not_constant.dsl:9:37: error: argument 4 of split must be an integer constant
# ERROR: schedule s { blury.split(x, xo, xi, W) }
# ERROR:                                     ^
