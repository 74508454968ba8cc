# A func computed in a GPU launch is stored where it is computed.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y, x - 1) + f(y, x + 1)
output g[H, W]
schedule s { g.gpu_tile(y, x, by, bx, ty, tx, 8, 8); f.store_root().compute_at(g, bx) }
# ERROR: sched_gpu_producer_store_at.dsl:8:56: error: 'f' is computed in the GPU launch of 'g', which stores it where it is computed (per block in shared memory, per thread in local storage); remove its store_root
# ERROR: schedule s { g.gpu_tile(y, x, by, bx, ty, tx, 8, 8); f.store_root().compute_at(g, bx) }
# ERROR:                                                        ^~~~~~~~~~~~
