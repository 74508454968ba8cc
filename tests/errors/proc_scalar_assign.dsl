# a proc assigns array elements only
param N: i32 = 16
proc p(A: f64[N]) {
  for i in 0 .. N {
    s = A[i]
  }
}
# ERROR: proc_scalar_assign.dsl:5:5: error: unknown name 's' in proc 'p'; declare it first, e.g. `var s: f32 = ...`
# ERROR:     s = A[i]
# ERROR:     ^
