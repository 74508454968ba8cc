# Splitting a func that is inlined (the default).
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func blurx(y, x) = (in(y, x - 1) + in(y, x) + in(y, x + 1)) / 3
func blury(y, x) = (blurx(y - 1, x) + blurx(y, x) + blurx(y + 1, x)) / 3
output blury[H, W]

schedule s { blurx.split(x, xo, xi, 8) }
# ERROR: sched_inline_has_no_loops.dsl:9:20: error: func 'blurx' is computed inline, so it has no loops for 'split'; add blurx.compute_root() or compute_at(...)
# ERROR: schedule s { blurx.split(x, xo, xi, 8) }
# ERROR:                    ^~~~~~~~~~~~~~~~~~~
