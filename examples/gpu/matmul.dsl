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

# register blocking, the SGEMM steps 4 and 5 (examples/kernels/sgemm.dsl) as schedules: a block
# of 8 x 64 threads each computing 8 points of i (1-D blocktiling, 64 x 64 outputs per block), and
# one of 16 x 16 threads each computing 8 x 8 points (2-D, 128 x 128 per block); per step of 8
# along k the block stages its strip of A and of B, and each value a thread reads from shared
# memory serves 8 accumulators
schedule gpu_blocktile_1d { C.gpu_tile(i, j, bi, bj, ti, tj, 8, 64).split(k, ko, ki, 8).coarsen(i, 8)
                            A.cache(C, ko); B.cache(C, ko) }
schedule gpu_blocktile_2d { C.gpu_tile(i, j, bi, bj, ti, tj, 16, 16).split(k, ko, ki, 8).coarsen(i, 8).coarsen(j, 8)
                            A.cache(C, ko); B.cache(C, ko) }
