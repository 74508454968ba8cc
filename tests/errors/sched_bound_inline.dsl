# A func computed inline has no region of its own to bound.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W, 3] boundary clamp
func f(y, x, c) = in(y, x, c) * 2
func g(y, x, c) = f(y, x, c) + f(y, x + 1, c)
output g[H, W, 3]
schedule s { f.bound(c, 0, 3) }
# ERROR: sched_bound_inline.dsl:8:16: error: func 'f' is computed inline, so it has no region to bound; add f.compute_root() or compute_at(...)
# ERROR: schedule s { f.bound(c, 0, 3) }
# ERROR:                ^~~~~~~~~~~~~~
