# reorder names a loop twice.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func blurx(y, x) = (in(y, x - 1) + in(y, x) + in(y, x + 1)) / 3
func blury(y, x) = (blurx(y - 1, x) + blurx(y, x) + blurx(y + 1, x)) / 3
output blury[H, W]

schedule s { blury.reorder(x, y, x) }
# ERROR: sched_reorder_twice.dsl:9:20: error: reorder names a loop twice
# ERROR: schedule s { blury.reorder(x, y, x) }
# ERROR:                    ^~~~~~~~~~~~~~~~
