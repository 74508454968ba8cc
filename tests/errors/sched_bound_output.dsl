# An output's bound must be its declared range.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W, 3] boundary clamp
func f(y, x, c) = in(y, x, c) * 2
func g(y, x, c) = f(y, x, c) + f(y, x + 1, c)
output g[H, W, 3]
schedule s { g.bound(c, 0, 4); f.compute_root() }
# ERROR: sched_bound_output.dsl:8:16: error: output 'g' is bound to [0, 4) along 'c', but its range there is [0, 3)
# ERROR: schedule s { g.bound(c, 0, 4); f.compute_root() }
# ERROR:                ^~~~~~~~~~~~~~
