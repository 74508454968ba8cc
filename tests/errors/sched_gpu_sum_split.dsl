# A sum runs in each thread of a GPU launch: its loops must be the innermost.
param N: i32 = 64
input A: f32[N, N]
input B: f32[N, N]
func C(i, j) = A(i, k) * B(k, j)
output C[N, N]
schedule s { C.gpu_tile(i, j, bi, bj, ti, tj, 16, 16).split(tj, a, b, 4).reorder(bi, bj, ti, a, k, b) }
# ERROR: sched_gpu_sum_split.dsl:7:16: error: the sum of 'C' runs in each thread of a GPU launch, so its loops (k) must be the innermost; reorder them after the others
# ERROR: schedule s { C.gpu_tile(i, j, bi, bj, ti, tj, 16, 16).split(tj, a, b, 4).reorder(bi, bj, ti, a, k, b) }
# ERROR:                ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
