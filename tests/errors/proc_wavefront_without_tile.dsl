# wavefront() needs a tile right before it
param T: i32 = 8
param N: i32 = 16
proc p(A: f64[T + 1, N + 2]) {
  for t in 0 .. T {
    for i in 1 .. N + 1 {
      A[t + 1, i] = (A[t, i - 1] + A[t, i] + A[t, i + 1]) / 3
    }
  }
}
schedule wave { p.skew(i, t, 1).wavefront() }
# ERROR: proc_wavefront_without_tile.dsl:11:33: error: wavefront() runs the tiles of a tile(...) on anti-diagonals in parallel: it comes right after a tile of two or three loops
# ERROR: schedule wave { p.skew(i, t, 1).wavefront() }
# ERROR:                                 ^~~~~~~~~~~
