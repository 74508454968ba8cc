# specialize is a word of CPU schedules.
param N: i32 = 16
input a: f32[N, N]
func f(y, x) = a(y, x) * 2.0
output f[N, N]
schedule bad { f.gpu_tile(y, x, by, bx, ty, tx, 8, 8).specialize(N > 64).unroll(tx, 2) }
# ERROR: specialize_gpu.dsl:6:55: error: specialize is a word of CPU schedules: a GPU launch of 'f' runs one schedule
# ERROR: schedule bad { f.gpu_tile(y, x, by, bx, ty, tx, 8, 8).specialize(N > 64).unroll(tx, 2) }
# ERROR:                                                       ^~~~~~~~~~~~~~~~~~
