# The seed's 1-D Jacobi with a time-indexed array: row t + 1 of A is the 3-point average of row t.
# Every point of a row depends on three points of the row before it (distances (1, -1), (1, 0),
# (1, 1)): the loop nest a skew by t makes tileable, and its tiles on one anti-diagonal run in
# parallel:
#   irc run examples/procs/jacobi1d.dsl --size T=100,N=4000 --check
#   irc run examples/procs/jacobi1d.dsl --schedule parallel --size T=100,N=4000 --check
#   irc compile examples/procs/jacobi1d.dsl --schedule skewed --print-ir-after=scheduled
param T: i32 = 100
param N: i32 = 4000
proc jacobi1d(A: f64[T + 1, N + 2]) {
  for t in 0 .. T {
    for i in 1 .. N + 1 {
      A[t + 1, i] = (A[t, i - 1] + A[t, i] + A[t, i + 1]) / 3
    }
  }
}
schedule skewed   { jacobi1d.skew(i, t, 1).tile(t, i, 16, 64) }   # i' = i + t, then tile
schedule parallel { jacobi1d.skew(i, t, 1).tile(t, i, 16, 64).wavefront() }
schedule auto     { jacobi1d.autotile(32) }
