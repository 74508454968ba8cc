# A func computed inline has no storage to hoist (this was an internal error).
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y, x) + f(y, x + 1)
output g[H, W]
schedule s { f.hoist_storage_root() }
# ERROR: sched_hoist_storage_inline.dsl:8:16: error: func 'f' is computed inline, so it has no storage to hoist; add f.compute_root() or compute_at(...)
# ERROR: schedule s { f.hoist_storage_root() }
# ERROR:                ^~~~~~~~~~~~~~~~~~~~
