# a loop name used at two depths cannot be scheduled until one is renamed
param N: i32 = 16
proc p(C: f64[N, N], A: f64[N, N], B: f64[N, N]) {
  for i in 0 .. N {
    for j in 0 .. N {
      C[i, j] *= 2
    }
    for k in 0 .. N {
      for j in 0 .. N {
        C[i, j] += A[i, k] * B[k, j]
      }
    }
  }
}
schedule bad { p.parallel(j) }
# ERROR: proc_loop_at_two_depths.dsl:15:27: error: loop 'j' is used at 2 depths of the proc; rename one to schedule it (a word names one loop)
# ERROR: schedule bad { p.parallel(j) }
# ERROR:                           ^
