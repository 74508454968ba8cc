# PolyBench's heat-3d: the heat equation on an N^3 grid, a 7-point stencil from A into B and back
# at each time step, as PolyBench 4.2.1 writes it (its time loop runs 1 .. TSTEPS; sizes: SMALL):
#   irc run examples/polybench/heat-3d.dsl --size TSTEPS=40,N=20 --check
param TSTEPS: i32 = 100
param N: i32 = 40
proc heat_3d(A: f64[N, N, N], B: f64[N, N, N]) {
  for t in 1 .. TSTEPS + 1 {
    for i in 1 .. N - 1 {
      for j in 1 .. N - 1 {
        for k in 1 .. N - 1 {
          B[i, j, k] = 0.125 * (A[i + 1, j, k] - 2.0 * A[i, j, k] + A[i - 1, j, k]) +
                       0.125 * (A[i, j + 1, k] - 2.0 * A[i, j, k] + A[i, j - 1, k]) +
                       0.125 * (A[i, j, k + 1] - 2.0 * A[i, j, k] + A[i, j, k - 1]) +
                       A[i, j, k]
        }
      }
    }
    for i in 1 .. N - 1 {
      for j in 1 .. N - 1 {
        for k in 1 .. N - 1 {
          A[i, j, k] = 0.125 * (B[i + 1, j, k] - 2.0 * B[i, j, k] + B[i - 1, j, k]) +
                       0.125 * (B[i, j + 1, k] - 2.0 * B[i, j, k] + B[i, j - 1, k]) +
                       0.125 * (B[i, j, k + 1] - 2.0 * B[i, j, k] + B[i, j, k - 1]) +
                       B[i, j, k]
        }
      }
    }
  }
}
schedule auto     { heat_3d.autotile(32) }
schedule parallel { heat_3d.parallel(i) }               # the planes of both nests
