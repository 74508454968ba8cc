# A CPU loop kind inside a GPU launch.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y, x - 1) + f(y, x + 1)
output g[H, W]
schedule s { g.gpu_tile(x, bx, tx, 32).gpu_blocks(y).split(tx, a, b, 4).reorder(y, bx, b, a).gpu_threads(b).vectorize(a) }
# ERROR: sched_gpu_parallel.dsl:8:109: error: loop 'a' of 'g' is vectorized, a CPU loop kind, in a GPU launch; its threads already run in parallel
# ERROR: schedule s { g.gpu_tile(x, bx, tx, 32).gpu_blocks(y).split(tx, a, b, 4).reorder(y, bx, b, a).gpu_threads(b).vectorize(a) }
# ERROR:                                                                                                             ^~~~~~~~~~~~
