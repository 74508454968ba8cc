# A launch has three dimensions.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y, x - 1) + f(y, x + 1)
output g[H, W]
schedule s { g.split(x, a, b, 2).split(y, c, d, 2).reorder(a, c, b, d).gpu_blocks(a, c, b, d) }
# ERROR: sched_gpu_four_dims.dsl:8:72: error: gpu_blocks maps one to three loops (x, y, z), got 4
# ERROR: schedule s { g.split(x, a, b, 2).split(y, c, d, 2).reorder(a, c, b, d).gpu_blocks(a, c, b, d) }
# ERROR:                                                                        ^~~~~~~~~~~~~~~~~~~~~~
