# PolyBench's syr2k: C = alpha A B^T + alpha B A^T + beta C, the lower triangle of C, as PolyBench
# 4.2.1 writes it (sizes: SMALL):
#   irc run examples/polybench/syr2k.dsl --size M=60,N=80 --check
param M: i32 = 200
param N: i32 = 240
proc syr2k(alpha: f64, beta: f64, C: f64[N, N], A: f64[N, M], B: f64[N, M]) {
  for i in 0 .. N {
    for j in 0 .. i + 1 {
      C[i, j] *= beta
    }
    for k in 0 .. M {
      for j in 0 .. i + 1 {
        C[i, j] += A[j, k] * alpha * B[i, k] + B[j, k] * alpha * A[i, k]
      }
    }
  }
}
schedule auto     { syr2k.autotile(32) }
schedule parallel { syr2k.parallel(i) }                 # the rows of C
