# A GPU launch lays out its arrays itself.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W, 3] boundary clamp
func f(y, x, c) = in(y, x, c) * 2
func g(y, x, c) = f(y, x, c) + f(y, x + 1, c)
output g[H, W, 3]
schedule s { g.gpu_tile(y, x, by, bx, ty, tx, 8, 8); f.compute_at(g, tx).reorder_storage(c, y, x) }
# ERROR: sched_reorder_storage_gpu.dsl:8:74: error: a GPU launch computes and stores its funcs where its blocks and threads need them; reorder_storage of 'f' is a word of CPU schedules
# ERROR: schedule s { g.gpu_tile(y, x, by, bx, ty, tx, 8, 8); f.compute_at(g, tx).reorder_storage(c, y, x) }
# ERROR:                                                                          ^~~~~~~~~~~~~~~~~~~~~~~~
