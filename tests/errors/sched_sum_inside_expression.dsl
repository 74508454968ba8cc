# A sum inside a larger expression is not a loop of the func.
param N: i32 = 64
param K: i32 = 64
input A: f32[N, K]
input B: f32[K, N]
func C(i, j) = sum(k in 0 .. K: A(i, k) * B(k, j)) * 2
output C[N, N]
schedule s { C.split(k, ko, ki, 8) }
# ERROR: sched_sum_inside_expression.dsl:8:22: error: 'k' is summed inside an expression of 'C', so it is not a loop of it; define the sum as a func of its own to schedule its loop
# ERROR: schedule s { C.split(k, ko, ki, 8) }
# ERROR:                      ^
