# Storage inside the loop where the func is computed.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func blurx(y, x) = (in(y, x - 1) + in(y, x) + in(y, x + 1)) / 3
func blury(y, x) = (blurx(y - 1, x) + blurx(y, x) + blurx(y + 1, x)) / 3
output blury[H, W]

schedule s { blury.split(y, yo, yi, 8); blurx.store_at(blury, yi).compute_at(blury, yo) }
# ERROR: sched_store_inside_compute.dsl:9:47: error: 'blurx' is stored at blury.yi, inside the loop blury.yo where it is computed; storage must be at or outside it
# ERROR: schedule s { blury.split(y, yo, yi, 8); blurx.store_at(blury, yi).compute_at(blury, yo) }
# ERROR:                                               ^~~~~~~~~~~~~~~~~~~
