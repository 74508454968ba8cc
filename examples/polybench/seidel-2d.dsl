# PolyBench's seidel-2d: Gauss-Seidel, a 9-point stencil updated in place, so that each point reads
# the new values of the points before it, as PolyBench 4.2.1 writes it (its loops `t <= TSTEPS - 1`
# and `i <= N - 2` are `t in 0 .. TSTEPS`, `i in 1 .. N - 1`; sizes: SMALL):
#   irc run examples/polybench/seidel-2d.dsl --size TSTEPS=40,N=120 --check
param TSTEPS: i32 = 100
param N: i32 = 400
proc seidel_2d(A: f64[N, N]) {
  for t in 0 .. TSTEPS {
    for i in 1 .. N - 1 {
      for j in 1 .. N - 1 {
        A[i, j] = (A[i - 1, j - 1] + A[i - 1, j] + A[i - 1, j + 1] +
                   A[i, j - 1] + A[i, j] + A[i, j + 1] +
                   A[i + 1, j - 1] + A[i + 1, j] + A[i + 1, j + 1]) / 9.0
      }
    }
  }
}
schedule auto      { seidel_2d.autotile(32) }
schedule skewed    { seidel_2d.skew(i, t, 1).skew(j, t, 1).skew(j, i, 1).tile(t, i, j, 32, 64, 8) }
schedule wavefront { seidel_2d.skew(i, t, 1).skew(j, t, 1).skew(j, i, 1).tile(t, i, j, 32, 64, 8).wavefront() }
