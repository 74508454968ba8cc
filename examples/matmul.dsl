# Matrix multiplication as a reduction: `k` appears only on the right, so it is summed over
# (the einsum rule), its range taken from the extent of the dimension it indexes.
param N: i32 = 256
param K: i32 = 256
param M: i32 = 256
input A: f32[N, K]
input B: f32[K, M]
func C(i, j) = A(i, k) * B(k, j)             # C = A @ B; also sum(k in 0 .. K: A(i, k) * B(k, j))
output C[N, M]

schedule tiled    { C.tile(i, j, io, jo, ii, ji, 32, 32).vectorize(ji, 8) }
schedule parallel { C.tile(i, j, io, jo, ii, ji, 32, 32).vectorize(ji, 8).parallel(io) }
# the sum's variable k is a loop too: for each 4 x 64 tile of C, k runs outside the tile's rows
# and the row of 64 is 4 vectors of 16 (C is zeroed first, then each k adds to the tile)
schedule blocked  { C.tile(i, j, io, jo, ii, ji, 4, 64).reorder(io, jo, k, ii, ji).vectorize(ji, 16).unroll(ii) }
# the tile's sums in registers: C.in() moves C's definition (its sum) to a func of its own,
# C_in, which C copies; computed per 12 x 32 tile of C with k outside the tile's points, the C
# compiler keeps its 24 vectors of 16 sums in registers (as examples/matmul_registers.dsl)
schedule registers { C.in().compute_at(C, jo).reorder(k, i, j).vectorize(j, 16).unroll(i)
                     C.tile(i, j, io, jo, ii, ji, 12, 32).vectorize(ji, 16) }
