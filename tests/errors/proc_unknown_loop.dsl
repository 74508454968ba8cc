# a word names a loop the order does not have
param T: i32 = 8
param N: i32 = 16
proc p(A: f64[T + 1, N + 2]) {
  for t in 0 .. T {
    for i in 1 .. N + 1 {
      A[t + 1, i] = (A[t, i - 1] + A[t, i] + A[t, i + 1]) / 3
    }
  }
}
schedule bad { p.skew(x, t, 1) }
# ERROR: proc_unknown_loop.dsl:11:23: error: skew(x, t, 1): no loop 'x' in the order (t, i)
# ERROR: schedule bad { p.skew(x, t, 1) }
# ERROR:                       ^
