# PolyBench's seidel-2d: Gauss-Seidel, a 9-point stencil updated in place, so each point reads
# the new values of the points before it (as PolyBench's C has it; sizes: SMALL):
#   irc run examples/procs/seidel2d.dsl --size T=20,N=40 --check
param T: i32 = 40
param N: i32 = 120
proc seidel2d(A: f64[N, N]) {
  for t in 0 .. T {
    for i in 1 .. N - 1 {
      for j in 1 .. N - 1 {
        A[i, j] = (A[i - 1, j - 1] + A[i - 1, j] + A[i - 1, j + 1]
                   + A[i, j - 1] + A[i, j] + A[i, j + 1]
                   + A[i + 1, j - 1] + A[i + 1, j] + A[i + 1, j + 1]) / 9.0
      }
    }
  }
}
schedule skewed   { seidel2d.skew(i, t, 1).skew(j, t, 1).skew(j, i, 1).tile(t, i, j, 32, 64, 8) }
schedule parallel { seidel2d.skew(i, t, 1).skew(j, t, 1).skew(j, i, 1).tile(t, i, j, 32, 64, 8).wavefront() }
schedule auto     { seidel2d.autotile(32, 64, 8) }
