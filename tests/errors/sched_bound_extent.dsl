# A bound's extent is positive.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W, 3] boundary clamp
func f(y, x, c) = in(y, x, c) * 2
func g(y, x, c) = f(y, x, c) + f(y, x + 1, c)
output g[H, W, 3]
schedule s { f.compute_root().bound(c, 0, 0) }
# ERROR: sched_bound_extent.dsl:8:43: error: bound's extent must be positive, got 0
# ERROR: schedule s { f.compute_root().bound(c, 0, 0) }
# ERROR:                                           ^
