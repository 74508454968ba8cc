# A reduction variable outside an update.
param N: i32 = 16
input a: f32[N, N]
rdom r[N]
func s(x) = a(r.x, x)
output s[N]
# ERROR: rdom_in_pure_definition.dsl:5:15: error: 'r.x' is a variable of reduction domain 'r', which only update definitions use: f(r.x) += ...
# ERROR: func s(x) = a(r.x, x)
# ERROR:               ^~~
