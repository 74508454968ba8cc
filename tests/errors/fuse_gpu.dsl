# fuse is a word of CPU schedules.
param N: i32 = 16
input a: f32[N, N]
func f(y, x) = a(y, x) * 2.0
output f[N, N]
schedule bad { f.fuse(y, x, t).gpu_tile(t, b, th, 64) }
# ERROR: fuse_gpu.dsl:6:18: error: fuse is a word of CPU schedules; a GPU launch maps the loops as they are (gpu_tile, gpu_blocks, gpu_threads)
# ERROR: schedule bad { f.fuse(y, x, t).gpu_tile(t, b, th, 64) }
# ERROR:                  ^~~~~~~~~~~~~
