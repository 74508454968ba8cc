# two vars of one name and different types in sibling loops: one name is one storage to the
# dependence analysis (the same type twice is one var)
param N: i32 = 16
proc p(A: f64[N], B: i32[N]) {
  for i in 0 .. N {
    var t: f64 = A[i]
    A[i] = t * 2.0
  }
  for i in 0 .. N {
    var t: i32 = B[i]
    B[i] = t + 1
  }
}
schedule par { p.parallel(i) }
# ERROR: proc_var_declared_twice.dsl:10:5: error: 't' is declared twice in the proc, as two different things; the dependence analysis takes a name for one var or array: rename one
# ERROR:     var t: i32 = B[i]
# ERROR:     ^~~~~~~~~~~~~~~~~
