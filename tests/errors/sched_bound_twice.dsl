# A dimension is bound once.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W, 3] boundary clamp
func f(y, x, c) = in(y, x, c) * 2
func g(y, x, c) = f(y, x, c) + f(y, x + 1, c)
output g[H, W, 3]
schedule s { f.compute_root().bound(c, 0, 3).bound(c, 0, 4) }
# ERROR: sched_bound_twice.dsl:8:46: error: 'c' of 'f' is bound twice; say it once
# ERROR: schedule s { f.compute_root().bound(c, 0, 3).bound(c, 0, 4) }
# ERROR:                                              ^~~~~~~~~~~~~~
