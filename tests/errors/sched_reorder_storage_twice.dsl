# reorder_storage names each dimension once.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W, 3] boundary clamp
func f(y, x, c) = in(y, x, c) * 2
func g(y, x, c) = f(y, x, c) + f(y, x + 1, c)
output g[H, W, 3]
schedule s { f.compute_root().reorder_storage(c, c) }
# ERROR: sched_reorder_storage_twice.dsl:8:31: error: reorder_storage names a dimension twice
# ERROR: schedule s { f.compute_root().reorder_storage(c, c) }
# ERROR:                               ^~~~~~~~~~~~~~~~~~~~~
