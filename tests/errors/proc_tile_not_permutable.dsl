# a tile of loops that are not a permutable band is refused, with the skew that makes them one
param T: i32 = 8
param N: i32 = 16
proc p(A: f64[T + 1, N + 2]) {
  for t in 0 .. T {
    for i in 1 .. N + 1 {
      A[t + 1, i] = (A[t, i - 1] + A[t, i] + A[t, i + 1]) / 3
    }
  }
}
schedule tiled { p.tile(t, i, 4, 8) }
# ERROR: proc_tile_not_permutable.dsl:11:20: error: tile(t, i, 4, 8) needs a permutable band: every dependence not carried outside the tile non-negative on (t, i); the flow dependence S0 (line 7) -> S0 (line 7) via A[t, i + 1] has distance (1, -1) over (t, i); skew(i, t, 1) first makes it tileable
# ERROR: schedule tiled { p.tile(t, i, 4, 8) }
# ERROR:                    ^~~~~~~~~~~~~~~~
