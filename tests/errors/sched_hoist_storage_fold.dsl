# hoist_storage keeps one iteration's region: there is no window to fold.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y - 1, x) + f(y, x) + f(y + 1, x)
output g[H, W]
schedule s { f.compute_at(g, y).hoist_storage_root().fold_storage(y, 4) }
# ERROR: sched_hoist_storage_fold.dsl:8:54: error: cannot fold the storage of 'f' along y: hoist_storage keeps one iteration's region, indexed from its start
# ERROR: schedule s { f.compute_at(g, y).hoist_storage_root().fold_storage(y, 4) }
# ERROR:                                                      ^~~~~~~~~~~~~~~~~~
