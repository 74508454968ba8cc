# A bound region must be a multiple of the RoundUp splits' factors along it.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W, 3] boundary clamp
func f(y, x, c) = in(y, x, c) * 2
func g(y, x, c) = f(y, x, c) + f(y, x + 1, c)
output g[H, W, 3]
schedule s { f.compute_root().bound(x, 0, 70).split(x, xo, xi, 8, RoundUp) }
# ERROR: sched_bound_round_up.dsl:8:31: error: 'f' is bound to 70 points along 'x', which its RoundUp splits need to be a multiple of 8
# ERROR: schedule s { f.compute_root().bound(x, 0, 70).split(x, xo, xi, 8, RoundUp) }
# ERROR:                               ^~~~~~~~~~~~~~~
