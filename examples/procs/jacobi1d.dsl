# The seed's 1-D Jacobi with a time-indexed array: row t + 1 of A is the 3-point average of row t.
# Every point of a row depends on three points of the row before it (distances (1, -1), (1, 0),
# (1, 1)): the loop nest a skew by t makes tileable.  It runs as written for now:
#   irc run examples/procs/jacobi1d.dsl --size T=100,N=4000 --check
#   irc compile examples/procs/jacobi1d.dsl --print-ir-after=lowered
param T: i32 = 100
param N: i32 = 4000
proc jacobi1d(A: f64[T + 1, N + 2]) {
  for t in 0 .. T {
    for i in 1 .. N + 1 {
      A[t + 1, i] = (A[t, i - 1] + A[t, i] + A[t, i + 1]) / 3
    }
  }
}
