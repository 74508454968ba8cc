# A loop of a sum run in parallel: its iterations would add to the same point at once.
param N: i32 = 64
param K: i32 = 64
input A: f32[N, K]
input B: f32[K, N]
func C(i, j) = A(i, k) * B(k, j)
output C[N, N]
schedule s { C.split(k, ko, ki, 8).parallel(ko) }
# ERROR: sched_sum_loop_parallel.dsl:8:45: error: cannot parallelize 'ko': it is a loop of the sum over 'k' in 'C', whose parallel iterations would add to the same point of 'C' at once; parallelize a loop of its arguments instead
# ERROR: schedule s { C.split(k, ko, ki, 8).parallel(ko) }
# ERROR:                                             ^~
