# an if of a proc tests comparisons joined by &&, not ||
param N: i32 = 16
proc p(A: f64[N]) {
  for i in 0 .. N {
    if i < 2 || i > 5 {
      A[i] = 0
    }
  }
}
# ERROR: proc_condition_or.dsl:5:8: error: the condition 'i < 2 || i > 5' is not affine: a proc's if tests comparisons (==, <, <=, >, >=) of affine expressions joined by &&
# ERROR:     if i < 2 || i > 5 {
# ERROR:        ^~~~~~~~~~~~~~
