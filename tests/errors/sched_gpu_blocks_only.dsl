# Block loops without thread loops are not a launch.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y, x - 1) + f(y, x + 1)
output g[H, W]
schedule s { g.gpu_blocks(y, x) }
# ERROR: sched_gpu_blocks_only.dsl:8:16: error: 'g' has GPU block loops but no thread loops; a launch needs both (gpu_tile maps both)
# ERROR: schedule s { g.gpu_blocks(y, x) }
# ERROR:                ^~~~~~~~~~~~~~~~
