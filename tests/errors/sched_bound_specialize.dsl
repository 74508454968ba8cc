# bound is said of the func, not of one specialization of its loops.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W, 3] boundary clamp
func f(y, x, c) = in(y, x, c) * 2
func g(y, x, c) = f(y, x, c) + f(y, x + 1, c)
output g[H, W, 3]
schedule s { f.compute_root().specialize(W >= 64).bound(c, 0, 3) }
# ERROR: sched_bound_specialize.dsl:8:51: error: bound is said of 'f' before specialize: its region and storage are the same in every version
# ERROR: schedule s { f.compute_root().specialize(W >= 64).bound(c, 0, 3) }
# ERROR:                                                   ^~~~~~~~~~~~~~
