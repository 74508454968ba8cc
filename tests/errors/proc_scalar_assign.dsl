# a proc assigns array elements only
param N: i32 = 16
proc p(A: f64[N]) {
  for i in 0 .. N {
    s = A[i]
  }
}
# ERROR: proc_scalar_assign.dsl:5:5: error: a proc changes only its arrays (A[i] = e); name a value with `let s = ...`
# ERROR:     s = A[i]
# ERROR:     ^~~~~~~~
