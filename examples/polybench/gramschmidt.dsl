# PolyBench's gramschmidt: QR decomposition by modified Gram-Schmidt, column k's norm in the scalar
# nrm, as PolyBench 4.2.1 writes it (sizes: SMALL's, M and N swapped: with more columns than rows,
# random columns past the M-th have norms of rounding noise, which C and interpreter round apart):
#   irc run examples/polybench/gramschmidt.dsl --size M=80,N=60 --check
param M: i32 = 200
param N: i32 = 240
proc gramschmidt(A: f64[M, N], R: f64[N, N], Q: f64[M, N]) {
  var nrm: f64
  for k in 0 .. N {
    nrm = 0.0
    for i in 0 .. M {
      nrm += A[i, k] * A[i, k]
    }
    R[k, k] = sqrt(nrm)
    for i in 0 .. M {
      Q[i, k] = A[i, k] / R[k, k]
    }
    for j in k + 1 .. N {
      R[k, j] = 0.0
      for i in 0 .. M {
        R[k, j] += Q[i, k] * A[i, j]
      }
      for i in 0 .. M {
        A[i, j] = A[i, j] - Q[i, k] * R[k, j]
      }
    }
  }
}
schedule auto     { gramschmidt.autotile(32) }
schedule parallel { gramschmidt.parallel(j) }           # the columns right of k
