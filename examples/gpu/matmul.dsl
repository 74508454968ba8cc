# C = A @ B written once as a func; GPU schedules map it onto blocks and threads, and the SIMT
# interpreter runs and counts the kernel they generate as it does a hand-written one.
#   irc simt examples/gpu/matmul.dsl --schedule gpu_naive --size N=128
#   irc simt examples/gpu/matmul.dsl --schedule gpu_tiled --size N=128 --by-line
param N: i32 = 1024
input A: f32[N, N]
input B: f32[N, N]
func C(i, j) = A(i, k) * B(k, j)
output C[N, N]

# one thread per output, 32 x 32 threads per block: the seed's (and examples/kernels/matmul.dsl's)
# naive kernel; j, tiled last, maps to threadIdx.x, so a warp reads a row of B coalesced
schedule gpu_naive { C.gpu_tile(i, j, bi, bj, ti, tj, 32, 32) }

# shared-memory tiling: the sum split by the tile, and per phase (ko) each block stages the
# 32 x 32 tiles of A and B it reads, every element loaded used 32 times (the seed's tiled kernel)
schedule gpu_tiled   { C.gpu_tile(i, j, bi, bj, ti, tj, 32, 32).split(k, ko, ki, 32)
                       A.cache(C, ko); B.cache(C, ko) }
schedule gpu_tiled16 { C.gpu_tile(i, j, bi, bj, ti, tj, 16, 16).split(k, ko, ki, 16)
                       A.cache(C, ko); B.cache(C, ko) }

# thread coarsening: each thread computes 2 points of j, 32 apart, so a block covers two tiles of
# C; the phase's tile of A is loaded once for both (the seed's matmul_tiled_coarse)
schedule gpu_coarse  { C.gpu_tile(i, j, bi, bj, ti, tj, 32, 32).split(k, ko, ki, 32).coarsen(j, 2)
                       A.cache(C, ko); B.cache(C, j.c) }
