# Two schedule blocks with one name.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func blurx(y, x) = (in(y, x - 1) + in(y, x) + in(y, x + 1)) / 3
func blury(y, x) = (blurx(y - 1, x) + blurx(y, x) + blurx(y + 1, x)) / 3
output blury[H, W]

schedule s { blurx.compute_root() }
schedule s { blurx.compute_inline() }
# ERROR: sched_duplicate_name.dsl:10:1: error: schedule 's' is defined twice
# ERROR: schedule s { blurx.compute_inline() }
# ERROR: ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
