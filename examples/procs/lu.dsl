# PolyBench's lu: LU decomposition in place, without pivoting; triangular loops (each bound by
# an outer loop's variable), as PolyBench's C has it (A[i][j] /= A[j][j] written out; sizes: SMALL):
#   irc run examples/procs/lu.dsl --size N=40 --check
param N: i32 = 120
proc lu(A: f64[N, N]) {
  for i in 0 .. N {
    for j in 0 .. i {
      for k in 0 .. j {
        A[i, j] -= A[i, k] * A[k, j]
      }
      A[i, j] = A[i, j] / A[j, j]
    }
    for j in i .. N {
      for k in 0 .. i {
        A[i, j] -= A[i, k] * A[k, j]
      }
    }
  }
}
schedule auto     { lu.autotile(32) }
