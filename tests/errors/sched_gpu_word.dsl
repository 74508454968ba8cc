# A GPU word irc does not implement yet.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func blurx(y, x) = (in(y, x - 1) + in(y, x) + in(y, x + 1)) / 3
func blury(y, x) = (blurx(y - 1, x) + blurx(y, x) + blurx(y + 1, x)) / 3
output blury[H, W]

schedule s { blury.gpu_tile(y, x, by, bx, ty, tx, 16, 16).coarsen(tx, 4) }
# ERROR: sched_gpu_word.dsl:9:59: error: 'coarsen' (thread coarsening of GPU kernels) is not implemented yet; the GPU words irc has are gpu_tile, gpu_blocks, gpu_threads, cache, pad
# ERROR: schedule s { blury.gpu_tile(y, x, by, bx, ty, tx, 16, 16).coarsen(tx, 4) }
# ERROR:                                                           ^~~~~~~~~~~~~~
