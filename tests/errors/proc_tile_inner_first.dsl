# the loops of a tile are adjacent and named outer first
param T: i32 = 8
param N: i32 = 16
proc p(A: f64[T + 1, N + 2]) {
  for t in 0 .. T {
    for i in 1 .. N + 1 {
      A[t + 1, i] = (A[t, i - 1] + A[t, i] + A[t, i + 1]) / 3
    }
  }
}
schedule bad { p.skew(i, t, 1).tile(i, t, 4, 8) }
# ERROR: proc_tile_inner_first.dsl:11:32: error: tile(i, t, 4, 8): the loops of a tile are adjacent, outer first; the order is (t, i)
# ERROR: schedule bad { p.skew(i, t, 1).tile(i, t, 4, 8) }
# ERROR:                                ^~~~~~~~~~~~~~~~
