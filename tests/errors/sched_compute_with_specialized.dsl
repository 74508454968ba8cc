# A specialized func's loops differ between versions.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func a(y, x) = in(y, x) * 2
func b(y, x) = in(y, x + 1) + 1
func c(y, x) = a(y, x) + 1
func out(y, x) = c(y, x) + b(y, x + 1)
output out[H, W]
schedule s { a.compute_root(); b.compute_root().specialize(W > 32).vectorize(x, 8); b.compute_with(a, y) }
# ERROR: sched_compute_with_specialized.dsl:10:87: error: cannot compute 'b' with 'a': 'b' is specialized, so its loops differ between versions
# ERROR: schedule s { a.compute_root(); b.compute_root().specialize(W > 32).vectorize(x, 8); b.compute_with(a, y) }
# ERROR:                                                                                       ^~~~~~~~~~~~~~~~~~
