# an interchange that would run a value's reader before its writer names the broken dependence
param T: i32 = 8
param N: i32 = 16
proc p(A: f64[T + 1, N + 2]) {
  for t in 0 .. T {
    for i in 1 .. N + 1 {
      A[t + 1, i] = (A[t, i - 1] + A[t, i] + A[t, i + 1]) / 3
    }
  }
}
schedule swapped { p.interchange(t, i) }
# ERROR: proc_interchange_breaks_flow.dsl:11:22: error: interchange(t, i) would break the flow dependence S0 (line 7) -> S0 (line 7) via A[t, i + 1]: its distance (1, -1) over (t, i) would be (-1, 1) over (i, t): the sink would not run after its source
# ERROR: schedule swapped { p.interchange(t, i) }
# ERROR:                      ^~~~~~~~~~~~~~~~~
