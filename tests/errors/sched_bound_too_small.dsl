# A bound region must hold what the readers need (g reads f over c in [0, 3)).
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W, 3] boundary clamp
func f(y, x, c) = in(y, x, c) * 2
func g(y, x, c) = f(y, x, c) + f(y, x + 1, c)
output g[H, W, 3]
schedule s { f.compute_root().bound(c, 0, 2) }
# ERROR: sched_bound_too_small.dsl:8:31: error: 'f' is bound to [0, 2) along 'c', but its readers need more of it; widen the bound
# ERROR: schedule s { f.compute_root().bound(c, 0, 2) }
# ERROR:                               ^~~~~~~~~~~~~~
