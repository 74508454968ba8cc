# A GPU launch computes its funcs where its threads need them: bound is a word of CPU schedules (it was ignored).
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y, x) + f(y, x + 1)
output g[H, W]
schedule s { g.gpu_tile(y, x, by, bx, ty, tx, 8, 8); f.compute_at(g, tx).bound(x, 0, 70) }
# ERROR: sched_bound_gpu.dsl:8:74: error: a GPU launch computes and stores its funcs where its blocks and threads need them; bound of 'f' is a word of CPU schedules
# ERROR: schedule s { g.gpu_tile(y, x, by, bx, ty, tx, 8, 8); f.compute_at(g, tx).bound(x, 0, 70) }
# ERROR:                                                                          ^~~~~~~~~~~~~~~
