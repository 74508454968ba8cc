# A producer of a GPU launch is computed inline in each thread so far.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y, x - 1) + f(y, x + 1)
output g[H, W]
schedule s { g.gpu_tile(y, x, by, bx, ty, tx, 8, 8); f.compute_root() }
# ERROR: sched_gpu_producer_root.dsl:8:56: error: 'f' is computed at the root, but a GPU launch computes the funcs it reads inline (per thread) so far; remove its compute_root
# ERROR: schedule s { g.gpu_tile(y, x, by, bx, ty, tx, 8, 8); f.compute_root() }
# ERROR:                                                        ^~~~~~~~~~~~~~
