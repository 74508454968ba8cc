# compute_at a loop that does not exist: the message lists the legal ones.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func blurx(y, x) = (in(y, x - 1) + in(y, x) + in(y, x + 1)) / 3
func blury(y, x) = (blurx(y - 1, x) + blurx(y, x) + blurx(y + 1, x)) / 3
output blury[H, W]

schedule s { blury.split(y, yo, yi, 8); blurx.compute_at(blury, z) }
# ERROR: sched_compute_at_no_loop.dsl:9:47: error: func 'blury' has no loop 'z'; legal: compute_at(blury, yo), compute_at(blury, yi), compute_at(blury, x), or compute_root()
# ERROR: schedule s { blury.split(y, yo, yi, 8); blurx.compute_at(blury, z) }
# ERROR:                                               ^~~~~~~~~~~~~~~~~~~~
