# a correct program whose index arithmetic passes 2**30 at large sizes (x + 1000 at W = 2**30)
param W: i32 = 64
input a: f32[W] boundary clamp
func f(x) = a(x + 1000) - a(x)
output f[W]
