# The part of P that one block reads spans all of k: not of constant size.
param N: i32 = 64
input A: f32[N, N]
input B: f32[N, N]
func P(i, k) = A(i, k) * 2
func C(i, j) = P(i, k) * B(k, j)
output C[N, N]
schedule s { C.gpu_tile(i, j, bi, bj, ti, tj, 16, 16); P.compute_at(C, bj) }
# ERROR: sched_gpu_compute_at_region_not_constant.dsl:8:58: error: the part of 'P' that one iteration of 'C.bj' reads is 16 x N, not of constant size; compute it at a loop whose iteration reads a fixed tile
# ERROR: schedule s { C.gpu_tile(i, j, bi, bj, ti, tj, 16, 16); P.compute_at(C, bj) }
# ERROR:                                                          ^~~~~~~~~~~~~~~~~
