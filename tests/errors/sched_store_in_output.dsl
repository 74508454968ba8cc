# An output's storage is the caller's array.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W, 3] boundary clamp
func f(y, x, c) = in(y, x, c) * 2
func g(y, x, c) = f(y, x, c) + f(y, x + 1, c)
output g[H, W, 3]
schedule s { g.store_in(Stack); f.compute_root() }
# ERROR: sched_store_in_output.dsl:8:16: error: 'g' is an output: its storage is the caller's array
# ERROR: schedule s { g.store_in(Stack); f.compute_root() }
# ERROR:                ^~~~~~~~~~~~~~~
