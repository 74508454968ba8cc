# PolyBench's jacobi-2d: a 5-point stencil from A into B and back at each time step, as PolyBench
# 4.2.1 writes it (sizes: SMALL):
#   irc run examples/polybench/jacobi-2d.dsl --size TSTEPS=40,N=90 --check
param TSTEPS: i32 = 100
param N: i32 = 250
proc jacobi_2d(A: f64[N, N], B: f64[N, N]) {
  for t in 0 .. TSTEPS {
    for i in 1 .. N - 1 {
      for j in 1 .. N - 1 {
        B[i, j] = 0.2 * (A[i, j] + A[i, j - 1] + A[i, 1 + j] + A[1 + i, j] + A[i - 1, j])
      }
    }
    for i in 1 .. N - 1 {
      for j in 1 .. N - 1 {
        A[i, j] = 0.2 * (B[i, j] + B[i, j - 1] + B[i, 1 + j] + B[1 + i, j] + B[i - 1, j])
      }
    }
  }
}
schedule auto     { jacobi_2d.autotile(32) }
schedule parallel { jacobi_2d.parallel(i) }             # the rows of both nests
schedule tiled    { jacobi_2d.tile(i, j, 32, 32) }      # both nests in 32 x 32 blocks
