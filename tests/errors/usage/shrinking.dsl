# a correct program whose output extent is negative at small sizes
param N: i32 = 16
input a: f32[N]
func f(x) = a(x)
output f[N - 10]
