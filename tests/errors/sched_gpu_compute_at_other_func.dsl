# In a GPU launch, funcs are computed at the launch's loops, not at another func's.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y, x - 1) + f(y, x + 1)
func h(y, x) = g(y - 1, x) + g(y + 1, x)
output h[H, W]
schedule s { h.gpu_tile(y, x, by, bx, ty, tx, 8, 8); g.compute_at(h, bx); f.compute_at(g, x) }
# ERROR: sched_gpu_compute_at_other_func.dsl:9:77: error: 'f' is computed at a loop of 'g', but in a GPU launch funcs are computed at the loops of the launch, 'h': f.compute_at(h, bx) or f.compute_at(h, tx)
# ERROR: schedule s { h.gpu_tile(y, x, by, bx, ty, tx, 8, 8); g.compute_at(h, bx); f.compute_at(g, x) }
# ERROR:                                                                             ^~~~~~~~~~~~~~~~
