# A split of a loop the func does not have.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func blurx(y, x) = (in(y, x - 1) + in(y, x) + in(y, x + 1)) / 3
func blury(y, x) = (blurx(y - 1, x) + blurx(y, x) + blurx(y + 1, x)) / 3
output blury[H, W]

schedule s { blury.split(z, zo, zi, 8) }
# ERROR: sched_split_no_loop.dsl:9:26: error: func 'blury' has no loop 'z' here; its loops are y, x
# ERROR: schedule s { blury.split(z, zo, zi, 8) }
# ERROR:                          ^
