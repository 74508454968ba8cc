# a dimension is coarsened once.
param N: i32 = 64
input A: f32[N, N]
input B: f32[N, N]
func C(i, j) = A(i, k) * B(k, j)
output C[N, N]
schedule s { C.gpu_tile(i, j, bi, bj, ti, tj, 8, 32).coarsen(j, 2).coarsen(j, 2) }
# ERROR: sched_coarsen_twice.dsl:7:68: error: 'j' of 'C' is coarsened twice; coarsen it once, by the product of the factors
# ERROR: schedule s { C.gpu_tile(i, j, bi, bj, ti, tj, 8, 32).coarsen(j, 2).coarsen(j, 2) }
# ERROR:                                                                    ^~~~~~~~~~~~~
