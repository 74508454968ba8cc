# PolyBench's symm: C = alpha A B + beta C with A symmetric, its lower triangle read, the scalar
# temp2 summing a column's products, as PolyBench 4.2.1 writes it (sizes: SMALL):
#   irc run examples/polybench/symm.dsl --size M=60,N=80 --check
param M: i32 = 200
param N: i32 = 240
proc symm(alpha: f64, beta: f64, C: f64[M, N], A: f64[M, M], B: f64[M, N]) {
  var temp2: f64
  for i in 0 .. M {
    for j in 0 .. N {
      temp2 = 0
      for k in 0 .. i {
        C[k, j] += alpha * B[i, j] * A[i, k]
        temp2 += B[k, j] * A[i, k]
      }
      C[i, j] = beta * C[i, j] + alpha * B[i, j] * A[i, i] + alpha * temp2
    }
  }
}
schedule auto     { symm.autotile(32) }
schedule parallel { symm.parallel(j) }                  # the columns, a temp2 per iteration
schedule tiled    { symm.tile(i, j, 32, 32) }           # C in 32 x 32 blocks
