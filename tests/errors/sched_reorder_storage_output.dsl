# An output's storage is the caller's array, in C order.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W, 3] boundary clamp
func f(y, x, c) = in(y, x, c) * 2
func g(y, x, c) = f(y, x, c) + f(y, x + 1, c)
output g[H, W, 3]
schedule s { g.reorder_storage(c, y, x); f.compute_root() }
# ERROR: sched_reorder_storage_output.dsl:8:16: error: 'g' is an output: its storage is the caller's array, in C order; reorder the storage of the funcs it reads
# ERROR: schedule s { g.reorder_storage(c, y, x); f.compute_root() }
# ERROR:                ^~~~~~~~~~~~~~~~~~~~~~~~
