# PolyBench's 2mm: D = alpha A B C + beta D, the product A B into tmp first, as PolyBench 4.2.1
# writes it (sizes: SMALL):
#   irc run examples/polybench/2mm.dsl --size NI=40,NJ=50,NK=70,NL=80 --check
param NI: i32 = 180
param NJ: i32 = 190
param NK: i32 = 210
param NL: i32 = 220
proc 2mm(alpha: f64, beta: f64, tmp: f64[NI, NJ], A: f64[NI, NK], B: f64[NK, NJ], C: f64[NJ, NL],
         D: f64[NI, NL]) {
  # D := alpha*A*B*C + beta*D
  for i in 0 .. NI {
    for j in 0 .. NJ {
      tmp[i, j] = 0.0
      for k in 0 .. NK {
        tmp[i, j] += alpha * A[i, k] * B[k, j]
      }
    }
  }
  for i in 0 .. NI {
    for j in 0 .. NL {
      D[i, j] *= beta
      for k in 0 .. NJ {
        D[i, j] += tmp[i, k] * C[k, j]
      }
    }
  }
}
schedule auto     { 2mm.autotile(32) }
schedule parallel { 2mm.parallel(i) }                   # the rows of tmp, then of D
schedule tiled    { 2mm.tile(i, j, 32, 32) }            # both nests in 32 x 32 blocks
