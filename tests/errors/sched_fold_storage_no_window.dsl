# Storage computed where it is stored has no window to fold.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y - 1, x) + f(y, x) + f(y + 1, x)
output g[H, W]
schedule s { f.compute_root().fold_storage(y, 8) }
# ERROR: sched_fold_storage_no_window.dsl:8:31: error: cannot fold the storage of 'f' along y: no serial loop it is computed in runs inside its storage (store it outside one: store_root or store_at, and compute_at inside; the iterations of a parallel loop would share the rows)
# ERROR: schedule s { f.compute_root().fold_storage(y, 8) }
# ERROR:                               ^~~~~~~~~~~~~~~~~~
