# Matrix multiplication with its sum in registers: `prod` is the sum, computed per 12 x 32 tile
# of C into a small local array (compute_at C's tile), its loops reordered so that k runs
# outside the tile's points (k, i, j) with j vectorized by 16 and i unrolled: the C compiler
# keeps the tile's 24 vectors of 16 sums in registers while k runs, as Halide's matmul schedule
# does with its update (benchmarks/matmul.py times both against OpenBLAS).
#   irc bench examples/matmul_registers.dsl --size N=1024,K=1024,M=1024
param N: i32 = 256
param K: i32 = 256
param M: i32 = 256
input A: f32[N, K]
input B: f32[K, M]
func prod(i, j) = A(i, k) * B(k, j)
func C(i, j) = prod(i, j)
output C[N, M]

schedule registers { C.tile(i, j, io, jo, ii, ji, 12, 32).vectorize(ji, 16)
                     prod.compute_at(C, jo).reorder(k, i, j).vectorize(j, 16).unroll(i) }
schedule parallel  { C.tile(i, j, io, jo, ii, ji, 12, 32).vectorize(ji, 16).parallel(io)
                     prod.compute_at(C, jo).reorder(k, i, j).vectorize(j, 16).unroll(i) }
