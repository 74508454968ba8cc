# cache of an input the launch does not read.
param N: i32 = 64
input A: f32[N, N]
input B: f32[N, N]
func P(i, k) = A(i, k) * 2
func C(i, j) = P(i, k) * B(k, j)
output C[N, N]
input Z: f32[N, N]
schedule s { C.gpu_tile(i, j, bi, bj, ti, tj, 16, 16); Z.cache(C, bj) }
# ERROR: sched_cache_unread.dsl:9:58: error: cannot cache 'Z' for 'C': 'C' does not read it
# ERROR: schedule s { C.gpu_tile(i, j, bi, bj, ti, tj, 16, 16); Z.cache(C, bj) }
# ERROR:                                                          ^~~~~~~~~~~~
