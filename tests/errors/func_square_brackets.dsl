# a func reads an input with square brackets, as a kernel would
param N: i32 = 16
input a: f32[N]
func f(x) = a[x] * 2
output f[N]
