# compute_at one's own loop.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func blurx(y, x) = (in(y, x - 1) + in(y, x) + in(y, x + 1)) / 3
func blury(y, x) = (blurx(y - 1, x) + blurx(y, x) + blurx(y + 1, x)) / 3
output blury[H, W]

schedule s { blurx.compute_at(blurx, x) }
# ERROR: sched_compute_at_self.dsl:9:20: error: cannot compute 'blurx' at its own loop; compute it at a loop of a func that reads it (blury)
# ERROR: schedule s { blurx.compute_at(blurx, x) }
# ERROR:                    ^~~~~~~~~~~~~~~~~~~~
