# A dimension split with RoundUp computes whole tiles past the rows its readers need: it does not fold.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y - 1, x) + f(y, x) + f(y + 1, x)
output g[H, W]
schedule s { f.store_root().compute_at(g, y).split(y, yo, yi, 2, RoundUp).fold_storage(y, 4) }
# ERROR: sched_fold_storage_round_up.dsl:8:75: error: cannot fold the storage of 'f' along y: its RoundUp split of y computes whole tiles, past the rows its readers need
# ERROR: schedule s { f.store_root().compute_at(g, y).split(y, yo, yi, 2, RoundUp).fold_storage(y, 4) }
# ERROR:                                                                           ^~~~~~~~~~~~~~~~~~
