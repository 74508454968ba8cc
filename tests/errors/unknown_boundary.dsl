# A boundary that is not clamp, zero or none.
param W: i32 = 64
input in: f32[W] boundary mirror
func f(x) = in(x)
output f[W]
