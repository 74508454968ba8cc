# != is a union of two conditions: write two ifs
param N: i32 = 16
proc p(A: f64[N, N]) {
  for i in 0 .. N {
    for j in 0 .. N {
      if i != j {
        A[i, j] = 0
      }
    }
  }
}
# ERROR: proc_condition_not_equal.dsl:6:10: error: the condition 'i != j' is not affine: a proc's if tests comparisons (==, <, <=, >, >=) of affine expressions joined by &&; write i != j as two ifs, i < j and i > j
# ERROR:       if i != j {
# ERROR:          ^~~~~~
