# PolyBench's cholesky: A = L L^T in place, the lower triangle, row by row, as PolyBench 4.2.1
# writes it (sizes: SMALL):
#   irc run examples/polybench/cholesky.dsl --size N=120 --check
param N: i32 = 400
proc cholesky(A: f64[N, N]) {
  for i in 0 .. N {
    # j < i
    for j in 0 .. i {
      for k in 0 .. j {
        A[i, j] -= A[i, k] * A[j, k]
      }
      A[i, j] /= A[j, j]
    }
    # i == j
    for k in 0 .. i {
      A[i, i] -= A[i, k] * A[i, k]
    }
    A[i, i] = sqrt(A[i, i])
  }
}
# no hand schedule: i and j carry dependences, and k is a loop at two depths
schedule auto { cholesky.autotile(32) }
