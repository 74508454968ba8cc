# tile of one loop with itself.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func blurx(y, x) = (in(y, x - 1) + in(y, x) + in(y, x + 1)) / 3
func blury(y, x) = (blurx(y - 1, x) + blurx(y, x) + blurx(y + 1, x)) / 3
output blury[H, W]

schedule s { blury.tile(y, y, yo, xo, yi, xi, 8, 8) }
# ERROR: sched_tile_same_loop.dsl:9:28: error: tile needs two different loops, got 'y' twice
# ERROR: schedule s { blury.tile(y, y, yo, xo, yi, xi, 8, 8) }
# ERROR:                            ^
