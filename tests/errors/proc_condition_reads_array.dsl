# a condition of a proc must be affine: it cannot read an array
param N: i32 = 16
proc p(A: f64[N]) {
  for i in 0 .. N {
    if A[i] > 0 && i > 1 {
      A[i] = 0
    }
  }
}
# ERROR: proc_condition_reads_array.dsl:5:8: error: a side of the condition 'A[i] > 0.0', 'A[i]', is not affine: it reads the array 'A'; affine means a sum of loop variables and sizes times integer constants, plus a constant (/ and % by a positive constant too)
# ERROR:     if A[i] > 0 && i > 1 {
# ERROR:        ^~~~
