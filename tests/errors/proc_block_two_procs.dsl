# a schedule block schedules one proc
param T: i32 = 8
param N: i32 = 16
proc p(A: f64[T + 1, N + 2]) {
  for t in 0 .. T {
    for i in 1 .. N + 1 {
      A[t + 1, i] = (A[t, i - 1] + A[t, i] + A[t, i + 1]) / 3
    }
  }
}
proc q(B: f64[N]) {
  for i in 0 .. N {
    B[i] = 1
  }
}
schedule bad { p.skew(i, t, 1); q.parallel(i) }
# ERROR: proc_block_two_procs.dsl:16:33: error: a block schedules one proc: 'q' is not p; give each proc its own block
# ERROR: schedule bad { p.skew(i, t, 1); q.parallel(i) }
# ERROR:                                 ^
