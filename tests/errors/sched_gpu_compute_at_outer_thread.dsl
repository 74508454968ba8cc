# A func computed at a thread loop outside the innermost one: the threads run at once.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y, x - 1) + f(y, x + 1)
output g[H, W]
schedule s { g.gpu_tile(y, x, by, bx, ty, tx, 8, 8); f.compute_at(g, ty) }
# ERROR: sched_gpu_compute_at_outer_thread.dsl:8:56: error: 'f' is computed at 'g.ty', a thread loop outside 'tx'; the threads run at once: compute it per thread (f.compute_at(g, tx)) or per block (f.compute_at(g, bx))
# ERROR: schedule s { g.gpu_tile(y, x, by, bx, ty, tx, 8, 8); f.compute_at(g, ty) }
# ERROR:                                                        ^~~~~~~~~~~~~~~~~
