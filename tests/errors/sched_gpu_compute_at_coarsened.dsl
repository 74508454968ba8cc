# A func computed at a loop of a coarsened launch is refused so far.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y - 1, x) + f(y + 1, x)
output g[H, W]
schedule s { g.gpu_tile(y, x, by, bx, ty, tx, 8, 32).coarsen(y, 4); f.compute_at(g, bx) }
# ERROR: sched_gpu_compute_at_coarsened.dsl:8:71: error: 'f' is computed in the GPU launch of 'g', which coarsen changes; a coarsened launch computes the funcs it reads inline so far: remove this compute_at
# ERROR: schedule s { g.gpu_tile(y, x, by, bx, ty, tx, 8, 32).coarsen(y, 4); f.compute_at(g, bx) }
# ERROR:                                                                       ^~~~~~~~~~~~~~~~~
