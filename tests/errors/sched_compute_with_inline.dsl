# A func computed inline has no loops to fuse.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func a(y, x) = in(y, x) * 2
func b(y, x) = in(y, x + 1) + 1
func c(y, x) = a(y, x) + 1
func out(y, x) = c(y, x) + b(y, x + 1)
output out[H, W]
schedule s { a.compute_root(); b.compute_with(a, y) }
# ERROR: sched_compute_with_inline.dsl:10:34: error: func 'b' is computed inline, so it has no loops to fuse; add b.compute_root() or compute_at(...)
# ERROR: schedule s { a.compute_root(); b.compute_with(a, y) }
# ERROR:                                  ^~~~~~~~~~~~~~~~~~
