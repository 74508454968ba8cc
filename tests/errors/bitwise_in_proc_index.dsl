# a proc indexes affinely: x & 3 is not
param N: i32 = 8
proc p(A: f32[N]) {
  for i in 0 .. N { A[i & 3] = 1.0 }
}
# ERROR: bitwise_in_proc_index.dsl:4:23: error: index 1 of 'A', 'i & 3', is not affine: it is not a sum of loop variables and sizes times constants; affine means a sum of loop variables and sizes times integer constants, plus a constant (/ and % by a positive constant too)
# ERROR:   for i in 0 .. N { A[i & 3] = 1.0 }
# ERROR:                       ^~~~~
