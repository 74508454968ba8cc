# an unknown name in an index
param N: i32 = 16
proc p(A: f64[N]) {
  for i in 0 .. N {
    A[i + q] = 0
  }
}
# ERROR: proc_unknown_variable.dsl:5:11: error: unknown name 'q' in proc 'p'
# ERROR:     A[i + q] = 0
# ERROR:           ^
