# a tile of procs takes two loops and two factors, or three and three
param T: i32 = 8
param N: i32 = 16
proc p(A: f64[T + 1, N + 2]) {
  for t in 0 .. T {
    for i in 1 .. N + 1 {
      A[t + 1, i] = (A[t, i - 1] + A[t, i] + A[t, i + 1]) / 3
    }
  }
}
schedule bad { p.tile(t, i, 4) }
# ERROR: proc_tile_three_arguments.dsl:11:18: error: tile takes 4 or 6 arguments, got 3
# ERROR: schedule bad { p.tile(t, i, 4) }
# ERROR:                  ^~~~~~~~~~~~~
