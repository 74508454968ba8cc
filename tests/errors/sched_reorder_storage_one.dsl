# reorder_storage orders at least two dimensions.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W, 3] boundary clamp
func f(y, x, c) = in(y, x, c) * 2
func g(y, x, c) = f(y, x, c) + f(y, x + 1, c)
output g[H, W, 3]
schedule s { f.compute_root().reorder_storage(c) }
# ERROR: sched_reorder_storage_one.dsl:8:31: error: reorder_storage needs at least two dimensions, outer to inner
# ERROR: schedule s { f.compute_root().reorder_storage(c) }
# ERROR:                               ^~~~~~~~~~~~~~~~~~
