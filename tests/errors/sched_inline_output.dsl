# The output cannot be inlined.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func blurx(y, x) = (in(y, x - 1) + in(y, x) + in(y, x + 1)) / 3
func blury(y, x) = (blurx(y - 1, x) + blurx(y, x) + blurx(y + 1, x)) / 3
output blury[H, W]

schedule s { blury.compute_inline() }
# ERROR: sched_inline_output.dsl:9:20: error: 'blury' is an output; it cannot be computed inline
# ERROR: schedule s { blury.compute_inline() }
# ERROR:                    ^~~~~~~~~~~~~~~~
