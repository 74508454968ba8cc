# bound names a dimension of the func, not a loop a split made.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W, 3] boundary clamp
func f(y, x, c) = in(y, x, c) * 2
func g(y, x, c) = f(y, x, c) + f(y, x + 1, c)
output g[H, W, 3]
schedule s { f.compute_root().split(x, xo, xi, 8).bound(xo, 0, 8) }
# ERROR: sched_bound_not_a_dimension.dsl:8:57: error: bound names a dimension of 'f' (y, x, c), not 'xo'
# ERROR: schedule s { f.compute_root().split(x, xo, xi, 8).bound(xo, 0, 8) }
# ERROR:                                                         ^~
