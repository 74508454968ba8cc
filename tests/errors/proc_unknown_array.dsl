# a proc reads only its parameters
param N: i32 = 16
proc p(A: f64[N]) {
  for i in 0 .. N {
    A[i] = B[i]
  }
}
# ERROR: proc_unknown_array.dsl:5:12: error: unknown name 'B' in proc 'p'
# ERROR:     A[i] = B[i]
# ERROR:            ^
