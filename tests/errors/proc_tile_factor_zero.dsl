# tile factors are positive
param T: i32 = 8
param N: i32 = 16
proc p(A: f64[T + 1, N + 2]) {
  for t in 0 .. T {
    for i in 1 .. N + 1 {
      A[t + 1, i] = (A[t, i - 1] + A[t, i] + A[t, i + 1]) / 3
    }
  }
}
schedule bad { p.skew(i, t, 1).tile(t, i, 0, 8) }
# ERROR: proc_tile_factor_zero.dsl:11:43: error: the factors of tile are positive integers, got 0
# ERROR: schedule bad { p.skew(i, t, 1).tile(t, i, 0, 8) }
# ERROR:                                           ^
