# The loops inside a GPU thread's sum must be of constant size.
param N: i32 = 64
input A: f32[N, N]
input B: f32[N, N]
func C(i, j) = A(i, k) * B(k, j)
output C[N, N]
schedule s { C.gpu_blocks(i).split(j, jo, ji, 32).gpu_threads(ji).reorder(i, ji, k, jo) }
# ERROR: sched_coarsen_loose_loop.dsl:7:16: error: the sum of 'C' runs in each thread of a GPU launch, into one accumulator per point of the loops inside it, so those must be of constant size (inner loops of splits); 'jo' is not: reorder it outside 'k'
# ERROR: schedule s { C.gpu_blocks(i).split(j, jo, ji, 32).gpu_threads(ji).reorder(i, ji, k, jo) }
# ERROR:                ^~~~~~~~~~~~~
