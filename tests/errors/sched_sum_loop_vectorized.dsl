# A loop of a sum in vector lanes: the lanes would add to the same point at once.
param N: i32 = 64
param K: i32 = 64
input A: f32[N, K]
input B: f32[K, N]
func C(i, j) = A(i, k) * B(k, j)
output C[N, N]
schedule s { C.vectorize(k, 8) }
# ERROR: sched_sum_loop_vectorized.dsl:8:26: error: cannot vectorize 'k': it is a loop of the sum over 'k' in 'C', whose vector lanes would add to the same point of 'C' at once; vectorize a loop of its arguments instead
# ERROR: schedule s { C.vectorize(k, 8) }
# ERROR:                          ^
