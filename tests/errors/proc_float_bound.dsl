# a loop bound must be an integer
param N: i32 = 16
proc p(A: f64[N]) {
  for i in 0 .. N / 2.0 {
    A[i] = 0
  }
}
# ERROR: proc_float_bound.dsl:4:17: error: the upper bound of loop 'i' must be an integer, not f32
# ERROR:   for i in 0 .. N / 2.0 {
# ERROR:                 ^~~~~~~
