# A func named as an output twice.
param N: i32 = 16
input a: f32[N, N]
func f(y, x) = a(y, x)
output f[N, N]
output f[N, N]
# ERROR: output_twice.dsl:6:8: error: 'f' is already an output, at line 5
# ERROR: output f[N, N]
# ERROR:        ^
