# PolyBench's syrk: C = alpha A A^T + beta C, the lower triangle of C, as PolyBench 4.2.1 writes it
# (sizes: SMALL):
#   irc run examples/polybench/syrk.dsl --size M=60,N=80 --check
param M: i32 = 200
param N: i32 = 240
proc syrk(alpha: f64, beta: f64, C: f64[N, N], A: f64[N, M]) {
  for i in 0 .. N {
    for j in 0 .. i + 1 {
      C[i, j] *= beta
    }
    for k in 0 .. M {
      for j in 0 .. i + 1 {
        C[i, j] += alpha * A[i, k] * A[j, k]
      }
    }
  }
}
schedule auto     { syrk.autotile(32) }
schedule parallel { syrk.parallel(i) }                  # the rows of C
