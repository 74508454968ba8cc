# a check in a file without kernels
param N: i32 = 16
input a: f32[N]
func f(x) = a(x)
output f[N]
check f: f(i) = a(i)
