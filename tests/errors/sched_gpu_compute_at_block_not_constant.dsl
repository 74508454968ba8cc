# A block of W threads: the points of f cannot be shared out among a block of unknown shape.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y, x - 1) + f(y, x + 1)
output g[H, W]
schedule s { g.gpu_blocks(y).gpu_threads(x); f.compute_at(g, y) }
# ERROR: sched_gpu_compute_at_block_not_constant.dsl:8:48: error: compute_at needs a block of constant shape; 'g' has threads W
# ERROR: schedule s { g.gpu_blocks(y).gpu_threads(x); f.compute_at(g, y) }
# ERROR:                                                ^~~~~~~~~~~~~~~~
