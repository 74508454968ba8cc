# cache at a thread loop would stage per thread.
param N: i32 = 64
input A: f32[N, N]
input B: f32[N, N]
func P(i, k) = A(i, k) * 2
func C(i, j) = P(i, k) * B(k, j)
output C[N, N]
schedule s { C.gpu_tile(i, j, bi, bj, ti, tj, 16, 16); A.cache(C, tj) }
# ERROR: sched_cache_thread_loop.dsl:8:58: error: cache at 'C.tj': stage at a block loop (once per block) or a loop inside the threads (per iteration); the loops of 'C' that can be are bi, bj, k
# ERROR: schedule s { C.gpu_tile(i, j, bi, bj, ti, tj, 16, 16); A.cache(C, tj) }
# ERROR:                                                          ^~~~~~~~~~~~
