# % by a size is not affine (by a positive constant it is)
param N: i32 = 16
proc p(A: f64[N]) {
  for i in 0 .. 2 * N {
    A[i % N] += 1
  }
}
# ERROR: proc_mod_by_size.dsl:5:7: error: index 1 of 'A', 'i % N', is not affine: it divides by N, which is not a constant; affine means a sum of loop variables and sizes times integer constants, plus a constant (/ and % by a positive constant too)
# ERROR:     A[i % N] += 1
# ERROR:       ^~~~~
