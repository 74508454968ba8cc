# A func with update definitions is not fused: each of its definitions is a nest of its own.
param N: i32 = 16
input m: f32[N, N]
func t(x) = m(0, x) * 2.0
func s(x) = 0.0
s(x) += m(r.x, x)
func o(x) = s(x) + t(x)
output o[N]
schedule bad { t.compute_root(); s.compute_root(); t.compute_with(s, x) }
# ERROR: sched_compute_with_updated.dsl:9:54: error: cannot compute 't' with 's': 's' has update definitions, whose nests are their own
# ERROR: schedule bad { t.compute_root(); s.compute_root(); t.compute_with(s, x) }
# ERROR:                                                      ^~~~~~~~~~~~~~~~~~
