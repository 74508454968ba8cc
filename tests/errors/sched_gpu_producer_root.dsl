# A producer of a GPU launch computed at the root, outside the launch, is refused.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y, x - 1) + f(y, x + 1)
output g[H, W]
schedule s { g.gpu_tile(y, x, by, bx, ty, tx, 8, 8); f.compute_root() }
# ERROR: sched_gpu_producer_root.dsl:8:56: error: 'f' is computed at the root, outside the GPU launch of 'g' that reads it; compute it in the launch: per block in shared memory (f.compute_at(g, bx)), per thread (f.compute_at(g, tx)) or inline
# ERROR: schedule s { g.gpu_tile(y, x, by, bx, ty, tx, 8, 8); f.compute_root() }
# ERROR:                                                        ^~~~~~~~~~~~~~
