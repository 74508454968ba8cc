# The fused loops must be the same loops, outer to the one named, in both funcs.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func a(y, x) = in(y, x) * 2
func b(y, x) = in(y, x + 1) + 1
func c(y, x) = a(y, x) + 1
func out(y, x) = c(y, x) + b(y, x + 1)
output out[H, W]
schedule s { a.compute_root(); b.compute_root().reorder(x, y); b.compute_with(a, x) }
# ERROR: sched_compute_with_loops_differ.dsl:10:82: error: cannot compute 'b' with 'a': their loops down to 'x' differ (x in 'b', y, x in 'a'); split and reorder them alike
# ERROR: schedule s { a.compute_root(); b.compute_root().reorder(x, y); b.compute_with(a, x) }
# ERROR:                                                                                  ^
