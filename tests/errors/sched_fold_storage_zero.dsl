# A fold keeps at least one row.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y - 1, x) + f(y, x) + f(y + 1, x)
output g[H, W]
schedule s { f.store_root().compute_at(g, y).fold_storage(y, 0) }
# ERROR: sched_fold_storage_zero.dsl:8:62: error: fold_storage keeps 1 to 2^30 rows, got 0
# ERROR: schedule s { f.store_root().compute_at(g, y).fold_storage(y, 0) }
# ERROR:                                                              ^
