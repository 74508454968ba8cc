# A sum whose bounds depend on an argument cannot become a loop of its own (reorder would break it).
param N: i32 = 64
param K: i32 = 64
input A: f32[N, K]
input B: f32[K, N]
func C(i, j) = sum(k in 0 .. i + 1: A(i, k) * B(k, j))
output C[N, N]
schedule s { C.reorder(k, i, j) }
# ERROR: sched_sum_triangular.dsl:8:16: error: the sum over 'k' in 'C' runs over bounds that depend on 'i', so it cannot be a loop of its own; only a sum over bounds of sizes and constants can be split or reordered
# ERROR: schedule s { C.reorder(k, i, j) }
# ERROR:                ^~~~~~~~~~~~~~~~
