# PolyBench's lu: LU decomposition in place, without pivoting, as PolyBench 4.2.1 writes it
# (sizes: SMALL):
#   irc run examples/polybench/lu.dsl --size N=120 --check
param N: i32 = 400
proc lu(A: f64[N, N]) {
  for i in 0 .. N {
    for j in 0 .. i {
      for k in 0 .. j {
        A[i, j] -= A[i, k] * A[k, j]
      }
      A[i, j] /= A[j, j]
    }
    for j in i .. N {
      for k in 0 .. i {
        A[i, j] -= A[i, k] * A[k, j]
      }
    }
  }
}
# no hand schedule: of the two j loops (one word names both) the first carries a dependence
schedule auto { lu.autotile(32) }
