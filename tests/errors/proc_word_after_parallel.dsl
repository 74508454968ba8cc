# loops are marked parallel after the words that reorder them
param T: i32 = 8
param N: i32 = 16
proc p(A: f64[T + 1, N + 2]) {
  for t in 0 .. T {
    for i in 1 .. N + 1 {
      A[t + 1, i] = (A[t, i - 1] + A[t, i] + A[t, i + 1]) / 3
    }
  }
}
schedule bad { p.skew(i, t, 1).parallel(i).tile(t, i, 4, 8) }
# ERROR: proc_word_after_parallel.dsl:11:44: error: tile(t, i, 4, 8) after parallel(i): mark loops parallel after the words that reorder them
# ERROR: schedule bad { p.skew(i, t, 1).parallel(i).tile(t, i, 4, 8) }
# ERROR:                                            ^~~~~~~~~~~~~~~~
