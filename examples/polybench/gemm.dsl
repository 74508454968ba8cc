# PolyBench's gemm: C = alpha * A * B + beta * C, C scaled row by row before the products are
# added, as PolyBench 4.2.1 writes it (sizes: SMALL):
#   irc run examples/polybench/gemm.dsl --size NI=60,NJ=70,NK=80 --check
param NI: i32 = 200
param NJ: i32 = 220
param NK: i32 = 240
proc gemm(alpha: f64, beta: f64, C: f64[NI, NJ], A: f64[NI, NK], B: f64[NK, NJ]) {
  for i in 0 .. NI {
    for j in 0 .. NJ {
      C[i, j] *= beta
    }
    for k in 0 .. NK {
      for j in 0 .. NJ {
        C[i, j] += alpha * A[i, k] * B[k, j]
      }
    }
  }
}
schedule auto     { gemm.autotile(32) }
schedule parallel { gemm.parallel(i) }                  # the rows of C
