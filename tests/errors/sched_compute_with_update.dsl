# compute_with is a word of the func; an update's loops are a nest of their own.
param N: i32 = 16
input m: f32[N, N]
func t(x) = m(0, x) * 2.0
func s(x) = 0.0
s(x) += m(r.x, x)
func o(x) = s(x) + t(x)
output o[N]
schedule bad { t.compute_root(); s.compute_root(); s.update(0).compute_with(t, x) }
# ERROR: sched_compute_with_update.dsl:9:64: error: compute_with is said of func 's', not of its update: s.compute_with(...)
# ERROR: schedule bad { t.compute_root(); s.compute_root(); s.update(0).compute_with(t, x) }
# ERROR:                                                                ^~~~~~~~~~~~~~~~~~
