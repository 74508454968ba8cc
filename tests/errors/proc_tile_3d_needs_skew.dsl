# a 3-D tile of Gauss-Seidel needs its time loop skewed into the space loops
param T: i32 = 8
param N: i32 = 16
proc p(A: f64[N, N]) {
  for t in 0 .. T {
    for i in 1 .. N - 1 {
      for j in 1 .. N - 1 {
        A[i, j] = (A[i - 1, j] + A[i, j - 1] + A[i, j] + A[i + 1, j] + A[i, j + 1]) / 5
      }
    }
  }
}
schedule bad { p.tile(t, i, j, 4, 4, 4) }
# ERROR: proc_tile_3d_needs_skew.dsl:13:18: error: tile(t, i, j, 4, 4, 4) needs a permutable band: every dependence not carried outside the tile non-negative on (t, i, j); the flow dependence S0 (line 8) -> S0 (line 8) via A[i + 1, j] has distance (1, -1, 0) over (t, i, j); skew(i, t, 1).skew(j, t, 1) first makes it tileable
# ERROR: schedule bad { p.tile(t, i, j, 4, 4, 4) }
# ERROR:                  ^~~~~~~~~~~~~~~~~~~~~~
