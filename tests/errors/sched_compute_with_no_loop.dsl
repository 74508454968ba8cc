# The loop named must be a loop of both funcs (after their splits).
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func a(y, x) = in(y, x) * 2
func b(y, x) = in(y, x + 1) + 1
func c(y, x) = a(y, x) + 1
func out(y, x) = c(y, x) + b(y, x + 1)
output out[H, W]
schedule s { a.compute_root().vectorize(x, 8); b.compute_root().vectorize(x, 8); b.compute_with(a, x) }
# ERROR: sched_compute_with_no_loop.dsl:10:100: error: cannot compute 'b' with 'a': 'b' has no loop 'x'; its loops are y, x.o, x.v
# ERROR: schedule s { a.compute_root().vectorize(x, 8); b.compute_root().vectorize(x, 8); b.compute_with(a, x) }
# ERROR:                                                                                                    ^
