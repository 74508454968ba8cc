# Where a func is computed is said of the func, not of its update.
param N: i32 = 16
input a: f32[N, N]
func s(x) = 0.0
s(x) += a(r.x, x)
func t(x) = s(x)
output t[N]
schedule bad { s.update(0).compute_root() }
# ERROR: update_stage_compute.dsl:8:28: error: compute_root is said of func 's', not of its update: s.compute_root(...)
# ERROR: schedule bad { s.update(0).compute_root() }
# ERROR:                            ^~~~~~~~~~~~~~
