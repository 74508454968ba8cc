# PolyBench's jacobi-2d: a 5-point stencil, two nests in the time loop, from A into B and back.
# As PolyBench's C has it (sizes: SMALL); the loop names i, j are used twice, as written:
#   irc run examples/procs/jacobi2d.dsl --size T=20,N=30 --check
param T: i32 = 40
param N: i32 = 90
proc jacobi2d(A: f64[N, N], B: f64[N, N]) {
  for t in 0 .. T {
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
schedule tiled    { jacobi2d.tile(i, j, 32, 32) }
schedule parallel { jacobi2d.parallel(i) }
schedule auto     { jacobi2d.autotile(32, 32) }        # (t, i) tiled, the rows whole
