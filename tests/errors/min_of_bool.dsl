# min of two bools
param N: i32 = 16
input a: f32[N]
func f(x) = select(min(a(x) > 0, a(x) < 1), 1.0, 0.0)
output f[N]
