# A fused loop runs one way: parallel in one func and serial in the other is refused.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func a(y, x) = in(y, x) * 2
func b(y, x) = in(y, x + 1) + 1
func c(y, x) = a(y, x) + 1
func out(y, x) = c(y, x) + b(y, x + 1)
output out[H, W]
schedule s { a.compute_root().parallel(y); b.compute_root(); b.compute_with(a, y) }
# ERROR: sched_compute_with_kinds_differ.dsl:10:64: error: cannot compute 'b' with 'a': loop 'y' is serial in 'b' and parallel in 'a'; mark it alike in both
# ERROR: schedule s { a.compute_root().parallel(y); b.compute_root(); b.compute_with(a, y) }
# ERROR:                                                                ^~~~~~~~~~~~~~~~~~
