# a loop bound of a proc must be affine: it cannot read an array
param N: i32 = 16
proc p(A: f64[N, N], K: i32[N]) {
  for i in 0 .. N {
    for j in 0 .. K[i] {
      A[i, j] = 0
    }
  }
}
# ERROR: proc_bound_reads_array.dsl:5:19: error: the upper bound of loop 'j', 'K[i]', is not affine: it reads the array 'K'; affine means a sum of loop variables and sizes times integer constants, plus a constant (/ and % by a positive constant too)
# ERROR:     for j in 0 .. K[i] {
# ERROR:                   ^~~~
