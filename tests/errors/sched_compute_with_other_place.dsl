# compute_with needs both funcs computed at the same place.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func a(y, x) = in(y, x) * 2
func b(y, x) = in(y, x + 1) + 1
func c(y, x) = a(y, x) + 1
func out(y, x) = c(y, x) + b(y, x + 1)
output out[H, W]
schedule s { a.compute_root(); b.compute_at(out, y); b.compute_with(a, x) }
# ERROR: sched_compute_with_other_place.dsl:10:56: error: cannot compute 'b' with 'a': 'b' is computed at out.y and 'a' at the root; compute both at the same place
# ERROR: schedule s { a.compute_root(); b.compute_at(out, y); b.compute_with(a, x) }
# ERROR:                                                        ^~~~~~~~~~~~~~~~~~
