# PolyBench's ludcmp: LU decomposition, then the forward and backward substitutions solving A x =
# b, the scalar w summing, the last loop downwards, as PolyBench 4.2.1 writes it (sizes: SMALL):
#   irc run examples/polybench/ludcmp.dsl --size N=120 --check
param N: i32 = 400
proc ludcmp(A: f64[N, N], b: f64[N], x: f64[N], y: f64[N]) {
  var w: f64
  for i in 0 .. N {
    for j in 0 .. i {
      w = A[i, j]
      for k in 0 .. j {
        w -= A[i, k] * A[k, j]
      }
      A[i, j] = w / A[j, j]
    }
    for j in i .. N {
      w = A[i, j]
      for k in 0 .. i {
        w -= A[i, k] * A[k, j]
      }
      A[i, j] = w
    }
  }
  for i in 0 .. N {
    w = b[i]
    for j in 0 .. i {
      w -= A[i, j] * y[j]
    }
    y[i] = w
  }
  for i in N - 1 .. -1 step -1 {
    w = y[i]
    for j in i + 1 .. N {
      w -= A[i, j] * x[j]
    }
    x[i] = w / A[i, i]
  }
}
# no hand schedule: every i carries a dependence, and of the j loops (one word names all) most do
schedule auto { ludcmp.autotile(32) }
