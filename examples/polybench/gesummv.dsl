# PolyBench's gesummv: y = alpha A x + beta B x, both products in one pass over the rows, as
# PolyBench 4.2.1 writes it (sizes: SMALL):
#   irc run examples/polybench/gesummv.dsl --size N=90 --check
param N: i32 = 250
proc gesummv(alpha: f64, beta: f64, A: f64[N, N], B: f64[N, N], tmp: f64[N], x: f64[N], y: f64[N]) {
  for i in 0 .. N {
    tmp[i] = 0.0
    y[i] = 0.0
    for j in 0 .. N {
      tmp[i] = A[i, j] * x[j] + tmp[i]
      y[i] = B[i, j] * x[j] + y[i]
    }
    y[i] = alpha * tmp[i] + beta * y[i]
  }
}
schedule auto     { gesummv.autotile(32) }
schedule parallel { gesummv.parallel(i) }
