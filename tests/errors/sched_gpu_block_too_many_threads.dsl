# a 64 x 64 tile is 4,096 threads in a block: refused at the schedule, whatever the GPU
param N: i32 = 128
input A: f32[N, N]
input B: f32[N, N]
func C(i, j) = A(i, k) * B(k, j)
output C[N, N]
schedule big { C.gpu_tile(i, j, bi, bj, ti, tj, 64, 64) }
# ERROR: sched_gpu_block_too_many_threads.dsl:7:18: error: 'C' has blocks of 64 x 64 = 4,096 threads; a block has at most 1024 on every GPU (tile by 32 x 32 or less)
# ERROR: schedule big { C.gpu_tile(i, j, bi, bj, ti, tj, 64, 64) }
# ERROR:                  ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
