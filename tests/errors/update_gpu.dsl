# Update definitions run on the CPU backends.
param N: i32 = 16
input a: f32[N, N]
func s(x) = 0.0
s(x) += a(r.x, x)
output s[N]
schedule bad { s.gpu_tile(x, bx, tx, 8) }
# ERROR: update_gpu.dsl:7:18: error: 's' has update definitions, which run on the CPU backends; schedule the pipeline without gpu_tile / gpu_blocks / gpu_threads
# ERROR: schedule bad { s.gpu_tile(x, bx, tx, 8) }
# ERROR:                  ^~~~~~~~~~~~~~~~~~~~~~
