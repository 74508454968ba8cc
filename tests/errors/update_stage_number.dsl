# update(n) names an update the func has.
param N: i32 = 16
input a: f32[N, N]
func s(x) = 0.0
s(x) += a(r.x, x)
output s[N]
schedule bad { s.update(1).parallel(x) }
# ERROR: update_stage_number.dsl:7:25: error: 's' has update 0; got update(1)
# ERROR: schedule bad { s.update(1).parallel(x) }
# ERROR:                         ^
