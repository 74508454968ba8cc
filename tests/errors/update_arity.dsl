# The update names every dimension.
param N: i32 = 16
input a: f32[N, N]
func s(y, x) = 0.0
s(x) += 1.0
output s[N, N]
# ERROR: update_arity.dsl:5:1: error: 's' has 2 dimensions, updated at 1
# ERROR: s(x) += 1.0
# ERROR: ^~~~~~~~~~~
