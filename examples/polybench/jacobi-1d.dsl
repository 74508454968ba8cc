# PolyBench's jacobi-1d: a 3-point stencil from A into B and back at each time step, as PolyBench
# 4.2.1 writes it (sizes: SMALL):
#   irc run examples/polybench/jacobi-1d.dsl --size TSTEPS=40,N=120 --check
param TSTEPS: i32 = 100
param N: i32 = 400
proc jacobi_1d(A: f64[N], B: f64[N]) {
  for t in 0 .. TSTEPS {
    for i in 1 .. N - 1 {
      B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1])
    }
    for i in 1 .. N - 1 {
      A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1])
    }
  }
}
schedule auto     { jacobi_1d.autotile(32) }
schedule parallel { jacobi_1d.parallel(i) }             # both nests' points
