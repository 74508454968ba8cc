# A loop of a sum cannot be mapped onto threads: they would add to one point at once.
param N: i32 = 64
input A: f32[N, N]
input B: f32[N, N]
func C(i, j) = A(i, k) * B(k, j)
output C[N, N]
schedule s { C.gpu_blocks(i).gpu_threads(k) }
# ERROR: sched_gpu_sum_mapped.dsl:7:42: error: cannot map 'k': it is a loop of the sum over 'k' in 'C', whose blocks or threads would add to the same point of 'C' at once; map a loop of its arguments instead
# ERROR: schedule s { C.gpu_blocks(i).gpu_threads(k) }
# ERROR:                                          ^
