# a proc's index must be affine: a product of two loop variables is not
param N: i32 = 16
proc p(A: f64[N, N]) {
  for i in 0 .. N {
    for j in 0 .. N {
      A[i, i * j] = 1
    }
  }
}
# ERROR: proc_index_product.dsl:6:12: error: index 2 of 'A', 'i * j', is not affine: it multiplies i by j, neither a constant; affine means a sum of loop variables and sizes times integer constants, plus a constant (/ and % by a positive constant too)
# ERROR:       A[i, i * j] = 1
# ERROR:            ^~~~~
