# a func uses a kernel builtin
param N: i32 = 16
input a: f32[N]
func f(x) = a(x) * threadIdx.x
output f[N]
