# PolyBench's mvt: x1 += A y_1 and x2 += A^T y_2, two nests, as PolyBench 4.2.1 writes them (sizes:
# SMALL):
#   irc run examples/polybench/mvt.dsl --size N=120 --check
param N: i32 = 400
proc mvt(x1: f64[N], x2: f64[N], y_1: f64[N], y_2: f64[N], A: f64[N, N]) {
  for i in 0 .. N {
    for j in 0 .. N {
      x1[i] = x1[i] + A[i, j] * y_1[j]
    }
  }
  for i in 0 .. N {
    for j in 0 .. N {
      x2[i] = x2[i] + A[j, i] * y_2[j]
    }
  }
}
schedule auto     { mvt.autotile(32) }
schedule parallel { mvt.parallel(i) }                   # both nests' i
schedule tiled    { mvt.tile(i, j, 32, 32) }            # A^T's columns read in 32 x 32 blocks
