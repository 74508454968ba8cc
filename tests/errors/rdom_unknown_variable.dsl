# A declared domain has the variables of its ranges.
param N: i32 = 16
input a: f32[N, N]
rdom r[N]
func s(x) = 0.0
s(x) += a(r.y, x)
output s[N]
# ERROR: rdom_unknown_variable.dsl:6:11: error: reduction domain 'r' has no variable 'y'; it has r.x
# ERROR: s(x) += a(r.y, x)
# ERROR:           ^~~
