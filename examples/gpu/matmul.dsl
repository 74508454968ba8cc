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
# of 8 x 64 threads each computing a column of 8 consecutive points of i (1-D blocktiling, 64 x 64
# outputs per block), and one of 16 x 16 threads each computing 8 x 8 consecutive points (2-D,
# 128 x 128 per block); per step of 8 along k the block stages its strip of A and of B, and per
# step of ki each thread loads its operands from shared memory into registers once (8 of A and
# 8 of B in 2-D) and accumulates their outer product in registers (pass operand_registers): the
# shared and global loads of Boehm's kernels 4 and 5
schedule gpu_blocktile_1d { C.tile(i, j, bi, bj, ii, tj, 64, 64).split(ii, ti, mi, 8).split(k, ko, ki, 8)
                            C.reorder(bi, bj, ti, tj, ko, ki, mi).gpu_blocks(bi, bj).gpu_threads(ti, tj)
                            A.cache(C, ko); B.cache(C, ko) }
schedule gpu_blocktile_2d { C.tile(i, j, bi, bj, ii, jj, 128, 128).split(ii, ti, mi, 8).split(jj, tj, nj, 8)
                            C.split(k, ko, ki, 8).reorder(bi, bj, ti, tj, ko, ki, mi, nj)
                            C.gpu_blocks(bi, bj).gpu_threads(ti, tj)
                            A.cache(C, ko); B.cache(C, ko) }
