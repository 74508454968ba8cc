# cache stages inputs; a func is computed into shared memory by compute_at instead.
param N: i32 = 64
input A: f32[N, N]
input B: f32[N, N]
func P(i, k) = A(i, k) * 2
func C(i, j) = P(i, k) * B(k, j)
output C[N, N]
schedule s { C.gpu_tile(i, j, bi, bj, ti, tj, 16, 16).split(k, ko, ki, 16); P.cache(C, ko) }
# ERROR: sched_cache_func.dsl:8:77: error: cannot cache 'P': it is a func; cache stages the inputs a GPU launch reads (A, B); a func is kept in shared memory by computing it there: P.compute_at(C, ko)
# ERROR: schedule s { C.gpu_tile(i, j, bi, bj, ti, tj, 16, 16).split(k, ko, ki, 16); P.cache(C, ko) }
# ERROR:                                                                             ^
