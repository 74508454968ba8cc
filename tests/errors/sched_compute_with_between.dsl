# A func computed between the two at that place that reads the first would run before the fused nest computes it.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func a(y, x) = in(y, x) * 2
func c(y, x) = a(y, x) + 1
func b(y, x) = in(y, x + 1) + 1
func out(y, x) = c(y, x) + b(y, x + 1)
output out[H, W]
schedule s { a.compute_root(); c.compute_root(); b.compute_root(); b.compute_with(a, y) }
# ERROR: sched_compute_with_between.dsl:10:70: error: cannot compute 'b' with 'a': 'c' is computed between them and reads 'a', which the fused nest computes after it; compute 'c' elsewhere
# ERROR: schedule s { a.compute_root(); c.compute_root(); b.compute_root(); b.compute_with(a, y) }
# ERROR:                                                                      ^~~~~~~~~~~~~~~~~~
