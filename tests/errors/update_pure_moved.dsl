# A pure variable stays at its position.
param N: i32 = 16
input a: f32[N, N]
func s(y, x) = a(y, x)
s(x, y) += 1.0
output s[N, N]
# ERROR: update_pure_moved.dsl:5:3: error: 'x' is an argument of 's' that the update does not keep at its position: write it as argument 2 on the left, or use a reduction variable (r.x)
# ERROR: s(x, y) += 1.0
# ERROR:   ^
