# A func that reads the other cannot be fused with it: the other must be complete first.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func a(y, x) = in(y, x) * 2
func b(y, x) = in(y, x + 1) + 1
func c(y, x) = a(y, x) + 1
func out(y, x) = c(y, x) + b(y, x + 1)
output out[H, W]
schedule s { a.compute_root(); c.compute_root(); c.compute_with(a, x) }
# ERROR: sched_compute_with_reads.dsl:10:52: error: cannot compute 'c' with 'a': 'c' reads 'a', so 'a' must be complete before 'c' starts
# ERROR: schedule s { a.compute_root(); c.compute_root(); c.compute_with(a, x) }
# ERROR:                                                    ^~~~~~~~~~~~~~~~~~
