# PolyBench's trmm: B = alpha A^T B with A unit lower triangular (its diagonal not read), B updated
# in place row by row, as PolyBench 4.2.1 writes it (sizes: SMALL):
#   irc run examples/polybench/trmm.dsl --size M=60,N=80 --check
param M: i32 = 200
param N: i32 = 240
proc trmm(alpha: f64, A: f64[M, M], B: f64[M, N]) {
  for i in 0 .. M {
    for j in 0 .. N {
      for k in i + 1 .. M {
        B[i, j] += A[k, i] * B[k, j]
      }
      B[i, j] = alpha * B[i, j]
    }
  }
}
schedule auto     { trmm.autotile(32) }
schedule parallel { trmm.parallel(j) }                  # the columns of B
schedule tiled    { trmm.tile(i, j, 32, 32) }           # B in 32 x 32 blocks
