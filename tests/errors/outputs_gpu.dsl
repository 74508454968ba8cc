# A GPU launch computes one output.
param N: i32 = 16
input a: f32[N, N]
func f(y, x) = a(y, x)
func g(y, x) = f(y, x) * 2.0
output f[N, N]
output g[N, N]
schedule bad { g.gpu_tile(y, x, by, bx, ty, tx, 8, 8) }
# ERROR: outputs_gpu.dsl:8:18: error: a GPU launch computes one output; this program has 2 (f, g)
# ERROR: schedule bad { g.gpu_tile(y, x, by, bx, ty, tx, 8, 8) }
# ERROR:                  ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
