# schedule blocks of procs are refused until their transformations land
param N: i32 = 16
param T: i32 = 8
proc p(A: f64[T + 1, N]) {
  for t in 0 .. T {
    for i in 0 .. N {
      A[t + 1, i] = A[t, i]
    }
  }
}
schedule skewed { p.skew(i, t, 1).tile(t, i, 4, 4) }
# ERROR: proc_schedule_block.dsl:11:21: error: schedules of procs are not supported yet: procs run as written (irc run --proc P, prog.compile(proc=...)) until their transformations land
# ERROR: schedule skewed { p.skew(i, t, 1).tile(t, i, 4, 4) }
# ERROR:                     ^~~~~~~~~~~~~
