# PolyBench's gemm: C = alpha * A * B + beta * C, with C scaled row by row before the products
# are added (as PolyBench's C has it; alpha = 1.5 and beta = 1.2 as its initialisation sets them,
# written as constants: a proc's parameters are arrays; sizes: SMALL):
#   irc run examples/procs/gemm.dsl --size NI=20,NJ=25,NK=30 --check
param NI: i32 = 60
param NJ: i32 = 70
param NK: i32 = 80
proc gemm(C: f64[NI, NJ], A: f64[NI, NK], B: f64[NK, NJ]) {
  for i in 0 .. NI {
    for j in 0 .. NJ {
      C[i, j] *= 1.2
    }
    for k in 0 .. NK {
      for j in 0 .. NJ {
        C[i, j] += 1.5 * A[i, k] * B[k, j]
      }
    }
  }
}
schedule parallel { gemm.parallel(i) }
schedule auto     { gemm.autotile(32) }
