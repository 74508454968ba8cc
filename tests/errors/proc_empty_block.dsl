# a block of a file of procs says words
param T: i32 = 8
param N: i32 = 16
proc p(A: f64[T + 1, N + 2]) {
  for t in 0 .. T {
    for i in 1 .. N + 1 {
      A[t + 1, i] = (A[t, i - 1] + A[t, i] + A[t, i + 1]) / 3
    }
  }
}
schedule nothing { }
# ERROR: proc_empty_block.dsl:11:1: error: schedule 'nothing' is empty; a block of a proc says its words: P.skew(i, t, 1).tile(t, i, 16, 64)
# ERROR: schedule nothing { }
# ERROR: ^~~~~~~~~~~~~~~~~~~~
