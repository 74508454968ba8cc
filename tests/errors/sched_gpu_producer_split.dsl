# A func computed in a GPU launch has its points mapped onto the threads: no loops to split.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y, x - 1) + f(y, x + 1)
output g[H, W]
schedule s { g.gpu_tile(y, x, by, bx, ty, tx, 8, 8); f.compute_at(g, bx).split(x, xo, xi, 4) }
# ERROR: sched_gpu_producer_split.dsl:8:74: error: 'f' is computed in the GPU launch of 'g', whose threads compute its points; it has no loops of its own for 'split'
# ERROR: schedule s { g.gpu_tile(y, x, by, bx, ty, tx, 8, 8); f.compute_at(g, bx).split(x, xo, xi, 4) }
# ERROR:                                                                          ^~~~~~~~~~~~~~~~~~~
