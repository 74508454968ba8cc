# An output's storage is the caller's array.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y - 1, x) + f(y, x) + f(y + 1, x)
output g[H, W]
schedule s { g.fold_storage(y, 4) }
# ERROR: sched_fold_storage_output.dsl:8:16: error: 'g' is an output: its storage is the caller's array
# ERROR: schedule s { g.fold_storage(y, 4) }
# ERROR:                ^~~~~~~~~~~~~~~~~~
