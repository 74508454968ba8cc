# The iterations of a parallel loop would share folded rows.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y - 1, x) + f(y, x) + f(y + 1, x)
output g[H, W]
schedule s { g.parallel(y); f.store_root().compute_at(g, y).fold_storage(y, 4) }
# ERROR: sched_fold_storage_parallel.dsl:8:61: error: cannot fold the storage of 'f' along y: no serial loop it is computed in runs inside its storage (store it outside one: store_root or store_at, and compute_at inside; the iterations of a parallel loop would share the rows)
# ERROR: schedule s { g.parallel(y); f.store_root().compute_at(g, y).fold_storage(y, 4) }
# ERROR:                                                             ^~~~~~~~~~~~~~~~~~
