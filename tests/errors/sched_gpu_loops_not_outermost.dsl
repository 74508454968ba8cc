# GPU loops must be the outermost loops, blocks outside threads.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y, x - 1) + f(y, x + 1)
output g[H, W]
schedule s { g.gpu_tile(y, x, by, bx, ty, tx, 8, 8).reorder(ty, bx) }
# ERROR: sched_gpu_loops_not_outermost.dsl:8:16: error: the GPU loops of 'g' must be outermost, its block loops outside its thread loops; its loops are by (gpu_block), ty (gpu_thread), bx (gpu_block), tx (gpu_thread): reorder them
# ERROR: schedule s { g.gpu_tile(y, x, by, bx, ty, tx, 8, 8).reorder(ty, bx) }
# ERROR:                ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
