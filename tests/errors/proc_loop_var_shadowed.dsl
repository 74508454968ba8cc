# a loop inside a loop of the same name (in sequence the name may repeat)
param N: i32 = 16
proc p(A: f64[N, N]) {
  for i in 0 .. N {
    for i in 0 .. N {
      A[i, i] = 0
    }
  }
}
# ERROR: proc_loop_var_shadowed.dsl:5:9: error: 'i' is already declared in proc 'p', at line 4
# ERROR:     for i in 0 .. N {
# ERROR:         ^
