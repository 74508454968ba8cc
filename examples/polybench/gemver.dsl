# PolyBench's gemver: A += u1 v1^T + u2 v2^T, x += beta A^T y + z, w += alpha A x, four nests, as
# PolyBench 4.2.1 writes them (sizes: SMALL):
#   irc run examples/polybench/gemver.dsl --size N=120 --check
param N: i32 = 400
proc gemver(alpha: f64, beta: f64, A: f64[N, N], u1: f64[N], v1: f64[N], u2: f64[N], v2: f64[N],
            w: f64[N], x: f64[N], y: f64[N], z: f64[N]) {
  for i in 0 .. N {
    for j in 0 .. N {
      A[i, j] = A[i, j] + u1[i] * v1[j] + u2[i] * v2[j]
    }
  }
  for i in 0 .. N {
    for j in 0 .. N {
      x[i] = x[i] + beta * A[j, i] * y[j]
    }
  }
  for i in 0 .. N {
    x[i] = x[i] + z[i]
  }
  for i in 0 .. N {
    for j in 0 .. N {
      w[i] = w[i] + alpha * A[i, j] * x[j]
    }
  }
}
schedule auto     { gemver.autotile(32) }
schedule parallel { gemver.parallel(i) }                # each nest's i
schedule tiled    { gemver.tile(i, j, 32, 32) }         # the 2-D nests in 32 x 32 blocks (A^T's too)
