# an index of a proc may use a let only when the let's value is affine
param N: i32 = 16
proc p(A: f64[N * N]) {
  for i in 0 .. N {
    let k = i * i
    A[k] = 0
  }
}
# ERROR: proc_index_uses_let.dsl:6:7: error: index 1 of 'A', 'k', is not affine: it is a let whose value is not affine (the dependence analysis sees through affine lets only); affine means a sum of loop variables and sizes times integer constants, plus a constant (/ and % by a positive constant too)
# ERROR:     A[k] = 0
# ERROR:       ^
