# A schedule for a func that does not exist.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func blurx(y, x) = (in(y, x - 1) + in(y, x) + in(y, x + 1)) / 3
func blury(y, x) = (blurx(y - 1, x) + blurx(y, x) + blurx(y + 1, x)) / 3
output blury[H, W]

schedule s { blurz.compute_root() }
# ERROR: sched_unknown_func.dsl:9:14: error: cannot schedule 'blurz': it is not a func; the funcs are blurx, blury
# ERROR: schedule s { blurz.compute_root() }
# ERROR:              ^~~~~
