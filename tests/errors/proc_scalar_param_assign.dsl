# a proc's scalar parameter is read-only
param N: i32 = 16
proc p(alpha: f64, A: f64[N]) {
  for i in 0 .. N {
    alpha = A[i]
  }
}
# ERROR: proc_scalar_param_assign.dsl:5:5: error: 'alpha' is a scalar parameter of proc 'p', read-only; copy it into a var to change it
# ERROR:     alpha = A[i]
# ERROR:     ^~~~~
