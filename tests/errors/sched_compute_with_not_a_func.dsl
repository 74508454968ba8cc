# The first argument names a func.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func a(y, x) = in(y, x) * 2
func b(y, x) = in(y, x + 1) + 1
func c(y, x) = a(y, x) + 1
func out(y, x) = c(y, x) + b(y, x + 1)
output out[H, W]
schedule s { a.compute_root(); b.compute_root(); b.compute_with(in, y) }
# ERROR: sched_compute_with_not_a_func.dsl:10:65: error: cannot compute 'b' with 'in': 'in' is not a func; the funcs are a, b, c, out
# ERROR: schedule s { a.compute_root(); b.compute_root(); b.compute_with(in, y) }
# ERROR:                                                                 ^~
