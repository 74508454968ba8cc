# A fold must keep the rows one iteration reads (g's row y reads f's rows y - 1 .. y + 1).
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y - 1, x) + f(y, x) + f(y + 1, x)
output g[H, W]
schedule s { f.store_root().compute_at(g, y).fold_storage(y, 2) }
# ERROR: sched_fold_storage_too_few.dsl:8:46: error: fold_storage keeps 2 rows of 'f' along y, but one iteration reads 3; fold by at least 3
# ERROR: schedule s { f.store_root().compute_at(g, y).fold_storage(y, 2) }
# ERROR:                                              ^~~~~~~~~~~~~~~~~~
