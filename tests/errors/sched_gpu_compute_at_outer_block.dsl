# A func computed at a block loop outside the innermost one: the blocks run at once.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y, x - 1) + f(y, x + 1)
output g[H, W]
schedule s { g.gpu_tile(y, x, by, bx, ty, tx, 8, 8); f.compute_at(g, by) }
# ERROR: sched_gpu_compute_at_outer_block.dsl:8:56: error: 'f' is computed at 'g.by', a block loop outside 'bx'; the blocks run at once, each computing what it reads: f.compute_at(g, bx)
# ERROR: schedule s { g.gpu_tile(y, x, by, bx, ty, tx, 8, 8); f.compute_at(g, by) }
# ERROR:                                                        ^~~~~~~~~~~~~~~~~
