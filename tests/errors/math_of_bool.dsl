# abs of a bool
param N: i32 = 16
input a: f32[N]
func f(x) = abs(a(x) > 0)
output f[N]
