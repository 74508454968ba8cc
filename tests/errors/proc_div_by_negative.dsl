# / by a negative constant is not affine
param N: i32 = 16
proc p(A: f64[N]) {
  for i in 0 .. N {
    A[i / -2 + N / 2] = 1
  }
}
# ERROR: proc_div_by_negative.dsl:5:7: error: index 1 of 'A', 'i / (-2) + N / 2', is not affine: 'i / (-2)' divides by -2; / and % are affine by a positive constant only; affine means a sum of loop variables and sizes times integer constants, plus a constant (/ and % by a positive constant too)
# ERROR:     A[i / -2 + N / 2] = 1
# ERROR:       ^~~~~~
