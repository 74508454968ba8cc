# A fold is along the dimension whose window moves.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y - 1, x) + f(y, x) + f(y + 1, x)
output g[H, W]
schedule s { f.store_root().compute_at(g, y).fold_storage(x, 8) }
# ERROR: sched_fold_storage_other_dimension.dsl:8:46: error: cannot fold the storage of 'f' along x: its window moves along y
# ERROR: schedule s { f.store_root().compute_at(g, y).fold_storage(x, 8) }
# ERROR:                                              ^~~~~~~~~~~~~~~~~~
