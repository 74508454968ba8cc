# a skew of an outer loop by an inner one that reverses a dependence is refused
param T: i32 = 8
param N: i32 = 16
proc p(A: f64[T + 1, N + 2]) {
  for t in 0 .. T {
    for i in 1 .. N + 1 {
      A[t + 1, i] = (A[t, i - 1] + A[t, i] + A[t, i + 1]) / 3
    }
  }
}
schedule bad { p.skew(t, i, 1) }
# ERROR: proc_skew_breaks_flow.dsl:11:18: error: skew(t, i, 1) would break the flow dependence S0 (line 7) -> S0 (line 7) via A[t, i + 1]: its distance (1, -1) over (t, i) would be (0, -1) over (t, i): the sink would not run after its source
# ERROR: schedule bad { p.skew(t, i, 1) }
# ERROR:                  ^~~~~~~~~~~~~
