# cache needs a GPU launch to stage for.
param N: i32 = 64
input A: f32[N, N]
input B: f32[N, N]
func P(i, k) = A(i, k) * 2
func C(i, j) = P(i, k) * B(k, j)
output C[N, N]
schedule s { C.split(k, ko, ki, 16); A.cache(C, ko) }
# ERROR: sched_cache_not_gpu.dsl:8:40: error: cache stages 'A' in the shared memory of a GPU launch; 'C' is not one (map the output 'C' with gpu_tile, and cache for it)
# ERROR: schedule s { C.split(k, ko, ki, 16); A.cache(C, ko) }
# ERROR:                                        ^~~~~~~~~~~~
