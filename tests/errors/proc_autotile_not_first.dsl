# autotile chooses the whole order, so it comes first
param T: i32 = 8
param N: i32 = 16
proc p(A: f64[T + 1, N + 2]) {
  for t in 0 .. T {
    for i in 1 .. N + 1 {
      A[t + 1, i] = (A[t, i - 1] + A[t, i] + A[t, i + 1]) / 3
    }
  }
}
schedule bad { p.skew(i, t, 1).autotile(16) }
# ERROR: proc_autotile_not_first.dsl:11:32: error: autotile(n) chooses the whole order: it comes first
# ERROR: schedule bad { p.skew(i, t, 1).autotile(16) }
# ERROR:                                ^~~~~~~~~~~~
