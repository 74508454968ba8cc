# the sum split by 1024: each phase stages 32 x 1024 of A and 1024 x 32 of B, 256 KB per block
param N: i32 = 2048
input A: f32[N, N]
input B: f32[N, N]
func C(i, j) = A(i, k) * B(k, j)
output C[N, N]
schedule big { C.gpu_tile(i, j, bi, bj, ti, tj, 32, 32).split(k, ko, ki, 1024)
               A.cache(C, ko); B.cache(C, ko) }
# ERROR: sched_cache_too_large.dsl:8:34: error: the shared tiles of this launch take 262,144 bytes per block (A.shared 32 x 1024 f32, B.shared 1024 x 32 f32); no GPU irc models gives a block more than 232,448 (the H100's 227 KB; the A6000's is 99 KB): cache at an inner loop, or tile smaller
# ERROR:                A.cache(C, ko); B.cache(C, ko) }
# ERROR:                                  ^~~~~~~~~~~~
