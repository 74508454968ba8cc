# tile takes eight arguments.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func blurx(y, x) = (in(y, x - 1) + in(y, x) + in(y, x + 1)) / 3
func blury(y, x) = (blurx(y - 1, x) + blurx(y, x) + blurx(y + 1, x)) / 3
output blury[H, W]

schedule s { blury.tile(y, x, yo, xo, yi, xi, 64) }
# ERROR: sched_tile_arity.dsl:9:20: error: tile takes 4 or 8 arguments (and a tail strategy after them), got 7
# ERROR: schedule s { blury.tile(y, x, yo, xo, yi, xi, 64) }
# ERROR:                    ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
