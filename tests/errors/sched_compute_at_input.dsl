# compute_at an input.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func blurx(y, x) = (in(y, x - 1) + in(y, x) + in(y, x + 1)) / 3
func blury(y, x) = (blurx(y - 1, x) + blurx(y, x) + blurx(y + 1, x)) / 3
output blury[H, W]

schedule s { blurx.compute_at(in, x) }
# ERROR: sched_compute_at_input.dsl:9:20: error: compute_at target 'in' is not a func; the funcs are blurx, blury
# ERROR: schedule s { blurx.compute_at(in, x) }
# ERROR:                    ^~~~~~~~~~~~~~~~~
