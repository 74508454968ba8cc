# a word procs do not have, with the closest one
param T: i32 = 8
param N: i32 = 16
proc p(A: f64[T + 1, N + 2]) {
  for t in 0 .. T {
    for i in 1 .. N + 1 {
      A[t + 1, i] = (A[t, i - 1] + A[t, i] + A[t, i + 1]) / 3
    }
  }
}
schedule bad { p.skwe(i, t, 1) }
# ERROR: proc_unknown_word.dsl:11:18: error: 'skwe' is not a word of procs (did you mean 'skew'?); they are skew, interchange, tile, parallel, wavefront, autotile
# ERROR: schedule bad { p.skwe(i, t, 1) }
# ERROR:                  ^~~~~~~~~~~~~
