# A sum stays whole inside each thread of a GPU launch so far.
param N: i32 = 64
input A: f32[N, N]
input B: f32[N, N]
func C(i, j) = A(i, k) * B(k, j)
output C[N, N]
schedule s { C.gpu_tile(i, j, bi, bj, ti, tj, 16, 16).split(k, ko, ki, 16) }
# ERROR: sched_gpu_sum_split.dsl:7:16: error: the sum of 'C' is a loop of each thread, innermost and whole, in a GPU launch so far; do not split or reorder 'k'
# ERROR: schedule s { C.gpu_tile(i, j, bi, bj, ti, tj, 16, 16).split(k, ko, ki, 16) }
# ERROR:                ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
