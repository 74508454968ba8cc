# coarsen needs the loop tiled onto blocks and threads first.
param N: i32 = 64
input A: f32[N, N]
input B: f32[N, N]
func C(i, j) = A(i, k) * B(k, j)
output C[N, N]
schedule s { C.coarsen(j, 2) }
# ERROR: sched_coarsen_not_tiled.dsl:7:24: error: coarsen needs 'j' tiled onto blocks and threads first (gpu_tile); the loops of 'C' are i, j, k
# ERROR: schedule s { C.coarsen(j, 2) }
# ERROR:                        ^
