# Only the output is launched: a producer mapped onto the GPU is refused.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y, x - 1) + f(y, x + 1)
output g[H, W]
schedule s { g.gpu_tile(y, x, by, bx, ty, tx, 8, 8); f.compute_root().gpu_tile(y, x, by, bx, ty, tx, 8, 8) }
# ERROR: sched_gpu_not_output.dsl:8:71: error: 'f' is mapped onto the GPU, but only the output 'g' is launched; map 'g' and compute 'f' inline in it
# ERROR: schedule s { g.gpu_tile(y, x, by, bx, ty, tx, 8, 8); f.compute_root().gpu_tile(y, x, by, bx, ty, tx, 8, 8) }
# ERROR:                                                                       ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
