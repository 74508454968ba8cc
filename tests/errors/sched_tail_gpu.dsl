# A GPU launch guards its splits; RoundUp is a CPU strategy.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W]
func g(y, x) = in(y, x) * 2
output g[H, W]
schedule s { g.split(x, xo, xi, 32, RoundUp).gpu_blocks(xo).gpu_threads(xi) }
# ERROR: sched_tail_gpu.dsl:7:16: error: a GPU launch guards every split (GuardWithIf); RoundUp is a strategy of CPU schedules
# ERROR: schedule s { g.split(x, xo, xi, 32, RoundUp).gpu_blocks(xo).gpu_threads(xi) }
# ERROR:                ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
