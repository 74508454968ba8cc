# Reading the func at another point of a pure variable.
param N: i32 = 16
input a: f32[N, N]
func s(y, x) = a(y, x)
s(y, r.x) += s(y - 1, r.x)
output s[N, N]
# ERROR: update_pure_other_point.dsl:5:16: error: the update reads 's' at another point of its pure variable 'y' (argument 1); a pure variable stays at its position, so that its points are independent: make it a reduction variable
# ERROR: s(y, r.x) += s(y - 1, r.x)
# ERROR:                ^~~~~
