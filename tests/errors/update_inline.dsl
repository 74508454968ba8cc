# An updated func cannot be inlined.
param N: i32 = 16
input a: f32[N, N]
func s(x) = 0.0
s(x) += a(r.x, x)
func t(x) = s(x) * 2.0
output t[N]
schedule bad { s.compute_inline() }
# ERROR: update_inline.dsl:8:18: error: 's' has update definitions, so it cannot be computed inline; compute it at the root or at a loop of its consumer
# ERROR: schedule bad { s.compute_inline() }
# ERROR:                  ^~~~~~~~~~~~~~~~
