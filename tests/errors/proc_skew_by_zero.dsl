# a skew factor of zero changes nothing and is refused
param T: i32 = 8
param N: i32 = 16
proc p(A: f64[T + 1, N + 2]) {
  for t in 0 .. T {
    for i in 1 .. N + 1 {
      A[t + 1, i] = (A[t, i - 1] + A[t, i] + A[t, i + 1]) / 3
    }
  }
}
schedule bad { p.skew(i, t, 0) }
# ERROR: proc_skew_by_zero.dsl:11:29: error: a skew factor is a non-zero integer, got 0
# ERROR: schedule bad { p.skew(i, t, 0) }
# ERROR:                             ^
