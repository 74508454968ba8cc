# A func is not computed with itself.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func a(y, x) = in(y, x) * 2
func b(y, x) = in(y, x + 1) + 1
func c(y, x) = a(y, x) + 1
func out(y, x) = c(y, x) + b(y, x + 1)
output out[H, W]
schedule s { b.compute_root(); b.compute_with(b, y) }
# ERROR: sched_compute_with_self.dsl:10:47: error: cannot compute 'b' with itself; name another func computed where it is
# ERROR: schedule s { b.compute_root(); b.compute_with(b, y) }
# ERROR:                                               ^
