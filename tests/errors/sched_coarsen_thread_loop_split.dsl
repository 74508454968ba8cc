# coarsen needs the thread loop that gpu_tile made of its dimension unchanged.
param N: i32 = 64
input A: f32[N, N]
input B: f32[N, N]
func C(i, j) = A(i, k) * B(k, j)
output C[N, N]
schedule s { C.gpu_tile(i, j, bi, bj, ti, tj, 8, 32).coarsen(j, 2).split(tj, ta, tb, 4) }
# ERROR: sched_coarsen_thread_loop_split.dsl:7:54: error: coarsen(j, 2) needs the thread loop 'tj' that gpu_tile made of 'j' unchanged; it is split into 'ta' and 'tb' here: split another loop
# ERROR: schedule s { C.gpu_tile(i, j, bi, bj, ti, tj, 8, 32).coarsen(j, 2).split(tj, ta, tb, 4) }
# ERROR:                                                      ^~~~~~~~~~~~~
