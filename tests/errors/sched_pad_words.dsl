# pad takes 1 to 64 words.
param N: i32 = 64
input A: f32[N, N]
input B: f32[N, N]
func P(i, k) = A(i, k) * 2
func C(i, j) = P(i, k) * B(k, j)
output C[N, N]
schedule s { C.gpu_tile(i, j, bi, bj, ti, tj, 16, 16); A.cache(C, bj).pad(0) }
# ERROR: sched_pad_words.dsl:8:75: error: pad takes 1 to 64 words, got 0
# ERROR: schedule s { C.gpu_tile(i, j, bi, bj, ti, tj, 16, 16); A.cache(C, bj).pad(0) }
# ERROR:                                                                           ^
