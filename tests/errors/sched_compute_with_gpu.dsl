# A GPU launch places its funcs itself.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func a(y, x) = in(y, x) * 2
func b(y, x) = in(y, x + 1) + 1
func c(y, x) = a(y, x) + 1
func out(y, x) = c(y, x) + b(y, x + 1)
output out[H, W]
schedule s { out.gpu_tile(y, x, by, bx, ty, tx, 8, 8); b.compute_at(out, bx); a.compute_at(out, bx); b.compute_with(a, y) }
# ERROR: sched_compute_with_gpu.dsl:10:104: error: a GPU launch computes and stores its funcs where its blocks and threads need them; compute_with of 'b' is a word of CPU schedules
# ERROR: schedule s { out.gpu_tile(y, x, by, bx, ty, tx, 8, 8); b.compute_at(out, bx); a.compute_at(out, bx); b.compute_with(a, y) }
# ERROR:                                                                                                        ^~~~~~~~~~~~~~~~~~
