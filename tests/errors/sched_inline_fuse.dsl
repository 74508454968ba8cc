# A func computed inline has no loops to fuse (this was an internal error).
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y, x) + f(y, x + 1)
output g[H, W]
schedule s { f.fuse(y, x, t) }
# ERROR: sched_inline_fuse.dsl:8:16: error: func 'f' is computed inline, so it has no loops for 'fuse'; add f.compute_root() or compute_at(...)
# ERROR: schedule s { f.fuse(y, x, t) }
# ERROR:                ^~~~~~~~~~~~~
