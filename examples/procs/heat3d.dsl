# PolyBench's heat-3d: a 7-point heat equation in three dimensions, two nests in the time loop
# (A into B, B into A), as PolyBench's C has it (its time loop runs 1 .. T; sizes: SMALL):
#   irc run examples/procs/heat3d.dsl --size T=20,N=10 --check
param T: i32 = 40
param N: i32 = 20
proc heat3d(A: f64[N, N, N], B: f64[N, N, N]) {
  for t in 1 .. T + 1 {
    for i in 1 .. N - 1 {
      for j in 1 .. N - 1 {
        for k in 1 .. N - 1 {
          B[i, j, k] = (0.125 * (A[i + 1, j, k] - 2.0 * A[i, j, k] + A[i - 1, j, k])
                        + 0.125 * (A[i, j + 1, k] - 2.0 * A[i, j, k] + A[i, j - 1, k])
                        + 0.125 * (A[i, j, k + 1] - 2.0 * A[i, j, k] + A[i, j, k - 1])
                        + A[i, j, k])
        }
      }
    }
    for i in 1 .. N - 1 {
      for j in 1 .. N - 1 {
        for k in 1 .. N - 1 {
          A[i, j, k] = (0.125 * (B[i + 1, j, k] - 2.0 * B[i, j, k] + B[i - 1, j, k])
                        + 0.125 * (B[i, j + 1, k] - 2.0 * B[i, j, k] + B[i, j - 1, k])
                        + 0.125 * (B[i, j, k + 1] - 2.0 * B[i, j, k] + B[i, j, k - 1])
                        + B[i, j, k])
        }
      }
    }
  }
}
schedule parallel { heat3d.parallel(i) }
schedule auto     { heat3d.autotile(8, 16) }           # (t, i) tiled, the planes whole
