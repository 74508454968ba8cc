# pad needs a cache of the same input before it.
param N: i32 = 64
input A: f32[N, N]
input B: f32[N, N]
func P(i, k) = A(i, k) * 2
func C(i, j) = P(i, k) * B(k, j)
output C[N, N]
schedule s { C.gpu_tile(i, j, bi, bj, ti, tj, 16, 16); A.pad(1) }
# ERROR: sched_pad_without_cache.dsl:8:58: error: pad needs 'A' cached first: A.cache(f, loop).pad(n)
# ERROR: schedule s { C.gpu_tile(i, j, bi, bj, ti, tj, 16, 16); A.pad(1) }
# ERROR:                                                          ^~~~~~
