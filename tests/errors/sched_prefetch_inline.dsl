# A func computed inline has no loops to prefetch in.
param W: i32 = 64
param H: i32 = 16
param gain: f32 = 1.5
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * gain
func g(y, x) = f(y - 1, x) + f(y + 1, x)
output g[H, W]
schedule s { f.prefetch(in, y) }
# ERROR: sched_prefetch_inline.dsl:9:16: error: func 'f' is computed inline, so it has no loops for 'prefetch'; add f.compute_root() or compute_at(...)
# ERROR: schedule s { f.prefetch(in, y) }
# ERROR:                ^~~~~~~~~~~~~~~
