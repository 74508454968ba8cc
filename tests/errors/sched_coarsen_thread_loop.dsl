# coarsen names the dimension (x), not its thread loop.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func blurx(y, x) = (in(y, x - 1) + in(y, x) + in(y, x + 1)) / 3
func blury(y, x) = (blurx(y - 1, x) + blurx(y, x) + blurx(y + 1, x)) / 3
output blury[H, W]

schedule s { blury.gpu_tile(y, x, by, bx, ty, tx, 16, 16).coarsen(tx, 4) }
# ERROR: sched_coarsen_thread_loop.dsl:9:67: error: coarsen names the dimension that gpu_tile split ('x'), not one of its loops: coarsen(x, 4)
# ERROR: schedule s { blury.gpu_tile(y, x, by, bx, ty, tx, 16, 16).coarsen(tx, 4) }
# ERROR:                                                                   ^~
