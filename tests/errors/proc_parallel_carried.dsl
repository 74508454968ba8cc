# a loop that carries a dependence cannot run in parallel; the loops that could are named
param T: i32 = 8
param N: i32 = 16
proc p(A: f64[T + 1, N + 2]) {
  for t in 0 .. T {
    for i in 1 .. N + 1 {
      A[t + 1, i] = (A[t, i - 1] + A[t, i] + A[t, i + 1]) / 3
    }
  }
}
schedule par { p.parallel(t) }
# ERROR: proc_parallel_carried.dsl:11:18: error: parallel(t) would run the iterations of t in parallel, but the flow dependence S0 (line 7) -> S0 (line 7) via A[t, i - 1], at distance (1, 1) over (t, i), is carried by t; parallel here: i
# ERROR: schedule par { p.parallel(t) }
# ERROR:                  ^~~~~~~~~~~
