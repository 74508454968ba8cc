# A vector loop computes one func: fusion stops outside it.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func a(y, x) = in(y, x) * 2
func b(y, x) = in(y, x + 1) + 1
func c(y, x) = a(y, x) + 1
func out(y, x) = c(y, x) + b(y, x + 1)
output out[H, W]
schedule s { a.compute_root().vectorize(x, 8); b.compute_root().vectorize(x, 8); b.compute_with(a, x.v) }
# ERROR: sched_compute_with_vectorized.dsl:10:100: error: cannot compute 'b' with 'a': loop 'x.v' is vectorized, and a vector loop computes one func; fuse the loops outside it
# ERROR: schedule s { a.compute_root().vectorize(x, 8); b.compute_root().vectorize(x, 8); b.compute_with(a, x.v) }
# ERROR:                                                                                                    ^~~
