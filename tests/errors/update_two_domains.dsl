# One reduction domain per update.
param N: i32 = 16
input a: f32[N, N]
rdom r[N]
rdom q[N]
func s(x) = 0.0
s(x) += a(r.x, q.x)
output s[N]
# ERROR: update_two_domains.dsl:7:16: error: an update runs over one reduction domain; it uses 'r' and 'q'
# ERROR: s(x) += a(r.x, q.x)
# ERROR:                ^~~
