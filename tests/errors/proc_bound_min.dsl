# min in a loop bound is not affine (a sum of variables times constants)
param N: i32 = 16
proc p(A: f64[N, N]) {
  for i in 0 .. N {
    for j in 0 .. min(i + 4, N) {
      A[i, j] = 0
    }
  }
}
# ERROR: proc_bound_min.dsl:5:19: error: the upper bound of loop 'j', 'min(i + 4, N)', is not affine: it is not a sum of loop variables and sizes times constants; affine means a sum of loop variables and sizes times integer constants, plus a constant (/ and % by a positive constant too)
# ERROR:     for j in 0 .. min(i + 4, N) {
# ERROR:                   ^~~~~~~~~~~~~
