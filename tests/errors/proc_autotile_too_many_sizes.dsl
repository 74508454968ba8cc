# autotile gives a tile size per loop of the band isl finds, no more
param T: i32 = 8
param N: i32 = 16
proc p(A: f64[T + 1, N + 2]) {
  for t in 0 .. T {
    for i in 1 .. N + 1 {
      A[t + 1, i] = (A[t, i - 1] + A[t, i] + A[t, i + 1]) / 3
    }
  }
}
schedule auto { p.autotile(16, 16, 16) }
# ERROR: proc_autotile_too_many_sizes.dsl:11:19: error: autotile(16, 16, 16) gives 3 tile sizes; the outermost band isl found has 2 loops (t, i)
# ERROR: schedule auto { p.autotile(16, 16, 16) }
# ERROR:                   ^~~~~~~~~~~~~~~~~~~~
