# an index of a proc may not use a let: write its expression in the index
param N: i32 = 16
proc p(A: f64[N + 1]) {
  for i in 0 .. N {
    let k = i + 1
    A[k] = 0
  }
}
# ERROR: proc_index_uses_let.dsl:6:7: error: index 1 of 'A', 'k', is not affine: it is a let, which the dependence analysis does not see through; write its expression here; affine means a sum of loop variables and sizes times integer constants, plus a constant (/ and % by a positive constant too)
# ERROR:     A[k] = 0
# ERROR:       ^
