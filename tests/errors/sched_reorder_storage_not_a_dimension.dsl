# reorder_storage names dimensions of the func, not loops a split made.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W, 3] boundary clamp
func f(y, x, c) = in(y, x, c) * 2
func g(y, x, c) = f(y, x, c) + f(y, x + 1, c)
output g[H, W, 3]
schedule s { f.compute_root().split(x, xo, xi, 8).reorder_storage(c, xo) }
# ERROR: sched_reorder_storage_not_a_dimension.dsl:8:70: error: reorder_storage names the dimensions of 'f' (y, x, c), not 'xo'
# ERROR: schedule s { f.compute_root().split(x, xo, xi, 8).reorder_storage(c, xo) }
# ERROR:                                                                      ^~
