# the index of a read must be affine too
param N: i32 = 16
proc p(A: f64[N], B: f64[N]) {
  for i in 0 .. N {
    A[i] = B[i * i % N]
  }
}
# ERROR: proc_read_index_not_affine.dsl:5:14: error: index 1 of 'B', 'i * i % N', is not affine: 'i * i' multiplies i by i, neither a constant; affine means a sum of loop variables and sizes times integer constants, plus a constant (/ and % by a positive constant too)
# ERROR:     A[i] = B[i * i % N]
# ERROR:              ^~~~~
