# PolyBench's atax: y = A^T (A x), a row's product with x into tmp, then its share of y, as
# PolyBench 4.2.1 writes it (sizes: SMALL):
#   irc run examples/polybench/atax.dsl --size M=116,N=124 --check
param M: i32 = 390
param N: i32 = 410
proc atax(A: f64[M, N], x: f64[N], y: f64[N], tmp: f64[M]) {
  for i in 0 .. N {
    y[i] = 0
  }
  for i in 0 .. M {
    tmp[i] = 0.0
    for j in 0 .. N {
      tmp[i] = tmp[i] + A[i, j] * x[j]
    }
    for j in 0 .. N {
      y[j] = y[j] + A[i, j] * tmp[i]
    }
  }
}
# no hand schedule: i carries y's sums, and of the two j loops (one word names both) one sums tmp[i]
schedule auto { atax.autotile(32) }
